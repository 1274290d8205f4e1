/** The funding page's words in this language (content/pages/funding.ar.md); replaced by the data in the builds (see ../product-facts.ts). */
import { loadedFunding } from '../loaded';

export const funding = loadedFunding().ar;
