/**
 * The sender of a partner clinic's copy: decides by the rules (clinic-share.ts) at the moment of sending, then sends
 * by e-mail or to the clinic's own webhook, as the clinics file says now; a copy the rules refuse is withheld.
 */
import type { StoredInquiry } from '../../src/inquiry/record.ts';
import { type ClinicShare, Withheld } from './clinic-share.ts';
import type { ClinicSender, Sender } from './mailer.ts';

export function createClinicSender(
  share: (inquiry: StoredInquiry) => ClinicShare,
  channels: { email?: ClinicSender; webhook?: ClinicSender },
): Sender {
  return async (delivery, signal) => {
    const decided = share(delivery.inquiry);
    if (!decided.ok) throw new Withheld(decided.reason, decided.name !== null);
    const send = 'email' in decided.clinic.contact ? channels.email : channels.webhook;
    if (!send) throw new Withheld('CHANNEL_NOT_CONFIGURED');
    await send(delivery, decided.clinic, signal);
  };
}
