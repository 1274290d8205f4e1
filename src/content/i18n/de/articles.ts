import type { Articles } from '../en/articles';
import { faq } from '../../files/faq-words/de';
import { fitting } from '../../files/fitting-words/de';
import { funding } from '../../files/funding-words/de';
import { legal } from '../../files/legal-words/de';
import { privacy } from '../../files/privacy-words/de';

/** The words of the site's long pages in German: the same shape as en/articles.ts. */
export const articles: Articles = {
  funding,
  fitting,
  faq,
  privacy,
  legal,
};
