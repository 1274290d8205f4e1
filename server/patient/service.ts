/**
 * The patient's side of a server: the confirmation sender for the inquiries' outbox (kind `patient`), and a delivery
 * worker of its own over the notices (db.ts), so that an erasure notice or a confirmation survives restarts and is
 * retried as every delivery is (delivery/worker.ts).
 */
import type { ClinicsLookup } from '../delivery/clinic-share.ts';
import type { DeliveryConfig } from '../delivery/config.ts';
import type { Sender } from '../delivery/mailer.ts';
import { type DeliveryWorker, startDeliveryWorker, type WorkerOptions } from '../delivery/worker.ts';
import type { Log } from '../log.ts';
import type { InquiryStore } from '../store/store.ts';
import { patientDbOf } from './db.ts';
import { createPatientMail, type PatientLinks } from './mail.ts';

export type { PatientLinks } from './mail.ts';

export interface PatientService {
  /** Sends the patient's confirmation (the inquiries' outbox, kind `patient`), when links are set up. */
  confirmation?: Sender;
  /** Look for notices now (after a withdrawal or an erasure). */
  wake(): void;
  stop(): Promise<void>;
}

export function startPatientService(options: {
  store: InquiryStore;
  config: DeliveryConfig;
  links?: PatientLinks;
  clinics: ClinicsLookup;
  log: Log;
  tuning?: Pick<WorkerOptions, 'pollMs' | 'leaseMs' | 'batch' | 'perLane' | 'attemptTimeoutMs' | 'backoff'>;
}): PatientService {
  const db = patientDbOf(options.store);
  const mail = createPatientMail(options.config, options.links, db, options.clinics);
  const worker: DeliveryWorker = startDeliveryWorker({
    outbox: db,
    senders: mail.notices,
    log: options.log,
    ...options.tuning,
  });
  return {
    confirmation: options.links ? mail.confirmation : undefined,
    wake: worker.wake,
    stop: async () => {
      await worker.stop();
      mail.close();
    },
  };
}
