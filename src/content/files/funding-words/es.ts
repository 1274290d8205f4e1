/** The funding page's words in this language (content/pages/funding.es.md); replaced by the data in the builds (see ../product-facts.ts). */
import { loadedFunding } from '../loaded';

export const funding = loadedFunding().es;
