import { englishWords } from '../../content/i18n';
import { words as notFound } from '../../content/i18n/en/not-found';
import { NotFound } from './NotFound';
import { defineElement } from '../runtime/define';
import { contract } from './contract';

/** <phx-not-found>: see its entry in contract.ts. */
export const PhxNotFound = defineElement('phx-not-found', contract, NotFound, {
  words: englishWords({ notFound }, import.meta.glob(['./*/not-found.ts', '!./en/*'], { base: '../../content/i18n' })),
});
