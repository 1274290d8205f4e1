import { articlesIn } from '../../src/content/i18n/all-articles';
import { catalogues } from '../../src/content/i18n/all-catalogues';
import type { Articles } from '../../src/content/i18n/articles';
import type { Language } from '../../src/content/i18n/languages';
import type { Catalogue } from '../../src/content/i18n/words';
import type { SectionName } from '../../src/content/site-map';

type Words = Catalogue & { articles: Articles };

/**
 * Each page's main action, in the words its control starts with: what a switch user came to the page for. A page
 * that is there to be read has none: its main action is the skip link, which puts the reader at the text's start.
 * A new page (or screen) is one line here.
 */
const mainActions: Record<SectionName | 'notFound', ((t: Words) => string) | null> = {
  home: (t) => t.home.hero.primary,
  about: null,
  products: (t) => t.products.requestConsultation,
  // A form's task starts at its first field; the stops to its send button are printed beside.
  contact: (t) => t.contact.fields.name,
  compare: (t) => t.compare.requestConsultation,
  // The first clinic of the list (its details).
  clinics: (t) => t.clinics.details,
  funding: null,
  fitting: (t) => t.articles.fitting.askUs,
  faq: null,
  privacy: null,
  legal: null,
  notFound: (t) => t.notFound.action,
};

/**
 * Screens outside the sitemap that the sitemap test walks too, in every language, each with its main action (the
 * patient's own request page and the team's inbox, once they exist): a new screen is one line here.
 */
export const moreScreens: { path: string; action: ((t: Words) => string) | null }[] = [];

const words = new Map<Language, Words>();

/**
 * The words a page's main action starts with, in `lang` (its skip link's for a page to be read); `path` is the page's
 * address without its language, for a screen of `moreScreens`.
 */
export async function mainActionWords(
  section: SectionName | 'notFound',
  lang: Language,
  path?: string,
): Promise<string> {
  if (!words.has(lang)) words.set(lang, { ...catalogues[lang], articles: await articlesIn[lang]() });
  const t = words.get(lang)!;
  const screen = moreScreens.find((s) => s.path === path);
  const action = screen ? screen.action : mainActions[section];
  return action?.(t) ?? t.navigation.skipLink;
}

/** The words of the contact form's send button, in `lang`. */
export const sendWords = (lang: Language) => catalogues[lang].contact.submit;
