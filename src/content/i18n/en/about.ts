/** English: the words of about. */
export const words = {
  about: {
    title: 'About Us',
    intro: 'We build prosthetic hands that give people back the movements that matter to them.',
    missionTitle: 'Our Mission',
    mission: [
      'Phoenix Bionics exists to restore natural movement to people living with limb differences. We combine neural signal control with artificial intelligence so that a prosthetic hand follows intention, not instructions.',
      'Every hand we make is fitted by a prosthetist and supported by a team that listens first, because the best technology is the one that fits into your life.',
    ],
    statsTitle: 'Our impact in numbers',
    stats: {
      livesChanged: 'Lives changed',
      yearsExperience: 'Years experience',
      researchPartners: 'Research partners',
      satisfaction: 'Satisfaction',
    },
    /** A figure that is a floor ("10,000+"). */
    atLeast: (figure: string) => `${figure}+`,
    valuesTitle: 'Our Core Values',
    values: {
      care: {
        title: 'Patient-Centered Care',
        text: 'Every decision starts with the people who wear our hands and their families.',
      },
      innovation: {
        title: 'Innovation',
        text: 'We turn research in neural control and machine learning into everyday movement.',
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
        text: 'Phoenix Bionics is founded by engineers and clinicians with one goal: natural movement.',
      },
      firstProduct: { title: 'First commercial product', text: 'Our first neural-controlled hand reaches patients.' },
      expansion: {
        title: 'Global expansion',
        text: 'Partner clinics outside the United States begin fitting Phoenix hands.',
      },
      nextGeneration: { title: 'Next generation', text: 'AI-assisted grips arrive with SmartHand AI.' },
    },
  },
};
