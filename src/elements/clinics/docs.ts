/** <phx-clinics>'s words for people (the manifest, the types, its reference page): never imported by a browser. */
import { endpoint } from '../runtime/common-docs';
import type { ElementDocs } from '../runtime/contract-docs';
import type { contract } from './contract';

export const docs: ElementDocs<typeof contract> = {
  wordpress: 'Phoenix clinics',
  summary:
    'The partner clinics: search by city, country or name, filters by hand and language, "Near me" sorting (the browser asks for the location only then), each clinic with address, phone, website, hands and languages and Request Consultation here, beside a map drawn from the bundle (Natural Earth) that follows the list. The sample clinics are fictional until the company replaces them.',
  attributes: {
    clinic:
      "One clinic alone (a partner's own page), by its id, with its own consultation form: the request carries the clinic's id. Default: every clinic.",
    country: 'Only the clinics of this country (us, de, es, ae, sa, qa). Default: every country.',
    product:
      'The hand the list is filtered by at first (neural-pro-x1, flexigrip-elite, smarthand-ai); visitors can change it. Default: any hand.',
    endpoint,
  },
};
