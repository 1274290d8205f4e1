/**
 * The team inbox's tables, beside the inquiries in the same database (SQLite's connection or PostgreSQL's pool), so
 * that two servers on one PostgreSQL database share one inbox. One small query interface for both; the tables are
 * created at start (`migrate`). Nothing here holds what a patient sent, except the team's own notes, which go with
 * the request when it is erased.
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';
import { PostgresInquiryStore } from '../store/postgres/store.ts';
import { inTransaction } from '../store/postgres/transaction.ts';
import { whenUnlocked } from '../store/sqlite/lock.ts';
import { SqliteInquiryStore } from '../store/sqlite/store.ts';
import type { InquiryStore } from '../store/store.ts';

export interface Sql {
  dialect: 'sqlite' | 'postgres';
  /** Rows of a query; parameters are `?`. */
  all<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** A change; resolves to how many rows it changed. */
  run(text: string, params?: readonly unknown[]): Promise<number>;
  /** Statements run one after another in one transaction. */
  batch(statements: readonly [string, readonly unknown[]][]): Promise<void>;
  /** After a deletion of what a patient sent (notes): its bytes scrubbed from the files, as the store's erasure does. */
  scrub(): Promise<void>;
}

const tables = (sequence: string, epoch: string) => [
  `CREATE TABLE IF NOT EXISTS team_logins (id TEXT PRIMARY KEY, state TEXT NOT NULL, nonce TEXT NOT NULL,
    verifier TEXT NOT NULL, created_at ${epoch} NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS team_sessions (id TEXT PRIMARY KEY, email TEXT NOT NULL, name TEXT NOT NULL,
    csrf TEXT NOT NULL, created_at ${epoch} NOT NULL, seen_at ${epoch} NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS team_users (email TEXT PRIMARY KEY, name TEXT NOT NULL, roles TEXT NOT NULL DEFAULT '',
    signed_in_at TEXT)`,
  `CREATE TABLE IF NOT EXISTS team_requests (inquiry_id TEXT PRIMARY KEY, status TEXT NOT NULL, status_by TEXT,
    status_at TEXT, owner TEXT, answered_at TEXT, answered_by TEXT)`,
  `CREATE TABLE IF NOT EXISTS team_history (id TEXT PRIMARY KEY, inquiry_id TEXT NOT NULL, at TEXT NOT NULL,
    actor TEXT NOT NULL, what TEXT NOT NULL, value TEXT)`,
  `CREATE TABLE IF NOT EXISTS team_notes (id TEXT PRIMARY KEY, inquiry_id TEXT NOT NULL, at TEXT NOT NULL,
    author TEXT NOT NULL, text TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS team_audit (seq ${sequence}, at TEXT NOT NULL, actor TEXT NOT NULL,
    action TEXT NOT NULL, inquiry_id TEXT, detail TEXT)`,
  'CREATE TABLE IF NOT EXISTS team_summaries (day TEXT PRIMARY KEY, sent_at TEXT NOT NULL)',
  'CREATE INDEX IF NOT EXISTS team_notes_inquiry ON team_notes (inquiry_id)',
  'CREATE INDEX IF NOT EXISTS team_history_inquiry ON team_history (inquiry_id)',
];

/** How long a write waits while another process (the CLI, a backup) holds SQLite's lock. */
const patienceMs = 10_000;

function sqliteSql(db: Database.Database): Sql {
  return {
    dialect: 'sqlite',
    all: async <T>(text: string, params: readonly unknown[] = []) => db.prepare(text).all(...params) as T[],
    run: (text, params = []) => whenUnlocked(() => db.prepare(text).run(...params).changes, patienceMs),
    batch: (statements) =>
      whenUnlocked(
        () =>
          db
            .transaction(() => {
              for (const [text, params] of statements) db.prepare(text).run(...params);
            })
            .immediate(),
        patienceMs,
      ),
    // secure_delete is on for the store's connection (its outbox sets it): a checkpoint empties the write-ahead log.
    scrub: async () => {
      await whenUnlocked(() => db.pragma('wal_checkpoint(TRUNCATE)'), patienceMs);
    },
  };
}

const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

function postgresSql(pool: pg.Pool): Sql {
  return {
    dialect: 'postgres',
    all: async <T>(text: string, params: readonly unknown[] = []) =>
      (await pool.query(numbered(text), [...params])).rows as T[],
    run: async (text, params = []) => (await pool.query(numbered(text), [...params])).rowCount ?? 0,
    batch: (statements) =>
      inTransaction(pool, async (client) => {
        for (const [text, params] of statements) await client.query(numbered(text), [...params]);
      }),
    scrub: async () => {
      await pool.query('VACUUM FULL team_notes');
    },
  };
}

/** The team's tables in the store's database, created when missing; undefined for a store of another kind. */
export async function openTeamDb(store: InquiryStore): Promise<Sql | undefined> {
  if (store instanceof SqliteInquiryStore) {
    for (const statement of tables('INTEGER PRIMARY KEY', 'INTEGER')) store.db.exec(statement);
    return sqliteSql(store.db);
  }
  if (store instanceof PostgresInquiryStore) {
    await inTransaction(store.pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('phx-team-schema'))");
      for (const statement of tables('BIGSERIAL PRIMARY KEY', 'BIGINT')) await client.query(statement);
      // No statistics of the notes: ANALYZE would keep sample values in pg_statistic, past an erasure.
      await client.query('ALTER TABLE team_notes ALTER COLUMN text SET STATISTICS 0');
    });
    return postgresSql(store.pool);
  }
  return undefined;
}
