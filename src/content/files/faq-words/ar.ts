/** The answers page's words in this language (content/pages/faq.ar.md); replaced by the data in the builds (see ../product-facts.ts). */
import { loadedFaq } from '../loaded';

export const faq = loadedFaq().ar;
