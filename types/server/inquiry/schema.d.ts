/**
 * The inquiry a visitor sends, once: its validation (valibot), derived from the fields' specs (fields.ts) and shared by
 * <phx-contact> (the stored draft), the receiver, the store and the export. Messages are codes; the element and the
 * server's pages word them in the visitor's language.
 */
import * as v from 'valibot';
import { type FieldErrors, type InquiryDraft } from './fields.js';
export { defaultInquiry, type InquiryType, inquiryTypes } from './types.js';
export { type ConsentKind, consentKinds } from './consent.js';
export * from './fields.js';
export declare const draftSchema: v.ObjectSchema<{
    email: v.GenericSchema<unknown, string>;
    inquiry: v.GenericSchema<unknown, "consultation" | "general" | "insurance" | "partnership" | "support">;
    message: v.GenericSchema<unknown, string>;
    name: v.GenericSchema<unknown, string>;
    phone: v.GenericSchema<unknown, string>;
    subject: v.GenericSchema<unknown, string>;
}, undefined>;
export declare const requestSchema: v.ObjectSchema<{
    /** The page the form was sent from: an http(s) address, else empty. */
    readonly pageUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.SchemaWithPipe<readonly [v.StringSchema<string | undefined>, v.TransformAction<string, string>]>, v.TrimAction, v.TransformAction<string, string>]>, "">;
    /** The same for every retry of one draft: the receiver stores each key once. */
    readonly idempotencyKey: v.SchemaWithPipe<readonly [v.SchemaWithPipe<readonly [v.StringSchema<"request" | undefined>, v.TransformAction<string, string>]>, v.TrimAction, v.NonEmptyAction<string, "request">, v.MaxLengthAction<string, 100, "request">]>;
    /** The language the visitor read the form in (a BCP 47 primary tag such as "de"), so the answer can be in it. */
    readonly lang: v.OptionalSchema<v.SchemaWithPipe<readonly [v.SchemaWithPipe<readonly [v.StringSchema<string | undefined>, v.TransformAction<string, string>]>, v.TrimAction, v.ToLowerCaseAction, v.RegexAction<string, undefined>]>, undefined>;
    /** The partner clinic a consultation request is for (its id in src/content/clinics.ts), when asked at one. */
    readonly clinic: v.OptionalSchema<v.SchemaWithPipe<readonly [v.SchemaWithPipe<readonly [v.StringSchema<string | undefined>, v.TransformAction<string, string>]>, v.TrimAction, v.MaxLengthAction<string, 100, "request">]>, undefined>;
    /**
     * The consents the visitor gave, each by ticking its box (src/inquiry/consent.ts). A kind this version does not
     * know is left out; a request without them is stored all the same, marked for the team.
     */
    readonly consents: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.StringSchema<undefined>, "request">, v.TransformAction<string[], ("clinic" | "health")[]>]>, undefined>;
    /** The version of the privacy notice the form linked to (its date), which the consents were given against. */
    readonly privacyNotice: v.OptionalSchema<v.SchemaWithPipe<readonly [v.SchemaWithPipe<readonly [v.StringSchema<string | undefined>, v.TransformAction<string, string>]>, v.TrimAction, v.MaxLengthAction<string, 40, "request">]>, undefined>;
    /** Honeypot: a hidden field people never fill. Anything in it marks a bot. */
    readonly website: v.OptionalSchema<v.UnknownSchema, undefined>;
    readonly email: v.GenericSchema<unknown, string>;
    readonly inquiry: v.GenericSchema<unknown, "consultation" | "general" | "insurance" | "partnership" | "support">;
    readonly message: v.GenericSchema<unknown, string>;
    readonly name: v.GenericSchema<unknown, string>;
    readonly phone: v.GenericSchema<unknown, string>;
    readonly subject: v.GenericSchema<unknown, string>;
}, undefined>;
/** What is sent: the draft, where it was sent from, its language and a key that makes retries safe. */
export type InquiryRequest = v.InferOutput<typeof requestSchema>;
export type Validation = {
    ok: true;
    value: InquiryRequest;
} | {
    ok: false;
    errors: FieldErrors & {
        request?: string;
    };
};
/** Checks a request as the receiver gets it (any JSON value); each refused field gets the code of its first problem. */
export declare function validateInquiry(input: unknown): Validation;
/** A saved draft (session storage) if it has the draft's shape; anything else is not a draft. */
export declare function parseDraft(value: unknown): InquiryDraft | null;
/** The form's draft as session storage keeps it: the draft, and the key of its last send attempt (useInquiryDraft). */
declare const storedDraftSchema: v.ObjectSchema<{
    readonly draft: v.ObjectSchema<{
        email: v.GenericSchema<unknown, string>;
        inquiry: v.GenericSchema<unknown, "consultation" | "general" | "insurance" | "partnership" | "support">;
        message: v.GenericSchema<unknown, string>;
        name: v.GenericSchema<unknown, string>;
        phone: v.GenericSchema<unknown, string>;
        subject: v.GenericSchema<unknown, string>;
    }, undefined>;
    readonly sentAs: v.SchemaWithFallback<v.OptionalSchema<v.ObjectSchema<{
        readonly key: v.StringSchema<undefined>;
        readonly text: v.StringSchema<undefined>;
    }, undefined>, undefined>, undefined>;
}, undefined>;
/** A stored draft from its JSON text, if it has the shape of one; anything else (not JSON too) is not one. */
export declare function parseStoredDraft(raw: string): v.InferOutput<typeof storedDraftSchema> | null;
