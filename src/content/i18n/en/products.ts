/** English: the words of products. */
import type { Format } from '../format';
import { items } from '../../files/product-words/en';

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
    /** Each hand's words: content/products/<id>.en.md. */
    items,
  },
};
