/** Copy of the home page. */

export type FeatureIcon = 'chip' | 'shield' | 'fit' | 'award';

export const home = {
  hero: {
    eyebrow: 'Neural-controlled prosthetics',
    title: 'Move naturally again',
    text:
      'Prosthetic hands that respond to your own muscle signals and learn from every movement, ' +
      'with up to 16 hours of battery life.',
    primary: 'Schedule Consultation',
    secondary: 'Watch Demo',
    imageAlt: 'Illustration of a prosthetic hand, open and reaching forward',
  },
  featuresTitle: 'Why people choose Phoenix',
  features: [
    {
      icon: 'chip',
      title: 'Advanced Technology',
      text: 'Neural signal control and AI-assisted grips that respond the moment you think of moving.',
    },
    {
      icon: 'shield',
      title: 'Durable & Reliable',
      text: 'Built for daily life, with battery life up to 16 hours and warranties of up to five years.',
    },
    {
      icon: 'fit',
      title: 'Personalized Fit',
      text: 'Every socket is shaped and every grip tuned by our clinicians to the person who wears it.',
    },
    {
      icon: 'award',
      title: 'Award Winning',
      text: 'Recognised by clinicians and design juries for putting the people who wear our hands first.',
    },
  ] as ReadonlyArray<{ icon: FeatureIcon; title: string; text: string }>,
  productsTitle: 'Our prosthetic hands',
  productsText: 'Three hands, one goal: the movement you had in mind.',
  viewAllProducts: 'View All Products',
  learnMore: 'Learn more',
  benefitsTitle: 'Life with a Phoenix hand',
  benefits: [
    'Control your hand with your own muscle signals',
    'Grips that adapt to what you are holding',
    'Fitting, training and follow-up by our clinicians',
    'Help with insurance and funding questions',
    'Support around the clock, every day of the year',
  ],
  benefitsLink: 'Learn about our story',
  closing: {
    title: 'Ready to take the next step?',
    text: 'Talk to one of our clinicians about what a Phoenix hand could do for you. The first consultation is free.',
    action: 'Schedule Consultation',
  },
} as const;
