/** Spanish: the words of about. */
import type { Words } from '../words';

export const words: Words<'about'> = {
  about: {
    title: 'Sobre nosotros',
    intro: 'Fabricamos prótesis de mano que devuelven a las personas los movimientos que más les importan.',
    missionTitle: 'Nuestra misión',
    mission: [
      'Phoenix Bionics existe para devolver movimiento en el día a día a las personas que han perdido una mano o un brazo o nacieron sin ellos. Nuestras manos se controlan con las señales de los músculos que usted contrae (control mioeléctrico): reconocen el patrón de esas señales para elegir el agarre que usted entrenó.',
      'Cada mano que fabricamos la adapta un técnico ortoprotésico, y la acompaña un equipo que primero escucha, porque la mejor tecnología es la que encaja en su vida.',
    ],
    valuesTitle: 'Nuestros valores',
    values: {
      care: {
        title: 'Atención centrada en el paciente',
        text: 'Cada decisión empieza por las personas que llevan nuestras manos y por sus familias.',
      },
      innovation: {
        title: 'Innovación',
        text: 'Convertimos la investigación en control por señales musculares y aprendizaje automático en manos para las tareas diarias.',
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
        text: 'Un equipo de ingenieros y profesionales clínicos funda Phoenix Bionics.',
      },
      firstProduct: {
        title: 'Primer producto comercial',
        text: 'Nuestra primera mano mioeléctrica llega a los pacientes.',
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
};
