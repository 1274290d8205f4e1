/**
 * Everything a visitor reads or hears, in Arabic (Modern Standard Arabic). Shown right to left; figures arrive
 * as numbers, written with Western digits by `Format`. Product and company names stay in Latin script, each as its own word.
 */
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
  ...shared,
  ...pages,
  ...home,
  ...about,
  ...products,
  ...contact,
  ...record,
  ...footer,
  ...demo,
  ...compare,
  ...clinics,
  ...notFound,
};
