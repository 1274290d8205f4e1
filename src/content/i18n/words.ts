/**
 * The shape of the words: English defines it, part by part (en/<part>.ts), and every other language's part must
 * match it (a missing or extra key is a type error). `shared` is what every element needs; each other part is
 * fetched with the sections that show it.
 */
import type { words as about } from './en/about';
import type { words as clinics } from './en/clinics';
import type { words as compare } from './en/compare';
import type { words as contact } from './en/contact';
import type { words as demo } from './en/demo';
import type { words as footer } from './en/footer';
import type { words as home } from './en/home';
import type { words as notFound } from './en/not-found';
import type { words as pages } from './en/pages';
import type { words as products } from './en/products';
import type { words as record } from './en/record';
import type { words as shared } from './en/shared';

import type { Resolved } from './part-words';

/** Widens every string literal to `string`, keeping the shape: what each language file must provide. */
export type Shape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer E)[]
      ? readonly Shape<E>[]
      : { readonly [K in keyof T]: Shape<T[K]> };

interface English {
  shared: Resolved<typeof shared>;
  pages: Resolved<typeof pages>;
  home: Resolved<typeof home>;
  about: typeof about;
  products: Resolved<typeof products>;
  contact: Resolved<typeof contact>;
  record: Resolved<typeof record>;
  footer: Resolved<typeof footer>;
  demo: Resolved<typeof demo>;
  compare: Resolved<typeof compare>;
  clinics: Resolved<typeof clinics>;
  notFound: Resolved<typeof notFound>;
}

/** A part of the words that is fetched with the sections that show it. */
export type Part = Exclude<keyof English, 'shared'>;

/** The words of one part (or the shared ones), as every language provides them. */
export type Words<P extends keyof English> = Shape<English[P]>;

/** Every word of the site. In a browser only the shared words and the parts fetched so far are really there. */
export type Catalogue = Shape<
  English['shared'] &
    English['pages'] &
    English['home'] &
    English['about'] &
    English['products'] &
    English['contact'] &
    English['record'] &
    English['footer'] &
    English['demo'] &
    English['compare'] &
    English['clinics'] &
    English['notFound']
>;
