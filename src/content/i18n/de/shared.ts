/** German: the words every element needs. */
import type { Format } from '../format';
import type { Words } from '../words';

export const words: Words<'shared'> = {
  site: {
    elementError: 'Dieser Teil der Seite konnte nicht angezeigt werden.',
    routeErrorTitle: 'Unerwarteter Anwendungsfehler!',
    toastDismiss: 'Benachrichtigung schließen',
  },
  hours: {
    weekdays: (from: number, to: number, _f: Format) => `Montag bis Freitag: ${from}–${to} Uhr`,
    saturday: (from: number, to: number, _f: Format) => `Samstag: ${from}–${to} Uhr`,
    emergency: 'Notdienst rund um die Uhr bei Problemen mit Ihrer Hand (im medizinischen Notfall: 112)',
    reply: (hours: number, f: Format) => `Wir antworten innerhalb von ${f.hours(hours)}`,
  },
};
