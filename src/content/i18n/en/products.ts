/**
 * The products part in English: the interface words compiled from catalogs/en.po (see docs/content.md), and each
 * hand's own words (content/products/<id>.en.md).
 */
import { words as compiled } from '../catalogs/en.po?part=products';
import { items } from '../../files/product-words/en';

export const words = (format: object) => ({ products: { ...compiled(format).products, items } });
