import type { Articles } from '../en/articles';

/** La política de privacidad y el aviso legal en español: la misma forma que en/notices.ts. */
export const notices: Pick<Articles, 'privacy' | 'legal'> = {
  privacy: {
    title: 'Política de privacidad',
    intro: 'Qué pasa con los datos que nos envía en este sitio web y cuáles son sus derechos.',
    version: (version: string) => `Versión del ${version}`,
    controller: {
      title: 'Quién es responsable',
      text: (company: string) =>
        `${company} es responsable de sus datos. En la ley de protección de datos, somos el «responsable del tratamiento».`,
      write: 'Para cualquier cosa sobre sus datos, escriba a:',
      officer: 'Nuestro delegado de protección de datos:',
      euRepresentative: 'Nuestro representante en la UE:',
    },
    collected: {
      title: 'Qué recogemos',
      intro: 'Cuando envía el formulario de contacto, recibimos:',
      items: [
        'su nombre y su correo electrónico',
        'su teléfono, si lo indica',
        'el tipo de consulta, el asunto y su mensaje',
        'el idioma y la página desde la que lo envió',
        'su consentimiento y cuándo lo dio',
      ],
      health:
        'Su mensaje puede contener datos de salud, como su diferencia de extremidad o su tratamiento. Envíe solo lo que quiera que sepamos.',
    },
    purposes: {
      title: 'Para qué los usamos y qué ley lo permite',
      items: [
        'Usamos sus datos para responder a su solicitud y organizar una consulta. La ley lo permite porque usted nos pidió que actuáramos (art. 6.1.b) RGPD).',
        'Leemos y usamos los datos de salud de su mensaje solo con su consentimiento explícito. Usted lo da con la casilla del formulario (art. 9.2.a) RGPD).',
        'Usamos la dirección IP de su dispositivo durante poco tiempo para frenar avalanchas de mensajes. La ley lo permite para proteger nuestro servicio (art. 6.1.f) RGPD).',
        'Si marca la casilla que envía su solicitud también a una clínica asociada, se la enviamos a esa clínica con los datos de salud que contenga. La ley lo permite porque usted da su consentimiento (art. 6.1.a) y art. 9.2.a) RGPD). Si la clínica está en un país sin decisión de adecuación de la UE, su consentimiento explícito es también lo que permite enviarla allí (art. 49.1.a) RGPD).',
      ],
      not: 'No usamos sus datos para publicidad ni los vendemos. No tomamos decisiones automáticas sobre usted.',
      optional:
        'No tiene que enviarnos nada. Pero sin su nombre, su correo electrónico y su mensaje no podemos responderle.',
    },
    consent: {
      title: 'Retirar su consentimiento',
      text: 'Puede retirar su consentimiento en cualquier momento. Basta con escribirnos a la dirección de arriba. Entonces dejamos de usar sus datos de salud. Lo que hicimos antes sigue siendo lícito.',
    },
    recipients: {
      title: 'Quién recibe sus datos',
      intro: 'Sus datos llegan a:',
      items: [
        'nuestro equipo, que le responde',
        'la empresa que aloja nuestro sitio web y guarda su solicitud por nosotros',
        'la empresa que entrega nuestro correo a nuestro equipo',
      ],
      customerSystem: (name: string) => `nuestro sistema de clientes, ${name}, para hacer el seguimiento`,
      clinic:
        'Una clínica recibe su solicitud solo si usted lo elige: cuando marca la casilla para enviar su solicitud también a esa clínica, para que pueda contactarle. Esa clínica recibe entonces su nombre, sus datos de contacto y su mensaje, con los datos de salud que contenga. Ella es responsable de lo que haga con ellos.',
      processors:
        'Las empresas que trabajan para nosotros solo pueden usar sus datos como les indicamos. Un contrato las obliga a ello (art. 28 RGPD).',
    },
    transfers: {
      title: 'Fuera de la UE',
      clinics: (countries: string) =>
        `Nuestras clínicas asociadas están en estos países: ${countries}. Una clínica recibe su solicitud solo si usted marca su casilla. La casilla dice si la UE tiene una decisión de adecuación para el país de la clínica, y qué significa si no la tiene.`,
      adequacyList: 'Qué países tienen una decisión de adecuación de la UE:',
      checked: (date: string) => `Revisado el ${date}.`,
      countries: (countries: string) =>
        `Sus datos también se guardan o se leen en: ${countries}. Esto está fuera de la Unión Europea (UE) y del Espacio Económico Europeo (EEE).`,
      adequacy:
        'La UE ha decidido que las leyes de allí protegen bien los datos personales. Se llama decisión de adecuación (art. 45 RGPD).',
      standardContractualClauses:
        'Allí protegemos sus datos con las cláusulas contractuales tipo de la UE (art. 46 RGPD). Puede pedirnos una copia.',
      none: 'Sus datos se quedan en la Unión Europea (UE) y en el Espacio Económico Europeo (EEE).',
    },
    retention: {
      title: 'Cuánto tiempo los guardamos',
      server: (days: string) => `Nuestro servidor borra su solicitud ${days} días después de recibirla.`,
      teamMail: (days: string) =>
        `Nuestro equipo borra la copia de su correo como muy tarde ${days} días después de recibirla.`,
      customerSystem: (name: string, days: string) =>
        `Borramos la copia de nuestro sistema de clientes (${name}) como muy tarde ${days} días después de recibirla.`,
      clinic:
        'Una clínica a la que usted envió su solicitud es responsable de su propia copia. Pregúntele cuánto tiempo la guarda.',
      sooner: 'Puede pedirnos que borremos su solicitud antes.',
    },
    ipAddress: {
      title: 'Su dirección IP',
      text: 'Cuando envía el formulario, nuestro servidor guarda la dirección IP de su dispositivo en su memoria. Cuenta cuántos mensajes llegan desde una dirección en un minuto. No guarda la dirección con su solicitud, ni en disco ni en sus registros. La olvida cuando se reinicia o necesita el espacio.',
    },
    browser: {
      title: 'En su navegador',
      noCookies: 'Este sitio no usa cookies. No carga nada de otros sitios web.',
      draft:
        'Mientras escribe, el formulario guarda su mensaje en su navegador, para que no se pierda si la página se recarga. Se borra cuando envía el mensaje o cierra la pestaña.',
      nearMe:
        '«Cerca de mí», en el buscador de clínicas, pide a su navegador su ubicación. Su ubicación se queda en su navegador. Solo sirve para ordenar las clínicas por distancia. Nunca la recibimos.',
    },
    rights: {
      title: 'Sus derechos',
      intro: 'Tiene derecho a:',
      items: [
        'recibir una copia de sus datos (art. 15 RGPD)',
        'que se corrijan los datos erróneos (art. 16 RGPD)',
        'que se borren sus datos (art. 17 RGPD)',
        'limitar cómo los usamos (art. 18 RGPD)',
        'recibirlos en un archivo que pueda llevar a otro sitio (art. 20 RGPD)',
        'oponerse a cómo los usamos (art. 21 RGPD)',
        'retirar su consentimiento (art. 7.3 RGPD)',
      ],
      how: 'Para usar cualquiera de estos derechos, escríbanos a la dirección de arriba. Indique el correo electrónico que usó en el formulario, para que encontremos sus solicitudes.',
      when: 'Respondemos en el plazo de un mes. Si su solicitud es difícil, puede que necesitemos hasta dos meses más. En ese caso le decimos por qué dentro del primer mes.',
      complain:
        'También puede presentar una reclamación ante una autoridad de protección de datos, por ejemplo la del país donde vive o trabaja.',
    },
  },
  legal: {
    title: 'Aviso legal',
    intro: 'Información sobre el titular de este sitio.',
    labels: {
      provider: 'Titular',
      representedBy: 'Representante',
      contact: 'Contacto',
      register: 'Registro',
      vatId: 'NIF',
      responsible: 'Responsable del contenido',
      privacy: 'Protección de datos',
      disputes: 'Resolución de litigios de consumo',
    },
    disputes: {
      no: 'No estamos dispuestos ni obligados a participar en procedimientos de resolución de litigios ante una entidad de resolución de litigios de consumo.',
      willing:
        'Estamos dispuestos a participar en procedimientos de resolución de litigios ante esta entidad de resolución de litigios de consumo:',
      obliged:
        'Estamos obligados a participar en procedimientos de resolución de litigios ante esta entidad de resolución de litigios de consumo:',
    },
  },
};
