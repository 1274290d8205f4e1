/**
 * The embedded inquiry store: one SQLite file, `inquiries.db` in the data folder. Each inquiry is one transaction,
 * committed with a full sync of the write-ahead log before add() resolves, so a 2xx answer means it is on disk.
 * The driver is synchronous, so the server's connection never waits for a lock inside SQLite (busy_timeout 0): a
 * lock held by another process (the lister, a backup) is retried with a timer, and the event loop keeps serving.
 */
import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync, statfsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { addedColumn, columnOf, storedFields } from '../../../src/inquiry/record.ts';
import { type Log, silent } from '../../log.ts';
import { StartupError } from '../../startup-error.ts';
import { readLegacyFile } from '../legacy-jsonl.ts';
import { inquiryColumns as columns, schema, sqlite } from '../sql.ts';
import { answerKnown, deliveriesFor, largestInquiry, newRecord, StoreNotReady } from '../store.ts';
import type { AddResult, InquiryInput, InquiryStore, StoreOptions, StoredInquiry } from '../store.ts';
import { isBusy, whenUnlocked } from './lock.ts';
import { SqliteOutbox } from './outbox.ts';

/** How long an inquiry waits for another process's write lock before it is refused (503, nothing kept). */
const lockWaitMs = 10_000;

/** How long a readiness probe waits for the lock before it says the store is locked. */
const probeLockWaitMs = 500;

interface SqliteStoreOptions extends StoreOptions {
  /** The free space below which the store is not ready (the disk is as good as full). Default 16 MiB. */
  minFreeBytes?: number;
  /** Whether opening proves the store can be written, refusing a read-only one (default); a reader says false. */
  probeAtOpen?: boolean;
}

/** Why a write failed, as readiness says it. */
function notReady(error: unknown): StoreNotReady {
  const code = String((error as { code?: string })?.code ?? '');
  if (/^SQLITE_FULL|ENOSPC/.test(code)) return new StoreNotReady('disk full', code);
  if (/^SQLITE_READONLY|EROFS/.test(code)) return new StoreNotReady('store read-only', code);
  if (isBusy(error)) return new StoreNotReady('store locked', code);
  return new StoreNotReady('store unreachable', code || undefined);
}

export class SqliteInquiryStore implements InquiryStore {
  private readonly byKey: Database.Statement<[string], StoredInquiry>;
  private readonly insert: Database.Statement<StoredInquiry>;
  private readonly addOnce: Database.Transaction<(request: InquiryInput) => AddResult>;
  readonly outbox: SqliteOutbox;

  /** Takes an open database (a test can hand it one that fails); creates the schema if it is missing. */
  constructor(
    /** The connection, shared with the team inbox's and the patient link's tables (server/team/db.ts, server/patient/). */
    readonly db: Database.Database,
    private readonly options: SqliteStoreOptions = {},
  ) {
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec(schema(sqlite));
    // A field added to the schema since the table was made gets its column (and old rows a NULL or an empty text).
    const present = new Set((db.pragma('table_info(inquiries)') as { name: string }[]).map((column) => column.name));
    for (const field of storedFields)
      if (!present.has(columnOf(field))) db.exec(`ALTER TABLE inquiries ADD COLUMN ${addedColumn(field)}`);
    // The outbox's table, upgraded when it was made before recipients (waiting for another process's lock as above).
    this.outbox = new SqliteOutbox(db);
    // From here on a lock is waited for outside SQLite (see add), never inside a call that blocks the event loop.
    db.pragma('busy_timeout = 0');
    this.byKey = db.prepare(`SELECT ${columns} FROM inquiries WHERE idempotency_key = ?`);
    this.insert = db.prepare(`INSERT OR IGNORE INTO inquiries (${storedFields.map(columnOf).join(', ')})
      VALUES (${storedFields.map((field) => `@${field}`).join(', ')})`);
    this.addOnce = db.transaction((request: InquiryInput) => this.addInTransaction(request));
  }

  /** The one transaction an inquiry is stored in: whatever else must be written with it belongs here. */
  private addInTransaction(request: InquiryInput): AddResult {
    const known = this.byKey.get(request.idempotencyKey);
    if (known) return answerKnown(known, request);
    const record = newRecord(request);
    if (this.insert.run(record).changes) {
      // Its e-mail and webhook are written in the same transaction: stored means it will be delivered.
      const deliveries = deliveriesFor(this.options, record);
      if (deliveries.length) this.outbox.enqueue(this.db, record.id, deliveries, Date.now());
      return { conflict: false, record, created: true };
    }
    // Ignored: another writer stored the key after all (the unique index is the last word), so it is a known key.
    const stored = this.byKey.get(request.idempotencyKey);
    if (!stored) throw new Error('The database ignored the inquiry, and no record has its key.');
    return answerKnown(stored, request);
  }

  /** Stores at once or throws (SQLITE_BUSY when another process holds the write lock). */
  addNow(request: InquiryInput): AddResult {
    // IMMEDIATE takes the write lock before reading, so two processes cannot both find a key missing.
    return this.addOnce.immediate(request);
  }

  add(request: InquiryInput): Promise<AddResult> {
    return whenUnlocked(() => this.addNow(request), lockWaitMs);
  }

  list(): StoredInquiry[] {
    return this.db.prepare<[], StoredInquiry>(`SELECT ${columns} FROM inquiries ORDER BY seq`).all();
  }

  /** Whether the database answers. */
  ping(): boolean {
    this.db.prepare('SELECT 1 FROM inquiries LIMIT 1').get();
    return true;
  }

  /**
   * Writes the largest inquiry there can be, under the write lock, and rolls it back; throws what stopped it (a
   * full database, a read-only file, another process's lock). It writes nothing that stays.
   */
  probeNow() {
    try {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        this.insert.run(newRecord(largestInquiry()));
      } finally {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
      }
    } catch (error) {
      throw notReady(error);
    }
  }

  /** Room on the disk, then a write (waiting a moment for another process's lock): GET /readyz. */
  async probe() {
    if (this.db.open && this.db.name !== ':memory:') {
      const { bavail, bsize } = statfsSync(dirname(this.db.name));
      if (bavail * bsize < (this.options.minFreeBytes ?? 16 * 1024 * 1024)) throw new StoreNotReady('disk full');
    }
    await whenUnlocked(() => this.probeNow(), probeLockWaitMs).catch((error) => {
      throw error instanceof StoreNotReady ? error : notReady(error);
    });
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

/** The database file, created readable by its owner only (SQLite gives its journal files the same mode). */
function openDatabase(file: string): Database.Database {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  const db = new Database(file);
  const problem = db.pragma('quick_check', { simple: true });
  if (problem !== 'ok') {
    db.close();
    throw new Error(`quick_check: ${String(problem).slice(0, 80)}`);
  }
  return db;
}

/**
 * Opens (or creates) the store in `dir`, its folder readable by the owner only. A corrupt, unreadable or read-only
 * store is refused with a StartupError naming the file and what to do. A `inquiries.jsonl` left by an earlier
 * version is imported once and then renamed to `inquiries.jsonl.imported`; its records keep their ids.
 */
export function openSqliteStore(dir: string, log: Log = silent, options: SqliteStoreOptions = {}): SqliteInquiryStore {
  const file = join(dir, 'inquiries.db');
  let store: SqliteInquiryStore;
  try {
    const made = !existsSync(dir);
    if (made) mkdirSync(dir, { recursive: true, mode: 0o700 });
    store = new SqliteInquiryStore(openDatabase(file), options);
    if (options.probeAtOpen !== false) startProbe(store, log);
    if (!made) ownerOnly(dir, 0o700, `the data folder ${dir}`, log);
    for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) ownerOnly(path, 0o600, path, log);
  } catch (error) {
    throw storeProblem(error, dir, file);
  }
  try {
    importLegacy(store, dir, log);
  } catch (error) {
    store.close();
    throw error;
  }
  return store;
}

/** Refuses a store it cannot write (a read-only file); a full disk or a lock is said in the log, and waited out. */
function startProbe(store: SqliteInquiryStore, log: Log) {
  try {
    store.probeNow();
  } catch (error) {
    const { reason, code } = error as StoreNotReady;
    if (reason === 'store read-only') {
      store.close();
      throw error;
    }
    if (reason !== 'store locked') log.error(`inquiry store not ready at start: ${reason}${code ? ` (${code})` : ''}`);
  }
}

/** Takes away what others may do with `path` (inquiries are personal data), and says so; or warns if it cannot. */
function ownerOnly(path: string, mode: number, named: string, log: Log) {
  const was = statSync(path).mode & 0o777;
  if (!(was & 0o077)) return;
  const octal = (bits: number) => bits.toString(8).padStart(4, '0');
  try {
    chmodSync(path, mode);
    log.warn(`${named} was readable by others (${octal(was)}): made it ${octal(mode)}`);
  } catch {
    log.warn(`${named} is readable by others (${octal(was)}) and could not be changed: chmod ${octal(mode)} it`);
  }
}

/** One sentence for why the store cannot open: which path, and what the operator can do about it. */
function storeProblem(error: unknown, dir: string, file: string): StartupError {
  const { code = '', message = '' } = error as { code?: string; message?: string };
  if (/CORRUPT|NOTADB/.test(code) || message.startsWith('quick_check'))
    return new StartupError(
      `The inquiry database ${file} is damaged: stop the server, move the file aside and restore it from a backup (or start without it to begin an empty one).`,
    );
  if (/READONLY/.test(code))
    return new StartupError(
      `The inquiry database ${file} is read-only for the user running the server: make the file (and its folder) writable by that user, or set PHX_DATA_DIR to a folder that is.`,
    );
  if (/EACCES|EPERM|EROFS|CANTOPEN/.test(code))
    return new StartupError(
      `The data folder ${dir} cannot be written: make it writable by the user running the server, or set PHX_DATA_DIR to a folder that is.`,
    );
  return new StartupError(
    `The inquiry database ${file} cannot be opened (${code || 'error'}): check the file and its folder.`,
  );
}

function importLegacy(store: SqliteInquiryStore, dir: string, log: Log) {
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
  log.info(
    `inquiries.jsonl: imported ${added} ${added === 1 ? 'inquiry' : 'inquiries'}` +
      (already ? `, ${already} already stored` : '') +
      (skipped ? `; skipped ${skipped} ${lines(skipped)} that hold no inquiry (${lines(skipped)} ${numbers})` : '') +
      `; the file is kept as ${kept}`,
  );
}
