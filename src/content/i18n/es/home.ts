/** Spanish: the words of home. */
import type { Format } from '../format';
import type { Words } from '../words';

export const words: Words<'home'> = {
  home: {
    hero: {
      eyebrow: 'Prótesis de mano mioeléctricas',
      title: 'Prótesis de mano que usted controla con sus músculos',
      text: (batteryHours: number, product: string, f: Format) =>
        `Prótesis de mano que responden a las señales de sus propios músculos, con hasta ${f.hours(batteryHours)} de autonomía en la ${product}.`,
      primary: 'Reservar consulta',
      secondary: 'Ver demostración',
      imageAlt: 'Ilustración de una mano protésica abierta que se extiende hacia delante',
    },
    featuresTitle: 'Por qué elegir Phoenix',
    features: {
      technology: {
        title: 'Tecnología avanzada',
        text: 'Control mioeléctrico con reconocimiento de patrones: unos sensores sobre la piel captan las señales de los músculos que usted contrae, y la mano convierte su patrón en un agarre. SmartHand AI añade la predicción de agarres asistida por inteligencia artificial.',
      },
      durable: {
        title: 'Resistente y fiable',
        text: (batteryHours: number, warrantyYears: number, f: Format) =>
          `Diseñadas para el día a día, con hasta ${f.hours(batteryHours)} de autonomía y garantías de hasta ${f.years(warrantyYears)}, según la mano.`,
      },
      fit: {
        title: 'Ajuste personalizado',
        text: 'Su técnico ortoprotésico moldea el encaje y ajusta los agarres a la medida de usted, la persona que lleva la mano.',
      },
      funding: {
        title: 'Ayuda con la cobertura',
        text: 'Preparamos los documentos que suele pedir quien paga y respondemos a sus preguntas sobre la mano.',
      },
    },
    productsTitle: 'Nuestras prótesis de mano',
    productsText: 'Tres manos, todas controladas con las señales de sus propios músculos.',
    viewAllProducts: 'Ver todos los productos',
    benefitsTitle: 'La vida con una mano Phoenix',
    benefits: [
      'Controle su mano con las señales de sus propios músculos',
      'Varios patrones de agarre para las tareas diarias',
      'Adaptación por un técnico ortoprotésico y entrenamiento con un terapeuta',
      'Ayuda con las preguntas sobre la cobertura y quién paga',
    ],
    benefitsLink: 'Conozca nuestra historia',
    benefitsFundingLink: 'Cómo se paga una mano',
    closing: {
      title: '¿Quiere dar el siguiente paso?',
      text: 'Hable con uno de nuestros especialistas clínicos sobre lo que una mano Phoenix puede hacer por usted.',
      action: 'Reservar consulta',
    },
  },
};
