/**
 * The e-mails about a request after it was stored: the patient's confirmation with their own link (a delivery of the
 * inquiries' outbox, kind `patient`, at most one an hour per address), and the notices (notices in db.ts): the
 * patient's confirmations of a withdrawal or an erasure, the team's of a withdrawn health consent, and each clinic's
 * erasure notice (an e-mail, or a signed `inquiry.erased` webhook event, as the clinics file says when it is sent).
 * None carries a field of the request: the patient's only their link, a clinic's and the team's only the request's id.
 */
import nodemailer from 'nodemailer';
import { Webhook } from 'standardwebhooks';
import { type Language, languageCodes, languages, matchLanguage } from '../../src/content/i18n/languages.ts';
import type { StoredInquiry } from '../../src/inquiry/record.ts';
import { type ClinicsLookup, Withheld } from '../delivery/clinic-share.ts';
import type { DeliveryConfig } from '../delivery/config.ts';
import type { Sender } from '../delivery/mailer.ts';
import { escapeHtml } from '../delivery/notification.ts';
import { type ClaimedDelivery, DeliveryRefused } from '../delivery/outbox.ts';
import type { ClaimedNotice, PatientDb } from './db.ts';
import { addressKey, linkExpiry, linkPath, linkToken } from './link.ts';
import { patientWords } from './words.ts';

/** A time as the patient reads it, in their language, in UTC. */
export const when = (at: string | Date, lang: Language) =>
  `${new Intl.DateTimeFormat(languages[lang].locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(at))} UTC`;

export interface PatientLinks {
  secret: string;
  retentionDays: number;
  /** The site's origin the link starts with (PHX_PUBLIC_ORIGIN, else where this server listens). */
  origin: () => string;
}

/** The patient's link to their request. */
const linkOf = (links: PatientLinks, inquiry: Pick<StoredInquiry, 'id' | 'receivedAt'>) =>
  `${links.origin()}${linkPath}${linkToken(links.secret, inquiry.id, inquiry.receivedAt, links.retentionDays)}`;

/** Plain text and HTML of a few paragraphs, in the language's direction. */
function message(lang: Language, subject: string, paragraphs: string[]) {
  const { dir } = languages[lang];
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body>${paragraphs
    .map((p) =>
      /^https?:\/\//.test(p) ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>` : `<p>${escapeHtml(p)}</p>`,
    )
    .join('')}</body></html>`;
  return { subject, text: `${paragraphs.join('\n\n')}\n`, html };
}

const langOf = (lang: string | null | undefined) => matchLanguage(lang).lang;

interface PatientMail {
  /** The patient's confirmation (a delivery of kind `patient`). */
  confirmation: Sender;
  /**
   * The notices' senders, by kind: `email` (the patient's or the team's), `webhook` (the team's), `clinic` (a clinic's
   * erasure notice).
   */
  notices: { email: Sender; webhook: Sender; clinic: Sender };
  close(): void;
}

export function createPatientMail(
  config: DeliveryConfig,
  links: PatientLinks | undefined,
  db: PatientDb,
  clinics: ClinicsLookup,
): PatientMail {
  const mail = config.mail;
  // As the team's mailer: no logger, no debug (the message would reach the log), a small pool.
  const transport = mail
    ? nodemailer.createTransport({
        url: mail.smtpUrl,
        pool: true,
        maxConnections: 2,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
        logger: false,
        debug: false,
      })
    : undefined;
  const domain = mail?.from.match(/@([\w.-]+)/)?.[1] ?? 'phx.invalid';
  const send = async (id: string, to: string[], content: ReturnType<typeof message>) => {
    // No e-mail set up here: final, never retried.
    if (!transport || !mail) throw new Withheld('CHANNEL_NOT_CONFIGURED');
    await transport.sendMail({
      from: mail.from,
      to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      messageId: `<${id}@${domain}>`,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  };

  const confirmation: Sender = async (delivery: ClaimedDelivery) => {
    const { inquiry } = delivery;
    if (!links) throw Object.assign(new Error('not configured'), { code: 'NOT_CONFIGURED' });
    if (!(await db.mayMail(addressKey(links.secret, inquiry.email), delivery.id, Date.now())))
      throw new Withheld('PATIENT_MAILED_THIS_HOUR');
    const lang = langOf(inquiry.lang);
    const words = patientWords[lang].mail;
    const until = when(linkExpiry(inquiry.receivedAt, links.retentionDays), lang);
    // Only the address the patient typed, and nothing of what they wrote.
    await send(
      delivery.id,
      [inquiry.email],
      message(lang, words.confirmSubject, [
        words.confirm.thanks,
        words.confirm.page,
        linkOf(links, inquiry),
        words.confirm.until({ until }),
      ]),
    );
  };

  const email: Sender = async (delivery) => {
    const { notice } = delivery as ClaimedNotice;
    const id = delivery.inquiryId;
    if (delivery.recipient === 'team') {
      const lang = langOf(mail?.lang);
      const words = patientWords[lang].mail;
      const content = message(lang, words.teamWithdrawnSubject({ id }), [
        words.teamWithdrawn.when({ id, at: when(notice.at, lang) }),
        words.teamWithdrawn.ask,
      ]);
      await send(delivery.id, mail?.to ?? [], content);
      return;
    }
    if (!delivery.target) throw Object.assign(new Error('no address'), { code: 'NO_ADDRESS' });
    const lang = langOf(notice.lang);
    const words = patientWords[lang].mail;
    const at = when(notice.at, lang);
    const content =
      notice.template === 'erased'
        ? message(lang, words.erasedSubject, [words.erased({ at })])
        : notice.template === 'withdrawn-clinic'
          ? message(lang, words.withdrawnSubject, [words.withdrawnClinic({ clinic: notice.clinicName ?? '', at })])
          : message(lang, words.withdrawnSubject, [words.withdrawnHealth({ at })]);
    await send(delivery.id, [delivery.target], content);
  };

  const clinicSecret = config.clinicWebhookSecret ? new Webhook(config.clinicWebhookSecret) : undefined;
  // The clinic as the clinics file has it now: its address, or its webhook, as for its copy (clinic-share.ts).
  const clinic: Sender = async (delivery, signal) => {
    const { notice } = delivery as ClaimedNotice;
    const clinicId = delivery.recipient.slice('clinic:'.length);
    const found = clinics(clinicId);
    if (!found) throw Object.assign(new Error('clinics not read'), { code: 'CLINICS_NOT_READ' });
    if (!found.known) throw new Withheld('CLINIC_RETIRED', false);
    if (found.contact && 'webhook' in found.contact) {
      if (!clinicSecret) throw new Withheld('CHANNEL_NOT_CONFIGURED');
      const event = erasedEvent(delivery.inquiryId, notice.at);
      await postSigned(found.contact.webhook, clinicSecret, delivery.id, event, signal);
      return;
    }
    const address = found.contact && 'email' in found.contact ? found.contact.email : undefined;
    if (!address) throw new Withheld('CLINIC_TAKES_NO_REQUESTS');
    if (!mail) throw new Withheld('CHANNEL_NOT_CONFIGURED');
    const lang = (found.languages.find((code) => (languageCodes as readonly string[]).includes(code)) ??
      'en') as Language;
    const words = patientWords[lang].mail;
    const id = delivery.inquiryId;
    const content = message(lang, words.clinicErasedSubject({ id }), [
      words.clinicErased.when({ id, at: when(notice.at, lang) }),
      words.clinicErased.ask,
    ]);
    await send(
      delivery.id,
      address.split(',').map((part) => part.trim()),
      content,
    );
  };

  const teamSigner = config.webhook ? new Webhook(config.webhook.secret) : undefined;
  // The team's webhook: a withdrawn health consent, by the request's id and the time only.
  const webhook: Sender = async (delivery, signal) => {
    const { notice } = delivery as ClaimedNotice;
    if (!teamSigner || !config.webhook) throw new Withheld('CHANNEL_NOT_CONFIGURED');
    const event = {
      type: 'inquiry.consent_withdrawn',
      timestamp: notice.at,
      data: { id: delivery.inquiryId, consent: 'health', withdrawnAt: notice.at },
    };
    await postSigned(config.webhook.url, teamSigner, delivery.id, event, signal);
  };

  return { confirmation, notices: { email, webhook, clinic }, close: () => transport?.close() };
}

/** The body of a clinic's erasure event: the request's id, nothing else of it. */
const erasedEvent = (id: string, at: string) => ({ type: 'inquiry.erased', timestamp: at, data: { id } });

/** Posts an event, signed per Standard Webhooks as every webhook of the site (delivery/webhook.ts). */
async function postSigned(url: string, signer: Webhook, noticeId: string, event: unknown, signal?: AbortSignal) {
  const body = JSON.stringify(event);
  const now = new Date();
  const timeout = AbortSignal.timeout(15_000);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'phx-webhooks',
      'webhook-id': noticeId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signer.sign(noticeId, now, body),
    },
    body,
    redirect: 'manual',
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) throw new DeliveryRefused(`HTTP ${response.status}`);
}
