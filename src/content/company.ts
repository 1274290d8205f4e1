/**
 * The company's facts: its name and figures here, its details (legal name, address, contact, register, privacy
 * contact) from the file the company fills in. Words live in i18n/.
 */
import type { CompanyAddress, CompanyDetails } from './company-file';
// The build puts the company's own file here (PHX_COMPANY_FILE, checked by company-file.ts; see vite.config.ts). Only
// what is named is bundled with this module; the legal pages' details are company-legal.ts's.
import details, { address, email, phone, sample } from './company.sample.json';
import * as file from './company.sample.json';

export type { CompanyAddress, CompanyDetails } from './company-file';

export const company = {
  name: 'Phoenix Bionics',
  shortName: 'Phoenix',
} as const;

/** Whether the details are the repository's sample: every page that shows them says so (the legal pages too). */
export const sampleCompany: boolean = sample === true;

/** The line that answers around the clock when a hand stops working; without one, no page promises 24/7 support. */
export const deviceSupportPhone: string | undefined = (file as Partial<CompanyDetails>).deviceSupport?.phone;

/** The company's details as its file gives them (the sample's unless the build was given another). */
export const companyDetails = details as CompanyDetails;

/** The postal address, by its parts. */
export const postalAddress: CompanyAddress = address;

/** Countries that write the region and postal code after the town ("Springfield, ST 00000"). */
const regionAfterTown = ['US', 'CA', 'AU'];

/** An address as it is written on an envelope, line by line, without the country. */
export const addressLines = (address: CompanyAddress) => [
  address.street,
  regionAfterTown.includes(address.country) || address.region
    ? `${address.locality}, ${[address.region, address.postalCode].filter(Boolean).join(' ')}`
    : `${address.postalCode} ${address.locality}`,
];

export const mailto = (address: string) => `mailto:${address}`;

export const contactDetails = {
  /** The address as it is written on an envelope, line by line. */
  address: addressLines(postalAddress),
  phone,
  phoneHref: `tel:${phone.replace(/[^+0-9]/g, '')}`,
  email,
  emailHref: mailto(email),
};

/** Opening hours (24-hour clock) and the promised reply time. */
export const hours = {
  weekdays: { from: 8, to: 18 },
  saturday: { from: 9, to: 15 },
  replyWithinHours: 24,
} as const;

/** The company's milestones, each worded in the language files, its year a claim of the claims file. */
export const milestones = [
  { id: 'founded', claim: 'company-founded' },
  { id: 'firstProduct', claim: 'company-first-product' },
  { id: 'expansion', claim: 'company-expansion' },
  { id: 'nextGeneration', claim: 'company-next-generation' },
] as const;
