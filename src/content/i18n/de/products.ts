/**
 * The products part in German: the interface words compiled from catalogs/de.po (see docs/content.md), and each
 * product's own words (summary, description, image text), which stay here for now.
 */
import { words as compiled } from '../catalogs/de.po?part=products';
import type { items as english } from '../en/products';
import type { Shape } from '../words';

export const items: Shape<typeof english> = {
  'neural-pro-x1': {
    summary: 'Unsere Hand mit den meisten Griffmustern – mit dem passenden Griff für jede Aufgabe.',
    description:
      'Die Neural Pro X1 nimmt die Signale der Muskeln auf, die Sie in Ihrem Stumpf anspannen, und macht aus ihrem Muster einen Griff. Ihre Griffmuster reichen vom festen Händedruck bis zum Aufheben einer Münze.',
    imageAlt: 'Illustration der Neural Pro X1: eine dunkle Handprothese mit leuchtendem Sensorband am Handgelenk',
  },
  'flexigrip-elite': {
    summary: 'Leicht und beweglich – angenehm zu tragen, den ganzen Tag.',
    description:
      'Die FlexiGrip Elite ist unsere leichteste Hand, gebaut für hohen Tragekomfort vom Morgen bis zum Abend. Mit ihren Griffmustern und der Schnellladung hält sie auch an vollen Tagen mit.',
    imageAlt: 'Illustration der FlexiGrip Elite: eine schlanke, leichte Handprothese mit beweglichen Fingergelenken',
  },
  'smarthand-ai': {
    summary: 'Eine KI-gestützte Hand, die lernt, wie Sie sich bewegen.',
    description:
      'Die SmartHand AI lernt Ihre Bewegungen und erkennt im Voraus, welchen Griff Sie brauchen. Sie hat die längste Akkulaufzeit und die längste Garantie unseres Sortiments.',
    imageAlt: 'Illustration der SmartHand AI: eine Handprothese mit Platinenmuster auf der Handfläche',
  },
};

export const words = (format: object) => ({ products: { ...compiled(format).products, items } });
