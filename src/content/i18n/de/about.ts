/** German: the words of about, from content/pages/about.de.md. */
import { about } from '../../files/about-words/de';
import type { Words } from '../words';

export const words: Words<'about'> = { about };
