/** The three products. Figures are those of the site specification. */

export type ProductId = 'neural-pro-x1' | 'flexigrip-elite' | 'smarthand-ai';

export interface Product {
  id: ProductId;
  name: string;
  price: string;
  summary: string;
  description: string;
  /** Text alternative of the product illustration. */
  imageAlt: string;
  features: readonly string[];
  specs: Readonly<Record<string, string>>;
}

export const products: readonly Product[] = [
  {
    id: 'neural-pro-x1',
    name: 'Neural Pro X1',
    price: 'Starting at $45,000',
    summary: 'Our flagship neural-controlled hand with 15 grip patterns.',
    description:
      'The Neural Pro X1 reads the signals of your residual muscles and turns intention into movement. ' +
      'Fifteen grip patterns cover everything from a firm handshake to picking up a coin.',
    imageAlt: 'Illustration of the Neural Pro X1: a dark prosthetic hand with a glowing sensor band at the wrist',
    features: ['15 grip patterns', 'Neural signal control', '16-hour battery life', 'Grip force up to 100N'],
    specs: {
      Weight: '420g',
      'Battery life': '16 hours',
      'Charging time': '2 hours',
      'Grip force': 'Up to 100N',
      Warranty: '3 years',
      'Grip patterns': '15',
    },
  },
  {
    id: 'flexigrip-elite',
    name: 'FlexiGrip Elite',
    price: 'Starting at $32,000',
    summary: 'A light, nimble hand with 12 grip configurations.',
    description:
      'The FlexiGrip Elite is our lightest hand, built for all-day comfort. ' +
      'Twelve grip configurations and a quick charge keep up with a busy day.',
    imageAlt: 'Illustration of the FlexiGrip Elite: a slim, light prosthetic hand with flexible finger joints',
    features: ['12 grip configurations', 'Lightweight 350g design', '12-hour battery life', 'Charges in 90 minutes'],
    specs: {
      Weight: '350g',
      'Battery life': '12 hours',
      'Charging time': '90 minutes',
      'Grip force': 'Up to 80N',
      Warranty: '2 years',
      'Grip configurations': '12',
    },
  },
  {
    id: 'smarthand-ai',
    name: 'SmartHand AI',
    price: 'Starting at $55,000',
    summary: 'An AI-assisted hand that learns how you move.',
    description:
      'SmartHand AI learns your movements and anticipates the grip you need. ' +
      'Its 20-hour battery and 5-year warranty make it our most capable hand.',
    imageAlt: 'Illustration of the SmartHand AI: a prosthetic hand with a circuit pattern on the palm',
    features: ['AI-assisted grip prediction', '20-hour battery life', 'Grip force up to 120N', '5-year warranty'],
    specs: {
      Weight: '480g',
      'Battery life': '20 hours',
      'Charging time': '2.5 hours',
      'Grip force': 'Up to 120N',
      Warranty: '5 years',
    },
  },
];

export const productIds: readonly ProductId[] = products.map((p) => p.id);

export const productsPage = {
  title: 'Our Products',
  intro: 'Three prosthetic hands, each fitted and tuned by our clinicians to the person who wears it.',
  keyFeatures: 'Key features',
  specifications: 'Specifications',
  requestConsultation: 'Request Consultation',
  closingTitle: 'Not sure which hand is right for you?',
  closingText: 'Our clinicians will help you choose, fit and learn your new hand. The first consultation is free.',
  closingAction: 'Schedule Consultation',
} as const;
