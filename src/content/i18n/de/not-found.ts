/** German: the words of notFound. */
import type { Words } from '../words';

export const words: Words<'notFound'> = {
  notFound: {
    title: 'Hoppla! Seite nicht gefunden',
    text: 'Die gesuchte Seite gibt es nicht oder sie ist umgezogen.',
    action: 'Zurück zur Startseite',
  },
};
