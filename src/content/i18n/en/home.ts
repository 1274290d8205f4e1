/** English: the words of the home page, from content/pages/home.en.md. */
import { home } from '../../files/home-words/en';

export const words = { home };
