/**
 * The partner clinics' ids and countries, apart from their entries (clinics.ts): the element contract checks the
 * `clinic` and `country` attributes against them, and every element's runtime carries the contract, not the clinics.
 * An id here without its entry in clinics.ts, or the other way round, is a type error.
 */
export const clinicIds = [
  'hudson-limb-center',
  'brooklyn-prosthetics',
  'lakeshore-orthopedic',
  'bayou-city-bionics',
  'pacific-hand-institute',
  'harbor-limb-lab',
  'cascade-prosthetic-care',
  'biscayne-mobility',
  'front-range-limb',
  'spree-orthopaedie',
  'havel-handzentrum',
  'isar-prothetik',
  'alster-reha-technik',
  'dom-orthopaedie',
  'main-handwerk',
  'retiro-ortopedia',
  'castellana-protesis',
  'eixample-bionica',
  'turia-ortopedia',
  'giralda-protesis',
  'creek-prosthetics',
  'corniche-limb-clinic',
  'najd-rehabilitation',
  'red-sea-orthotics',
  'pearl-bionics',
] as const;
export type ClinicId = (typeof clinicIds)[number];

export const clinicCountries = ['us', 'de', 'es', 'ae', 'sa', 'qa'] as const;
export type ClinicCountry = (typeof clinicCountries)[number];
