/** Spanish: the words of home. */
import type { Format } from '../format';
import type { Words } from '../words';

export const words: Words<'home'> = {
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
    featuresTitle: 'Por qué elegir Phoenix',
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
        text: 'Su técnico ortoprotésico moldea el encaje y ajusta los agarres a la medida de usted, la persona que lleva la mano.',
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
      'Varios patrones de agarre para las tareas diarias',
      'Adaptación por un técnico ortoprotésico y entrenamiento con un terapeuta',
      'Ayuda con las preguntas sobre la cobertura y quién paga',
      'Asistencia urgente las 24 horas para problemas con su mano y respuesta en menos de 24 horas',
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
