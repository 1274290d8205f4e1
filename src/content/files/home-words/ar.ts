/** The home page's words in this language (content/pages/home.ar.md); replaced by the data in the builds (see ../product-facts.ts). */
import { loadedHome } from '../loaded';

export const home = loadedHome().ar;
