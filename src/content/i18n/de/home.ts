/** German: the words of the home page, from content/pages/home.de.md. */
import { home } from '../../files/home-words/de';
import type { Words } from '../words';

export const words: Words<'home'> = { home };
