/**
 * POSTs an inquiry as JSON signed per Standard Webhooks: `webhook-id` is the delivery's id (the same on every retry,
 * so a receiver can drop duplicates), `webhook-timestamp` the attempt's time, `webhook-signature` from the secret.
 */
import { Webhook } from 'standardwebhooks';
import { readingOrder } from './words.ts';
import { missingConsents } from '../../src/inquiry/consent.ts';
import { type StoredInquiry, typedFields } from '../../src/inquiry/record.ts';
import { type ClinicCopy, type ClinicShare, clinicCopyOf, type SharedClinic } from './clinic-share.ts';
import type { WebhookConfig } from './config.ts';
import type { ClinicSender, Sender } from './mailer.ts';
import { type ClaimedDelivery, DeliveryRefused } from './outbox.ts';

const webhookEventType = 'inquiry.received';

/**
 * The body of the POST: the event type, when it happened, every field of the inquiry (each consent's time and notice,
 * null where it was not given), and `consentMissing`: the required consents it lacks (the team asks for them before
 * reading health details), empty when it has them all.
 */
export function webhookPayload(
  inquiry: StoredInquiry,
  clinicName: string | null = null,
  clinicCopy: ClinicCopy = null,
) {
  return {
    type: webhookEventType,
    timestamp: inquiry.receivedAt,
    data: {
      ...Object.fromEntries(readingOrder.map((field) => [field, inquiry[field]])),
      consentMissing: missingConsents(inquiry),
      clinicName,
      sharedWithClinic: Boolean(inquiry.clinic && inquiry.clinicConsentAt),
      clinicCopy,
    },
  };
}

/**
 * The body a clinic's own webhook gets (the patient chose to share the request with it): what the patient typed, the
 * clinic it is for, when it was received and its id (drop a duplicate by it); nothing the team added.
 */
function clinicWebhookPayload(inquiry: StoredInquiry, clinicName: string) {
  return {
    type: webhookEventType,
    timestamp: inquiry.receivedAt,
    data: {
      ...Object.fromEntries(typedFields.map((field) => [field, inquiry[field]])),
      id: inquiry.id,
      receivedAt: inquiry.receivedAt,
      lang: inquiry.lang,
      clinic: inquiry.clinic,
      clinicName,
      sharedWithClinic: true,
    },
  };
}

/**
 * Posts the team's webhook (config), or a clinic's own (`.clinic`: its address in the clinics file when it is sent,
 * signed with `clinic.secret`); the team's names the clinic and what became of its copy (`clinic.share`).
 */
export function createWebhookSender(
  config: WebhookConfig | undefined,
  timeoutMs = 15_000,
  clinic: { secret?: string; share?: (inquiry: StoredInquiry) => ClinicShare } = {},
): Sender & { clinic: ClinicSender } {
  const team = config && new Webhook(config.secret);
  const clinics = clinic.secret ? new Webhook(clinic.secret) : undefined;
  const notConfigured = () => Object.assign(new Error('not configured'), { code: 'NOT_CONFIGURED' });
  const post = async (url: string, signer: Webhook, id: string, payload: unknown, signal?: AbortSignal) => {
    const body = JSON.stringify(payload);
    const at = new Date();
    // A timer of our own, held until the answer: the cap holds from the first attempt on.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('timed out', 'TimeoutError')), timeoutMs);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'phx-webhooks',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signer.sign(id, at, body),
      },
      body,
      // A redirect is not a receipt, and following it would send the inquiry somewhere nobody configured.
      redirect: 'manual',
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    }).finally(() => clearTimeout(timer));
    await response.body?.cancel();
    if (response.status < 200 || response.status > 299) throw new DeliveryRefused(`HTTP ${response.status}`);
  };
  const send = async (delivery: ClaimedDelivery, signal?: AbortSignal) => {
    if (!team || !config) throw notConfigured();
    const { inquiry } = delivery;
    const decided = inquiry.clinic && clinic.share ? clinic.share(inquiry) : undefined;
    const clinicCopy = clinic.share ? clinicCopyOf(inquiry, delivery.clinicState, clinic.share) : null;
    await post(config.url, team, delivery.id, webhookPayload(inquiry, decided?.name ?? null, clinicCopy), signal);
  };
  const toClinic: ClinicSender = async (delivery, to: SharedClinic, signal) => {
    if (!clinics || !('webhook' in to.contact)) throw notConfigured();
    await post(to.contact.webhook, clinics, delivery.id, clinicWebhookPayload(delivery.inquiry, to.name), signal);
  };
  return Object.assign(send, { clinic: toClinic });
}
