/** <phx-demo>'s words for people (the manifest, the types, its reference page): never imported by a browser. */
import type { ElementDocs } from '../runtime/contract-shape';
import type { contract } from './contract';

export const docs: ElementDocs<typeof contract> = {
  wordpress: 'Phoenix hand demo',
  summary:
    'The grips, demonstrated: an articulated hand that moves between grips, with what each is for, which hands offer it, a tour to play and pause, and how a muscle signal becomes a grip.',
  attributes: {
    product:
      'Show only the grips of this hand (neural-pro-x1, flexigrip-elite, smarthand-ai). Default: every grip of every hand.',
    grip: 'The grip shown first (power, tripod, pinch, key, point, open, hook, mouse). Default: the first one shown.',
  },
};
