/**
 * The inquiry's fields and limits: what the form needs at once, without the validation (schema.ts, valibot), which the
 * browser fetches only to read a saved draft.
 */
import { type InquiryType } from './types.js';
/** A field typed as text: a line (its `<input type>`: text, email, tel) or several lines. */
export interface TextFieldSpec {
    control: 'text' | 'email' | 'tel' | 'lines';
    /** Longest accepted value, in characters (the form's `maxlength`). */
    max: number;
    /** A visitor may leave it empty. */
    optional?: true;
    /** What a browser may fill it with (`autocomplete`). */
    autoComplete?: string;
    /** Across the whole form (else half its width, beside another). */
    wide?: true;
}
/**
 * A field typed as one of a list (a `<select>`): its words are its values' words (see InquiryForm's `choiceWords`); a
 * value that is none of them is refused with the code `inquiry`.
 */
export interface ChoiceFieldSpec {
    control: 'choice';
    choices: readonly string[];
    /** Chosen at first, and in place of a value that is not one of the choices. */
    default: string;
    wide?: true;
}
/**
 * What a visitor types, in the form's order: a field is one entry here and its label under `contact.fields` in each
 * language. The form's controls, the draft and its empty check, the receiver's reading of a form, the validation
 * (schema.ts), the stored record and its column, the e-mail, the webhook and the export follow from it.
 */
export declare const inquiryFieldSpecs: {
    readonly name: {
        readonly control: 'text';
        readonly max: 120;
        readonly autoComplete: 'name';
    };
    readonly email: {
        readonly control: 'email';
        readonly max: 254;
        readonly autoComplete: 'email';
    };
    readonly phone: {
        readonly control: 'tel';
        readonly max: 40;
        readonly autoComplete: 'tel';
        readonly optional: true;
    };
    readonly inquiry: {
        readonly control: 'choice';
        readonly choices: readonly ["general", "consultation", "support", "insurance", "partnership"];
        readonly default: "consultation" | "general" | "insurance" | "partnership" | "support";
    };
    readonly subject: {
        readonly control: 'text';
        readonly max: 200;
        readonly wide: true;
    };
    readonly message: {
        readonly control: 'lines';
        readonly max: 5000;
        readonly wide: true;
    };
};
type Specs = typeof inquiryFieldSpecs;
export type InquiryField = keyof Specs;
/** The fields typed as one of a list, and the ones typed as text. */
export type ChoiceField = {
    [F in InquiryField]: Specs[F] extends ChoiceFieldSpec ? F : never;
}[InquiryField];
export type TextField = Exclude<InquiryField, ChoiceField>;
/** What a visitor types: a text for each field, one of its choices for a choice. */
export type InquiryDraft = {
    [F in InquiryField]: Specs[F] extends {
        choices: readonly (infer C)[];
    } ? C : string;
};
/** What a visitor types, in the form's order. */
export declare const inquiryFields: readonly InquiryField[];
/** A field's spec, as any field's (its own type says more). */
export declare const specOf: (field: InquiryField) => TextFieldSpec | ChoiceFieldSpec;
export declare const isChoiceField: (field: InquiryField) => field is ChoiceField;
export declare const choiceFields: "inquiry"[];
export declare const textFields: TextField[];
/** A value for each of `fields` (every one of them: the list is the type's). */
export declare const eachField: <F extends InquiryField, V>(fields: readonly F[], value: (field: F) => V) => Record<F, V>;
/** Fields a visitor may leave empty. */
export declare const optionalFields: readonly InquiryField[];
/** Why a field was refused. */
export type FieldErrorCode = 'required' | 'email' | 'tooLong' | 'inquiry' | 'invalid';
/** Longest accepted value of each text, in characters: what a visitor types, then what the form adds. */
export declare const limits: {
    readonly pageUrl: 2048;
    readonly idempotencyKey: 100;
    readonly privacyNotice: 40;
    readonly email: number;
    readonly message: number;
    readonly name: number;
    readonly phone: number;
    readonly subject: number;
};
/** Whether `value` is one of the choices of `field`. */
export declare const isChoiceOf: <F extends ChoiceField>(field: F, value: unknown) => value is InquiryDraft[F];
/** A draft with nothing typed yet: each text empty, each choice its default, the inquiry `inquiry`. */
export declare const emptyDraft: (inquiry?: InquiryType) => InquiryDraft;
/**
 * A draft from what a form sent (a text per field, or none): each text as sent, else empty; each choice as sent if it
 * is one of its choices, else its default.
 */
export declare const draftOf: (sent: Readonly<Partial<Record<string, string>>>) => InquiryDraft;
/** Whether nothing was typed: each field as `emptyDraft(inquiry)` has it. */
export declare function isEmptyDraft(draft: InquiryDraft, inquiry: InquiryType): boolean;
/**
 * The largest request body the receiver reads, in bytes: every field at its limit in the costliest encoding, a form
 * sent without script, where one UTF-16 code unit is up to 3 UTF-8 bytes and each becomes %XX (9 bytes); plus 1 KB
 * for the field names, the inquiry type and the language. Marked pure: the receiver's figure, which the browser's
 * bundle leaves out.
 */
export declare const maxBodyBytes: number;
export type FieldErrors = Partial<Record<InquiryField, FieldErrorCode>>;
/**
 * `text` with U+FFFD in place of each lone surrogate (half of a pair, which no UTF-8 can hold): what a database keeps
 * of it, so that the text sent, validated, stored and compared with a retry is the same everywhere.
 */
export declare const wellFormed: (text: string) => string;
export {};
