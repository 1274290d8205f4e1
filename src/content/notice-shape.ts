/**
 * The privacy notice's words in one language as its code reads them: its content file's texts
 * (content/pages/privacy.<lang>.md, files/notices.ts), each text the page completes a function of its placeholders.
 */
/** The privacy notice's texts that the page completes, and their placeholders in order. */
export const privacyFunctions = {
  version: ['version'],
  'controller.text': ['company'],
  'recipients.customerSystem': ['name'],
  'transfers.clinics': ['countries'],
  'transfers.checked': ['date'],
  'transfers.countries': ['countries'],
  'retention.server': ['days'],
  'retention.teamMail': ['days'],
  'retention.customerSystem': ['name', 'days'],
} as const;

type Text = string;
type Texts = readonly string[];

export interface PrivacyWords {
  title: Text;
  intro: Text;
  /** Under the notice: the version a consent records (src/content/privacy-notice.ts). */
  version: (version: string) => string;
  controller: { title: Text; text: (company: string) => string; write: Text; officer: Text; euRepresentative: Text };
  collected: { title: Text; intro: Text; items: Texts; health: Text };
  purposes: { title: Text; items: Texts; not: Text; optional: Text };
  consent: { title: Text; text: Text };
  recipients: {
    title: Text;
    intro: Text;
    items: Texts;
    /** Only where the company file names its customer system (privacy.copies.customerSystem). */
    customerSystem: (name: string) => string;
    clinic: Text;
    processors: Text;
  };
  transfers: {
    title: Text;
    clinics: (countries: string) => string;
    adequacyList: Text;
    checked: (date: string) => string;
    countries: (countries: string) => string;
    adequacy: Text;
    standardContractualClauses: Text;
    none: Text;
  };
  retention: {
    title: Text;
    server: (days: string) => string;
    teamMail: (days: string) => string;
    customerSystem: (name: string, days: string) => string;
    clinic: Text;
    sooner: Text;
  };
  ipAddress: { title: Text; text: Text };
  browser: { title: Text; noCookies: Text; draft: Text; nearMe: Text };
  rights: { title: Text; intro: Text; items: Texts; how: Text; when: Text; complain: Text };
}
