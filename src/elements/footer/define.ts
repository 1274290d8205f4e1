import { englishWords } from '../../content/i18n';
import { words as footer } from '../../content/i18n/en/footer';
import { words as pages } from '../../content/i18n/en/pages';
import { Footer } from './Footer';
import { defineElement } from '../runtime/define';
import { contract } from './contract';

/** <phx-footer>: see its entry in contract.ts. */
export const PhxFooter = defineElement('phx-footer', contract, Footer, {
  words: englishWords(
    { footer, pages },
    import.meta.glob(['./*/{footer,pages}.ts', '!./en/*'], { base: '../../content/i18n' }),
  ),
});
