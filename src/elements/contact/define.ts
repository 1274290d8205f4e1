import { englishWords } from '../../content/i18n';
import { words as contact } from '../../content/i18n/en/contact';
import { ContactElement } from './ContactElement';
import { defineElement } from '../runtime/define';
import { contract } from './contract';

/** <phx-contact>: see its entry in contract.ts. */
export const PhxContact = defineElement('phx-contact', contract, ContactElement, {
  words: englishWords({ contact }, import.meta.glob(['./*/contact.ts', '!./en/*'], { base: '../../content/i18n' })),
});
