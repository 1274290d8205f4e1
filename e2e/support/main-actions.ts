import { articlesIn } from '../../src/content/i18n/all-articles';
import { catalogues } from '../../src/content/i18n/all-catalogues';
import type { Articles } from '../../src/content/i18n/articles';
import type { Language } from '../../src/content/i18n/languages';
import type { Catalogue } from '../../src/content/i18n/words';
import type { SectionName } from '../../src/content/site-map';
import { patientWords } from '../../server/patient/words';
import { teamWords } from '../../server/team/words';

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
 * The screens outside the sitemap, served by the server (docs/inbox.md, docs/patient-link.md), each with the words
 * its main action starts with, in `lang`; e2e/new-screens.e2e.ts walks them. A new screen is one line here.
 */
export const screenActions = {
  // Signed out, the inbox's one action.
  signIn: (lang: Language) => teamWords[lang].signIn,
  // The list: its search (its first request is printed beside).
  inbox: (lang: Language) => teamWords[lang].search,
  // A request's page: its status form.
  request: (lang: Language) => teamWords[lang].status,
  // Roles: the first person's role form (its first box).
  roles: (lang: Language) => teamWords[lang].roleNames.privacy,
  // The audit log: its download.
  audit: (lang: Language) => teamWords[lang].downloadCsv,
  // The patient's own page: withdrawing a consent (erasing is printed beside).
  patient: (lang: Language) => patientWords[lang].withdrawHealth,
};

const words = new Map<Language, Words>();

/** The words a page's main action starts with, in `lang` (its skip link's for a page to be read). */
export async function mainActionWords(section: SectionName | 'notFound', lang: Language): Promise<string> {
  if (!words.has(lang)) words.set(lang, { ...catalogues[lang], articles: await articlesIn[lang]() });
  const t = words.get(lang)!;
  return mainActions[section]?.(t) ?? t.navigation.skipLink;
}

/** The words of the contact form's send button, in `lang`. */
export const sendWords = (lang: Language) => catalogues[lang].contact.submit;
