/**
 * The inquiry's fields and limits, and the reading of a receiver's refusal: what the form needs at once, without the
 * validation (schema.ts, valibot), which the browser fetches only to read a saved draft.
 */
/** What a visitor types, in the form's order. */
export declare const inquiryFields: readonly ['name', 'email', 'phone', 'inquiry', 'subject', 'message'];
export type InquiryField = (typeof inquiryFields)[number];
/** Why a field was refused. */
export type FieldErrorCode = 'required' | 'email' | 'tooLong' | 'inquiry' | 'invalid';
/** Longest accepted value of each text field, in characters (the form's `maxlength`). */
export declare const limits: {
    readonly name: 120;
    readonly email: 254;
    readonly phone: 40;
    readonly subject: 200;
    readonly message: 5000;
    readonly pageUrl: 2048;
    readonly idempotencyKey: 100;
    readonly privacyNotice: 40;
};
/** Fields a visitor may leave empty. */
export declare const optionalFields: readonly InquiryField[];
/**
 * The largest request body the receiver reads, in bytes: every field at its limit in the costliest encoding, a form
 * sent without script, where one UTF-16 code unit is up to 3 UTF-8 bytes and each becomes %XX (9 bytes); plus 1 KB
 * for the field names, the inquiry type and the language.
 */
export declare const maxBodyBytes: number;
export type FieldErrors = Partial<Record<InquiryField, FieldErrorCode>>;
/**
 * `text` with U+FFFD in place of each lone surrogate (half of a pair, which no UTF-8 can hold): what a database keeps
 * of it, so that the text sent, validated, stored and compared with a retry is the same everywhere.
 */
export declare const wellFormed: (text: string) => string;
/** Reads a receiver's 400 answer `{ errors: { field: code } }` into field errors, ignoring anything else. */
export declare function fieldErrorsFrom(body: unknown): FieldErrors;
