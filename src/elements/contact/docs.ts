/** <phx-contact>'s words for people (the manifest, the types, its reference page): never imported by a browser. */
import { endpoint } from '../runtime/common-docs';
import type { ElementDocs } from '../runtime/contract-docs';
import type { contract } from './contract';

export const docs: ElementDocs<typeof contract> = {
  wordpress: 'Phoenix contact form',
  summary:
    "The consultation request form with contact details, hours and quick actions. A visitor's draft is kept in session storage until it is sent, so a reload, a route change or a failed send never loses it.",
  attributes: { inquiry: 'Preselected inquiry type. Default: general.', endpoint },
};
