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
    clinicWithheld: {
      text: (why: string) => `Nicht an den Versorger gesendet: ${why}`,
      reasons: {
        NO_HEALTH_CONSENT: 'Die Person hat nicht in die Nutzung von Gesundheitsdaten eingewilligt.',
        NO_SHARE_CONSENT: 'Die Person hat nicht gebeten, die Anfrage an den Versorger weiterzugeben.',
        UNKNOWN_NOTICE_VERSION:
          'Die Einwilligung nennt eine Version der Datenschutzerklärung, die wir nie veröffentlicht haben. Fragen Sie die Person, bevor Sie etwas weitergeben.',
        INVALID_CLINIC: 'Die Anfrage nennt keinen gültigen Versorger.',
        CLINICS_NOT_READ: 'Die Versorgerdatei war noch nicht gelesen.',
        CLINIC_RETIRED: 'Der Versorger steht nicht mehr in der Versorgerdatei.',
        CLINIC_TAKES_NO_REQUESTS: 'Der Versorger nimmt über uns keine Anfragen an.',
        CHANNEL_NOT_CONFIGURED: 'Der Weg zum Versorger (E-Mail oder Webhook) ist auf diesem Server nicht eingerichtet.',
      },
      held: (cap: number) =>
        `Die Kopie für den Versorger wartet auf Ihre Freigabe: Der Versorger hat in der letzten Stunde mehr als ${cap} Anfragen erhalten. Freigeben mit: npm run inquiries -- release`,
    },
  },
};
