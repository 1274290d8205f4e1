/**
 * The legal notice's details (Impressum) and the privacy contact, from the company's file: a module apart from
 * company.ts, so that only the legal pages' chunk carries them (the build gives each its own copy of the file).
 */
import { mailto, type CompanyDetails } from './company';
// The build's company file, as in company.ts (PHX_COMPANY_FILE; see scripts/company-file.ts).
import file from './company.sample.json';

const details = file as CompanyDetails;

/** Whether the details are the repository's sample: the notices then say so on the page. */
export const sampleDetails = details.sample === true;

export const legalDetails = {
  legalName: details.legalName,
  address: details.address,
  representative: details.representative,
  register: details.register,
  vatId: details.vatId,
  disputeResolution: details.disputeResolution,
  contentResponsible: details.contentResponsible,
  privacy: details.privacy,
  privacyEmail: details.privacy.email,
  privacyEmailHref: mailto(details.privacy.email),
};

/**
 * The longest the copies of a request outside the server are kept (the privacy notice and the FAQ say so). Here, not in
 * company.ts: a named part of the file's `privacy` would carry all of it into the runtime every page loads.
 */
export const dataCopies = details.privacy.copies;
