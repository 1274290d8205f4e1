/** The home page's words in this language (content/pages/home.es.md); replaced by the data in the builds (see ../product-facts.ts). */
import { loadedHome } from '../loaded';

export const home = loadedHome().es;
