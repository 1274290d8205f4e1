import { englishWords } from '../../content/i18n';
import { words as pages } from '../../content/i18n/en/pages';
import { Nav } from './Nav';
import { defineElement } from '../runtime/define';
import { contract } from './contract';

/** <phx-nav>: see its entry in contract.ts. */
export const PhxNav = defineElement('phx-nav', contract, Nav, {
  words: englishWords({ pages }, import.meta.glob(['./*/pages.ts', '!./en/*'], { base: '../../content/i18n' })),
});
