/** The team's words for an inquiry's fields and type, from the language files, in the order the team reads them. */
import { catalogues } from '../../src/content/i18n/all-catalogues.ts';
import { type Language, languages, matchLanguage } from '../../src/content/i18n/languages.ts';
import type { Catalogue } from '../../src/content/i18n/words.ts';
import { type StoredField, storedFields, typedFields } from '../../src/inquiry/record.ts';

export interface InquiryWords {
  lang: Language;
  dir: 'ltr' | 'rtl';
  catalogue: Catalogue;
  /** Each field's label; a field without words in a language file fails the type check here. */
  labels: Record<StoredField, string>;
  /** The words for an inquiry type, or the stored value when it is not one we know. */
  typeName: (type: string) => string;
}

export function wordsFor(lang: string | undefined): InquiryWords {
  const code = matchLanguage(lang).lang;
  const catalogue = catalogues[code];
  const labels: Record<StoredField, string> = { ...catalogue.contact.fields, ...catalogue.inquiryRecord };
  const types: Record<string, string> = catalogue.contact.inquiryTypes;
  return {
    lang: code,
    dir: languages[code].dir,
    catalogue,
    labels,
    typeName: (type) => (Object.hasOwn(types, type) ? types[type] : type),
  };
}

/** What a visitor typed first, then what the receiver knows about it. */
export const readingOrder: readonly StoredField[] = [
  ...typedFields,
  ...storedFields.filter((field) => !(typedFields as readonly string[]).includes(field)),
];
