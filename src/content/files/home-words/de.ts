/** The home page's words in this language (content/pages/home.de.md); replaced by the data in the builds (see ../product-facts.ts). */
import { loadedHome } from '../loaded';

export const home = loadedHome().de;
