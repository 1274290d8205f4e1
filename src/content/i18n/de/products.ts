/**
 * The products part in German: the interface words compiled from catalogs/de.po (see docs/content.md), and each
 * hand's own words (content/products/<id>.de.md).
 */
import { words as compiled } from '../catalogs/de.po?part=products';
import { items } from '../../files/product-words/de';

export const words = (format: object) => ({ products: { ...compiled(format).products, items } });
