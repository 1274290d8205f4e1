import type { Articles } from '../en/articles';
import type { Format } from '../format';
import { fitting } from '../../files/fitting-words/es';
import { funding } from '../../files/funding-words/es';
import { notices } from './notices';

/** The words of the site's long pages in Spanish: the same shape as en/articles.ts. */
export const articles: Articles = {
  funding,
  fitting: {
    ...fitting,
    /** Whom each hand suits, with its figures (the page's other words: content/pages/fitting.es.md). */
    suits: {
      'neural-pro-x1': (patterns: number, newtons: number, f: Format) =>
        `La mayor cantidad de patrones de agarre de nuestras manos (${f.number(patterns)}) y una fuerza de agarre de hasta ${f.number(newtons)} N. Para quien quiere un agarre para cada tarea.`,
      'flexigrip-elite': (grams: number, minutes: number, f: Format) =>
        `Nuestra mano más ligera (${f.grams(grams)}), cargada en ${f.duration(minutes)}. Para quien lleva la mano todo el día y valora la comodidad.`,
      'smarthand-ai': (hours: number, years: number, f: Format) =>
        `Predicción de agarres asistida por inteligencia artificial, la mayor autonomía (${f.hours(hours)}) y la garantía más larga (${f.years(years)}) de nuestras manos.`,
    },
  },
  faq: {
    title: 'Preguntas frecuentes',
    intro: 'Lo que pacientes y familias nos preguntan a menudo. ¿No encuentra su pregunta? Escríbanos.',
    note: 'Estas respuestas son información general, no consejo médico.',
    items: {
      cost: {
        question: '¿Cuánto cuesta una mano Phoenix?',
        answer: (prices: string) =>
          `Los precios empiezan en ${prices}. Lo que paga usted depende de su seguro o de su sistema público de salud.`,
      },
      afterInsurance: {
        question: '¿Cuánto pagaré después de la cobertura?',
        answer:
          'Depende de quién paga y de su plan. Nuestra página sobre cómo se paga una mano explica las normas de Estados Unidos, Alemania y España, con sus fuentes oficiales. Envíenos una pregunta sobre la cobertura. Le ayudamos a averiguarlo antes de pedir nada.',
      },
      consultation: {
        question: '¿Qué ocurre en la consulta?',
        answer:
          'Hablamos de sus objetivos, su día a día y la pérdida o ausencia de su mano o brazo. Le mostramos las manos y le explicamos los siguientes pasos y cómo suele funcionar la financiación. Traiga sus preguntas. Traiga también sus informes médicos y los datos de su seguro, si los tiene.',
      },
      howLong: {
        question: '¿Cuánto tardaré en tener mi mano?',
        answer:
          'De la primera consulta a la adaptación suelen pasar de unas semanas a unos meses. Depende sobre todo de lo rápido que se apruebe la financiación. Después viene el entrenamiento con un terapeuta.',
      },
      control: {
        question: '¿Cómo controlo la mano?',
        answer:
          'Unos sensores sobre la piel de su muñón captan las señales de los músculos que usted contrae. La mano las convierte en un agarre. No lee pensamientos. SmartHand AI además predice el agarre que probablemente necesitará.',
      },
      suits: {
        question: '¿Es una mano Phoenix adecuada para mí o para mi hijo?',
        answer:
          'Depende de la pérdida o ausencia de su mano o brazo y de su muñón. Solo una evaluación puede decirlo. Pregúntenos y se lo diremos con franqueza.',
      },
      warranty: {
        question: '¿Qué garantía tienen las manos?',
        answer: (warranties: string) => `La garantía es de ${warranties}.`,
      },
      repairs: {
        question: '¿Qué pasa si mi mano necesita una reparación?',
        answer:
          'Póngase en contacto con nuestra asistencia. Respondemos en nuestro horario. Durante la garantía, reparamos o sustituimos la mano según sus condiciones de garantía. Ante una urgencia médica, llame al número de emergencias de su zona.',
      },
      battery: {
        question: '¿Cuánto dura la batería?',
        answer: (batteries: string) => `Con una carga completa, hasta ${batteries}, según cómo use la mano.`,
      },
      charging: {
        question: '¿Cuánto tarda la carga?',
        answer: (times: string) => `Una carga completa tarda ${times}.`,
      },
      languages: {
        question: '¿En qué idiomas puedo escribirles?',
        answer: 'En español, inglés, alemán o árabe, los idiomas de este sitio.',
      },
      data: {
        question: '¿Qué datos guardan sobre mí?',
        answer: (collected: string, kept: string) =>
          `Lo que nos envía en el formulario y lo que el formulario añade: ${collected}. Solo lo usamos para responderle. ${kept}`,
      },
    },
    /** El dato de una mano en una respuesta: «2 años (FlexiGrip Elite)». */
    figureOf: (product: string, figure: string) => `${figure} (${product})`,
  },
  ...notices,
};
