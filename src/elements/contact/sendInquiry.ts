import type { FailureReason } from '../../inquiry/failure';
import { type FieldErrorCode, type FieldErrors, inquiryFields, wellFormed } from '../../inquiry/fields';
import type { InquiryRequest } from '../../inquiry/schema';
import { deliveryFor, type Endpoint, noReceiverNote } from './delivery';

export { type FailureReason, failureReasons } from '../../inquiry/failure';

export type SendResult =
  | { ok: true; id?: string }
  | {
      ok: false;
      reason: FailureReason;
      status?: number;
      errors?: FieldErrors;
      retryAfter?: number;
      /** For the console, once per form: why the form has nowhere to send, and the setting it lacks. */
      note?: string;
    };

const SEND_TIMEOUT_MS = 15_000;

/** Each code a field may be refused with (the type check asks for a new one). */
const fieldErrorCodes: Record<FieldErrorCode, true> = {
  required: true,
  email: true,
  tooLong: true,
  inquiry: true,
  invalid: true,
};

/**
 * Reads a receiver's 400 answer `{ errors: { field: code } }` into field errors, ignoring anything else. Here, with the
 * code that sends, not in fields.ts: the form needs it only once it sends.
 */
function fieldErrorsFrom(body: unknown): FieldErrors {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const found: FieldErrors = {};
  for (const field of inquiryFields) {
    const code = (errors as Record<string, unknown>)[field];
    // A receiver of someone else's making may answer in words: the field is still marked, in our words.
    if (typeof code === 'string' && code)
      found[field] = Object.hasOwn(fieldErrorCodes, code) ? (code as FieldErrorCode) : 'invalid';
  }
  return found;
}

/**
 * POSTs the inquiry as JSON to `endpoint`; never throws, and gives up after `timeoutMs`. Only an http(s) endpoint
 * is tried, and only a 2xx answer counts as delivered.
 */
export async function sendInquiry(
  endpoint: string,
  request: InquiryRequest,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  let url: URL;
  try {
    url = new URL(endpoint, globalThis.document?.baseURI);
  } catch {
    return { ok: false, reason: 'endpoint' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'endpoint' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url.href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      // Each lone surrogate as U+FFFD, as the receiver keeps it: a retry then carries the very text it stored.
      body: JSON.stringify(request, (_, value) => (typeof value === 'string' ? wellFormed(value) : value)),
      credentials: 'omit',
      signal: controller.signal,
    });
    const body = await response.json().catch(() => null);
    if (response.ok) return { ok: true, id: typeof body?.id === 'string' ? body.id : undefined };
    if (response.status === 400) {
      const errors = fieldErrorsFrom(body);
      if (Object.keys(errors).length) return { ok: false, reason: 'invalid', status: 400, errors };
    }
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
      return { ok: false, reason: 'rateLimited', status: 429, retryAfter };
    }
    return { ok: false, reason: 'server', status: response.status };
  } catch {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends `request` where a form with `endpoint` delivers now (delivery.ts, decided here, with the code that sends: the
 * form itself only tells a simulated send, which it answers at once).
 */
export function deliver(endpoint: Endpoint, request: InquiryRequest): Promise<SendResult> | SendResult {
  const delivery = deliveryFor(endpoint);
  if (delivery.to === 'receiver') return sendInquiry(delivery.url, request);
  return delivery.to === 'simulation'
    ? { ok: true }
    : { ok: false, reason: 'endpoint', ...(delivery.why === 'unset' && { note: noReceiverNote }) };
}
