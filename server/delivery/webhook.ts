/**
 * POSTs an inquiry as JSON signed per Standard Webhooks: `webhook-id` is the delivery's id (the same on every retry,
 * so a receiver can drop duplicates), `webhook-timestamp` the attempt's time, `webhook-signature` from the secret.
 */
import { Webhook } from 'standardwebhooks';
import { readingOrder } from './words.ts';
import { missingConsents } from '../../src/inquiry/consent.ts';
import { type StoredInquiry, typedFields } from '../../src/inquiry/record.ts';
import { type ClinicsLookup, clinicIdOf } from './recipients.ts';
import type { WebhookConfig } from './config.ts';
import type { Sender } from './mailer.ts';
import { type ClaimedDelivery, DeliveryRefused } from './outbox.ts';

export const webhookEventType = 'inquiry.received';

/**
 * The body of the POST: the event type, when it happened, every field of the inquiry (each consent's time and notice,
 * null where it was not given), and `consentMissing`: the required consents it lacks (the team asks for them before
 * reading health details), empty when it has them all.
 */
export function webhookPayload(inquiry: StoredInquiry, clinicName: string | null = null) {
  return {
    type: webhookEventType,
    timestamp: inquiry.receivedAt,
    data: {
      ...Object.fromEntries(readingOrder.map((field) => [field, inquiry[field]])),
      consentMissing: missingConsents(inquiry),
      clinicName,
      sharedWithClinic: Boolean(inquiry.clinic && inquiry.clinicConsentAt),
    },
  };
}

/**
 * The body a clinic's own webhook gets (the patient chose to share the request with it): what the patient typed, the
 * clinic it is for, when it was received and its id (drop a duplicate by it); nothing the team added.
 */
export function clinicWebhookPayload(inquiry: StoredInquiry, clinicName: string) {
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
 * Posts the team's webhook (config), or a clinic's own (its row's target, signed with `clinicSecret`), naming the
 * clinic by its name in the clinics file.
 */
export function createWebhookSender(
  config: WebhookConfig | undefined,
  timeoutMs = 15_000,
  clinic: { secret?: string; lookup?: ClinicsLookup } = {},
): Sender {
  const team = config && new Webhook(config.secret);
  const clinics = clinic.secret ? new Webhook(clinic.secret) : undefined;
  const nameOf = (id: string | null) => {
    const found = id ? clinic.lookup?.(id) : undefined;
    return found?.known ? found.name : null;
  };
  return async (delivery: ClaimedDelivery, signal?: AbortSignal) => {
    const forClinic = clinicIdOf(delivery.recipient);
    const signer = forClinic ? clinics : team;
    const url = forClinic ? delivery.target : config?.url;
    if (!signer || !url) throw Object.assign(new Error('not configured'), { code: 'NOT_CONFIGURED' });
    const payload = forClinic
      ? clinicWebhookPayload(delivery.inquiry, nameOf(forClinic) ?? forClinic)
      : webhookPayload(delivery.inquiry, nameOf(delivery.inquiry.clinic));
    const body = JSON.stringify(payload);
    const at = new Date();
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'phx-webhooks',
        'webhook-id': delivery.id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signer.sign(delivery.id, at, body),
      },
      body,
      // A redirect is not a receipt, and following it would send the inquiry somewhere nobody configured.
      redirect: 'manual',
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.status < 200 || response.status > 299) throw new DeliveryRefused(`HTTP ${response.status}`);
  };
}
