/**
 * The consents a visitor gives with an inquiry, each by ticking its own unticked box, and how a stored inquiry records
 * each: when it was given (`<kind>ConsentAt`) and the version of the privacy notice it was given against
 * (`<kind>ConsentNotice`). A request sends the kinds it has (`consents`) and the notice's version (`privacyNotice`).
 * A new consent is one entry here and its words; the record, its columns, the e-mail, the webhook and the export
 * follow.
 */
/** The kinds of consent, in the order the form shows their boxes. */
export declare const consentKinds: readonly ['health', 'clinic'];
export type ConsentKind = (typeof consentKinds)[number];
/**
 * `clinic`: the request also goes to the partner clinic it names (shown only with a clinic; without it, the request
 * goes to the company alone).
 *
 * Whether the form cannot be sent without the consent, and a request that arrives without it (an older embed, an API
 * client) is marked for the team: health details are read only with explicit consent (Art. 9(2)(a) GDPR).
 */
export declare const consentRequired: Readonly<Record<ConsentKind, boolean>>;
/**
 * Whether an inquiry of this type can carry health details: a partnership inquiry cannot, so it is asked for no
 * health consent (consent must be freely given, Art. 7(4) GDPR), and it goes to our team only (no clinic box).
 */
export declare const carriesHealthDetails: (inquiry: string | undefined) => boolean;
/** The boxes the form shows for an inquiry of this type (the clinic's only where a clinic is named, too). */
export declare const consentsAskedFor: (inquiry: string | undefined) => readonly ConsentKind[];
/** Whether the form cannot be sent without this consent for an inquiry of this type. */
export declare const consentRequiredFor: (kind: ConsentKind, inquiry: string | undefined) => boolean;
/** The fields of a stored inquiry that record a consent: when it was given, and against which notice. */
export type ConsentField = `${ConsentKind}Consent${'At' | 'Notice'}`;
export declare const consentFields: ("clinicConsentAt" | "clinicConsentNotice" | "healthConsentAt" | "healthConsentNotice")[];
export declare const isConsentKind: (value: unknown) => value is ConsentKind;
/** The required consents a stored inquiry lacks: the team asks for them before reading health details. */
export declare function missingConsents(record: Partial<Record<ConsentField, string | null>> & {
    inquiry?: string;
}): ConsentKind[];
/** The required consents a request of this inquiry type leaves out. */
export declare const consentsLeftOut: (given: readonly string[] | undefined, inquiry: string | undefined) => ("clinic" | "health")[];
