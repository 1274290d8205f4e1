/** <phx-footer>'s words for people (the manifest, the types, its reference page): never imported by a browser. */
import type { ElementDocs } from '../runtime/contract-shape';
import type { contract } from './contract';

export const docs: ElementDocs<typeof contract> = {
  summary: 'The footer: quick links to the pages, contact details, opening hours and the copyright line.',
  attributes: {},
};
