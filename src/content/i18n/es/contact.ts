/** Spanish: the words of contact, fieldErrors, delivery. */
import type { Format } from '../format';
import type { Words } from '../words';

export const words: Words<'contact'> = {
  contact: {
    title: 'Contacto',
    intro: '¿Tiene preguntas sobre una prótesis de mano, una consulta o su seguro? Envíenos un mensaje.',
    formTitle: 'Envíenos un mensaje',
    fields: {
      name: 'Nombre completo',
      email: 'Correo electrónico',
      phone: 'Número de teléfono',
      inquiry: 'Motivo del contacto',
      subject: 'Asunto',
      message: 'Mensaje',
    },
    inquiryTypes: {
      general: 'Información general',
      consultation: 'Reservar una consulta',
      support: 'Asistencia técnica',
      insurance: 'Preguntas sobre la cobertura',
      partnership: 'Oportunidades de colaboración',
    },
    subjectAbout: (product: string) => `Consulta sobre la ${product}`,
    optional: '(opcional)',
    requiredNote: 'Todos los campos son obligatorios, salvo el número de teléfono.',
    submit: 'Enviar mensaje',
    sending: 'Enviando…',
    success: {
      title: '¡Mensaje enviado con éxito!',
      text: (hours: number, f: Format) => `Le responderemos en un plazo de ${f.hours(hours)}.`,
    },
    infoTitle: 'Información de contacto',
    labels: { address: 'Dirección', phone: 'Teléfono', email: 'Correo electrónico', hours: 'Horario' },
    quickActionsTitle: 'Acciones rápidas',
    quickActions: {
      consultation: 'Reservar una consulta',
      insurance: 'Preguntar sobre la cobertura',
      funding: 'Cómo se paga una mano',
      compare: 'Comparar las manos',
      demo: 'Ver la demostración',
      clinics: 'Buscar una clínica',
    },
    consent: {
      health: {
        label: (company: string) =>
          `Acepto que ${company} use los datos de salud de mi mensaje para responder a mi solicitud.`,
        hint: (privacyEmail: string) =>
          `Los datos de salud son, por ejemplo, datos sobre su extremidad, su salud o su tratamiento. Puede retirar su consentimiento en cualquier momento: con el enlace del correo de confirmación que le enviamos, o escribiendo a ${privacyEmail}. Lo que hicimos antes sigue siendo lícito.`,
        missing:
          'Marque esta casilla para enviar su mensaje. Solo podemos leer datos de salud con su consentimiento. Si no quiere darlo, llámenos o escríbanos un correo.',
      },
      /** The second box, shown only when the request names a partner clinic: send it to that clinic too. */
      clinic: {
        label: (clinic: string, country: string) =>
          `Enviar también mi solicitud, con los datos de salud que contenga, a ${clinic} (${country}), para que la clínica pueda contactarme.`,
        hint: 'Sin esta marca, solo nuestro equipo recibe su solicitud. Con ella, esa clínica también recibe su nombre, sus datos de contacto y su mensaje.',
        /** Under the hint: what the law of the clinic's country means for the visitor's details (Art. 49(1)(a) GDPR). */
        transfer: {
          adequacy: (country: string) =>
            `${country} está fuera de la UE. La UE ha decidido que la ley de ese país protege los datos personales de forma adecuada (una decisión de adecuación).`,
          none: (country: string) =>
            `${country} está fuera de la UE, y no nos consta ninguna decisión de adecuación de la UE que cubra a esta clínica: la UE no ha establecido que la ley de ese país proteja sus datos de forma adecuada. Allí pueden estar menos protegidos, y puede ser más difícil ejercer sus derechos. Solo los enviamos allí si marca esta casilla.`,
        },
        missing: '',
      },
      privacyLink: 'Lea nuestra política de privacidad',
    },
    /** El asunto de una solicitud de consulta en una clínica asociada. */
    /** Above the form when the request names a partner clinic. */
    forClinic: (clinic: string) => `Su solicitud es sobre una consulta en ${clinic}.`,
    subjectAtClinic: (clinic: string) => `Consulta en ${clinic}`,
    mapTitle: 'Nuestras clínicas asociadas',
    allClinics: 'Ver todas las clínicas asociadas',
    sentPage: { back: 'Volver a la página anterior', another: 'Enviar otro mensaje' },
  },
  fieldErrors: {
    required: 'Complete este campo.',
    email: 'Escriba una dirección de correo electrónico válida, por ejemplo, nombre@ejemplo.com.',
    tooLong: (max: number, f: Format) =>
      `Escriba como máximo ${f.number(max)} ${f.plural(max) === 'one' ? 'carácter' : 'caracteres'}.`,
    inquiry: 'Elija un motivo de la lista.',
    invalid: 'Revise este campo.',
  },
  delivery: {
    errorTitle: 'No se ha podido enviar su mensaje',
    errorText: 'No se ha perdido nada: su mensaje sigue en el formulario.',
    retry: 'Volver a intentarlo',
    reasons: {
      network: 'No ha sido posible conectar con nuestro servidor. Compruebe su conexión.',
      timeout: 'Nuestro servidor no ha respondido a tiempo.',
      server: 'En este momento, nuestro servidor no puede aceptar el mensaje.',
      invalid: 'Algunos campos requieren su atención.',
      rateLimited: 'Se han enviado demasiados mensajes en poco tiempo. Espere un momento, por favor.',
    },
    noReceiver: (phone: string, email: string) =>
      `Desde esta página, el formulario no puede enviar mensajes. Llámenos al ${phone} o escríbanos a ${email}.`,
    fieldsNeedAttention: 'Revise los campos resaltados.',
    consentNeeded:
      'Su mensaje aún no se ha enviado. Marque la casilla sobre los datos de salud y envíelo de nuevo. Todo lo que escribió sigue aquí.',
  },
};
