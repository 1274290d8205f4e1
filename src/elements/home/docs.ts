/** <phx-home>'s words for people (the manifest, the types, its reference page): never imported by a browser. */
import type { ElementDocs } from '../runtime/contract-shape';
import type { contract } from './contract';

export const docs: ElementDocs<typeof contract> = {
  summary:
    'The home page: hero with Schedule Consultation and Watch Demo, four reasons to choose Phoenix, a teaser of the products, a benefits checklist and a closing call to action.',
  attributes: {},
};
