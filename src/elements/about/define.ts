import { englishWords } from '../../content/i18n';
import { words as about } from '../../content/i18n/en/about';
import { About } from './About';
import { defineElement } from '../runtime/define';
import { contract } from './contract';

/** <phx-about>: see its entry in contract.ts. */
export const PhxAbout = defineElement('phx-about', contract, About, {
  words: englishWords({ about }, import.meta.glob(['./*/about.ts', '!./en/*'], { base: '../../content/i18n' })),
});
