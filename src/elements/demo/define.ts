import { englishWords } from '../../content/i18n';
import { words as demo } from '../../content/i18n/en/demo';
import { DemoSection } from './DemoPage';
import { defineElement } from '../runtime/define';
import { contract } from './contract';

/** <phx-demo>: see its entry in contract.ts. */
export const PhxDemo = defineElement('phx-demo', contract, DemoSection, {
  words: englishWords({ demo }, import.meta.glob(['./*/demo.ts', '!./en/*'], { base: '../../content/i18n' })),
});
