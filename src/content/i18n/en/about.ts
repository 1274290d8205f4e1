/** English: the words of about. */
export const words = {
  about: {
    title: 'About Us',
    intro: 'We build prosthetic hands that give people back the movements that matter to them.',
    missionTitle: 'Our Mission',
    mission: [
      'Phoenix Bionics builds prosthetic hands for people living with limb differences. Our hands are controlled by the signals of the muscles you tense (myoelectric control); they recognize the pattern of those signals to choose the grip you trained.',
      'Every hand we make is fitted by a prosthetist and supported by a team that listens first, because the best technology is the one that fits into your life.',
    ],
    valuesTitle: 'Our Core Values',
    values: {
      care: {
        title: 'Patient-Centered Care',
        text: 'Every decision starts with the people who wear our hands and their families.',
      },
      innovation: {
        title: 'Innovation',
        text: 'We turn research in muscle-signal control and machine learning into hands for everyday tasks.',
      },
      collaboration: { title: 'Collaboration', text: 'We work with clinicians, researchers and patients as one team.' },
      excellence: {
        title: 'Excellence',
        text: 'We hold every hand to the standard we would want for our own families.',
      },
    },
    timelineTitle: 'Our Journey',
    milestones: {
      founded: {
        title: 'Founded',
        text: 'Engineers and clinicians found Phoenix Bionics.',
      },
      firstProduct: { title: 'First commercial product', text: 'Our first myoelectric hand reaches patients.' },
      expansion: {
        title: 'Global expansion',
        text: 'Partner clinics outside the United States begin fitting Phoenix hands.',
      },
      nextGeneration: { title: 'Next generation', text: 'AI-assisted grips arrive with SmartHand AI.' },
    },
  },
};
