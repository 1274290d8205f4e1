/**
 * Whether a request goes to the partner clinic it names, decided in this one place at the moment of sending (for the
 * clinic's own row, and for the team's copy, which says why not): only with both the health consent and the share
 * consent, each given against a privacy notice we published with that box, to a clinic the current clinics file has,
 * that takes requests, on a channel set up here. Whatever the inquiry type: a clinic never gets a request otherwise.
 */
import { noticeBoxes, privacyNotice } from '../../src/content/privacy-notice.ts';
import { clinicIdPattern } from '../../src/content/clinics/clinic.ts';
import type { ClinicLookup } from '../../src/content/clinics/published.ts';
import type { StoredInquiry } from '../../src/inquiry/record.ts';

/** The clinics as delivery reads them: by id (undefined before the clinics file is read). */
export type ClinicsLookup = (id: string) => ClinicLookup | undefined;

/** Why a clinic's copy was not sent: the code its outbox row ends with, and the team's copy explains. */
const withheldReasons = [
  'NO_HEALTH_CONSENT',
  'NO_SHARE_CONSENT',
  'UNKNOWN_NOTICE_VERSION',
  'INVALID_CLINIC',
  'CLINICS_NOT_READ',
  'CLINIC_RETIRED',
  'CLINIC_TAKES_NO_REQUESTS',
  'CHANNEL_NOT_CONFIGURED',
] as const;
export type WithheldReason = (typeof withheldReasons)[number];

/** A clinic as the request goes to it: its name, languages, and where its requests go now. */
export interface SharedClinic {
  id: string;
  name: string;
  languages: readonly string[];
  contact: { email: string } | { webhook: string };
}

/** The decision, and the clinic's name in the clinics file where it has the clinic (the team's copy names it). */
export type ClinicShare =
  | { ok: true; clinic: SharedClinic; name: string }
  | { ok: false; reason: WithheldReason; name: string | null };

/** The form of a clinic id (read-csv.ts): anything else a request names is no clinic, and is never logged. */
export const isClinicId = (value: string) => value.length <= 100 && clinicIdPattern.test(value);

/** Whether a consent was given against a version of the notice that showed its box (the current one shows all). */
const knownNotice = (version: string | null | undefined, box: string) =>
  Boolean(version) && (version === privacyNotice.version || Boolean(noticeBoxes[version as string]?.includes(box)));

/** The channels set up here for clinics: e-mail (PHX_SMTP_URL), their own webhooks (PHX_CLINIC_WEBHOOK_SECRET). */
interface ClinicChannels {
  email: boolean;
  webhook: boolean;
}

export function clinicShareOf(inquiry: StoredInquiry, clinics: ClinicsLookup, channels: ClinicChannels): ClinicShare {
  const id = inquiry.clinic;
  const clinic = id && isClinicId(id) ? clinics(id) : undefined;
  const no = (reason: WithheldReason): ClinicShare => ({ ok: false, reason, name: clinic?.known ? clinic.name : null });
  if (!id || !isClinicId(id)) return no('INVALID_CLINIC');
  if (!inquiry.healthConsentAt) return no('NO_HEALTH_CONSENT');
  if (!inquiry.clinicConsentAt) return no('NO_SHARE_CONSENT');
  if (!knownNotice(inquiry.healthConsentNotice, 'health') || !knownNotice(inquiry.clinicConsentNotice, 'clinic'))
    return no('UNKNOWN_NOTICE_VERSION');
  if (!clinic) return no('CLINICS_NOT_READ');
  if (!clinic.known) return no('CLINIC_RETIRED');
  if (!clinic.acceptsRequests || !clinic.contact) return no('CLINIC_TAKES_NO_REQUESTS');
  if (!('email' in clinic.contact ? channels.email : channels.webhook)) return no('CHANNEL_NOT_CONFIGURED');
  const shared = { id, name: clinic.name, languages: clinic.languages, contact: clinic.contact };
  return { ok: true, clinic: shared, name: clinic.name };
}

/**
 * A clinic's copy that was not sent, by rule: final, never retried. `inFile`: whether the clinics file has the clinic
 * (a log line names only such a clinic: an id it does not have is only what a request said).
 */
export class Withheld extends Error {
  override name = 'Withheld';
  constructor(
    // PATIENT_MAILED_THIS_HOUR: the patient's confirmation, one went to the address within the hour (server/patient/).
    readonly code: WithheldReason | 'PATIENT_MAILED_THIS_HOUR',
    readonly inFile = true,
  ) {
    super(code);
  }
}

/**
 * What became of the clinic's copy, as the team's copy says it: null (the request shares nothing), `sending` (sent, or
 * on its way), `held` (over the clinic's hourly cap, waiting for a release), or why it was withheld.
 */
export type ClinicCopy = null | 'sending' | 'held' | WithheldReason;

/** The clinic's copy of `inquiry`, its row in `clinicState`, as the rules decide now. */
export function clinicCopyOf(
  inquiry: StoredInquiry,
  clinicState: string | null | undefined,
  share: (inquiry: StoredInquiry) => ClinicShare,
): ClinicCopy {
  if (!inquiry.clinic || !inquiry.clinicConsentAt) return null;
  if (clinicState === 'held') return 'held';
  if (clinicState === 'sent') return 'sending';
  const decided = share(inquiry);
  return decided.ok ? 'sending' : decided.reason;
}
