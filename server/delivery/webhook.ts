/**
 * POSTs an inquiry as JSON signed per Standard Webhooks: `webhook-id` is the delivery's id (the same on every retry,
 * so a receiver can drop duplicates), `webhook-timestamp` the attempt's time, `webhook-signature` from the secret.
 */
import { Webhook } from 'standardwebhooks';
import { readingOrder } from './words.ts';
import { missingConsents } from '../../src/inquiry/consent.ts';
import type { StoredInquiry } from '../../src/inquiry/record.ts';
import type { Sender } from './mailer.ts';
import { type ClaimedDelivery, DeliveryRefused } from './outbox.ts';

export interface WebhookConfig {
  url: string;
  /** The signing secret: `whsec_` and base64, as Standard Webhooks libraries expect. */
  secret: string;
}

export const webhookEventType = 'inquiry.received';

/**
 * The body of the POST: the event type, when it happened, every field of the inquiry (each consent's time and notice,
 * null where it was not given), and `consentMissing`: the required consents it lacks (the team asks for them before
 * reading health details), empty when it has them all.
 */
export function webhookPayload(inquiry: StoredInquiry) {
  return {
    type: webhookEventType,
    timestamp: inquiry.receivedAt,
    data: {
      ...Object.fromEntries(readingOrder.map((field) => [field, inquiry[field]])),
      consentMissing: missingConsents(inquiry),
    },
  };
}

export function createWebhookSender(config: WebhookConfig, timeoutMs = 15_000): Sender {
  const signer = new Webhook(config.secret);
  return async (delivery: ClaimedDelivery, signal?: AbortSignal) => {
    const body = JSON.stringify(webhookPayload(delivery.inquiry));
    const at = new Date();
    const response = await fetch(config.url, {
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
