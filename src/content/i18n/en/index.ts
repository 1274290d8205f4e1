/**
 * Everything a visitor reads or hears, in English. The other languages are files of the same shape (the type
 * `Catalogue`, derived from this one, makes a missing or extra key a type error). Figures are not written here:
 * functions receive them as numbers, with a `Format` that writes them (and picks their plural form) in the language.
 */
import { wordsIn } from '../part-words';
import { words as shared } from './shared';
import { words as home } from './home';
import { words as pages } from './pages';
import { words as about } from './about';
import { words as products } from './products';
import { words as contact } from './contact';
import { words as record } from './record';
import { words as footer } from './footer';
import { words as demo } from './demo';
import { words as compare } from './compare';
import { words as clinics } from './clinics';
import { words as notFound } from './not-found';

export type { Catalogue, Shape } from '../words';

/** Every word in English: what the server renders from (the browser fetches the parts it shows). */
export const en = {
  ...wordsIn('en', shared),
  ...wordsIn('en', pages),
  ...wordsIn('en', home),
  ...about,
  ...wordsIn('en', products),
  ...wordsIn('en', contact),
  ...wordsIn('en', record),
  ...wordsIn('en', footer),
  ...wordsIn('en', demo),
  ...wordsIn('en', compare),
  ...wordsIn('en', clinics),
  ...wordsIn('en', notFound),
};
