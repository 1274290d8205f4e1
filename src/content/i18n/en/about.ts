/** English: the words of about, from content/pages/about.en.md. */
import { about } from '../../files/about-words/en';

export const words = { about };
