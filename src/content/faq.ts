import type { Format } from './i18n';
import type { Articles } from './i18n/articles';
import { withClaims } from './claims';
import { dataCopies } from './company-legal';
import { dataAnswer } from './data-facts';
import { faqIds } from './page-shape';
import { fill, withoutLinks } from './fill';
import { products } from './products';

export interface FaqEntry {
  id: (typeof faqIds)[number];
  question: string;
  /** As the page shows it: claims and links still written as in the content file (ui/RichText shows them). */
  text: string;
  /** As plain text: claims as their figures, links as their words (the structured data's). */
  answer: string;
}

/**
 * The FAQ's questions and answers in one language, figures read from the products and company facts, and the days
 * the receiver keeps an inquiry (the page's `retentionDays`); the answer on data says what the privacy notice says.
 */
export function faqEntries(articles: Articles, format: Format, retentionDays: number): FaqEntry[] {
  const t = articles.faq;
  const each = (figure: (p: (typeof products)[number]) => string) =>
    format.list(products.map((p) => fill(t.figureOf, { product: p.name, figure: figure(p) })));
  const answers: Record<FaqEntry['id'], string> = {
    cost: fill(t.items.cost.answer, { prices: each((p) => format.usd(p.figures.price)) }),
    afterInsurance: t.items.afterInsurance.answer,
    consultation: t.items.consultation.answer,
    howLong: t.items.howLong.answer,
    control: t.items.control.answer,
    suits: t.items.suits.answer,
    warranty: fill(t.items.warranty.answer, { warranties: each((p) => format.years(p.figures.warranty)) }),
    repairs: t.items.repairs.answer,
    battery: fill(t.items.battery.answer, { batteries: each((p) => format.hours(p.figures.battery)) }),
    charging: fill(t.items.charging.answer, { times: each((p) => format.duration(p.figures.charging)) }),
    languages: t.items.languages.answer,
    data: dataAnswer(articles, format, retentionDays, dataCopies),
  };
  return faqIds.map((id) => ({
    id,
    question: t.items[id].question,
    text: answers[id],
    answer: withoutLinks(withClaims(answers[id], format)),
  }));
}
