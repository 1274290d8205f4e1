/** The fitting page's words in this language (content/pages/fitting.es.md); replaced by the data in the builds (see ../product-facts.ts). */
import { loadedFitting } from '../loaded';

export const fitting = loadedFitting().es;
