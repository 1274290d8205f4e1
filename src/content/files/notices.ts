/**
 * The privacy notice and the legal notice as content files: content/pages/privacy.<lang>.md and legal.<lang>.md, one
 * per language. The front matter holds their sections (each text in the order the page shows it); the body is the
 * introduction. A text the page completes (the company's name, the days a copy is kept) holds its placeholders
 * (`{days}`), and the page's code reads it as a function of them (page-functions.ts). Read and checked at build time
 * (pages.ts). A change of the privacy notice's words is a new version of it (src/content/privacy-notice.ts).
 */
import * as v from 'valibot';
import { privacyFunctions } from '../notice-shape';
import { loadPage, type PageSpec, pageName, text, texts, translates } from './pages';

const titledText = v.strictObject({ title: text, text });

export const privacyPage = {
  name: 'privacy',
  // In the order the page shows them (the notice's fingerprint reads them in this order: privacy-notice.test.ts).
  schema: v.strictObject({
    title: text,
    version: text,
    controller: v.strictObject({ title: text, text, write: text, officer: text, euRepresentative: text }),
    collected: v.strictObject({ title: text, intro: text, items: texts, health: text }),
    purposes: v.strictObject({ title: text, items: texts, not: text, optional: text }),
    consent: titledText,
    recipients: v.strictObject({
      title: text,
      intro: text,
      items: texts,
      customerSystem: text,
      clinic: text,
      processors: text,
    }),
    transfers: v.strictObject({
      title: text,
      clinics: text,
      adequacyList: text,
      checked: text,
      countries: text,
      adequacy: text,
      standardContractualClauses: text,
      none: text,
    }),
    retention: v.strictObject({
      title: text,
      server: text,
      teamMail: text,
      customerSystem: text,
      clinic: text,
      sooner: text,
    }),
    ipAddress: titledText,
    browser: v.strictObject({ title: text, noCookies: text, draft: text, nearMe: text }),
    rights: v.strictObject({ title: text, intro: text, items: texts, how: text, when: text, complain: text }),
    page: pageName('privacy'),
    translates,
  }),
  placeholders: privacyFunctions,
  functions: true,
} satisfies PageSpec<v.GenericSchema>;

export const legalPage = {
  name: 'legal',
  schema: v.strictObject({
    title: text,
    labels: v.strictObject({
      provider: text,
      representedBy: text,
      contact: text,
      register: text,
      vatId: text,
      responsible: text,
      privacy: text,
      disputes: text,
    }),
    /** § 36 VSBG: whether the company takes part in dispute resolution before a consumer arbitration board. */
    disputes: v.strictObject({ no: text, willing: text, obliged: text }),
    page: pageName('legal'),
    translates,
  }),
} satisfies PageSpec<v.GenericSchema>;

export const loadPrivacy = (contentDir: string) => loadPage(contentDir, privacyPage);
export const loadLegal = (contentDir: string) => loadPage(contentDir, legalPage);
