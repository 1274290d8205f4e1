/**
 * The products part in Spanish: the interface words compiled from catalogs/es.po (see docs/content.md), and each
 * product's own words (summary, description, image text), which stay here for now.
 */
import { words as compiled } from '../catalogs/es.po?part=products';
import type { items as english } from '../en/products';
import type { Shape } from '../words';

export const items: Shape<typeof english> = {
  'neural-pro-x1': {
    summary: 'Nuestra mano con más patrones de agarre, con un agarre para cada tarea.',
    description:
      'La Neural Pro X1 capta las señales de los músculos que usted contrae en su muñón y convierte su patrón en un agarre. Sus patrones de agarre abarcan desde un apretón de manos firme hasta recoger una moneda.',
    imageAlt:
      'Ilustración de la Neural Pro X1: una mano protésica oscura con una banda de sensores luminosa en la muñeca',
  },
  'flexigrip-elite': {
    summary: 'Una mano ligera y ágil, cómoda durante todo el día.',
    description:
      'La FlexiGrip Elite es nuestra mano más ligera, pensada para llevarse cómodamente todo el día. Sus patrones de agarre y su carga rápida siguen el ritmo de una jornada intensa.',
    imageAlt:
      'Ilustración de la FlexiGrip Elite: una mano protésica delgada y ligera con articulaciones flexibles en los dedos',
  },
  'smarthand-ai': {
    summary: 'Una mano asistida por inteligencia artificial que aprende cómo se mueve usted.',
    description:
      'SmartHand AI aprende sus movimientos y se anticipa al agarre que usted necesita. Tiene la mayor autonomía y la garantía más larga de nuestra gama.',
    imageAlt: 'Ilustración de la SmartHand AI: una mano protésica con un diseño de circuitos en la palma',
  },
};

export const words = (format: object) => ({ products: { ...compiled(format).products, items } });
