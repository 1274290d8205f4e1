/**
 * The answers page (FAQ) as content files: content/pages/faq.<lang>.md, one per language. The front matter holds each
 * question and its answer (`items`), and how one hand's figure is named in an answer (`figureOf`); the body is its
 * introduction. An answer with the hands' figures or the data's periods holds placeholders the page fills in
 * (`{prices}`…). Read and checked at build time (pages.ts).
 */
import * as v from 'valibot';
import { faqIds } from '../page-shape';
import { loadPage, type PageSpec, pageName, text, translates } from './pages';

const answer = v.strictObject({ question: text, answer: text });

/** The placeholders of the answers that have them: each must be there (the page puts the figures there). */
const filled = {
  cost: ['prices'],
  warranty: ['warranties'],
  battery: ['batteries'],
  charging: ['times'],
  data: ['collected', 'kept'],
} as const satisfies Partial<Record<(typeof faqIds)[number], readonly string[]>>;

export const faqPage = {
  name: 'faq',
  schema: v.strictObject({
    title: text,
    note: text,
    items: v.strictObject(
      Object.fromEntries(faqIds.map((id) => [id, answer])) as Record<(typeof faqIds)[number], typeof answer>,
    ),
    figureOf: text,
    page: pageName('faq'),
    translates,
  }),
  placeholders: {
    figureOf: ['figure', 'product'],
    ...Object.fromEntries(Object.entries(filled).map(([id, names]) => [`items.${id}.answer`, names])),
  },
} satisfies PageSpec<v.GenericSchema>;

export const loadFaq = (contentDir: string) => loadPage(contentDir, faqPage);
