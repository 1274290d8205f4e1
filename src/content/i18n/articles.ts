/**
 * The long pages' words (each language's articles.ts and notices.ts), one chunk per language, fetched only for a page
 * that shows them (the site map marks those pages `articles`), and kept once fetched. English too is fetched: no
 * element's code carries these words.
 */
import { fetchOnce } from '../fetch-once';
import { articlesIn } from './all-articles';
import type { Language } from './languages';

export type { Articles } from './en/articles';

const articles = fetchOnce((lang: Language) => articlesIn[lang]());

/** The long pages' words in `lang` if they are here already. */
export const articlesIfLoaded = articles.ifLoaded;

/** The long pages' words in `lang`, fetched once (a failed fetch is tried again next time). */
export const loadArticles = articles.load;

/** Keeps a language's long pages given by other means: the content editor's preview, with the words being edited. */
export const keepArticles = articles.keep;
