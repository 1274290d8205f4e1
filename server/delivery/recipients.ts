/**
 * Who each new inquiry goes to: the team on every channel configured, and, when the patient ticked the box that
 * shares it, the partner clinic it names, at the clinic's address for requests (docs/clinics.md). A clinic the file
 * does not have (a typo, a clinic that left), one that takes no requests through us, or one whose channel is not set
 * up here: the inquiry is kept and goes to the team alone, and the log says why (by ids, never a field typed).
 */
import type { ClinicLookup } from '../../src/content/clinics/published.ts';
import type { StoredInquiry } from '../../src/inquiry/record.ts';
import type { Log } from '../log.ts';
import { type DeliveryConfig, kindsOf } from './config.ts';
import type { Recipient } from './outbox.ts';
import { team } from './outbox.ts';

/** The clinics as delivery reads them: by id (undefined before the clinics file is read). */
export type ClinicsLookup = (id: string) => ClinicLookup | undefined;

/** A clinic id as the log shows it: what a request sent is not trusted to be one. */
const shown = (id: string) => (/^[a-z0-9-]{1,100}$/.test(id) ? id : JSON.stringify(id.slice(0, 100)));

export function recipientsOf(config: DeliveryConfig, clinics: ClinicsLookup, log: Log) {
  const teams = kindsOf(config).map(team);
  return (record: StoredInquiry): Recipient[] => {
    const id = record.clinic;
    if (!id || !record.clinicConsentAt) return teams;
    const alone = (why: string) => {
      log.warn(`inquiry ${record.id} names clinic ${shown(id)}, ${why}: kept, for the team alone`);
      return teams;
    };
    const clinic = clinics(id);
    if (!clinic) return alone('but the clinics are not read yet');
    if (!clinic.known) return alone('which the clinics file does not have (unknown or retired)');
    if (!clinic.acceptsRequests || !clinic.contact) return alone('which takes no requests through us');
    const recipient = `clinic:${clinic.id}` as const;
    if ('email' in clinic.contact) {
      if (!config.mail) return alone('whose requests go by e-mail, and PHX_SMTP_URL is not set');
      return [...teams, { kind: 'email', recipient, target: clinic.contact.email }];
    }
    if (!config.clinicWebhookSecret)
      return alone('whose requests go to its webhook, and PHX_CLINIC_WEBHOOK_SECRET is not set');
    return [...teams, { kind: 'webhook', recipient, target: clinic.contact.webhook }];
  };
}

/** The clinic a delivery is for, by its row's recipient (`clinic:<id>`); undefined for the team's. */
export const clinicIdOf = (recipient: string) => (recipient.startsWith('clinic:') ? recipient.slice(7) : undefined);
