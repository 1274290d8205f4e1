/** <phx-not-found>'s words for people (the manifest, the types, its reference page): never imported by a browser. */
import type { ElementDocs } from '../runtime/contract-shape';
import type { contract } from './contract';

export const docs: ElementDocs<typeof contract> = {
  summary: 'The page for an address the site does not have: Oops! Page not found, and a Return to Home link.',
  attributes: {},
};
