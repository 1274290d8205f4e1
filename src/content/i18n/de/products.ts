/** German: the words of products. */
import type { Format } from '../format';
import type { Words } from '../words';

export const words: Words<'products'> = {
  products: {
    title: 'Unsere Produkte',
    intro: 'Drei Handprothesen – jede von einem Sanitätshaus auf den Menschen abgestimmt, der sie trägt.',
    keyFeatures: 'Das Wichtigste',
    specifications: 'Technische Daten',
    requestConsultation: 'Beratung anfragen',
    closingTitle: 'Unsicher, welche Hand zu Ihnen passt?',
    closingText:
      'Wir helfen Ihnen bei der Auswahl. Ein Sanitätshaus passt die Hand an, und in der Ergotherapie lernen Sie den Umgang.',
    closingAction: 'Beratung vereinbaren',
    seeGrips: 'Griffe ansehen',
    compareLink: 'Hände vergleichen',
    price: (usd: number, f: Format) => `ab ${f.usd(usd)}`,
    specs: {
      weight: 'Gewicht',
      battery: 'Akkulaufzeit',
      charging: 'Ladezeit',
      gripForce: 'Griffkraft',
      warranty: 'Garantie',
      gripPatterns: 'Griffmuster',
    },
    upToNewtons: (newtons: number, f: Format) => `Bis zu ${f.number(newtons)} N`,
    features: {
      gripPatterns: (count: number, f: Format) => `${f.number(count)} Griffmuster`,
      myoelectricControl: 'Myoelektrische Steuerung mit Mustererkennung',
      battery: (hours: number, f: Format) =>
        `${f.number(hours)} ${f.plural(hours) === 'one' ? 'Stunde' : 'Stunden'} Akkulaufzeit`,
      gripForce: (newtons: number, f: Format) => `Griffkraft bis zu ${f.number(newtons)} N`,
      lightweight: (grams: number, f: Format) => `Leichtbauweise mit nur ${f.grams(grams)}`,
      fastCharging: (minutes: number, f: Format) => `In ${f.duration(minutes)} aufgeladen`,
      gripPrediction: 'KI-gestützte Griffvorhersage',
      warranty: (years: number, f: Format) =>
        `${f.number(years)} ${f.plural(years) === 'one' ? 'Jahr' : 'Jahre'} Garantie`,
    },
    items: {
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
        imageAlt:
          'Illustration der FlexiGrip Elite: eine schlanke, leichte Handprothese mit beweglichen Fingergelenken',
      },
      'smarthand-ai': {
        summary: 'Eine KI-gestützte Hand, die lernt, wie Sie sich bewegen.',
        description:
          'Die SmartHand AI lernt Ihre Bewegungen und erkennt im Voraus, welchen Griff Sie brauchen. Sie hat die längste Akkulaufzeit und die längste Garantie unseres Sortiments.',
        imageAlt: 'Illustration der SmartHand AI: eine Handprothese mit Platinenmuster auf der Handfläche',
      },
    },
  },
};
