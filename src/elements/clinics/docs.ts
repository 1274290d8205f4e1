/** <phx-clinics>'s words for people (the manifest, the types, its reference page): never imported by a browser. */
import { endpoint } from '../runtime/common-docs';
import type { ElementDocs } from '../runtime/contract-shape';
import type { contract } from './contract';

export const docs: ElementDocs<typeof contract> = {
  wordpress: 'Phoenix clinics',
  summary:
    'The partner clinics, from the company site (its clinics file, docs/clinics.md; thousands of them): search by city, country or name (accents optional), filters by hand and language, "Near me" sorting (the browser asks for the location only then), a list that draws only what is on screen, each clinic with its place, hands, languages, details (address, phone, website, e-mail, hours) and Request Consultation here, beside a map drawn from the bundle (Natural Earth) whose markers group with a count and split as you zoom. The sample clinics are marked as fictional until the company sets its own.',
  attributes: {
    clinic:
      "One clinic alone (a partner's own page), by its id in the company's clinics file, with its own consultation form: the request carries the clinic's id. An id the clinics do not have says so. Default: every clinic.",
    country: 'Only the clinics of this country, by its ISO 3166 code (us, de, es, …). Default: every country.',
    product:
      'The hand the list is filtered by at first (neural-pro-x1, flexigrip-elite, smarthand-ai); visitors can change it. Default: any hand.',
    endpoint,
  },
};
