import type { Articles } from '../en/articles';
import { faq } from '../../files/faq-words/es';
import { fitting } from '../../files/fitting-words/es';
import { funding } from '../../files/funding-words/es';
import { legal } from '../../files/legal-words/es';
import { privacy } from '../../files/privacy-words/es';

/** The words of the site's long pages in Spanish: the same shape as en/articles.ts. */
export const articles: Articles = {
  funding,
  fitting,
  faq,
  privacy,
  legal,
};
