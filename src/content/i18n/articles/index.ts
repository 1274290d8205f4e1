/**
 * The long pages' words, one chunk per language, fetched only for a page that shows them (the site map marks those
 * pages `articles`), and kept once fetched. English too is fetched: no element's code carries these words.
 */
import type { Language } from '../languages';
import type { Articles } from './articles.en';

export type { Articles } from './articles.en';

const fetchers: Record<Language, () => Promise<Articles>> = {
  en: () => import('./articles.en').then((m) => m.articlesEn),
  de: () => import('./articles.de').then((m) => m.articlesDe),
  es: () => import('./articles.es').then((m) => m.articlesEs),
  ar: () => import('./articles.ar').then((m) => m.articlesAr),
};

const loaded = new Map<Language, Articles>();
const loading = new Map<Language, Promise<Articles>>();

/** The long pages' words in `lang` if they are here already. */
export const articlesIfLoaded = (lang: Language): Articles | undefined => loaded.get(lang);

/** The long pages' words in `lang`, fetched once (a failed fetch is tried again next time). */
export function loadArticles(lang: Language): Promise<Articles> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = fetchers[lang]().then(
      (articles) => {
        loaded.set(lang, articles);
        return articles;
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}
