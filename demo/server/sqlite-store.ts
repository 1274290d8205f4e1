/**
 * The demo's inquiry store: one SQLite file, `inquiries.db` in the data folder. Each inquiry is one transaction,
 * committed with a full sync of the write-ahead log before add() returns, so a 2xx answer means it is on disk.
 */
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { readLegacyFile } from './legacy-jsonl.ts';
import {
  contentOf,
  langOf,
  type AddResult,
  type InquiryInput,
  type InquiryStore,
  type StoredInquiry,
} from './store.ts';

const schema = `
  CREATE TABLE IF NOT EXISTS inquiries (
    seq             INTEGER PRIMARY KEY,
    id              TEXT NOT NULL UNIQUE,
    received_at     TEXT NOT NULL,
    idempotency_key TEXT NOT NULL UNIQUE,
    name            TEXT NOT NULL,
    email           TEXT NOT NULL,
    phone           TEXT NOT NULL,
    inquiry         TEXT NOT NULL,
    subject         TEXT NOT NULL,
    message         TEXT NOT NULL,
    page_url        TEXT NOT NULL,
    lang            TEXT,
    clinic          TEXT
  )`;

const columns = `id, received_at AS receivedAt, idempotency_key AS idempotencyKey, name, email, phone, inquiry, subject,
  message, page_url AS pageUrl, lang, clinic`;

export class SqliteInquiryStore implements InquiryStore {
  private readonly byKey: Database.Statement<[string], StoredInquiry>;
  private readonly insert: Database.Statement<StoredInquiry>;
  private readonly addOnce: Database.Transaction<(request: InquiryInput) => AddResult>;

  /** Takes an open database (a test can hand it one that fails); creates the table if it is missing. */
  constructor(private readonly db: Database.Database) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    // The lister or the legacy import in another process may hold the write lock for a moment.
    db.pragma('busy_timeout = 5000');
    db.exec(schema);
    // A database made before inquiries named a clinic gets the column (empty for its earlier inquiries).
    const known = db.prepare<[], { name: string }>('PRAGMA table_info(inquiries)').all();
    if (!known.some((column) => column.name === 'clinic')) db.exec('ALTER TABLE inquiries ADD COLUMN clinic TEXT');
    this.byKey = db.prepare(`SELECT ${columns} FROM inquiries WHERE idempotency_key = ?`);
    this.insert = db.prepare(`INSERT OR IGNORE INTO inquiries
      (id, received_at, idempotency_key, name, email, phone, inquiry, subject, message, page_url, lang, clinic)
      VALUES (@id, @receivedAt, @idempotencyKey, @name, @email, @phone, @inquiry, @subject, @message, @pageUrl, @lang,
        @clinic)`);
    const again = (known: StoredInquiry, request: InquiryInput): AddResult =>
      contentOf(known) === contentOf(request) ? { conflict: false, record: known, created: false } : { conflict: true };
    this.addOnce = db.transaction((request: InquiryInput): AddResult => {
      const known = this.byKey.get(request.idempotencyKey);
      if (known) return again(known, request);
      const record: StoredInquiry = {
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
        clinic: request.clinic || null,
      };
      if (this.insert.run(record).changes) return { conflict: false, record, created: true };
      // Ignored: another writer stored the key after all (the unique index is the last word), so it is a known key.
      const stored = this.byKey.get(request.idempotencyKey);
      if (!stored) throw new Error('The database ignored the inquiry, and no record has its key.');
      return again(stored, request);
    });
  }

  add(request: InquiryInput): AddResult {
    // IMMEDIATE takes the write lock before reading, so two processes cannot both find a key missing.
    return this.addOnce.immediate(request);
  }

  list(): StoredInquiry[] {
    return this.db.prepare<[], StoredInquiry>(`SELECT ${columns} FROM inquiries ORDER BY seq`).all();
  }

  /** Stores records as they are (ids and times kept), skipping keys already stored; returns how many were new. */
  importRecords(records: StoredInquiry[]): number {
    return this.db
      .transaction(() => records.reduce((added, record) => added + this.insert.run(record).changes, 0))
      .immediate();
  }

  close() {
    if (this.db.open) this.db.close();
  }
}

/**
 * Opens (or creates) the store in `dir`. A `inquiries.jsonl` left by an earlier version is imported once and then
 * renamed to `inquiries.jsonl.imported`; its records keep their ids, and a key already stored is not stored again.
 */
export function openSqliteStore(dir: string, log: (line: string) => void = () => {}): SqliteInquiryStore {
  mkdirSync(dir, { recursive: true });
  const store = new SqliteInquiryStore(new Database(join(dir, 'inquiries.db')));
  try {
    importLegacy(store, dir, log);
  } catch (error) {
    store.close();
    throw error;
  }
  return store;
}

function importLegacy(store: SqliteInquiryStore, dir: string, log: (line: string) => void) {
  const file = join(dir, 'inquiries.jsonl');
  if (!existsSync(file)) return;
  const { records, skippedLines } = readLegacyFile(file);
  const added = store.importRecords(records);
  let kept = `${file}.imported`;
  if (existsSync(kept)) kept = `${kept}-${Date.now()}`;
  renameSync(file, kept);
  const lines = (n: number) => (n === 1 ? 'line' : 'lines');
  const numbers = skippedLines.slice(0, 10).join(', ') + (skippedLines.length > 10 ? ', …' : '');
  const skipped = skippedLines.length;
  const already = records.length - added;
  log(
    `inquiries.jsonl: imported ${added} ${added === 1 ? 'inquiry' : 'inquiries'}` +
      (already ? `, ${already} already stored` : '') +
      (skipped ? `; skipped ${skipped} ${lines(skipped)} that hold no inquiry (${lines(skipped)} ${numbers})` : '') +
      `; the file is kept as ${kept}`,
  );
}
