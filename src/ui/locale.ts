import { createContext, useContext } from 'react';
import { type Catalogue, type Direction, formatFor, type Format, type Language, languages } from '../content/i18n';
import { en } from '../content/i18n/en';

/** The language an element speaks: its words, its direction and how it writes numbers. */
export interface Locale {
  lang: Language;
  dir: Direction;
  text: Catalogue;
  format: Format;
}

export const localeOf = (lang: Language, text: Catalogue): Locale => ({
  lang,
  dir: languages[lang].dir,
  text,
  format: formatFor(lang),
});

export const LocaleContext = createContext<Locale>(localeOf('en', en));

/** The words, direction and number format of the element this is rendered in. */
export const useLocale = () => useContext(LocaleContext);
