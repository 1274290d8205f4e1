/**
 * The products part in Spanish: the interface words compiled from catalogs/es.po (see docs/content.md), and each
 * hand's own words (content/products/<id>.es.md).
 */
import { words as compiled } from '../catalogs/es.po?part=products';
import { items } from '../../files/product-words/es';

export const words = (format: object) => ({ products: { ...compiled(format).products, items } });
