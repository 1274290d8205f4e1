/** Arabic: the words of the home page, from content/pages/home.ar.md. */
import { home } from '../../files/home-words/ar';
import type { Words } from '../words';

export const words: Words<'home'> = { home };
