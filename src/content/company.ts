/** The company's facts: names, contact details (fictional placeholders), hours and figures. Words live in i18n/. */

export const company = {
  name: 'Phoenix Bionics',
  shortName: 'Phoenix',
  founded: 2009,
} as const;

/** The postal address, by its parts (placeholders: the specification gives no real contact details). */
export const postalAddress = {
  street: '1200 Example Avenue, Suite 400',
  locality: 'Springfield',
  region: 'ST',
  postalCode: '00000',
  country: 'US',
} as const;

/** Placeholders: the specification gives no real contact details, so these are clearly fictional. */
export const contactDetails = {
  /** The address as it is written on an envelope, line by line. */
  address: [postalAddress.street, `${postalAddress.locality}, ${postalAddress.region} ${postalAddress.postalCode}`],
  phone: '+1 (555) 010-4200',
  phoneHref: 'tel:+15550104200',
  email: 'hello@example.com',
  emailHref: 'mailto:hello@example.com',
} as const;

/** The legal notice's details (Impressum): as fictional as the contact details above. */
export const legalDetails = {
  legalName: 'Phoenix Bionics, Inc.',
  managingDirector: 'Alex Example',
  register: 'State of Example Corporate Registry, No. 0000000',
  vatId: 'US-00-0000000',
  privacyEmail: 'privacy@example.com',
  privacyEmailHref: 'mailto:privacy@example.com',
} as const;

/** How long a consultation request is kept before it is deleted (the server's PHX_RETENTION_DAYS default). */
export const retentionDays = 365;

/** Opening hours (24-hour clock) and the promised reply time. */
export const hours = {
  weekdays: { from: 8, to: 18 },
  saturday: { from: 9, to: 15 },
  replyWithinHours: 24,
} as const;

/** The about page's figures. */
export const stats = {
  livesChanged: 10_000,
  yearsExperience: 15,
  researchPartners: 50,
  satisfaction: 0.98,
} as const;

/** The company's milestones, by year; each is worded in the language files. */
export const milestones = [
  { id: 'founded', year: 2009 },
  { id: 'firstProduct', year: 2015 },
  { id: 'expansion', year: 2020 },
  { id: 'nextGeneration', year: 2024 },
] as const;
