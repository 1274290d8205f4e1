/**
 * The inquiry's fields and limits: what the form needs at once, without the validation (schema.ts, valibot), which the
 * browser fetches only to read a saved draft.
 */
import { defaultInquiry, type InquiryType, inquiryTypes } from './types';

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
export const inquiryFieldSpecs = {
  name: { control: 'text', max: 120, autoComplete: 'name' },
  email: { control: 'email', max: 254, autoComplete: 'email' },
  phone: { control: 'tel', max: 40, autoComplete: 'tel', optional: true },
  inquiry: { control: 'choice', choices: inquiryTypes, default: defaultInquiry },
  subject: { control: 'text', max: 200, wide: true },
  message: { control: 'lines', max: 5000, wide: true },
} as const satisfies Record<string, TextFieldSpec | ChoiceFieldSpec>;

type Specs = typeof inquiryFieldSpecs;
export type InquiryField = keyof Specs;
/** The fields typed as one of a list, and the ones typed as text. */
export type ChoiceField = { [F in InquiryField]: Specs[F] extends ChoiceFieldSpec ? F : never }[InquiryField];
export type TextField = Exclude<InquiryField, ChoiceField>;

/** What a visitor types: a text for each field, one of its choices for a choice. */
export type InquiryDraft = { [F in InquiryField]: Specs[F] extends { choices: readonly (infer C)[] } ? C : string };

/** What a visitor types, in the form's order. */
export const inquiryFields = Object.keys(inquiryFieldSpecs) as readonly InquiryField[];
/** A field's spec, as any field's (its own type says more). */
export const specOf = (field: InquiryField): TextFieldSpec | ChoiceFieldSpec => inquiryFieldSpecs[field];
export const isChoiceField = (field: InquiryField): field is ChoiceField =>
  inquiryFieldSpecs[field].control === 'choice';
export const choiceFields = inquiryFields.filter(isChoiceField);
export const textFields = inquiryFields.filter((field): field is TextField => !isChoiceField(field));

/** A value for each of `fields` (every one of them: the list is the type's). */
export const eachField = <F extends InquiryField, V>(fields: readonly F[], value: (field: F) => V) =>
  Object.fromEntries(fields.map((field) => [field, value(field)])) as Record<F, V>;

/** Fields a visitor may leave empty. */
export const optionalFields: readonly InquiryField[] = inquiryFields.filter((field) => {
  const spec = specOf(field);
  return spec.control !== 'choice' && spec.optional === true;
});

/** Why a field was refused. */
export type FieldErrorCode = 'required' | 'email' | 'tooLong' | 'inquiry' | 'invalid';

/** Longest accepted value of each text, in characters: what a visitor types, then what the form adds. */
export const limits = {
  ...eachField(textFields, (field): number => inquiryFieldSpecs[field].max),
  pageUrl: 2048,
  idempotencyKey: 100,
  privacyNotice: 40,
} as const;

/** Whether `value` is one of the choices of `field`. */
export const isChoiceOf = <F extends ChoiceField>(field: F, value: unknown): value is InquiryDraft[F] =>
  inquiryFieldSpecs[field].choices.some((choice) => choice === value);

/** A draft with nothing typed yet: each text empty, each choice its default, the inquiry `inquiry`. */
export const emptyDraft = (inquiry: InquiryType = defaultInquiry): InquiryDraft => ({
  ...eachField(textFields, () => ''),
  ...eachField(choiceFields, (field) => inquiryFieldSpecs[field].default),
  inquiry,
});

/**
 * A draft from what a form sent (a text per field, or none): each text as sent, else empty; each choice as sent if it
 * is one of its choices, else its default.
 */
export const draftOf = (sent: Readonly<Partial<Record<string, string>>>): InquiryDraft => ({
  ...eachField(textFields, (field) => sent[field] ?? ''),
  ...eachField(choiceFields, (field) => {
    const value = sent[field];
    return isChoiceOf(field, value) ? value : inquiryFieldSpecs[field].default;
  }),
});

/** Whether nothing was typed: each field as `emptyDraft(inquiry)` has it. */
export function isEmptyDraft(draft: InquiryDraft, inquiry: InquiryType): boolean {
  const empty = emptyDraft(inquiry);
  return inquiryFields.every((field) => draft[field] === empty[field]);
}

/**
 * The largest request body the receiver reads, in bytes: every field at its limit in the costliest encoding, a form
 * sent without script, where one UTF-16 code unit is up to 3 UTF-8 bytes and each becomes %XX (9 bytes); plus 1 KB
 * for the field names, the inquiry type and the language. Marked pure: the receiver's figure, which the browser's
 * bundle leaves out.
 */
export const maxBodyBytes = /* @__PURE__ */ (() =>
  9 * Object.values(limits).reduce((sum, limit) => sum + limit, 0) + 1024)();

export type FieldErrors = Partial<Record<InquiryField, FieldErrorCode>>;

/**
 * `text` with U+FFFD in place of each lone surrogate (half of a pair, which no UTF-8 can hold): what a database keeps
 * of it, so that the text sent, validated, stored and compared with a retry is the same everywhere.
 */
export const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
