import { englishWords } from '../../content/i18n';
import { words as products } from '../../content/i18n/en/products';
import { Products } from './Products';
import { defineElement } from '../runtime/define';
import { contract } from './contract';

/** <phx-products>: see its entry in contract.ts. */
export const PhxProducts = defineElement('phx-products', contract, Products, {
  words: englishWords({ products }, import.meta.glob(['./*/products.ts', '!./en/*'], { base: '../../content/i18n' })),
});
