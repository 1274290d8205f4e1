/**
 * Which part of the words each message belongs to, by its id's first segment ("fieldErrors.required" is the contact
 * part's): the build compiles each part of a catalog to its own module (`catalogs/<lang>.po?part=<part>`), fetched
 * with the sections that show it. A new first segment needs its line here.
 */
export const partKeys = {
  shared: ['site', 'hours'],
  pages: ['pages', 'navigation'],
  products: ['products'],
  contact: ['contact', 'fieldErrors', 'delivery'],
  record: ['inquiryRecord'],
  footer: ['footer'],
  demo: ['demo'],
  compare: ['compare'],
  clinics: ['clinics'],
  notFound: ['notFound'],
  // The server's own screens (never a browser's): the patient's page and e-mails, the team's inbox.
  patient: ['patient'],
  team: ['team'],
} as const;

export type PartName = keyof typeof partKeys;
