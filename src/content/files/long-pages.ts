/** The long pages that are content files (content/pages/<name>.<lang>.md), for the build's report and the editor's. */
import type * as v from 'valibot';
import { faqPage } from './faq';
import { fittingPage } from './fitting';
import { fundingPage } from './funding';
import { legalPage, privacyPage } from './notices';
import type { PageSpec } from './pages';

export const longPages: readonly PageSpec<v.GenericSchema>[] = [
  fundingPage,
  fittingPage,
  faqPage,
  privacyPage,
  legalPage,
];
