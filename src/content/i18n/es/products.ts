/** Spanish: the words of products. */
import type { Format } from '../format';
import type { Words } from '../words';

export const words: Words<'products'> = {
  products: {
    title: 'Nuestros productos',
    intro: 'Tres prótesis de mano, cada una adaptada por un técnico ortoprotésico a la persona que la lleva.',
    keyFeatures: 'Características principales',
    specifications: 'Especificaciones',
    requestConsultation: 'Solicitar consulta',
    closingTitle: '¿No sabe qué mano es la más adecuada para usted?',
    closingText: 'Le ayudamos a elegir una mano. Un técnico ortoprotésico la adapta y un terapeuta le enseña a usarla.',
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
      myoelectricControl: 'Control mioeléctrico con reconocimiento de patrones',
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
        summary: 'Nuestra mano con más patrones de agarre, con un agarre para cada tarea.',
        description:
          'La Neural Pro X1 capta las señales de los músculos que usted contrae en su muñón y convierte su patrón en un agarre. Sus patrones de agarre abarcan desde un apretón de manos firme hasta recoger una moneda.',
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
          'SmartHand AI aprende sus movimientos y se anticipa al agarre que usted necesita. Tiene la mayor autonomía y la garantía más larga de nuestra gama.',
        imageAlt: 'Ilustración de la SmartHand AI: una mano protésica con un diseño de circuitos en la palma',
      },
    },
  },
};
