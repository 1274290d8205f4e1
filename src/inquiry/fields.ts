/**
 * The inquiry's fields and limits, and the reading of a receiver's refusal: what the form needs at once, without the
 * validation (schema.ts, valibot), which the browser fetches only to read a saved draft.
 */

/** What a visitor types, in the form's order. */
export const inquiryFields = ['name', 'email', 'phone', 'inquiry', 'subject', 'message'] as const;
export type InquiryField = (typeof inquiryFields)[number];

/** Why a field was refused. */
export type FieldErrorCode = 'required' | 'email' | 'tooLong' | 'inquiry' | 'invalid';
const fieldErrorCodes: readonly string[] = ['required', 'email', 'tooLong', 'inquiry', 'invalid'];

/** Longest accepted value of each text field, in characters (the form's `maxlength`). */
export const limits = {
  name: 120,
  email: 254,
  phone: 40,
  subject: 200,
  message: 5000,
  pageUrl: 2048,
  idempotencyKey: 100,
  privacyNotice: 40,
} as const;

/** Fields a visitor may leave empty. */
export const optionalFields: readonly InquiryField[] = ['phone'];

/**
 * The largest request body the receiver reads, in bytes: every field at its limit in the costliest encoding, a form
 * sent without script, where one UTF-16 code unit is up to 3 UTF-8 bytes and each becomes %XX (9 bytes); plus 1 KB
 * for the field names, the inquiry type and the language.
 */
export const maxBodyBytes = 9 * Object.values(limits).reduce((sum, limit) => sum + limit, 0) + 1024;

export type FieldErrors = Partial<Record<InquiryField, FieldErrorCode>>;

/**
 * `text` with U+FFFD in place of each lone surrogate (half of a pair, which no UTF-8 can hold): what a database keeps
 * of it, so that the text sent, validated, stored and compared with a retry is the same everywhere.
 */
export const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Reads a receiver's 400 answer `{ errors: { field: code } }` into field errors, ignoring anything else. */
export function fieldErrorsFrom(body: unknown): FieldErrors {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const found: FieldErrors = {};
  for (const field of inquiryFields) {
    const code = (errors as Record<string, unknown>)[field];
    // A receiver of someone else's making may answer in words: the field is still marked, in our words.
    if (typeof code === 'string' && code)
      found[field] = (fieldErrorCodes.includes(code) ? code : 'invalid') as FieldErrorCode;
  }
  return found;
}
