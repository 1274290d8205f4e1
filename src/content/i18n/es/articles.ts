import type { Articles } from '../en/articles';
import type { Format } from '../format';
import { faq } from '../../files/faq-words/es';
import { fitting } from '../../files/fitting-words/es';
import { funding } from '../../files/funding-words/es';
import { legal } from '../../files/legal-words/es';
import { privacy } from '../../files/privacy-words/es';

/** The words of the site's long pages in Spanish: the same shape as en/articles.ts. */
export const articles: Articles = {
  funding,
  fitting: {
    ...fitting,
    /** Whom each hand suits, with its figures (the page's other words: content/pages/fitting.es.md). */
    suits: {
      'neural-pro-x1': (patterns: number, newtons: number, f: Format) =>
        `La mayor cantidad de patrones de agarre de nuestras manos (${f.number(patterns)}) y una fuerza de agarre de hasta ${f.number(newtons)} N. Para quien quiere un agarre para cada tarea.`,
      'flexigrip-elite': (grams: number, minutes: number, f: Format) =>
        `Nuestra mano más ligera (${f.grams(grams)}), cargada en ${f.duration(minutes)}. Para quien lleva la mano todo el día y valora la comodidad.`,
      'smarthand-ai': (hours: number, years: number, f: Format) =>
        `Predicción de agarres asistida por inteligencia artificial, la mayor autonomía (${f.hours(hours)}) y la garantía más larga (${f.years(years)}) de nuestras manos.`,
    },
  },
  faq,
  privacy,
  legal,
};
