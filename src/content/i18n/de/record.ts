/** German: the words of inquiryRecord. */
import type { Words } from '../words';

export const words: Words<'record'> = {
  inquiryRecord: {
    id: 'Referenz',
    receivedAt: 'Eingegangen',
    pageUrl: 'Gesendet von der Seite',
    idempotencyKey: 'Anfrageschlüssel',
    lang: 'Sprache',
    clinic: 'Partnerklinik',
    notificationSubject: (type: string, name: string) => `${type}: ${name}`,
    notificationIntro:
      'Über die Website ist eine neue Anfrage eingegangen. Antworten Sie auf diese E-Mail, um dem Besucher zu antworten.',
  },
};
