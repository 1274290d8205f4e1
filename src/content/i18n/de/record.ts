/** German: the words of inquiryRecord. */
import type { Words } from '../words';

export const words: Words<'record'> = {
  inquiryRecord: {
    id: 'Referenz',
    receivedAt: 'Eingegangen',
    pageUrl: 'Gesendet von der Seite',
    idempotencyKey: 'Anfrageschlüssel',
    lang: 'Sprache',
    clinic: 'Versorger',
    notificationSubject: (type: string, name: string) => `${type}: ${name}`,
    notificationIntro:
      'Über die Website ist eine neue Anfrage eingegangen. Antworten Sie auf diese E-Mail, um dem Besucher zu antworten.',
    /** The e-mail a partner clinic gets when the patient chose to share the request with it. */
    clinicIntro: (company: string, clinic: string) =>
      `Eine Patientin oder ein Patient hat ${company} gebeten, diese Anfrage auch an ${clinic} zu senden, damit Sie sich melden können. Antworten Sie auf diese E-Mail, um zu antworten.`,
    healthConsentAt: 'Einwilligung Gesundheitsdaten',
    healthConsentNotice: 'Datenschutzerklärung',
    /** When the visitor asked that the request also go to the partner clinic (or "not given"), and the notice. */
    clinicConsentAt: 'An den Versorger weitergegeben',
    clinicConsentNotice: 'Datenschutzerklärung (Versorger)',
    consentNotGiven: 'nicht erteilt',
    noticeNotNamed: 'nicht angegeben',
    consentMissing: {
      subject: (subject: string) => `[Keine Einwilligung] ${subject}`,
      text: 'Diese Anfrage kam ohne Einwilligung in die Nutzung von Gesundheitsdaten. Bevor Sie Gesundheitsdaten darin lesen oder nutzen, bitten Sie die Person um ihre Einwilligung, mit einem Link zur Datenschutzerklärung.',
    },
  },
};
