/** German: the words of about. */
import type { Words } from '../words';

export const words: Words<'about'> = {
  about: {
    title: 'Über uns',
    intro: 'Wir bauen Handprothesen, die Menschen die Bewegungen zurückgeben, auf die es ihnen ankommt.',
    missionTitle: 'Unsere Mission',
    mission: [
      'Phoenix Bionics hat ein Ziel: Menschen, denen eine Hand oder ein Arm fehlt – von Geburt an oder nach einer Amputation –, mehr Bewegung im Alltag zu ermöglichen. Unsere Hände werden mit den Signalen der Muskeln gesteuert, die Sie anspannen (myoelektrische Steuerung). Sie erkennen das Muster dieser Signale und wählen so den Griff, den Sie trainiert haben.',
      'Jede unserer Hände passt ein Sanitätshaus an, und ein Team, das zuerst zuhört, begleitet Sie. Denn die beste Technik ist die, die zu Ihrem Leben passt.',
    ],
    valuesTitle: 'Unsere Werte',
    values: {
      care: {
        title: 'Der Mensch im Mittelpunkt',
        text: 'Jede Entscheidung beginnt bei den Menschen, die unsere Hände tragen, und bei ihren Familien.',
      },
      innovation: {
        title: 'Innovation',
        text: 'Wir machen aus Forschung zu Muskelsignalsteuerung und maschinellem Lernen Hände für alltägliche Aufgaben.',
      },
      collaboration: {
        title: 'Zusammenarbeit',
        text: 'Wir arbeiten mit Fachleuten aus Klinik und Forschung und mit Patientinnen und Patienten als ein Team.',
      },
      excellence: {
        title: 'Höchste Qualität',
        text: 'Wir messen jede Hand an dem Anspruch, den wir für unsere eigene Familie hätten.',
      },
    },
    timelineTitle: 'Unser Weg',
    milestones: {
      founded: {
        title: 'Gründung',
        text: 'Fachleute aus Technik und Klinik gründen Phoenix Bionics.',
      },
      firstProduct: {
        title: 'Erstes Serienprodukt',
        text: 'Unsere erste myoelektrische Hand erreicht die ersten Patientinnen und Patienten.',
      },
      expansion: {
        title: 'Weltweites Wachstum',
        text: 'Versorger außerhalb der USA beginnen, Phoenix-Hände anzupassen.',
      },
      nextGeneration: { title: 'Die nächste Generation', text: 'Mit SmartHand AI kommen KI-gestützte Griffe.' },
    },
  },
};
