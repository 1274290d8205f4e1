/**
 * The consents a visitor gives with an inquiry, each by ticking its own unticked box, and how a stored inquiry records
 * each: when it was given (`<kind>ConsentAt`) and the version of the privacy notice it was given against
 * (`<kind>ConsentNotice`). A request sends the kinds it has (`consents`) and the notice's version (`privacyNotice`).
 * A new consent is one entry here and its words; the record, its columns, the e-mail, the webhook and the export
 * follow.
 */

/** The kinds of consent, in the order the form shows their boxes. */
export const consentKinds = ['health', 'clinic'] as const;
export type ConsentKind = (typeof consentKinds)[number];

/**
 * `clinic`: the request also goes to the partner clinic it names (shown only with a clinic; without it, the request
 * goes to the company alone).
 *
 * Whether the form cannot be sent without the consent, and a request that arrives without it (an older embed, an API
 * client) is marked for the team: health details are read only with explicit consent (Art. 9(2)(a) GDPR).
 */
export const consentRequired: Readonly<Record<ConsentKind, boolean>> = { health: true, clinic: false };

/**
 * Whether an inquiry of this type can carry health details: a partnership inquiry cannot, so it is asked for no
 * health consent (consent must be freely given, Art. 7(4) GDPR), and it goes to our team only (no clinic box).
 */
export const carriesHealthDetails = (inquiry: string | undefined) => inquiry !== 'partnership';

/** The boxes the form shows for an inquiry of this type (the clinic's only where a clinic is named, too). */
export const consentsAskedFor = (inquiry: string | undefined): readonly ConsentKind[] =>
  carriesHealthDetails(inquiry) ? consentKinds : [];

/** Whether the form cannot be sent without this consent for an inquiry of this type. */
export const consentRequiredFor = (kind: ConsentKind, inquiry: string | undefined) =>
  consentRequired[kind] && consentsAskedFor(inquiry).includes(kind);

/** The fields of a stored inquiry that record a consent: when it was given, and against which notice. */
export type ConsentField = `${ConsentKind}Consent${'At' | 'Notice'}`;

export const consentFields = consentKinds.flatMap((kind) => [`${kind}ConsentAt`, `${kind}ConsentNotice`] as const);

export const isConsentKind = (value: unknown): value is ConsentKind => consentKinds.includes(value as ConsentKind);

/** The required consents a stored inquiry lacks: the team asks for them before reading health details. */
export function missingConsents(
  record: Partial<Record<ConsentField, string | null>> & { inquiry?: string },
): ConsentKind[] {
  return consentKinds.filter((kind) => consentRequiredFor(kind, record.inquiry) && !record[`${kind}ConsentAt`]);
}

/** The required consents a request of this inquiry type leaves out. */
export const consentsLeftOut = (given: readonly string[] | undefined, inquiry: string | undefined) =>
  consentKinds.filter((kind) => consentRequiredFor(kind, inquiry) && !given?.includes(kind));
