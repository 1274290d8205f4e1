/**
 * Everything a visitor reads or hears, in Arabic (Modern Standard Arabic). Shown right to left; figures arrive
 * as numbers, written with Western digits by `Format`. Product and company names stay in Latin script, each as its own word.
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
import type { Catalogue } from '../words';

/** Every word in Arabic: what the server renders from (the browser fetches the parts it shows). */
export const ar: Catalogue = {
  ...wordsIn('ar', shared),
  ...wordsIn('ar', pages),
  ...wordsIn('ar', home),
  ...about,
  ...wordsIn('ar', products),
  ...wordsIn('ar', contact),
  ...wordsIn('ar', record),
  ...wordsIn('ar', footer),
  ...wordsIn('ar', demo),
  ...wordsIn('ar', compare),
  ...wordsIn('ar', clinics),
  ...wordsIn('ar', notFound),
};
