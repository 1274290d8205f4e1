/**
 * The products part in English: the interface words compiled from catalogs/en.po (see docs/content.md), and each
 * product's own words (summary, description, image text), which stay here for now.
 */
import { words as compiled } from '../catalogs/en.po?part=products';

export const items = {
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
};

export const words = (format: object) => ({ products: { ...compiled(format).products, items } });
