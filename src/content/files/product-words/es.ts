/** The hands' words in this language (content/products/<id>.es.md); replaced by the data in the builds (see ../product-facts.ts). */
import { loadedProducts } from '../loaded';

export const items = loadedProducts().words.es;
