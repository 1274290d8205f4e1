/** German: the words every element needs. */
import type { Format } from '../format';
import type { Words } from '../words';

export const words: Words<'shared'> = {
  site: {
    sample:
      'Beispieldaten: Das Unternehmen auf dieser Seite ist ein Beispiel, kein echtes Unternehmen. Senden Sie über diese Website keine echten Angaben zu Ihrer Gesundheit.',
    elementError: 'Dieser Teil der Seite konnte nicht angezeigt werden.',
    routeErrorTitle: 'Unerwarteter Anwendungsfehler!',
    toastDismiss: 'Benachrichtigung schließen',
  },
  hours: {
    weekdays: (from: number, to: number, _f: Format) => `Montag bis Freitag: ${from}–${to} Uhr`,
    saturday: (from: number, to: number, _f: Format) => `Samstag: ${from}–${to} Uhr`,
    deviceSupport: (phone: string) => `Rund um die Uhr, wenn Ihre Hand nicht mehr funktioniert: ${phone}`,
    medical: 'Im medizinischen Notfall rufen Sie die örtliche Notrufnummer an.',
    reply: (hours: number, f: Format) => `Wir antworten innerhalb von ${f.hours(hours)}`,
  },
};
