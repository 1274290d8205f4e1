/** Spanish: the words of products. */
import type { Words } from '../words';

export const words: Words<'products'> = {
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
    price: (price: string) => `Desde ${price}`,
    specs: {
      weight: 'Peso',
      battery: 'Autonomía de la batería',
      charging: 'Tiempo de carga',
      gripForce: 'Fuerza de agarre',
      warranty: 'Garantía',
      gripPatterns: 'Patrones de agarre',
    },
    upToNewtons: (newtons: string) => `Hasta ${newtons} N`,
    features: {
      gripPatterns: (count: string) => `${count} patrones de agarre`,
      neuralControl: 'Control por señales neurales',
      battery: (hours: string) => `Batería con ${hours} horas de autonomía`,
      gripForce: (newtons: string) => `Fuerza de agarre de hasta ${newtons} N`,
      lightweight: (weight: string) => `Diseño ligero de solo ${weight}`,
      fastCharging: (duration: string) => `Carga completa en ${duration}`,
      gripPrediction: 'Predicción del agarre asistida por inteligencia artificial',
      warranty: (years: string) => `Garantía de ${years} años`,
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
};
