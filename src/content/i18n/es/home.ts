/** Spanish: the words of the home page, from content/pages/home.es.md. */
import { home } from '../../files/home-words/es';
import type { Words } from '../words';

export const words: Words<'home'> = { home };
