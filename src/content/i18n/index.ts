/**
 * The words, part by part (see words.ts). English's shared part is in every element's code, and an element's own
 * English parts come with its code (`englishWords`); every other part is fetched when something shows it (each its
 * own small chunk) and kept once fetched.
 */
import { fetchOnce } from '../fetch-once';
import { words as shared } from './en/shared';
import type { Language } from './languages';
import type { Catalogue, Part, Words } from './words';

export { type Format, formatFor, recordFormatted, seedFormatted } from './format';
export * from './languages';
export type { Catalogue, Part, Words } from './words';

type Some = Partial<Catalogue>;

/** Literal imports, so that every bundler follows them (and makes each part its own chunk). */
const fetchers: Record<Language, Record<Part | 'shared', () => Promise<Some>>> = {
  en: {
    shared: () => import('./en/shared').then((m) => m.words),
    pages: () => import('./en/pages').then((m) => m.words),
    home: () => import('./en/home').then((m) => m.words),
    about: () => import('./en/about').then((m) => m.words),
    products: () => import('./en/products').then((m) => m.words),
    contact: () => import('./en/contact').then((m) => m.words),
    record: () => import('./en/record').then((m) => m.words),
    footer: () => import('./en/footer').then((m) => m.words),
    demo: () => import('./en/demo').then((m) => m.words),
    compare: () => import('./en/compare').then((m) => m.words),
    clinics: () => import('./en/clinics').then((m) => m.words),
    notFound: () => import('./en/not-found').then((m) => m.words),
  },
  de: {
    shared: () => import('./de/shared').then((m) => m.words),
    pages: () => import('./de/pages').then((m) => m.words),
    home: () => import('./de/home').then((m) => m.words),
    about: () => import('./de/about').then((m) => m.words),
    products: () => import('./de/products').then((m) => m.words),
    contact: () => import('./de/contact').then((m) => m.words),
    record: () => import('./de/record').then((m) => m.words),
    footer: () => import('./de/footer').then((m) => m.words),
    demo: () => import('./de/demo').then((m) => m.words),
    compare: () => import('./de/compare').then((m) => m.words),
    clinics: () => import('./de/clinics').then((m) => m.words),
    notFound: () => import('./de/not-found').then((m) => m.words),
  },
  es: {
    shared: () => import('./es/shared').then((m) => m.words),
    pages: () => import('./es/pages').then((m) => m.words),
    home: () => import('./es/home').then((m) => m.words),
    about: () => import('./es/about').then((m) => m.words),
    products: () => import('./es/products').then((m) => m.words),
    contact: () => import('./es/contact').then((m) => m.words),
    record: () => import('./es/record').then((m) => m.words),
    footer: () => import('./es/footer').then((m) => m.words),
    demo: () => import('./es/demo').then((m) => m.words),
    compare: () => import('./es/compare').then((m) => m.words),
    clinics: () => import('./es/clinics').then((m) => m.words),
    notFound: () => import('./es/not-found').then((m) => m.words),
  },
  ar: {
    shared: () => import('./ar/shared').then((m) => m.words),
    pages: () => import('./ar/pages').then((m) => m.words),
    home: () => import('./ar/home').then((m) => m.words),
    about: () => import('./ar/about').then((m) => m.words),
    products: () => import('./ar/products').then((m) => m.words),
    contact: () => import('./ar/contact').then((m) => m.words),
    record: () => import('./ar/record').then((m) => m.words),
    footer: () => import('./ar/footer').then((m) => m.words),
    demo: () => import('./ar/demo').then((m) => m.words),
    compare: () => import('./ar/compare').then((m) => m.words),
    clinics: () => import('./ar/clinics').then((m) => m.words),
    notFound: () => import('./ar/not-found').then((m) => m.words),
  },
};

const allParts = Object.keys(fetchers.en) as (Part | 'shared')[];
const parts = fetchOnce((key: `${Language}:${Part | 'shared'}`) => {
  const [lang, part] = key.split(':') as [Language, Part | 'shared'];
  return fetchers[lang][part]();
});
parts.keep('en:shared', shared as Some);

/** Each language's words so far, merged, and how many parts they hold (parts are only ever added). */
const merged = new Map<Language, { count: number; words: Catalogue }>();

function wordsSoFar(lang: Language): Catalogue {
  const here = allParts.flatMap((part) => parts.ifLoaded(`${lang}:${part}`) ?? []);
  const known = merged.get(lang);
  if (known?.count === here.length) return known.words;
  const words = Object.assign({}, ...here) as Catalogue;
  merged.set(lang, { count: here.length, words });
  return words;
}

/** The English words of an element's own parts, which its code imports: kept, and their names returned. */
export function englishWords(words: { [P in Part]?: Words<P> }): Part[] {
  for (const [part, value] of Object.entries(words)) parts.keep(`en:${part as Part}`, value as Some);
  return Object.keys(words) as Part[];
}

/** The words of `lang` if the shared part and `needed` are here already (English's shared part always is). */
export function wordsIfLoaded(lang: Language, needed: readonly Part[] = []): Catalogue | undefined {
  const here = ['shared' as const, ...needed].every((part) => parts.ifLoaded(`${lang}:${part}`));
  return here ? wordsSoFar(lang) : undefined;
}

/** The words of `lang` with the shared part and `needed`, each part fetched once. */
export function loadWords(lang: Language, needed: readonly Part[] = []): Promise<Catalogue> {
  return Promise.all(['shared' as const, ...needed].map((part) => parts.load(`${lang}:${part}`))).then(() =>
    wordsSoFar(lang),
  );
}

/** Every word of `lang` (the server renders any element, and reads every part). */
export const loadCatalogue = (lang: Language) =>
  loadWords(
    lang,
    allParts.filter((part): part is Part => part !== 'shared'),
  );
