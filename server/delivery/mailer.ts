/** Sends an inquiry's notification to the team with nodemailer; an SMTP 250 ends the delivery, anything else throws. */
import nodemailer from 'nodemailer';
import { languageCodes } from '../../src/content/i18n/languages.ts';
import { clinicNotificationOf, notificationOf } from './notification.ts';
import type { MailConfig } from './config.ts';
import type { ClaimedDelivery } from './outbox.ts';
import { type ClinicsLookup, clinicIdOf } from './recipients.ts';
import { wordsFor } from './words.ts';

/** Sends a delivery, resolving once its receiver acknowledged it; `signal` aborts an attempt past its deadline. */
export type Sender = (delivery: ClaimedDelivery, signal?: AbortSignal) => Promise<void>;

/** Each attempt is bounded well inside the worker's lease, so an attempt never outlives its claim. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, dnsTimeout: 10_000 };

const ours = (lang: string | null | undefined) => (languageCodes as readonly string[]).includes(lang ?? '');

/**
 * A clinic's e-mail: its name from the clinics file, in the patient's language where the site has it, else the
 * clinic's first language the site has, else English.
 */
function clinicMail(delivery: ClaimedDelivery, id: string, clinics: ClinicsLookup | undefined) {
  const clinic = clinics?.(id);
  const known = clinic?.known ? clinic : undefined;
  const lang = ours(delivery.inquiry.lang) ? delivery.inquiry.lang : known?.languages.find(ours);
  return clinicNotificationOf(delivery.inquiry, known?.name ?? id, wordsFor(lang ?? 'en'));
}

export function createMailSender(config: MailConfig, clinics?: ClinicsLookup): Sender & { close(): void } {
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
  const send = async (delivery: ClaimedDelivery) => {
    const clinic = clinicIdOf(delivery.recipient);
    const mail = clinic ? clinicMail(delivery, clinic, clinics) : notificationOf(delivery.inquiry, words);
    await transport.sendMail({
      from: config.from,
      // A clinic's row names its address; the team's is read from the settings at each attempt.
      to: delivery.target ? delivery.target.split(',').map((address) => address.trim()) : config.to,
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
  return Object.assign(send, { close: () => transport.close() });
}
