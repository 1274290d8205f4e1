/**
 * The products part in Arabic: the interface words compiled from catalogs/ar.po (see docs/content.md), and each
 * hand's own words (content/products/<id>.ar.md).
 */
import { words as compiled } from '../catalogs/ar.po?part=products';
import { items } from '../../files/product-words/ar';

export const words = (format: object) => ({ products: { ...compiled(format).products, items } });
