import type { Format } from '../format';
import type { Shape } from '../words';
import { faq } from '../../files/faq-words/en';
import { fitting } from '../../files/fitting-words/en';
import { funding } from '../../files/funding-words/en';
import { legal } from '../../files/legal-words/en';
import { privacy } from '../../files/privacy-words/en';

/**
 * The words of the site's long pages (funding, fitting, answers, the notices), in English. They are fetched with
 * those pages only, never with an element's code: a partner's contact form does not carry the privacy notice.
 */
export const articles = {
  funding,
  fitting: {
    ...fitting,
    /** Whom each hand suits, with its figures (the page's other words: content/pages/fitting.en.md). */
    suits: {
      'neural-pro-x1': (patterns: number, newtons: number, f: Format) =>
        `The most grip patterns of our hands (${f.number(patterns)}) and a grip force of up to ${f.number(newtons)} N. For people who want a grip for every task.`,
      'flexigrip-elite': (grams: number, minutes: number, f: Format) =>
        `Our lightest hand (${f.grams(grams)}), charged in ${f.duration(minutes)}. For people who wear their hand all day and want comfort.`,
      'smarthand-ai': (hours: number, years: number, f: Format) =>
        `AI-assisted grip prediction, the longest battery life (${f.hours(hours)}) and the longest warranty (${f.years(years)}) of our hands.`,
    },
  },
  faq,
  privacy,
  legal,
};

export type Articles = Shape<typeof articles>;
