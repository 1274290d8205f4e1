import type { Articles } from './articles.en';
import type { Format } from '../format';
import { noticesEs } from './notices.es';

/** The words of the site's long pages in Spanish: the same shape as articles.en.ts. */
export const articlesEs: Articles = {
  funding: {
    title: 'Cómo se paga una mano',
    intro:
      'Una prótesis de mano suele pagarla, total o parcialmente, un seguro médico, un sistema público de salud u otro pagador. Esta página explica cómo suele funcionar y enlaza cada afirmación con su fuente oficial. Es información general, no asesoramiento jurídico ni de seguros: las normas cambian y quien paga decide cada caso.',
    source: 'Fuente:',
    regions: {
      us: 'En Estados Unidos',
      de: 'En Alemania',
      es: 'En España',
      elsewhere: 'En otros países',
    },
    items: {
      medicare: {
        title: 'Medicare',
        text: 'La Parte B de Medicare cubre los dispositivos protésicos, entre ellos las extremidades artificiales, cuando los prescribe un médico inscrito en Medicare y los suministra un proveedor inscrito en Medicare. Tras el deducible de la Parte B, usted suele pagar el 20 % del importe aprobado por Medicare.',
      },
      privateInsurance: {
        title: 'Seguro privado',
        text: 'Lo que paga un plan privado por una prótesis, y si debe aprobarla antes, depende del plan: pida a su aseguradora su política escrita sobre prótesis de miembro superior. Los planes del Health Insurance Marketplace deben cubrir servicios y dispositivos de rehabilitación y habilitación.',
      },
      va: {
        title: 'Asuntos de Veteranos (VA)',
        text: 'Los veteranos inscritos en la atención sanitaria de la VA que necesitan médicamente una prótesis suelen recibirla a través de su Prosthetic and Sensory Aids Service. Algunos programas tienen requisitos adicionales.',
      },
      workersComp: {
        title: 'Indemnización laboral (workers’ compensation)',
        text: 'Si perdió la mano en un accidente de trabajo, la indemnización laboral suele pagar su tratamiento médico. Los empleados federales están cubiertos por los programas del Departamento de Trabajo; los demás deben dirigirse a la junta de indemnización laboral de su estado y preguntar si incluye la prótesis.',
      },
      letter: {
        title: 'Una carta de necesidad médica',
        text: 'Quien paga suele pedir una prescripción y una carta de su médico que explique por qué la mano es médicamente necesaria: la pérdida o ausencia de su mano o brazo, las tareas diarias que le permite hacer y por qué un dispositivo más sencillo no bastaría.',
      },
      prescription: {
        title: 'La prescripción',
        text: 'El seguro médico público alemán cubre las prótesis necesarias en cada caso para compensar una discapacidad (§ 33 SGB V). Todo empieza con la prescripción de su médico.',
      },
      estimate: {
        title: 'El presupuesto',
        text: 'Con la prescripción, su técnico ortopédico suele preparar un presupuesto (Kostenvoranschlag) y enviarlo a su caja de seguro médico (Krankenkasse). El catálogo de ayudas técnicas del GKV-Spitzenverband (Hilfsmittelverzeichnis) fija los requisitos de calidad de una prótesis.',
      },
      approval: {
        title: 'La aprobación de la Krankenkasse',
        text: 'Su Krankenkasse decide si asume el coste (Kostenübernahme). La cobertura incluye el entrenamiento en el uso de la prótesis y las reparaciones y sustituciones necesarias. Los adultos suelen pagar una pequeña aportación legal.',
      },
      appeal: {
        title: 'Si la respuesta es no',
        text: 'Puede recurrir una denegación (Widerspruch) en el plazo de un mes desde que la recibe; la resolución indica dónde y cómo. Un informe de su médico suele ayudar.',
      },
      benefit: {
        title: 'La prestación ortoprotésica',
        text: 'La prestación ortoprotésica del Sistema Nacional de Salud incluye las prótesis externas, entre ellas las de miembro superior. Un médico del servicio público de salud, normalmente especialista, prescribe la prótesis.',
      },
      regional: {
        title: 'Diferencias entre comunidades',
        text: 'Cada comunidad autónoma gestiona la prestación: qué productos financia, hasta qué importe y si paga directamente al establecimiento o le reembolsa a usted varían de una comunidad a otra. Pregunte a su servicio de salud autonómico qué normas le corresponden.',
      },
      ask: {
        title: 'Qué preguntar a su aseguradora o servicio de salud',
        text: 'Viva donde viva, estas preguntas suelen aclararle su situación:',
      },
    },
    questions: [
      '¿Cubren las prótesis mioeléctricas de miembro superior, y hasta qué importe?',
      '¿Qué prescripción y qué documentos necesitan de mí y de mi médico?',
      '¿Deben aprobar la mano antes de la adaptación?',
      '¿Con qué proveedores y clínicas trabajan?',
      '¿Cómo recurro si la deniegan?',
    ],
    helpTitle: 'Cómo le ayudamos',
    help: 'Preparamos los documentos que quien paga suele pedir: una descripción y las especificaciones de la mano que elija y un presupuesto. Ayudamos a su médico con lo que suele incluir una carta de necesidad médica y respondemos a las preguntas de quien paga sobre la mano. No podemos decidir ni prometer lo que pagará.',
    helpAction: 'Preguntar sobre la cobertura',
  },
  fitting: {
    title: 'Cómo es la adaptación',
    intro:
      'De la primera conversación a la vida diaria con su mano, una adaptación es una serie de pasos con usted, su médico, un técnico ortopédico y un terapeuta. De la primera consulta a la adaptación suelen pasar de unas semanas a unos meses, sobre todo según lo rápido que se apruebe la financiación y cómo haya cicatrizado su muñón.',
    who: 'Quién participa',
    time: 'Cuánto dura',
    steps: {
      consultation: {
        title: 'Consulta',
        text: 'Hablamos de sus objetivos, su día a día y la pérdida o ausencia de su mano o brazo, le mostramos las manos y le explicamos los siguientes pasos y cómo suele funcionar la financiación.',
        who: 'Usted, su familia si lo desea, un especialista de nuestro equipo clínico',
        time: 'Normalmente alrededor de una hora',
      },
      assessment: {
        title: 'Evaluación',
        text: 'Su técnico ortopédico examina su muñón y mide las señales de sus músculos con sensores sobre la piel, para ver cómo puede controlar una mano. Su médico extiende la prescripción.',
        who: 'Su técnico ortopédico, su médico',
        time: 'Una o dos citas',
      },
      trial: {
        title: 'Encaje de prueba y ensayo',
        text: 'Se fabrica un encaje de prueba y se ajusta hasta que asienta bien, y usted prueba la mano con él.',
        who: 'Su técnico ortopédico',
        time: 'Normalmente varias citas a lo largo de unas semanas',
      },
      fitting: {
        title: 'Adaptación',
        text: 'Se fabrica su encaje definitivo y la mano se configura y ajusta a sus señales musculares y a los agarres que necesita.',
        who: 'Su técnico ortopédico, un especialista de nuestro equipo clínico',
        time: 'Normalmente una o dos citas',
      },
      training: {
        title: 'Entrenamiento con un terapeuta',
        text: 'Un terapeuta ocupacional le enseña a controlar la mano y a usarla en las tareas diarias.',
        who: 'Un terapeuta ocupacional',
        time: 'Normalmente varias sesiones a lo largo de semanas o meses',
      },
      followUp: {
        title: 'Seguimiento',
        text: 'Revisiones, ajustes cuando cambia su muñón y reparaciones en garantía. Para urgencias, nuestra asistencia está disponible las 24 horas.',
        who: 'Su técnico ortopédico, nuestro equipo de asistencia',
        time: 'Mientras lleve la mano',
      },
    },
    suitsTitle: 'A quién conviene cada mano',
    suitsIntro:
      'Todas nuestras manos se controlan con las señales de los músculos de su muñón. Si una mano conviene a su nivel de amputación o de ausencia congénita, y si conviene a un niño, solo lo dirá la evaluación: pregúntenos.',
    suits: {
      'neural-pro-x1': (patterns: number, newtons: number, f: Format) =>
        `La mayor cantidad de patrones de agarre de nuestra gama (${f.number(patterns)}) y una fuerza de agarre de hasta ${f.number(newtons)} N: para quien quiere un agarre para cada tarea.`,
      'flexigrip-elite': (grams: number, minutes: number, f: Format) =>
        `Nuestra mano más ligera (${f.grams(grams)}), cargada en ${f.duration(minutes)}: para quien lleva la mano todo el día y valora la comodidad.`,
      'smarthand-ai': (hours: number, years: number, f: Format) =>
        `Predicción de agarres asistida por inteligencia artificial, la mayor autonomía (${f.hours(hours)}) y la garantía más larga (${f.years(years)}) de nuestra gama.`,
    },
    askUs: 'Pregúntenos si una mano le conviene',
  },
  faq: {
    title: 'Preguntas frecuentes',
    intro: 'Lo que pacientes y familias nos preguntan a menudo. ¿No encuentra su pregunta? Escríbanos.',
    items: {
      cost: {
        question: '¿Cuánto cuesta una mano Phoenix?',
        answer: (prices: string) =>
          `Precios de partida: ${prices}. Lo que paga usted depende de su seguro o de su sistema público de salud.`,
      },
      afterInsurance: {
        question: '¿Cuánto pagaré después de la cobertura?',
        answer:
          'Depende de su cobertura: con Medicare, por ejemplo, suele quedarle el 20 % del importe aprobado tras el deducible, y con una Krankenkasse alemana, una pequeña aportación. Envíenos una pregunta sobre la cobertura y le ayudamos a averiguarlo antes de pedir nada.',
      },
      consultation: {
        question: '¿Qué ocurre en la consulta?',
        answer:
          'Hablamos de sus objetivos, su día a día y la pérdida o ausencia de su mano o brazo, le mostramos las manos y le explicamos los siguientes pasos y cómo suele funcionar la financiación. Traiga sus preguntas y, si los tiene, sus informes médicos y los datos de su seguro.',
      },
      howLong: {
        question: '¿Cuánto tardaré en tener mi mano?',
        answer:
          'De la primera consulta a la adaptación suelen pasar de unas semanas a unos meses, sobre todo según lo rápido que se apruebe la financiación. Después viene el entrenamiento con un terapeuta.',
      },
      control: {
        question: '¿Cómo controlo la mano?',
        answer:
          'Unos sensores sobre la piel de su muñón captan las señales de los músculos que usted contrae, y la mano las convierte en un agarre. No lee pensamientos. SmartHand AI además predice el agarre que probablemente necesitará.',
      },
      suits: {
        question: '¿Es una mano Phoenix adecuada para mí o para mi hijo?',
        answer:
          'Depende de su nivel de amputación y de su muñón, y eso solo lo dice una evaluación. Pregúntenos y se lo diremos con franqueza.',
      },
      warranty: {
        question: '¿Qué garantía tienen las manos?',
        answer: (warranties: string) => `Garantía: ${warranties}.`,
      },
      repairs: {
        question: '¿Qué pasa si mi mano necesita una reparación?',
        answer:
          'Póngase en contacto con nuestra asistencia: las 24 horas para urgencias y, si no, en nuestro horario. Durante la garantía reparamos o sustituimos la mano según sus condiciones de garantía.',
      },
      battery: {
        question: '¿Cuánto dura la batería?',
        answer: (batteries: string) => `Con una carga completa, hasta: ${batteries}, según el uso.`,
      },
      charging: {
        question: '¿Cuánto tarda la carga?',
        answer: (times: string) => `Tiempo de carga completa: ${times}.`,
      },
      languages: {
        question: '¿En qué idiomas puedo escribirles?',
        answer: 'En español, inglés, alemán o árabe, los idiomas de este sitio.',
      },
      data: {
        question: '¿Qué datos guardan sobre mí?',
        answer: (days: string) =>
          `Solo lo que nos envía en el formulario: su nombre, su correo electrónico, su teléfono si lo indica, el tipo de consulta, el asunto y el mensaje. Los usamos para responderle y los borramos a los ${days} días, o antes si nos lo pide.`,
      },
    },
    figureOf: (product: string, figure: string) => `${product}: ${figure}`,
  },
  ...noticesEs,
};
