import type { Shape } from '../words';
import { faq } from '../../files/faq-words/en';
import { fitting } from '../../files/fitting-words/en';
import { funding } from '../../files/funding-words/en';
import { legal } from '../../files/legal-words/en';
import { privacy } from '../../files/privacy-words/en';

/**
 * The words of the site's long pages (funding, fitting, answers, the notices), in English. They are fetched with
 * those pages only, never with an element's code: a partner's contact form does not carry the privacy notice.
 */
export const articles = {
  funding,
  fitting,
  faq,
  privacy,
  legal,
};

export type Articles = Shape<typeof articles>;
