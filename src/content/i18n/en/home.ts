/** English: the words of home. */
import type { Format } from '../format';

export const words = {
  home: {
    hero: {
      eyebrow: 'Myoelectric prosthetic hands',
      title: 'Prosthetic hands you control with your muscles',
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
        text: 'Myoelectric control with pattern recognition: sensors on your skin pick up the signals of the muscles you tense, and the hand turns their pattern into a grip. SmartHand AI adds AI-assisted grip prediction.',
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
      funding: {
        title: 'Help with paying',
        text: 'We prepare the papers payers often ask for, and answer your payer’s questions about the hand.',
      },
    },
    productsTitle: 'Our prosthetic hands',
    productsText: 'Three hands, each controlled by your own muscle signals.',
    viewAllProducts: 'View All Products',
    benefitsTitle: 'Life with a Phoenix hand',
    benefits: [
      'Control your hand with your own muscle signals',
      'A choice of grip patterns for everyday tasks',
      'Fitting by a prosthetist, and training with a therapist',
      'Help with insurance and funding questions',
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
