/**
 * The words, part by part (see words.ts). English's shared part is in every element's code, and an element's own
 * English parts come with its code (`englishWords`); every other part is fetched when something shows it (each its
 * own small chunk) and kept once fetched.
 */
import { fetchOnce } from '../fetch-once';
import { sharedWords } from './all-shared-words';
import { words as shared } from './en/shared';
import type { Language } from './languages';
import { type PartModuleWords, wordsIn } from './part-words';
import type { Catalogue, Part, Words } from './words';

export { durationIn, type Format, formatFor, recordFormatted, seedFormatted } from './format';
export * from './languages';
export type { Catalogue, Part, Words } from './words';

type Some = Partial<Catalogue>;
type Key = `${Language}:${Part | 'shared'}`;

/** Where each part of the words is (a language's file `<lang>/<part>.ts`), registered by the code that shows it. */
const loaders: Partial<Record<Key, () => Promise<unknown>>> = {};

/**
 * Registers the files of parts of the words, as `import.meta.glob` finds them: each element's definition names its
 * own parts in the other languages (literal imports, which every bundler follows, each part its own chunk), so that
 * a page carries the addresses of the words it may show, not of the whole site's.
 */
export function wordsAt(files: Record<string, () => Promise<unknown>>) {
  for (const [path, load] of Object.entries(files)) {
    const [file, lang] = path.slice(0, -'.ts'.length).split('/').reverse();
    const part = file
      .split('-')
      .map((word, i) => (i ? word[0].toUpperCase() + word.slice(1) : word))
      .join('');
    loaders[`${lang}:${part}` as Key] ??= load;
  }
}

// The shared part of every other language (English's is in the code).
wordsAt(sharedWords);

/** Every part's name (the words of a language so far are merged in this order). */
export const allParts = [
  'shared',
  'pages',
  'home',
  'about',
  'products',
  'contact',
  'record',
  'footer',
  'demo',
  'compare',
  'clinics',
  'notFound',
] as const satisfies readonly (Part | 'shared')[];

const parts = fetchOnce((key: Key) => {
  const load = loaders[key];
  if (!load) return Promise.reject(new Error(`phx: the words ${key} are not known to this page's code`));
  return load().then((m) => wordsIn(key.slice(0, 2) as Language, (m as { words: PartModuleWords<Some> }).words));
});
parts.keep('en:shared', wordsIn('en', shared) as Some);

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

/**
 * The English words of an element's own parts, which its code imports: kept, and their names returned. `elsewhere`:
 * where the same parts are in the other languages (see wordsAt).
 */
export function englishWords(
  words: { [P in Part]?: PartModuleWords<Words<P>> },
  elsewhere: Record<string, () => Promise<unknown>> = {},
): Part[] {
  for (const [part, value] of Object.entries(words)) parts.keep(`en:${part as Part}`, wordsIn('en', value) as Some);
  wordsAt(elsewhere);
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
