/** Test support: an inquiries table with the derived columns, and an add() that stores an inquiry with its deliveries at once. */
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { columnOf, recordOf, storedFields, type StoredInquiry } from '../../src/inquiry/record.ts';
import type { InquiryRequest } from '../../src/inquiry/schema.ts';
import type { DeliveryKind, Recipient } from '../../server/delivery/outbox.ts';
import { SqliteOutbox } from '../../server/store/sqlite/outbox.ts';
import { inquiriesTable, sqlite } from '../../server/store/sql.ts';

export function request(n: number, over: Partial<InquiryRequest> = {}): InquiryRequest {
  return {
    name: `Person ${n}`,
    email: `person${n}@example.com`,
    phone: '',
    inquiry: 'consultation',
    subject: `Fitting ${n}`,
    message: `Message ${n}`,
    pageUrl: 'https://phx.example/contact',
    idempotencyKey: `key-${n}-${randomUUID()}`,
    lang: 'en',
    // Sent from the form, its consent box ticked.
    consents: ['health'],
    privacyNotice: '2026-11-26',
    ...over,
  };
}

export function openSqlite(file: string, kinds: readonly (DeliveryKind | Recipient)[]) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(inquiriesTable(sqlite));
  const outbox = new SqliteOutbox(db);
  const insert = db.prepare(
    `INSERT INTO inquiries (${storedFields.map(columnOf).join(', ')}) VALUES (${storedFields.map((f) => `@${f}`).join(', ')})`,
  );
  type To = readonly (DeliveryKind | Recipient)[];
  const add = db.transaction((req: InquiryRequest, receivedAt: string, to: To): StoredInquiry => {
    const record = recordOf(req, randomUUID(), receivedAt);
    insert.run(record);
    outbox.enqueue(db, record.id, to, Date.now());
    return record;
  });
  return {
    db,
    outbox,
    /** Stores `req` with its deliveries: `kinds`, or `to` when given. */
    add: (req: InquiryRequest, receivedAt = new Date().toISOString(), to: To = kinds) =>
      add.immediate(req, receivedAt, to),
  };
}
