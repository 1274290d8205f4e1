/** Spanish: the words of inquiryRecord. */
import type { Words } from '../words';

export const words: Words<'record'> = {
  inquiryRecord: {
    id: 'Referencia',
    receivedAt: 'Recibida',
    pageUrl: 'Enviada desde la página',
    idempotencyKey: 'Clave de la solicitud',
    lang: 'Idioma',
    clinic: 'Clínica asociada',
    notificationSubject: (type: string, name: string) => `${type}: ${name}`,
    notificationIntro:
      'Ha llegado una nueva consulta a través del sitio web. Responda a este correo para contestar al visitante.',
    /** The e-mail a partner clinic gets when the patient chose to share the request with it. */
    clinicIntro: (company: string, clinic: string) =>
      `Un paciente pidió a ${company} que enviara esta solicitud también a ${clinic}, para que ustedes puedan contactarle. Responda a este correo para contestarle.`,
    healthConsentAt: 'Consentimiento de salud',
    healthConsentNotice: 'Política de privacidad',
    /** When the visitor asked that the request also go to the partner clinic (or "not given"), and the notice. */
    clinicConsentAt: 'Compartida con la clínica',
    clinicConsentNotice: 'Política de privacidad (clínica)',
    consentNotGiven: 'no dado',
    noticeNotNamed: 'no indicada',
    consentMissing: {
      subject: (subject: string) => `[Sin consentimiento] ${subject}`,
      text: 'Esta solicitud llegó sin consentimiento para usar datos de salud. Antes de leer o usar datos de salud que contenga, pida su consentimiento a quien la envió, con un enlace a la política de privacidad.',
    },
  },
};
