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
  },
};
