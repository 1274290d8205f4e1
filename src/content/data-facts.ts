/**
 * One set of facts about a visitor's data, for every page that speaks of it: what a request carries, who keeps a
 * copy, and the longest each copy is kept. The privacy notice and the FAQ's answer both read them from here, so that
 * they cannot say different things. The periods come from the server (retentionDays) and the company file.
 */
import { fill } from './fill';
import type { CompanyDetails } from './company-file';
import type { Format } from './i18n';
import type { Articles } from './i18n/articles';

type DataCopies = CompanyDetails['privacy']['copies'];

/** Each copy of a request and the longest it is kept, one sentence each, in the notice's words. */
export function keptFor(t: Articles['privacy'], format: Format, retentionDays: number, copies: DataCopies) {
  const { customerSystem } = copies;
  return [
    t.retention.server(format.number(retentionDays)),
    t.retention.teamMail(format.number(copies.teamMailDays)),
    ...(customerSystem ? [t.retention.customerSystem(customerSystem.name, format.number(customerSystem.days))] : []),
    t.retention.clinic,
    t.retention.sooner,
  ];
}

/** Who gets a request: the notice's list, with the customer system only where the company file names one. */
export function recipientsFor(t: Articles['privacy'], copies: DataCopies) {
  const { customerSystem } = copies;
  return [...t.recipients.items, ...(customerSystem ? [t.recipients.customerSystem(customerSystem.name)] : [])];
}

/** The FAQ's answer on data: what the notice lists as collected, and how long each copy is kept. */
export const dataAnswer = (articles: Articles, format: Format, retentionDays: number, copies: DataCopies) =>
  fill(articles.faq.items.data.answer, {
    collected: format.list(articles.privacy.collected.items),
    kept: keptFor(articles.privacy, format, retentionDays, copies).join(' '),
  });
