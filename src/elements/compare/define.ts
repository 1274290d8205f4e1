import { englishWords } from '../../content/i18n';
import { words as compare } from '../../content/i18n/en/compare';
import { words as products } from '../../content/i18n/en/products';
import { words as demo } from '../../content/i18n/en/demo';
import { Compare } from './Compare';
import { defineElement } from '../runtime/define';
import { contract } from './contract';

/** <phx-compare>: see its entry in contract.ts. */
export const PhxCompare = defineElement('phx-compare', contract, Compare, {
  words: englishWords(
    { compare, products, demo },
    import.meta.glob(['./*/{compare,products,demo}.ts', '!./en/*'], { base: '../../content/i18n' }),
  ),
});
