/** The about page's words in this language (content/pages/about.es.md); replaced by the data in the builds (see ../product-facts.ts). */
import { loadedAbout } from '../loaded';

export const about = loadedAbout().es;
