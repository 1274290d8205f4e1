import type { Articles } from '../en/articles';
import { faq } from '../../files/faq-words/ar';
import { fitting } from '../../files/fitting-words/ar';
import { funding } from '../../files/funding-words/ar';
import { legal } from '../../files/legal-words/ar';
import { privacy } from '../../files/privacy-words/ar';

/** The words of the site's long pages in Arabic: the same shape as en/articles.ts. */
export const articles: Articles = {
  funding,
  fitting,
  faq,
  privacy,
  legal,
};
