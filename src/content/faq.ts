import type { Format } from './i18n';
import type { Articles } from './i18n/articles';
import { dataCopies } from './company-legal';
import { dataAnswer } from './data-facts';
import { products } from './products';

/** The questions, in the order the FAQ page shows them. */
const faqIds = [
  'cost',
  'afterInsurance',
  'consultation',
  'howLong',
  'control',
  'suits',
  'warranty',
  'repairs',
  'battery',
  'charging',
  'languages',
  'data',
] as const satisfies readonly (keyof Articles['faq']['items'])[];

export interface FaqEntry {
  id: (typeof faqIds)[number];
  question: string;
  answer: string;
}

/**
 * The FAQ's questions and answers in one language, figures read from the products and company facts, and the days
 * the receiver keeps an inquiry (the page's `retentionDays`); the answer on data says what the privacy notice says.
 */
export function faqEntries(articles: Articles, format: Format, retentionDays: number): FaqEntry[] {
  const t = articles.faq;
  const each = (figure: (p: (typeof products)[number]) => string) =>
    format.list(products.map((p) => t.figureOf(p.name, figure(p))));
  const answers: Record<FaqEntry['id'], string> = {
    cost: t.items.cost.answer(each((p) => format.usd(p.figures.price))),
    afterInsurance: t.items.afterInsurance.answer,
    consultation: t.items.consultation.answer,
    howLong: t.items.howLong.answer,
    control: t.items.control.answer,
    suits: t.items.suits.answer,
    warranty: t.items.warranty.answer(each((p) => format.years(p.figures.warranty))),
    repairs: t.items.repairs.answer,
    battery: t.items.battery.answer(each((p) => format.hours(p.figures.battery))),
    charging: t.items.charging.answer(each((p) => format.duration(p.figures.charging))),
    languages: t.items.languages.answer,
    data: dataAnswer(articles, format, retentionDays, dataCopies),
  };
  return faqIds.map((id) => ({ id, question: t.items[id].question, answer: answers[id] }));
}
