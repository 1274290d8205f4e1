import type { Articles } from '../en/articles';
import { afterDuration } from '../arabic';
import type { Format } from '../format';
import { faq } from '../../files/faq-words/ar';
import { fitting } from '../../files/fitting-words/ar';
import { funding } from '../../files/funding-words/ar';
import { legal } from '../../files/legal-words/ar';
import { privacy } from '../../files/privacy-words/ar';

/** The words of the site's long pages in Arabic: the same shape as en/articles.ts. */
export const articles: Articles = {
  funding,
  fitting: {
    ...fitting,
    /** Whom each hand suits, with its figures (the page's other words: content/pages/fitting.ar.md). */
    suits: {
      'neural-pro-x1': (patterns: number, newtons: number, f: Format) =>
        `أكبر عدد من أنماط القبض في أيدينا (${f.number(patterns)}) وقوة قبض تصل إلى ${f.number(newtons)} N. لمن يريد قبضة لكل مهمة.`,
      'flexigrip-elite': (grams: number, minutes: number, f: Format) =>
        `أخف أيدينا وزنًا (${f.grams(grams)})، وتُشحن خلال ${afterDuration(f, minutes)}. لمن يرتدي يده طوال اليوم ويهمّه الارتياح.`,
      'smarthand-ai': (hours: number, years: number, f: Format) =>
        `توقّع القبضة بمساعدة الذكاء الاصطناعي، وأطول عمر للبطارية (${f.hours(hours)}) وأطول ضمان (${f.years(years)}) في أيدينا.`,
    },
  },
  faq,
  privacy,
  legal,
};
