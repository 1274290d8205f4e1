import type { Articles } from '../en/articles';
import type { Format } from '../format';
import { faq } from '../../files/faq-words/de';
import { fitting } from '../../files/fitting-words/de';
import { funding } from '../../files/funding-words/de';
import { legal } from '../../files/legal-words/de';
import { privacy } from '../../files/privacy-words/de';

/** The words of the site's long pages in German: the same shape as en/articles.ts. */
export const articles: Articles = {
  funding,
  fitting: {
    ...fitting,
    /** Whom each hand suits, with its figures (the page's other words: content/pages/fitting.de.md). */
    suits: {
      'neural-pro-x1': (patterns: number, newtons: number, f: Format) =>
        `Die meisten Griffmuster unserer Hände (${f.number(patterns)}) und eine Griffkraft bis zu ${f.number(newtons)} N. Für alle, die für jede Aufgabe einen Griff wollen.`,
      'flexigrip-elite': (grams: number, minutes: number, f: Format) =>
        `Unsere leichteste Hand (${f.grams(grams)}), geladen in ${f.duration(minutes)}. Für alle, die ihre Hand den ganzen Tag tragen und Wert auf Komfort legen.`,
      'smarthand-ai': (hours: number, years: number, f: Format) =>
        `KI-gestützte Griffvorhersage, die längste Akkulaufzeit (${f.hours(hours)}) und die längste Garantie (${f.years(years)}) unserer Hände.`,
    },
  },
  faq,
  privacy,
  legal,
};
