import { englishWords } from '../../content/i18n';
import { words as home } from '../../content/i18n/en/home';
import { words as products } from '../../content/i18n/en/products';
import { Home } from './Home';
import { defineElement } from '../runtime/define';
import { contract } from './contract';

/** <phx-home>: see its entry in contract.ts. */
export const PhxHome = defineElement('phx-home', contract, Home, {
  words: englishWords(
    { home, products },
    import.meta.glob(['./*/{home,products}.ts', '!./en/*'], { base: '../../content/i18n' }),
  ),
});
