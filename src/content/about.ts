/** Copy of the about page: mission, statistics, values, timeline. */

export type ValueIcon = 'heart' | 'spark' | 'people' | 'award';

export const about = {
  title: 'About Us',
  intro: 'We build prosthetic hands that give people back the movements that matter to them.',
  missionTitle: 'Our Mission',
  mission: [
    'Phoenix Bionics exists to restore natural movement to people living with limb differences. ' +
      'We combine neural signal control with artificial intelligence so that a prosthetic hand follows intention, not instructions.',
    'Every hand we make is fitted, tuned and supported by clinicians who listen first, ' +
      'because the best technology is the one that fits into your life.',
  ],
  statsTitle: 'Our impact in numbers',
  stats: [
    { value: '10,000+', label: 'Lives changed' },
    { value: '15+', label: 'Years experience' },
    { value: '50+', label: 'Research partners' },
    { value: '98%', label: 'Satisfaction' },
  ],
  valuesTitle: 'Our Core Values',
  values: [
    { icon: 'heart', title: 'Patient-Centered Care', text: 'Every decision starts with the people who wear our hands and their families.' },
    { icon: 'spark', title: 'Innovation', text: 'We turn research in neural control and machine learning into everyday movement.' },
    { icon: 'people', title: 'Collaboration', text: 'We work with clinicians, researchers and patients as one team.' },
    { icon: 'award', title: 'Excellence', text: 'We hold every hand to the standard we would want for our own families.' },
  ] as ReadonlyArray<{ icon: ValueIcon; title: string; text: string }>,
  timelineTitle: 'Our Journey',
  timeline: [
    { year: '2009', title: 'Founded', text: 'Phoenix Bionics is founded by engineers and clinicians with one goal: natural movement.' },
    { year: '2015', title: 'First commercial product', text: 'Our first neural-controlled hand reaches patients.' },
    { year: '2020', title: 'Global expansion', text: 'Clinics and research partners on four continents fit Phoenix hands.' },
    { year: '2024', title: 'Next generation', text: 'AI-assisted grips arrive with SmartHand AI.' },
  ],
} as const;
