/** Arabic: the words of about, from content/pages/about.ar.md. */
import { about } from '../../files/about-words/ar';
import type { Words } from '../words';

export const words: Words<'about'> = { about };
