/** <phx-about>'s words for people (the manifest, the types, its reference page): never imported by a browser. */
import type { ElementDocs } from '../runtime/contract-shape';
import type { contract } from './contract';

export const docs: ElementDocs<typeof contract> = {
  summary: "The about page: mission, statistics, core values and the company's timeline.",
  attributes: {},
};
