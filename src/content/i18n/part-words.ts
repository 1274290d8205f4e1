/**
 * A part of the words as the code reads it. A part compiled from a catalog that writes figures is a function of its
 * language's `Format` (so that its chunk imports nothing): it is given that Format here, once, by whoever loads it.
 */
import { formatFor } from './format';
import type { Language } from './languages';

/** What a part's module exports as `words`: the words, or the words given the language's Format. */
export type PartModuleWords<T> = T | ((format: object) => T);

/** The words themselves: a part's module's `words` with the Format of `lang` given, if it asks for one. */
export type Resolved<T> = T extends (format: object) => infer W ? W : T;

export const wordsIn = <T>(lang: Language, words: T): Resolved<T> =>
  (typeof words === 'function' ? words(formatFor(lang)) : words) as Resolved<T>;
