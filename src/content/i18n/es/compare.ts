/** Spanish: the words of compare. */
import type { Words } from '../words';

export const words: Words<'compare'> = {
  compare: {
    title: 'Compare nuestras manos',
    intro:
      'Nuestras manos, una junto a otra. Elija qué manos quiere comparar; el mejor valor de cada característica aparece destacado.',
    chooseHands: 'Manos que comparar',
    keepOne: 'La comparación debe incluir al menos una mano.',
    caption: 'Las manos elegidas, característica por característica',
    figure: 'Característica',
    rows: {
      price: 'Precio',
      weight: 'Peso',
      battery: 'Autonomía de la batería',
      charging: 'Tiempo de carga',
      gripForce: 'Fuerza de agarre',
      gripPatterns: 'Patrones de agarre',
      warranty: 'Garantía',
      grips: 'Agarres',
    },
    best: {
      price: 'precio más bajo',
      weight: 'menor peso',
      battery: 'mayor autonomía',
      charging: 'carga más rápida',
      gripForce: 'mayor fuerza',
      gripPatterns: 'más patrones de agarre',
      warranty: 'garantía más larga',
    },
    notPublished: 'dato no disponible',
    requestConsultation: 'Solicitar consulta',
    scrollRegion: 'Tabla comparativa',
  },
};
