/**
 * Delivery, wired for a server: what to enqueue with each inquiry, the worker that sends, the daily retention pass.
 * A server stores each inquiry and its deliveries in one transaction (Outbox.enqueue with kinds), then calls wake().
 */
import type { Log } from '../log.ts';
import { type DeliveryConfig, defaultClinicHourlyCap, kindsOf } from './config.ts';
import type { StoredInquiry } from '../../src/inquiry/record.ts';
import { createClinicSender } from './clinic-sender.ts';
import { type ClinicsLookup, clinicShareOf } from './clinic-share.ts';
import { createMailSender, type Sender } from './mailer.ts';
import type { DeliveryKind, Outbox } from './outbox.ts';
import { startRetention } from './retention.ts';
import { createWebhookSender } from './webhook.ts';
import { type DeliveryWorker, startDeliveryWorker, type WorkerOptions } from './worker.ts';

export type { ClinicsLookup } from './clinic-share.ts';
export { type DeliveryConfig, DeliveryConfigError, deliveryConfigFromEnv, kindsOf } from './config.ts';
export type { Outbox } from './outbox.ts';
export { recipientsOf } from './recipients.ts';

/** Test fixtures make the worker quicker; production keeps the defaults. */
export type DeliveryTuning = Pick<
  WorkerOptions,
  'pollMs' | 'leaseMs' | 'batch' | 'perLane' | 'attemptTimeoutMs' | 'backoff'
>;

export interface Delivery {
  /** The deliveries each new inquiry gets (none when neither e-mail nor webhook is configured). */
  kinds: DeliveryKind[];
  wake(): void;
  stop(): Promise<void>;
}

export function startDelivery(
  config: DeliveryConfig,
  outbox: Outbox,
  log: Log,
  tuning: DeliveryTuning = {},
  clinics?: ClinicsLookup,
  patient: {
    /** The patient's confirmation with their own link (server/patient/). */
    confirmation?: Sender;
    /** Retention's erasure of each old inquiry, telling its clinics (server/inquiries/erase.ts). */
    eraseEach?: (cutoff: string) => Promise<{ inquiries: number; deliveries: number }>;
  } = {},
): Delivery {
  // The one place a clinic is looked up: when a delivery is sent (clinic-share.ts).
  const channels = { email: Boolean(config.mail), webhook: Boolean(config.clinicWebhookSecret) };
  const share = (inquiry: StoredInquiry) => clinicShareOf(inquiry, clinics ?? (() => undefined), channels);
  const mail = config.mail
    ? createMailSender(config.mail, { share, hourlyCap: config.clinicHourlyCap ?? defaultClinicHourlyCap })
    : undefined;
  const webhook =
    config.webhook || config.clinicWebhookSecret
      ? createWebhookSender(config.webhook, undefined, { secret: config.clinicWebhookSecret, share })
      : undefined;
  const clinic = createClinicSender(share, { email: mail?.clinic, webhook: webhook?.clinic });
  const senders = { email: mail, webhook, clinic, patient: patient.confirmation };
  const worker: DeliveryWorker = startDeliveryWorker({ outbox, senders, log, ...tuning });
  const retention = startRetention(outbox, config.retentionDays, log, Date.now, patient.eraseEach);
  return {
    kinds: kindsOf(config),
    wake: worker.wake,
    stop: async () => {
      retention.stop();
      await worker.stop();
      mail?.close();
    },
  };
}
