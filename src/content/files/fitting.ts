/**
 * The fitting page as content files: content/pages/fitting.<lang>.md, one per language. The front matter holds its
 * headings and each step (a title, a text, who is involved, how long); the body is its introduction. Read and checked
 * at build time (pages.ts). The lines on whom each hand suits (`suits`, by hand) hold the hands' figures as placeholders
 * the page fills in (`{weight}`…).
 */
import * as v from 'valibot';
import { fittingSteps } from '../page-shape';
import { loadPage, type PageSpec, pageName, pageTranslationStatus, text, translates } from './pages';

const step = v.strictObject({ title: text, text, who: text, time: text });

/** Whom each hand suits, by hand, and the figures its line names: each must be there (the page puts them there). */
const suits = {
  'neural-pro-x1': ['patterns', 'newtons'],
  'flexigrip-elite': ['weight', 'charging'],
  'smarthand-ai': ['battery', 'warranty'],
} as const;

export const fittingPage = {
  name: 'fitting',
  schema: v.strictObject({
    title: text,
    source: text,
    claimChecked: text,
    note: text,
    who: text,
    time: text,
    steps: v.strictObject(
      Object.fromEntries(fittingSteps.map((id) => [id, step])) as Record<(typeof fittingSteps)[number], typeof step>,
    ),
    suitsTitle: text,
    suitsIntro: text,
    suits: v.strictObject(
      Object.fromEntries(Object.keys(suits).map((id) => [id, text])) as Record<keyof typeof suits, typeof text>,
    ),
    askUs: text,
    page: pageName('fitting'),
    translates,
  }),
  placeholders: {
    claimChecked: ['date'],
    ...Object.fromEntries(Object.entries(suits).map(([id, names]) => [`suits.${id}`, names])),
  },
} satisfies PageSpec<v.GenericSchema>;

export const loadFitting = (contentDir: string) => loadPage(contentDir, fittingPage);
export const fittingTranslationStatus = (contentDir: string) => pageTranslationStatus(contentDir, fittingPage);
