import { englishWords } from '../../content/i18n';
import { words as clinics } from '../../content/i18n/en/clinics';
import { words as contact } from '../../content/i18n/en/contact';
import { Clinics } from './Clinics';
import { defineElement } from '../runtime/define';
import { contract } from './contract';

/** <phx-clinics>: see its entry in contract.ts. */
export const PhxClinics = defineElement('phx-clinics', contract, Clinics, {
  words: englishWords(
    { clinics, contact },
    import.meta.glob(['./*/{clinics,contact}.ts', '!./en/*'], { base: '../../content/i18n' }),
  ),
});
