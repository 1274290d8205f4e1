import { createContext, useContext } from 'react';
import {
  type Catalogue,
  type Direction,
  formatFor,
  type Format,
  type Language,
  languages,
  wordsIfLoaded,
} from '../content/i18n';

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

export const LocaleContext = createContext<Locale>(localeOf('en', wordsIfLoaded('en')!));

/** The words, direction and number format of the element this is rendered in. */
export const useLocale = () => useContext(LocaleContext);
