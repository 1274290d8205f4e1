/**
 * Sends an inquiry's e-mail with nodemailer: the team's notification, or a partner clinic's copy (to the address the
 * clinics file gives when it is sent); an SMTP 250 ends the delivery, anything else throws.
 */
import nodemailer from 'nodemailer';
import { languageCodes } from '../../src/content/i18n/languages.ts';
import type { StoredInquiry } from '../../src/inquiry/record.ts';
import { type ClinicShare, clinicCopyOf, type SharedClinic } from './clinic-share.ts';
import type { MailConfig } from './config.ts';
import { type ClinicNote, clinicNotificationOf, type Notification, notificationOf } from './notification.ts';
import type { ClaimedDelivery } from './outbox.ts';
import { wordsFor } from './words.ts';

/** Sends a delivery, resolving once its receiver acknowledged it; `signal` aborts an attempt past its deadline. */
export type Sender = (delivery: ClaimedDelivery, signal?: AbortSignal) => Promise<void>;

/** Sends a partner clinic's copy of a delivery to the clinic as the clinics file has it now. */
export type ClinicSender = (delivery: ClaimedDelivery, clinic: SharedClinic, signal?: AbortSignal) => Promise<void>;

/** What the team's copy needs to say of a clinic's: the decision (clinic-share.ts), and the hourly cap. */
interface ClinicNotes {
  share: (inquiry: StoredInquiry) => ClinicShare;
  hourlyCap: number;
}

/** Each attempt is bounded well inside the worker's lease, so an attempt never outlives its claim. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, dnsTimeout: 10_000 };

const ours = (lang: string | null | undefined) => (languageCodes as readonly string[]).includes(lang ?? '');

/** A clinic's e-mail in the patient's language where the site has it, else the clinic's first the site has, else English. */
function clinicMail(inquiry: StoredInquiry, clinic: SharedClinic) {
  const lang = ours(inquiry.lang) ? inquiry.lang : clinic.languages.find(ours);
  return clinicNotificationOf(inquiry, clinic.name, wordsFor(lang ?? 'en'));
}

export function createMailSender(
  config: MailConfig,
  notes?: ClinicNotes,
): Sender & { clinic: ClinicSender; close(): void } {
  // No logger and no debug: nodemailer would otherwise write the message, and so the inquiry, to the log. A small
  // pool keeps connections open between messages, so a burst of inquiries is not a burst of SMTP handshakes.
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 3,
    ...timeouts,
    logger: false,
    debug: false,
  });
  const words = wordsFor(config.lang);
  const domain = config.from.match(/@([\w.-]+)/)?.[1] ?? 'phx.invalid';
  const mailTo = async (delivery: ClaimedDelivery, to: string[], mail: Notification) => {
    await transport.sendMail({
      from: config.from,
      to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // The same for every attempt, so a mail system that got it twice can tell.
      messageId: `<${delivery.id}@${domain}>`,
      date: new Date(delivery.inquiry.receivedAt),
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  };
  /** What the team's copy says of the clinic's, when there is something to say. */
  const noteOf = (delivery: ClaimedDelivery): ClinicNote | undefined => {
    if (!notes) return undefined;
    const copy = clinicCopyOf(delivery.inquiry, delivery.clinicState, notes.share);
    if (copy === 'held') return { heldOverCap: notes.hourlyCap };
    return copy && copy !== 'sending' ? { withheld: copy } : undefined;
  };
  // The team's address is read from the settings at each attempt.
  const send = async (delivery: ClaimedDelivery) => {
    await mailTo(delivery, config.to, notificationOf(delivery.inquiry, words, noteOf(delivery)));
  };
  const clinic: ClinicSender = async (delivery, to) => {
    if (!('email' in to.contact)) throw Object.assign(new Error('not configured'), { code: 'NOT_CONFIGURED' });
    const addresses = to.contact.email.split(',').map((address) => address.trim());
    await mailTo(delivery, addresses, clinicMail(delivery.inquiry, to));
  };
  return Object.assign(send, { clinic, close: () => transport.close() });
}
