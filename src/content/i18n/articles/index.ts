/**
 * The long pages' words, one chunk per language, fetched only for a page that shows them (the site map marks those
 * pages `articles`), and kept once fetched. English too is fetched: no element's code carries these words.
 */
import { fetchOnce } from '../../fetch-once';
import type { Language } from '../languages';
import type { Articles } from './articles.en';

export type { Articles } from './articles.en';

const fetchers: Record<Language, () => Promise<Articles>> = {
  en: () => import('./articles.en').then((m) => m.articlesEn),
  de: () => import('./articles.de').then((m) => m.articlesDe),
  es: () => import('./articles.es').then((m) => m.articlesEs),
  ar: () => import('./articles.ar').then((m) => m.articlesAr),
};

const articles = fetchOnce((lang: Language) => fetchers[lang]());

/** The long pages' words in `lang` if they are here already. */
export const articlesIfLoaded = articles.ifLoaded;

/** The long pages' words in `lang`, fetched once (a failed fetch is tried again next time). */
export const loadArticles = articles.load;
