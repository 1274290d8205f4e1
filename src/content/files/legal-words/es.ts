/** The legal notice's words in this language (content/pages/legal.es.md); replaced by the data in the builds (see ../product-facts.ts). */
import { loadedLegal } from '../loaded';

export const legal = loadedLegal().es;
