/** English: the words of products. */
import type { Format } from '../format';

export const words = {
  products: {
    title: 'Our Products',
    intro: 'Three prosthetic hands, each fitted by a prosthetist to the person who wears it.',
    keyFeatures: 'Key features',
    specifications: 'Specifications',
    requestConsultation: 'Request Consultation',
    closingTitle: 'Not sure which hand is right for you?',
    closingText: 'We help you choose a hand. A prosthetist fits it, and a therapist helps you learn to use it.',
    closingAction: 'Schedule Consultation',
    seeGrips: 'See its grips',
    compareLink: 'Compare the hands',
    price: (usd: number, f: Format) => `Starting at ${f.usd(usd)}`,
    specs: {
      weight: 'Weight',
      battery: 'Battery life',
      charging: 'Charging time',
      gripForce: 'Grip force',
      warranty: 'Warranty',
      gripPatterns: 'Grip patterns',
    },
    /** Grip force, given in newtons. */
    upToNewtons: (newtons: number, f: Format) => `Up to ${f.number(newtons)} N`,
    features: {
      gripPatterns: (count: number, f: Format) =>
        `${f.number(count)} grip ${f.plural(count) === 'one' ? 'pattern' : 'patterns'}`,
      myoelectricControl: 'Myoelectric control with pattern recognition',
      battery: (hours: number, f: Format) => `${f.number(hours)}-hour battery life`,
      gripForce: (newtons: number, f: Format) => `Grip force up to ${f.number(newtons)} N`,
      lightweight: (grams: number, f: Format) => `Lightweight ${f.grams(grams)} design`,
      fastCharging: (minutes: number, f: Format) => `Charges in ${f.duration(minutes)}`,
      gripPrediction: 'AI-assisted grip prediction',
      warranty: (years: number, f: Format) => `${f.number(years)}-year warranty`,
    },
    items: {
      'neural-pro-x1': {
        summary: 'Our hand with the most grip patterns, for a grip for every task.',
        description:
          'The Neural Pro X1 picks up the signals of the muscles you tense in your residual limb and turns their pattern into a grip. Its grip patterns cover everything from a firm handshake to picking up a coin.',
        imageAlt: 'Illustration of the Neural Pro X1: a dark prosthetic hand with a glowing sensor band at the wrist',
      },
      'flexigrip-elite': {
        summary: 'A light, nimble hand for all-day comfort.',
        description:
          'The FlexiGrip Elite is our lightest hand, built for all-day comfort. Its grip patterns and a quick charge keep up with a busy day.',
        imageAlt: 'Illustration of the FlexiGrip Elite: a slim, light prosthetic hand with flexible finger joints',
      },
      'smarthand-ai': {
        summary: 'An AI-assisted hand that learns how you move.',
        description:
          'SmartHand AI learns your movements and anticipates the grip you need. It has the longest battery life and the longest warranty of our range.',
        imageAlt: 'Illustration of the SmartHand AI: a prosthetic hand with a circuit pattern on the palm',
      },
    },
  },
};
