/**
 * The inquiry a visitor sends: its fields, their limits and how to validate them. One module, shared by
 * <phx-contact> (to build the request) and the demo server (to accept or refuse it).
 */
import { fieldErrors, inquiryIds, type InquiryType } from '../content/contact';

export const inquiryFields = ['name', 'email', 'phone', 'inquiry', 'subject', 'message'] as const;
export type InquiryField = (typeof inquiryFields)[number];

/** What a visitor types. */
export interface InquiryDraft {
  name: string;
  email: string;
  phone: string;
  inquiry: InquiryType;
  subject: string;
  message: string;
}

/** What is sent: the draft, where it was sent from, and a key that makes retries safe. */
export interface InquiryRequest extends InquiryDraft {
  pageUrl: string;
  idempotencyKey: string;
  /** Honeypot: a hidden field people never fill. Anything in it marks a bot. */
  website?: string;
}

export const limits: Record<InquiryField | 'pageUrl' | 'idempotencyKey', number> = {
  name: 120,
  email: 254,
  phone: 40,
  inquiry: 20,
  subject: 200,
  message: 5000,
  pageUrl: 2048,
  idempotencyKey: 100,
};

/** The largest request body the server reads, in bytes. */
export const maxBodyBytes = 16 * 1024;

const required: readonly InquiryField[] = ['name', 'email', 'inquiry', 'subject', 'message'];
// The browser's own rule for <input type=email> (HTML spec), so both sides agree.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export type FieldErrors = Partial<Record<InquiryField, string>>;

export type Validation =
  | { ok: true; value: InquiryRequest }
  | { ok: false; errors: FieldErrors & { request?: string } };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Checks a request as the server receives it (any JSON value). */
export function validateInquiry(input: unknown): Validation {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, errors: { request: 'The request body must be a JSON object.' } };
  }
  const raw = input as Record<string, unknown>;
  const errors: FieldErrors & { request?: string } = {};
  const value = {} as InquiryRequest;
  for (const field of inquiryFields) {
    const v = text(raw[field]);
    if (raw[field] !== undefined && typeof raw[field] !== 'string') errors[field] = fieldErrors.required;
    else if (!v && required.includes(field)) errors[field] = fieldErrors.required;
    else if (v.length > limits[field]) errors[field] = fieldErrors.tooLong(limits[field]);
    (value as unknown as Record<string, string>)[field] = v;
  }
  if (!errors.email && !emailPattern.test(value.email)) errors.email = fieldErrors.email;
  if (!errors.inquiry && !inquiryIds.includes(value.inquiry)) errors.inquiry = fieldErrors.inquiry;
  value.pageUrl = text(raw.pageUrl).slice(0, limits.pageUrl);
  value.idempotencyKey = text(raw.idempotencyKey);
  if (!value.idempotencyKey || value.idempotencyKey.length > limits.idempotencyKey) {
    errors.request = 'idempotencyKey is required (at most 100 characters).';
  }
  if (typeof raw.website === 'string' && raw.website) value.website = raw.website;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

/** Reads a server's 400 answer `{ errors: { field: message } }` into field errors, ignoring anything else. */
export function fieldErrorsFrom(body: unknown): FieldErrors {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const found: FieldErrors = {};
  for (const field of inquiryFields) {
    const message = (errors as Record<string, unknown>)[field];
    if (typeof message === 'string' && message) found[field] = message.slice(0, 300);
  }
  return found;
}
