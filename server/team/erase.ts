/**
 * The privacy role's erasure of one request: the inquiry and its deliveries (the store's erasure, scrubbed from the
 * database's files), then what the team kept of it (status, history, notes). The one place the inbox erases; the
 * patient's own erasure (issue #44, item 5: every clinic that received it told) is to take its place.
 */
import type { InquiryStore } from '../store/store.ts';
import type { TeamStore } from './store.ts';

export async function eraseRequest(store: InquiryStore, team: TeamStore, id: string, actor: string) {
  if (!store.outbox) throw new Error('This store has no outbox to erase from.');
  const deleted = await store.outbox.eraseById(id);
  await team.dropOrphans();
  await team.audit({ actor, action: 'erase', inquiryId: id, detail: `${deleted.deliveries} deliveries` });
  return deleted;
}
