/** German: the words of about. */
import type { Words } from '../words';

export const words: Words<'about'> = {
  about: {
    title: 'Über uns',
    intro: 'Wir bauen Handprothesen, die Menschen die Bewegungen zurückgeben, auf die es ihnen ankommt.',
    missionTitle: 'Unsere Mission',
    mission: [
      'Phoenix Bionics hat ein Ziel: Menschen, denen eine Hand oder ein Arm fehlt – von Geburt an oder nach einer Amputation –, natürliche Bewegung zu ermöglichen. Wir verbinden neuronale Signalsteuerung mit künstlicher Intelligenz. So folgt die Prothese der eigenen Absicht, nicht starren Befehlen.',
      'Jede unserer Hände passt ein Sanitätshaus an, und ein Team, das zuerst zuhört, begleitet Sie. Denn die beste Technik ist die, die zu Ihrem Leben passt.',
    ],
    statsTitle: 'Unsere Arbeit in Zahlen',
    stats: {
      livesChanged: 'Versorgte Menschen',
      yearsExperience: 'Jahre Erfahrung',
      researchPartners: 'Forschungspartner',
      satisfaction: 'Zufriedenheit',
    },
    atLeast: (figure: string) => `${figure}+`,
    valuesTitle: 'Unsere Werte',
    values: {
      care: {
        title: 'Der Mensch im Mittelpunkt',
        text: 'Jede Entscheidung beginnt bei den Menschen, die unsere Hände tragen, und bei ihren Familien.',
      },
      innovation: {
        title: 'Innovation',
        text: 'Wir machen aus Forschung zu neuronaler Steuerung und maschinellem Lernen Bewegung für den Alltag.',
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
        text: 'Fachleute aus Technik und Klinik gründen Phoenix Bionics – mit einem Ziel: natürliche Bewegung.',
      },
      firstProduct: {
        title: 'Erstes Serienprodukt',
        text: 'Unsere erste neuronal gesteuerte Hand erreicht die ersten Patientinnen und Patienten.',
      },
      expansion: {
        title: 'Weltweites Wachstum',
        text: 'Versorger außerhalb der USA beginnen, Phoenix-Hände anzupassen.',
      },
      nextGeneration: { title: 'Die nächste Generation', text: 'Mit SmartHand AI kommen KI-gestützte Griffe.' },
    },
  },
};
