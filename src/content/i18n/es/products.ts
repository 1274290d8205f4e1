/** Spanish: the words of products. */
import type { Format } from '../format';
import type { Words } from '../words';
import { items } from '../../files/product-words/es';

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
    /** Each hand's words: content/products/<id>.es.md. */
    items,
  },
};
