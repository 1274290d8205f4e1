/**
 * Everything a visitor reads or hears, in Spanish (neutral international Spanish, visitors addressed as "usted").
 * The hands are feminine ("la Neural Pro X1", as in "la mano").
 */
import type { Catalogue } from './en';
import type { Format } from './format';

export const es: Catalogue = {
  language: {
    switcher: 'Idioma',
    current: 'idioma actual',
  },
  site: {
    skipLink: 'Saltar al contenido principal',
    menu: 'Menú',
    mainNavigation: 'Principal',
    homeLink: (company: string) => `${company}, página de inicio`,
    logoAlt: (company: string) => `Logotipo de ${company}`,
    elementError: 'No se ha podido mostrar esta parte de la página.',
    routeErrorTitle: '¡Error inesperado de la aplicación!',
    toastDismiss: 'Cerrar notificación',
    getStarted: 'Comenzar',
  },
  pages: {
    home: {
      nav: 'Inicio',
      title: 'Phoenix Bionics: prótesis de mano con control neural',
      description:
        'Prótesis de mano controladas por las señales de sus propios músculos, adaptadas y atendidas por nuestro equipo clínico. Solicite una consulta.',
    },
    about: {
      nav: 'Sobre nosotros',
      title: 'Sobre nosotros | Phoenix Bionics',
      description:
        'Desde 2009, Phoenix Bionics ha ayudado a más de 10.000 personas a volver a moverse con naturalidad gracias a manos con control neural.',
    },
    products: {
      nav: 'Productos',
      title: 'Productos | Phoenix Bionics',
      description:
        'Neural Pro X1, FlexiGrip Elite y SmartHand AI: precios, características y especificaciones completas.',
    },
    contact: {
      nav: 'Contacto',
      title: 'Contacto | Phoenix Bionics',
      description:
        'Solicite una consulta, asistencia técnica o ayuda con su seguro. Le respondemos en un plazo de 24 horas.',
    },
    compare: {
      nav: 'Comparar',
      title: 'Compare nuestras manos | Phoenix Bionics',
      description:
        'Neural Pro X1, FlexiGrip Elite y SmartHand AI frente a frente: precio, peso, batería, fuerza y tipos de agarre, y garantía.',
    },
    funding: {
      nav: 'Cómo se paga una mano',
      title: 'Cómo se paga una mano | Phoenix Bionics',
      description:
        'Cómo se suele financiar una prótesis de mano en Estados Unidos, Alemania y España, con enlaces a las fuentes oficiales, y cómo le ayudamos.',
    },
    fitting: {
      nav: 'Cómo es la adaptación',
      title: 'Cómo es la adaptación | Phoenix Bionics',
      description:
        'De la primera consulta al entrenamiento y el seguimiento: los pasos de una adaptación, quién participa, cuánto suele durar y a quién conviene cada mano.',
    },
    faq: {
      nav: 'Preguntas frecuentes',
      title: 'Preguntas frecuentes | Phoenix Bionics',
      description:
        'Precio, cobertura, garantía, reparaciones, batería, la consulta, idiomas y sus datos: respuestas a preguntas frecuentes.',
    },
    privacy: {
      nav: 'Aviso de privacidad',
      title: 'Aviso de privacidad | Phoenix Bionics',
      description: 'Qué hacemos con los datos que nos envía, cuánto tiempo los conservamos y cuáles son sus derechos.',
    },
    legal: {
      nav: 'Aviso legal',
      title: 'Aviso legal | Phoenix Bionics',
      description: 'Quién gestiona este sitio: la empresa, su dirección, su representante y su registro.',
    },
    clinics: {
      nav: 'Buscar una clínica',
      title: 'Buscar una clínica | Phoenix Bionics',
      description:
        'Clínicas asociadas en Estados Unidos, Alemania, España y el Golfo que adaptan nuestras manos: busque por ciudad, filtre por mano e idioma y pida una consulta.',
    },
    notFound: {
      nav: 'Página no encontrada',
      title: 'Página no encontrada | Phoenix Bionics',
      description: 'La página que busca no existe o ha cambiado de dirección.',
    },
  },
  home: {
    hero: {
      eyebrow: 'Prótesis con control neural',
      title: 'Vuelva a moverse con naturalidad',
      text: (batteryHours: number, product: string, f: Format) =>
        `Prótesis de mano que responden a las señales de sus propios músculos, con hasta ${f.hours(batteryHours)} de autonomía en la ${product}.`,
      primary: 'Reservar consulta',
      secondary: 'Ver demostración',
      imageAlt: 'Ilustración de una mano protésica abierta que se extiende hacia delante',
    },
    featuresTitle: 'Por qué tantas personas eligen Phoenix',
    features: {
      technology: {
        title: 'Tecnología avanzada',
        text: 'El control mioeléctrico lee los músculos que usted contrae; SmartHand AI añade la predicción de agarres asistida por inteligencia artificial.',
      },
      durable: {
        title: 'Resistente y fiable',
        text: (batteryHours: number, warrantyYears: number, f: Format) =>
          `Diseñadas para el día a día, con hasta ${f.hours(batteryHours)} de autonomía y garantías de hasta ${f.years(warrantyYears)}, según la mano.`,
      },
      fit: {
        title: 'Ajuste personalizado',
        text: 'Nuestro equipo clínico moldea cada encaje y ajusta cada agarre a la medida de la persona que lo usa.',
      },
      award: {
        title: 'Premios y reconocimientos',
        text: 'Nuestras manos se diseñan con profesionales clínicos y con las personas que las llevan, y se prueban con ellas antes de su lanzamiento.',
      },
    },
    productsTitle: 'Nuestras prótesis de mano',
    productsText: 'Tres manos, un mismo objetivo: el movimiento que usted tiene en mente.',
    viewAllProducts: 'Ver todos los productos',
    benefitsTitle: 'La vida con una mano Phoenix',
    benefits: [
      'Controle su mano con las señales de sus propios músculos',
      'Agarres que se adaptan a lo que sostiene',
      'Adaptación, entrenamiento y seguimiento a cargo de nuestro equipo clínico',
      'Ayuda con el seguro y las opciones de financiación',
      'Asistencia urgente las 24 horas y respuesta en menos de 24 horas',
    ],
    benefitsLink: 'Conozca nuestra historia',
    benefitsFundingLink: 'Cómo se paga una mano',
    closing: {
      title: '¿Quiere dar el siguiente paso?',
      text: 'Hable con uno de nuestros especialistas clínicos sobre lo que una mano Phoenix puede hacer por usted.',
      action: 'Reservar consulta',
    },
  },
  about: {
    title: 'Sobre nosotros',
    intro: 'Fabricamos prótesis de mano que devuelven a las personas los movimientos que más les importan.',
    missionTitle: 'Nuestra misión',
    mission: [
      'Phoenix Bionics existe para devolver el movimiento natural a las personas que han perdido una mano o un brazo o nacieron sin ellos. Combinamos el control por señales neurales con la inteligencia artificial para que una prótesis de mano responda a la intención, no a instrucciones.',
      'Cada mano que fabricamos la adaptan, la ajustan y la acompañan profesionales clínicos que primero escuchan, porque la mejor tecnología es la que encaja en su vida.',
    ],
    statsTitle: 'Nuestro impacto en cifras',
    stats: {
      livesChanged: 'Vidas transformadas',
      yearsExperience: 'Años de experiencia',
      researchPartners: 'Socios de investigación',
      satisfaction: 'Satisfacción',
    },
    atLeast: (figure: string) => `+${figure}`,
    valuesTitle: 'Nuestros valores',
    values: {
      care: {
        title: 'Atención centrada en el paciente',
        text: 'Cada decisión empieza por las personas que llevan nuestras manos y por sus familias.',
      },
      innovation: {
        title: 'Innovación',
        text: 'Convertimos la investigación en control neural y aprendizaje automático en movimientos cotidianos.',
      },
      collaboration: {
        title: 'Colaboración',
        text: 'Trabajamos con profesionales clínicos, investigadores y pacientes como un solo equipo.',
      },
      excellence: {
        title: 'Excelencia',
        text: 'Exigimos a cada mano lo mismo que querríamos para nuestras propias familias.',
      },
    },
    timelineTitle: 'Nuestra trayectoria',
    milestones: {
      founded: {
        title: 'Fundación',
        text: 'Un equipo de ingenieros y profesionales clínicos funda Phoenix Bionics con un objetivo: el movimiento natural.',
      },
      firstProduct: {
        title: 'Primer producto comercial',
        text: 'Nuestra primera mano con control neural llega a los pacientes.',
      },
      expansion: {
        title: 'Expansión internacional',
        text: 'Clínicas asociadas fuera de Estados Unidos empiezan a adaptar manos Phoenix.',
      },
      nextGeneration: {
        title: 'Nueva generación',
        text: 'Los agarres asistidos por inteligencia artificial llegan con SmartHand AI.',
      },
    },
  },
  products: {
    title: 'Nuestros productos',
    intro: 'Tres prótesis de mano, cada una adaptada y ajustada por nuestro equipo clínico a la persona que la lleva.',
    keyFeatures: 'Características principales',
    specifications: 'Especificaciones',
    requestConsultation: 'Solicitar consulta',
    closingTitle: '¿No sabe qué mano es la más adecuada para usted?',
    closingText: 'Nuestro equipo clínico le ayudará a elegir su nueva mano, a adaptarla y a aprender a usarla.',
    closingAction: 'Reservar consulta',
    seeGrips: 'Ver sus agarres',
    compareLink: 'Comparar las manos',
    price: (usd: number, f: Format) => `Desde ${f.usd(usd)}`,
    specs: {
      weight: 'Peso',
      battery: 'Autonomía de la batería',
      charging: 'Tiempo de carga',
      gripForce: 'Fuerza de agarre',
      warranty: 'Garantía',
      gripPatterns: 'Patrones de agarre',
    },
    upToNewtons: (newtons: number, f: Format) => `Hasta ${f.number(newtons)} N`,
    features: {
      gripPatterns: (count: number, f: Format) =>
        `${f.number(count)} ${f.plural(count) === 'one' ? 'patrón' : 'patrones'} de agarre`,
      neuralControl: 'Control por señales neurales',
      battery: (hours: number, f: Format) =>
        `Batería con ${f.number(hours)} ${f.plural(hours) === 'one' ? 'hora' : 'horas'} de autonomía`,
      gripForce: (newtons: number, f: Format) => `Fuerza de agarre de hasta ${f.number(newtons)} N`,
      lightweight: (grams: number, f: Format) => `Diseño ligero de solo ${f.grams(grams)}`,
      fastCharging: (minutes: number, f: Format) => `Carga completa en ${f.duration(minutes)}`,
      gripPrediction: 'Predicción del agarre asistida por inteligencia artificial',
      warranty: (years: number, f: Format) =>
        `Garantía de ${f.number(years)} ${f.plural(years) === 'one' ? 'año' : 'años'}`,
    },
    items: {
      'neural-pro-x1': {
        summary: 'Nuestra mano insignia con control neural, con un agarre para cada tarea.',
        description:
          'La Neural Pro X1 lee las señales de sus músculos residuales y convierte la intención en movimiento. Sus patrones de agarre abarcan desde un apretón de manos firme hasta recoger una moneda.',
        imageAlt:
          'Ilustración de la Neural Pro X1: una mano protésica oscura con una banda de sensores luminosa en la muñeca',
      },
      'flexigrip-elite': {
        summary: 'Una mano ligera y ágil, cómoda durante todo el día.',
        description:
          'La FlexiGrip Elite es nuestra mano más ligera, pensada para llevarse cómodamente todo el día. Sus patrones de agarre y su carga rápida siguen el ritmo de una jornada intensa.',
        imageAlt:
          'Ilustración de la FlexiGrip Elite: una mano protésica delgada y ligera con articulaciones flexibles en los dedos',
      },
      'smarthand-ai': {
        summary: 'Una mano asistida por inteligencia artificial que aprende cómo se mueve usted.',
        description:
          'SmartHand AI aprende sus movimientos y se anticipa al agarre que usted necesita. Con la mayor autonomía y la garantía más larga de nuestra gama, es nuestra mano más completa.',
        imageAlt: 'Ilustración de la SmartHand AI: una mano protésica con un diseño de circuitos en la palma',
      },
    },
  },
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
    privacyNote: {
      text: 'Usamos sus datos solo para responder a su solicitud y organizar su consulta.',
      link: 'Lea nuestro aviso de privacidad',
    },
    /** El asunto de una solicitud de consulta en una clínica asociada. */
    subjectAtClinic: (clinic: string) => `Consulta en ${clinic}`,
    mapTitle: 'Nuestras clínicas asociadas',
    sentPage: { back: 'Volver a la página anterior', another: 'Enviar otro mensaje' },
  },
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
      endpoint:
        'Este formulario no está configurado para enviar mensajes. Póngase en contacto con nosotros por teléfono o por correo electrónico.',
    },
    fieldsNeedAttention: 'Revise los campos resaltados.',
  },
  hours: {
    weekdays: (from: number, to: number, f: Format) => `De lunes a viernes: de ${f.hour(from)}:00 a ${f.hour(to)}:00 h`,
    saturday: (from: number, to: number, f: Format) => `Sábados: de ${f.hour(from)}:00 a ${f.hour(to)}:00 h`,
    emergency: 'Asistencia urgente las 24 horas, todos los días',
    reply: (hours: number, f: Format) => `Respondemos en un plazo de ${f.hours(hours)}`,
  },
  footer: {
    blurb: 'Devolvemos el movimiento natural con prótesis de mano controladas por las señales de sus propios músculos.',
    patientsHeading: 'Para pacientes',
    legalLinks: 'Información legal',
    quickLinksHeading: 'Enlaces rápidos',
    contactHeading: 'Contacto',
    hoursHeading: 'Horario',
    copyright: (year: string, company: string) => `© ${year} ${company}. Todos los derechos reservados.`,
  },
  demo: {
    title: 'Los agarres, en acción',
    intro:
      'Elija un agarre para ver cómo lo forma la mano, para qué sirve en la vida diaria y cuáles de nuestras manos lo ofrecen.',
    dialogTitle: 'Vea nuestras manos en acción',
    close: 'Cerrar',
    gripsLabel: 'Agarres',
    gripsOf: (product: string) => `Agarres de la ${product}`,
    play: 'Reproducir el recorrido',
    pause: 'Pausar el recorrido',
    usedFor: 'Para qué sirve',
    offeredBy: 'Disponible en',
    signalTitle: 'De la señal muscular al agarre',
    signalText:
      'Unos sensores apoyados sobre la piel captan las débiles señales eléctricas de los músculos que usted contrae. La mano reconoce su patrón para elegir el agarre que usted ha entrenado, y se cierra más a medida que la señal se intensifica.',
    signalMeter: 'Señal muscular',
    poseNow: (grip: string, pose: string) => `${grip}: ${pose}`,
    grips: {
      power: {
        name: 'Agarre de fuerza',
        use: 'Sostener una taza, una botella o un pasamanos con toda la mano.',
        pose: 'Los cuatro dedos se flexionan con firmeza y el pulgar se cierra sobre ellos.',
      },
      tripod: {
        name: 'Agarre trípode',
        use: 'Escribir con un bolígrafo, comer con un tenedor, recoger un juguete pequeño.',
        pose: 'El pulgar se junta con el índice y el dedo medio; los otros dos dedos quedan semiflexionados.',
      },
      pinch: {
        name: 'Pinza de precisión',
        use: 'Recoger una moneda, una pastilla o una aguja de coser.',
        pose: 'La punta del pulgar toca la punta del índice; los demás dedos permanecen abiertos.',
      },
      key: {
        name: 'Agarre de llave',
        use: 'Girar una llave, sujetar una tarjeta o llevar un plato.',
        pose: 'Los dedos se flexionan y el pulgar presiona contra el costado del índice.',
      },
      point: {
        name: 'Señalar con el índice',
        use: 'Escribir en un teclado, presionar el botón del ascensor, usar una pantalla táctil.',
        pose: 'El índice permanece extendido mientras los demás dedos se flexionan bajo el pulgar.',
      },
      open: {
        name: 'Mano abierta',
        use: 'Llevar una bandeja, empujar una puerta para abrirla, saludar con la mano.',
        pose: 'Todos los dedos y el pulgar se extienden, planos.',
      },
      hook: {
        name: 'Agarre de gancho',
        use: 'Llevar una bolsa de compras o una maleta por el asa.',
        pose: 'Los cuatro dedos se doblan en forma de gancho; el pulgar queda apartado.',
      },
      mouse: {
        name: 'Agarre de ratón',
        use: 'Manejar el ratón: la mano se apoya sobre él y el índice hace clic.',
        pose: 'Los dedos se curvan suavemente hacia delante y el pulgar descansa a un lado.',
      },
    },
  },
  compare: {
    title: 'Compare nuestras manos',
    intro:
      'Nuestras manos, una junto a otra. Elija qué manos quiere comparar; el mejor valor de cada característica aparece destacado.',
    chooseHands: 'Manos que comparar',
    keepOne: 'La comparación debe incluir al menos una mano.',
    caption: 'Las manos elegidas, característica por característica',
    figure: 'Característica',
    rows: {
      price: 'Precio',
      weight: 'Peso',
      battery: 'Autonomía de la batería',
      charging: 'Tiempo de carga',
      gripForce: 'Fuerza de agarre',
      gripPatterns: 'Patrones de agarre',
      warranty: 'Garantía',
      grips: 'Agarres',
    },
    best: {
      price: 'precio más bajo',
      weight: 'menor peso',
      battery: 'mayor autonomía',
      charging: 'carga más rápida',
      gripForce: 'mayor fuerza',
      gripPatterns: 'más patrones de agarre',
      warranty: 'garantía más larga',
    },
    notPublished: 'dato no disponible',
    requestConsultation: 'Solicitar consulta',
    scrollRegion: 'Tabla comparativa',
  },
  clinics: {
    title: 'Buscar una clínica',
    intro:
      'Clínicas asociadas que adaptan nuestras manos. Busque por ciudad, país o nombre, u ordénelas por distancia.',
    search: 'Ciudad, país o nombre de la clínica',
    filters: 'Filtrar las clínicas',
    hand: 'Mano',
    anyHand: 'Cualquier mano',
    language: 'Idioma hablado',
    anyLanguage: 'Cualquier idioma',
    nearMe: 'Cerca de mí',
    locating: 'Buscando su ubicación…',
    sortedByDistance: 'Ordenadas por distancia, la más cercana primero.',
    denied: 'No se compartió su ubicación, así que las clínicas mantienen su orden habitual. Puede buscar por ciudad.',
    failed:
      'No se pudo determinar su ubicación, así que las clínicas mantienen su orden habitual. Puede buscar por ciudad.',
    shown: (count: number, f: Format) => `${f.number(count)} ${f.plural(count) === 'one' ? 'clínica' : 'clínicas'}`,
    none: 'Ninguna clínica coincide. Pruebe otra ciudad o borre los filtros.',
    clear: 'Borrar filtros',
    away: (km: number, f: Format) => `a ${f.kilometres(km)}`,
    fits: 'Adapta',
    speaks: 'Idiomas',
    phone: 'Teléfono',
    website: 'Sitio web',
    request: 'Solicitar consulta aquí',
    askTitle: (clinic: string) => `Solicite una consulta en ${clinic}`,
    list: 'Clínicas asociadas',
    map: (count: number, countries: string, f: Format) =>
      count === 0
        ? 'Mapa sin clínicas'
        : `Mapa de ${f.number(count)} ${f.plural(count) === 'one' ? 'clínica' : 'clínicas'} en ${countries}`,
    mapCredit: 'Mapa: Natural Earth',
    allClinics: 'Ver todas las clínicas asociadas',
    countries: {
      us: 'Estados Unidos',
      de: 'Alemania',
      es: 'España',
      ae: 'Emiratos Árabes Unidos',
      sa: 'Arabia Saudí',
      qa: 'Catar',
    },
    languages: {
      en: 'inglés',
      de: 'alemán',
      es: 'español',
      ar: 'árabe',
      fr: 'francés',
      tr: 'turco',
      ru: 'ruso',
      hi: 'hindi',
      ur: 'urdu',
    },
  },
  notFound: {
    title: '¡Vaya! Página no encontrada',
    text: 'La página que busca no existe o ha cambiado de dirección.',
    action: 'Volver al inicio',
  },
};
