/**
 * Who each new inquiry goes to: the team on every channel configured, and, when the patient ticked the box that
 * shares it with the partner clinic it names, that clinic, on a row of its own. Nothing is looked up here: whether the
 * clinic gets it, and where, is decided when it is sent (clinic-share.ts), so a clinic retired or a consent missing
 * meanwhile ends its row with the reason. A value that can be no clinic id is said to be invalid, never repeated.
 */
import type { StoredInquiry } from '../../src/inquiry/record.ts';
import type { Log } from '../log.ts';
import { isClinicId } from './clinic-share.ts';
import { type DeliveryConfig, defaultClinicHourlyCap, kindsOf } from './config.ts';
import type { Recipient } from './outbox.ts';
import { team } from './outbox.ts';

const patient: Recipient = { kind: 'patient', recipient: 'patient', target: null };

export function recipientsOf(config: DeliveryConfig, log: Log) {
  // The patient's confirmation with their own link (server/patient/), when e-mail and the link's secret are set.
  const teams = [...kindsOf(config).map(team), ...(config.mail && config.linkSecret ? [patient] : [])];
  return (record: StoredInquiry): Recipient[] => {
    const id = record.clinic;
    if (!id || !record.clinicConsentAt) return teams;
    if (!isClinicId(id)) {
      log.warn(`inquiry ${record.id} names an invalid clinic value: kept, for the team alone`);
      return teams;
    }
    const hourlyCap = config.clinicHourlyCap ?? defaultClinicHourlyCap;
    return [...teams, { kind: 'clinic', recipient: `clinic:${id}`, target: null, hourlyCap }];
  };
}
