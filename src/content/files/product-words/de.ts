/** The hands' words in this language (content/products/<id>.de.md); replaced by the data in the builds (see ../product-facts.ts). */
import { loadedProducts } from '../loaded';

export const items = loadedProducts().words.de;
