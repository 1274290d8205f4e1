/** <phx-compare>'s words for people (the manifest, the types, its reference page): never imported by a browser. */
import type { ElementDocs } from '../runtime/contract-shape';
import type { contract } from './contract';

export const docs: ElementDocs<typeof contract> = {
  wordpress: 'Phoenix comparison',
  summary:
    'The hands side by side: a table of price, weight, battery life, charging time, grip force, grip patterns, warranty and grips, the best value of each row marked, each column ending with Request Consultation.',
  attributes: {
    product:
      'Which hands to compare, comma-separated, in this order. Default: all of them. Visitors can switch hands on and off.',
  },
};
