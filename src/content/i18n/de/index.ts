/**
 * Alles, was Besucherinnen und Besucher lesen oder hören, auf Deutsch. Gleiche Form wie en/ (Typ `Catalogue`);
 * Zahlen kommen als Zahlen herein, `Format` schreibt sie deutsch ("45.000 US$", "16 Stunden", "3 Jahre").
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

/** Every word in German: what the server renders from (the browser fetches the parts it shows). */
export const de: Catalogue = {
  ...wordsIn('de', shared),
  ...wordsIn('de', pages),
  ...wordsIn('de', home),
  ...about,
  ...wordsIn('de', products),
  ...wordsIn('de', contact),
  ...wordsIn('de', record),
  ...wordsIn('de', footer),
  ...wordsIn('de', demo),
  ...wordsIn('de', compare),
  ...wordsIn('de', clinics),
  ...wordsIn('de', notFound),
};
