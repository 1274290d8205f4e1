/** English: the words of home. */
import type { Format } from '../format';

export const words = {
  home: {
    hero: {
      eyebrow: 'Neural-controlled prosthetics',
      title: 'Move naturally again',
      text: (batteryHours: number, product: string, f: Format) =>
        `Prosthetic hands that respond to your own muscle signals, with up to ${f.hours(batteryHours)} of battery life in the ${product}.`,
      primary: 'Schedule Consultation',
      secondary: 'Watch Demo',
      imageAlt: 'Illustration of a prosthetic hand, open and reaching forward',
    },
    featuresTitle: 'Why people choose Phoenix',
    features: {
      technology: {
        title: 'Advanced Technology',
        text: 'Myoelectric control reads the muscles you tense; SmartHand AI adds AI-assisted grip prediction.',
      },
      durable: {
        title: 'Durable & Reliable',
        text: (batteryHours: number, warrantyYears: number, f: Format) =>
          `Built for daily life, with battery life of up to ${f.hours(batteryHours)} and warranties of up to ${f.years(warrantyYears)}, depending on the hand.`,
      },
      fit: {
        title: 'Personalized Fit',
        text: 'Your prosthetist shapes the socket and sets up the grips for you, the person who wears the hand.',
      },
      award: {
        title: 'Award Winning',
        text: 'Designed with clinicians and with the people who wear our hands, and tested with them before release.',
      },
    },
    productsTitle: 'Our prosthetic hands',
    productsText: 'Three hands, one goal: the movement you had in mind.',
    viewAllProducts: 'View All Products',
    benefitsTitle: 'Life with a Phoenix hand',
    benefits: [
      'Control your hand with your own muscle signals',
      'A choice of grip patterns for everyday tasks',
      'Fitting by a prosthetist, and training with a therapist',
      'Help with insurance and funding questions',
      '24/7 emergency support for problems with your hand, and answers within 24 hours',
    ],
    benefitsLink: 'Learn about our story',
    benefitsFundingLink: 'How paying for a hand works',
    closing: {
      title: 'Ready to take the next step?',
      text: 'Talk to one of our clinicians about what a Phoenix hand could do for you.',
      action: 'Schedule Consultation',
    },
  },
};
