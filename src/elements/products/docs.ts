/** <phx-products>'s words for people (the manifest, the types, its reference page): never imported by a browser. */
import type { ElementDocs } from '../runtime/contract-shape';
import type { contract } from './contract';

export const docs: ElementDocs<typeof contract> = {
  wordpress: 'Phoenix products',
  summary:
    'The products: artwork, price, description, key features and specifications of each prosthetic hand, with a Request Consultation link.',
  attributes: {
    product: 'Which products to show, comma-separated, in this order. Default: all of them.',
    layout: 'list (one after another) | grid (side by side). Default: list.',
    clinic:
      "A partner clinic's page: the clinic's id in the company's clinics file; the Request Consultation links open the request form bound to that clinic. Default: the page's configured clinic, else none.",
  },
};
