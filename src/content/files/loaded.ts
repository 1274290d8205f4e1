/** The content files as plain Node reads them (npm start, the scripts): read once per process. */
import { contentDir } from './dir';
import { loadProducts, type ProductContent } from './products';

let products: ProductContent | undefined;

export const loadedProducts = () => {
  products ??= loadProducts(contentDir());
  return products;
};
