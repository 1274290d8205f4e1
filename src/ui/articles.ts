import { type Articles, articlesIfLoaded } from '../content/i18n/articles';
import { useLocale } from './locale';

/** The long pages' words in the page's language: the router fetched them before it showed the page. */
export function useArticles(): Articles {
  const { lang } = useLocale();
  const articles = articlesIfLoaded(lang);
  if (!articles) throw new Error(`The words of this page (${lang}) were not loaded before it was shown.`);
  return articles;
}
