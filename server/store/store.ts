/**
 * What the receiver needs from wherever inquiries are kept: SQLite (sqlite.ts, the default) or PostgreSQL
 * (postgres.ts); a company can pass its own implementation to createPhxServer({ store }).
 */
import { randomUUID } from 'node:crypto';
import { recordOf, type StoredInquiry, typedFields } from '../../src/inquiry/record.ts';
import { draftOf, type InquiryRequest, limits, textFields } from '../../src/inquiry/schema.ts';
import type { DeliveryKind, Outbox, Recipient } from '../delivery/outbox.ts';

// The stored record, its fields and columns are derived from the schema in src/inquiry/record.ts.
export type { StoredInquiry } from '../../src/inquiry/record.ts';

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
  /**
   * The outbox its inquiries' deliveries (e-mail, webhook) are written to, in the same transaction as each inquiry;
   * the server's delivery worker sends from it.
   */
  outbox?: Outbox;
  /** Throws (or rejects) when the store cannot be reached: GET /readyz answers 503 then. */
  ping?(): Awaitable<unknown>;
  /**
   * Proves the store can take an inquiry now (GET /readyz; in place of ping when present): a write that is rolled
   * back, room on its disk, its lock. Throws a StoreNotReady saying why not.
   */
  probe?(): Awaitable<void>;
  close(): Awaitable<void>;
}

/** The fields a visitor typed: a retry with the same key must carry the same ones (where it was sent from may differ). */
const contentFields = typedFields;

/** A request's content in one comparable string. */
export function contentOf(request: Pick<StoredInquiry, (typeof contentFields)[number]>): string {
  return JSON.stringify(contentFields.map((field) => request[field]));
}

/** A new record for a request: its id and time are the store's. */
export function newRecord(request: InquiryInput): StoredInquiry {
  return recordOf(request, randomUUID(), new Date().toISOString());
}

/**
 * What a store writes with each new inquiry: the deliveries it needs (none when nothing is configured), the same for
 * every inquiry (a bare kind is the team's) or chosen for each (a clinic the patient asked to share it with).
 */
export interface StoreOptions {
  deliveries?:
    | readonly (DeliveryKind | Recipient)[]
    | ((record: StoredInquiry) => readonly (DeliveryKind | Recipient)[]);
}

/** The deliveries a new record gets under these options. */
export const deliveriesFor = (options: StoreOptions, record: StoredInquiry) =>
  typeof options.deliveries === 'function' ? options.deliveries(record) : (options.deliveries ?? []);

/** What a known key answers: the stored record for the same content, a conflict for other content. */
export const answerKnown = (known: StoredInquiry, request: InquiryInput): AddResult =>
  contentOf(known) === contentOf(request) ? { conflict: false, record: known, created: false } : { conflict: true };

/** Why a store cannot take an inquiry now, in the words GET /readyz answers and the log uses. */
export type NotReadyReason = 'disk full' | 'store read-only' | 'store locked' | 'store unreachable';

export class StoreNotReady extends Error {
  override name = 'StoreNotReady';
  constructor(
    readonly reason: NotReadyReason,
    /** The database's error code, when it gave one. */
    readonly code?: string,
  ) {
    super(reason);
  }
}

/** The largest inquiry a store may be asked to keep: every field at its limit, three UTF-8 bytes a character. */
export function largestInquiry(): InquiryInput {
  const text = (length: number) => '\u4e00'.repeat(length);
  return {
    ...draftOf(Object.fromEntries(textFields.map((field) => [field, text(limits[field])]))),
    pageUrl: text(limits.pageUrl),
    idempotencyKey: `probe-${randomUUID()}`,
  };
}
