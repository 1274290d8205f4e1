/**
 * Everything a visitor reads or hears, in Spanish (neutral international Spanish, visitors addressed as "usted").
 * The hands are feminine ("la Neural Pro X1", as in "la mano").
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

/** Every word in Spanish: what the server renders from (the browser fetches the parts it shows). */
export const es: Catalogue = {
  ...wordsIn('es', shared),
  ...wordsIn('es', pages),
  ...wordsIn('es', home),
  ...about,
  ...wordsIn('es', products),
  ...wordsIn('es', contact),
  ...wordsIn('es', record),
  ...wordsIn('es', footer),
  ...wordsIn('es', demo),
  ...wordsIn('es', compare),
  ...wordsIn('es', clinics),
  ...wordsIn('es', notFound),
};
