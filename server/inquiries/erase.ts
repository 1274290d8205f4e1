/**
 * Erasing one request, the one way every path takes (the patient's page, the command line's erase, retention, the
 * team's inbox): the request, its deliveries and its consent records are deleted in one transaction that also writes
 * an erasure notice for each clinic that received a copy (an e-mail, or a signed `inquiry.erased` webhook event with
 * the request's id: server/patient/mail.ts), sent from an outbox so it survives restarts; then the bytes are scrubbed
 * from the store's files. Throws NotScrubbed (deleted, not yet scrubbed) when the scrub could not finish.
 */
import { type ErasedBy, patientDbOf } from '../patient/db.ts';
import type { InquiryStore } from '../store/store.ts';

export type { ErasedBy } from '../patient/db.ts';

export interface Erased {
  /** 1 when the request was stored and is now erased, 0 when it was not stored (erased already). */
  inquiries: number;
  deliveries: number;
  /** The clinics (ids) that are sent an erasure notice. */
  clinicsTold: string[];
}

export async function eraseInquiry(
  store: InquiryStore,
  id: string,
  { by, now = new Date() }: { by: ErasedBy; now?: Date },
): Promise<Erased> {
  // Only the patient is mailed a confirmation: they asked on their page (docs/patient-link.md).
  return patientDbOf(store).erase([id], now, by === 'patient');
}

/** How many requests one transaction erases (retention's first pass over a large store goes in such steps). */
const step = 500;

/** Each of `ids` erased as eraseInquiry does, a step at a time (one transaction and one scrub each); the totals. */
async function eraseAll(store: InquiryStore, ids: string[], by: ErasedBy): Promise<Erased> {
  const total: Erased = { inquiries: 0, deliveries: 0, clinicsTold: [] };
  for (let at = 0; at < ids.length; at += step) {
    const erased = await patientDbOf(store).erase(ids.slice(at, at + step), new Date(), by === 'patient');
    total.inquiries += erased.inquiries;
    total.deliveries += erased.deliveries;
    total.clinicsTold.push(...erased.clinicsTold);
  }
  return total;
}

/** The requests received before `cutoff` (ISO time), each erased as above (retention); resolves to the totals. */
export async function eraseReceivedBefore(store: InquiryStore, cutoff: string): Promise<Erased> {
  return eraseAll(store, await patientDbOf(store).receivedBefore(cutoff), 'retention');
}

/** Every request of this address (any case), each erased as above (the command line's erase --email). */
export async function eraseByEmail(store: InquiryStore, email: string, by: ErasedBy): Promise<Erased> {
  return eraseAll(store, await patientDbOf(store).idsOf(email), by);
}
