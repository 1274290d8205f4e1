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
    clinicWithheld: {
      text: (why: string) => `No se envió a la clínica asociada: ${why}`,
      reasons: {
        NO_HEALTH_CONSENT: 'el paciente no consintió el uso de datos de salud.',
        NO_SHARE_CONSENT: 'el paciente no pidió compartir la solicitud con la clínica.',
        UNKNOWN_NOTICE_VERSION:
          'el consentimiento nombra una versión de la política de privacidad que nunca publicamos. Pregunte al paciente antes de reenviar nada.',
        INVALID_CLINIC: 'la solicitud no nombra ninguna clínica válida.',
        CLINICS_NOT_READ: 'el archivo de clínicas aún no se había leído.',
        CLINIC_RETIRED: 'la clínica ya no está en el archivo de clínicas.',
        CLINIC_TAKES_NO_REQUESTS: 'la clínica no recibe solicitudes a través de nosotros.',
        CHANNEL_NOT_CONFIGURED: 'el canal de la clínica (correo o webhook) no está configurado en este servidor.',
      },
      held: (cap: number) =>
        `La copia para la clínica asociada espera su autorización: la clínica recibió más de ${cap} solicitudes en la última hora. Autorícela con: npm run inquiries -- release`,
    },
  },
};
