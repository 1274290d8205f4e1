/** Spanish: the words of about, from content/pages/about.es.md. */
import { about } from '../../files/about-words/es';
import type { Words } from '../words';

export const words: Words<'about'> = { about };
