/**
 * The inquiry a visitor sends, once: its validation (valibot), derived from the fields' specs (fields.ts) and shared by
 * <phx-contact> (the stored draft), the receiver, the store and the export. Messages are codes; the element and the
 * server's pages word them in the visitor's language.
 */
import * as v from 'valibot';
import { consentKinds } from './consent';
import {
  eachField,
  type FieldErrorCode,
  type FieldErrors,
  type InquiryDraft,
  type InquiryField,
  inquiryFieldSpecs,
  inquiryFields,
  limits,
  type TextFieldSpec,
  wellFormed,
} from './fields';

export { defaultInquiry, type InquiryType, inquiryTypes } from './types';
export { type ConsentKind, consentKinds } from './consent';
export * from './fields';

// The browser's own rule for <input type=email> (HTML spec), so the form and the receiver agree.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Text as it is stored: every lone surrogate U+FFFD, before it is checked (see wellFormed). */
const wellFormedString = <M extends string>(message?: M) => v.pipe(v.string(message), v.transform(wellFormed));

/** An http(s) address, or nothing: a `javascript:` or `data:` address is never kept, shown or sent on. */
function httpOnly(url: string): string {
  try {
    return /^https?:$/.test(new URL(url).protocol) ? url : '';
  } catch {
    return '';
  }
}

const text = (max: number, required: boolean) =>
  v.pipe(
    wellFormedString('required'),
    v.trim(),
    ...(required ? [v.nonEmpty<string, FieldErrorCode>('required')] : []),
    v.maxLength<string, number, FieldErrorCode>(max, 'tooLong'),
  );

/** A text as its spec says: within its limit, required unless optional (then '' when left out), an address for email. */
function textCheck({ control, max, optional }: TextFieldSpec) {
  const checked = text(max, !optional);
  const typed =
    control === 'email'
      ? v.pipe(
          checked,
          v.check((s) => (optional && !s) || emailPattern.test(s), 'email'),
        )
      : checked;
  return optional ? v.optional(typed, '') : typed;
}

/**
 * An object of the draft's fields, each checked by `check` (from its spec in fields.ts): the one place the check of a
 * field is said to give the draft's type of it.
 */
const draftObject = (check: (field: InquiryField) => v.GenericSchema<unknown, InquiryDraft[InquiryField]>) =>
  v.object(eachField(inquiryFields, check) as { [F in InquiryField]: v.GenericSchema<unknown, InquiryDraft[F]> });

export const draftSchema = draftObject((field) => {
  const spec = inquiryFieldSpecs[field];
  return spec.control === 'choice' ? v.picklist(spec.choices, 'inquiry') : textCheck(spec);
});

export const requestSchema = v.object({
  ...draftSchema.entries,
  /** The page the form was sent from: an http(s) address, else empty. */
  pageUrl: v.optional(
    v.pipe(
      wellFormedString(),
      v.trim(),
      v.transform((url) => httpOnly(url).slice(0, limits.pageUrl)),
    ),
    '',
  ),
  /** The same for every retry of one draft: the receiver stores each key once. */
  idempotencyKey: v.pipe(
    wellFormedString('request'),
    v.trim(),
    v.nonEmpty('request'),
    v.maxLength(limits.idempotencyKey, 'request'),
  ),
  /** The language the visitor read the form in (a BCP 47 primary tag such as "de"), so the answer can be in it. */
  lang: v.optional(v.pipe(wellFormedString(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2,3}$/))),
  /** The partner clinic a consultation request is for (its id in src/content/clinics.ts), when asked at one. */
  clinic: v.optional(v.pipe(wellFormedString(), v.trim(), v.maxLength(100, 'request'))),
  /**
   * The consents the visitor gave, each by ticking its box (src/inquiry/consent.ts). A kind this version does not
   * know is left out; a request without them is stored all the same, marked for the team.
   */
  consents: v.optional(
    v.pipe(
      v.array(v.string(), 'request'),
      v.transform((given) => consentKinds.filter((kind) => given.includes(kind))),
    ),
  ),
  /** The version of the privacy notice the form linked to (its date), which the consents were given against. */
  privacyNotice: v.optional(v.pipe(wellFormedString(), v.trim(), v.maxLength(limits.privacyNotice, 'request'))),
  /** Honeypot: a hidden field people never fill. Anything in it marks a bot. */
  website: v.optional(v.unknown()),
});

/** What is sent: the draft, where it was sent from, its language and a key that makes retries safe. */
export type InquiryRequest = v.InferOutput<typeof requestSchema>;

export type Validation =
  | { ok: true; value: InquiryRequest }
  | { ok: false; errors: FieldErrors & { request?: string } };

const isField = (key: unknown): key is InquiryField => inquiryFields.includes(key as InquiryField);

/** Checks a request as the receiver gets it (any JSON value); each refused field gets the code of its first problem. */
export function validateInquiry(input: unknown): Validation {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, errors: { request: 'The request body must be a JSON object.' } };
  }
  const result = v.safeParse(requestSchema, input);
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors & { request?: string } = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (isField(key)) errors[key] ??= issue.message as FieldErrorCode;
    else errors.request ??= `${String(key ?? 'body')} is missing or invalid.`;
  }
  return { ok: false, errors };
}

/** A saved draft's shape: every text a string, every choice one of its choices. */
const savedDraftSchema = draftObject((field) => {
  const spec = inquiryFieldSpecs[field];
  return spec.control === 'choice' ? v.picklist(spec.choices) : v.string();
});

/** A saved draft (session storage) if it has the draft's shape; anything else is not a draft. */
export function parseDraft(value: unknown): InquiryDraft | null {
  const result = v.safeParse(savedDraftSchema, value);
  return result.success ? result.output : null;
}

/** The form's draft as session storage keeps it: the draft, and the key of its last send attempt (useInquiryDraft). */
const storedDraftSchema = v.object({
  draft: savedDraftSchema,
  // A key of the wrong shape is dropped, the draft kept.
  sentAs: v.fallback(v.optional(v.object({ key: v.string(), text: v.string() })), undefined),
});

/** A stored draft from its JSON text, if it has the shape of one; anything else (not JSON too) is not one. */
export function parseStoredDraft(raw: string): v.InferOutput<typeof storedDraftSchema> | null {
  try {
    const result = v.safeParse(storedDraftSchema, JSON.parse(raw));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}
