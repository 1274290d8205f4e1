/** The languages phx speaks, how each is written, and how a language tag from a page finds one of them. */

export const languages = {
  en: { name: 'English', dir: 'ltr', locale: 'en-US' },
  de: { name: 'Deutsch', dir: 'ltr', locale: 'de-DE' },
  es: { name: 'Español', dir: 'ltr', locale: 'es-ES' },
  // Western digits: prices, weights and model names read the same way as on the product itself.
  ar: { name: 'العربية', dir: 'rtl', locale: 'ar-u-nu-latn' },
} as const satisfies Record<string, { name: string; dir: 'ltr' | 'rtl'; locale: string }>;

export type Language = keyof typeof languages;
export type Direction = 'ltr' | 'rtl';

export const languageCodes = Object.keys(languages) as Language[];
export const defaultLanguage: Language = 'en';

export const isLanguage = (code: string): code is Language => Object.hasOwn(languages, code);

/**
 * The language for a tag such as "de", "de-AT" or "es_MX": its primary subtag if we speak it. `unsupported` is set
 * (with English chosen) when a tag was given that we do not speak, so the caller can say so once.
 */
export function matchLanguage(tag: string | null | undefined): { lang: Language; unsupported?: string } {
  const wanted = tag?.trim();
  if (!wanted) return { lang: defaultLanguage };
  const primary = wanted.toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? { lang: primary } : { lang: defaultLanguage, unsupported: wanted };
}

/** The language a path starts with ("/de/about" → de) and the path without it, for the site's own routes. */
export function splitLanguagePath(path: string): { lang?: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(path);
  if (!match || !isLanguage(match[1]) || match[1] === defaultLanguage) return { path };
  return { lang: match[1], path: path.slice(match[0].length) || '/' };
}

/** A route path in a language: English stays at the root, others live under their code ("/de/about"). */
export const languagePath = (lang: Language, path: string) =>
  lang === defaultLanguage ? path : `/${lang}${path === '/' ? '' : path}`;
