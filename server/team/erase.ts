/**
 * The privacy role's erasure of one request: the one erasure every path takes (server/inquiries/erase.ts: the
 * inquiry, its deliveries and consent records deleted and scrubbed, and every clinic that received a copy told), then
 * what the team kept of it (status, history, notes).
 */
import { eraseInquiry } from '../inquiries/erase.ts';
import type { InquiryStore } from '../store/store.ts';
import type { TeamStore } from './store.ts';

export async function eraseRequest(store: InquiryStore, team: TeamStore, id: string, actor: string) {
  const erased = await eraseInquiry(store, id, { by: 'privacy' });
  await team.dropOrphans();
  await team.audit({
    actor,
    action: 'erase',
    inquiryId: id,
    detail: `${erased.deliveries} deliveries, ${erased.clinicsTold.length} clinics told`,
  });
  return erased;
}
