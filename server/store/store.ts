/**
 * What the receiver needs from wherever inquiries are kept: SQLite (sqlite.ts, the default) or PostgreSQL
 * (postgres.ts); a company can pass its own implementation to createPhxServer({ store }).
 */
import { randomUUID } from 'node:crypto';
import type { InquiryRequest } from '../../src/inquiry/schema.ts';

export interface StoredInquiry {
  id: string;
  receivedAt: string;
  idempotencyKey: string;
  name: string;
  email: string;
  phone: string;
  inquiry: string;
  subject: string;
  message: string;
  pageUrl: string;
  /** The language the visitor used (e.g. "de"), when the form sent one. */
  lang: string | null;
}

/** A request as the store receives it; `lang` is optional until the schema carries it. */
export type InquiryInput = InquiryRequest & { lang?: unknown };

export type AddResult =
  /** `created` is false when this key was already stored with the same content: a retry. */
  | { conflict: false; record: StoredInquiry; created: boolean }
  /** The key was already stored with different content; nothing was written. */
  | { conflict: true };

type Awaitable<T> = T | Promise<T>;

export interface InquiryStore {
  /**
   * Stores the inquiry once per idempotency key. It returns only when the record is durable (the receiver answers
   * 2xx after it), and throws when it cannot store it, having written nothing.
   */
  add(request: InquiryInput): Awaitable<AddResult>;
  /** Every stored inquiry, oldest first. */
  list(): Awaitable<StoredInquiry[]>;
  /** Throws (or rejects) when the store cannot be reached: GET /readyz answers 503 then. */
  ping?(): Awaitable<unknown>;
  close(): Awaitable<void>;
}

/** The fields a visitor typed: a retry with the same key must carry the same ones (where it was sent from may differ). */
export const contentFields = ['name', 'email', 'phone', 'inquiry', 'subject', 'message'] as const;

/** A request's content in one comparable string. */
export function contentOf(request: Pick<StoredInquiry, (typeof contentFields)[number]>): string {
  return JSON.stringify(contentFields.map((field) => request[field]));
}

/** The `lang` of a request, when it is a string. */
export function langOf(request: InquiryInput): string | null {
  return typeof request.lang === 'string' && request.lang ? request.lang : null;
}

/** A new record for a request: its id and time are the store's. */
export function newRecord(request: InquiryInput): StoredInquiry {
  return {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    idempotencyKey: request.idempotencyKey,
    name: request.name,
    email: request.email,
    phone: request.phone,
    inquiry: request.inquiry,
    subject: request.subject,
    message: request.message,
    pageUrl: request.pageUrl,
    lang: langOf(request),
  };
}

/** What a known key answers: the stored record for the same content, a conflict for other content. */
export const answerKnown = (known: StoredInquiry, request: InquiryInput): AddResult =>
  contentOf(known) === contentOf(request) ? { conflict: false, record: known, created: false } : { conflict: true };
