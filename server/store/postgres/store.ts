/**
 * Inquiries in PostgreSQL (PHX_DATABASE_URL=postgres://…), for more than one server or a disk that does not last.
 * The same guarantees as SQLite: one transaction per inquiry, committed before add() resolves; a unique index on
 * the idempotency key, so that two servers posting the same key store it once; 409 for other content under it.
 */
import pg from 'pg';
import { addedColumn, columnOf, storedFields } from '../../../src/inquiry/record.ts';
import { StartupError } from '../../startup-error.ts';
import { inquiryColumns as columns, postgres, schema } from '../sql.ts';
import { answerKnown, deliveriesFor, largestInquiry, newRecord, StoreNotReady } from '../store.ts';
import type { AddResult, InquiryInput, InquiryStore, StoreOptions, StoredInquiry } from '../store.ts';
import { PgOutbox } from './outbox.ts';
import { inTransaction } from './transaction.ts';

const values = `INSERT INTO inquiries (${storedFields.map(columnOf).join(', ')})
  VALUES (${storedFields.map((_, i) => `$${i + 1}`).join(', ')})`;
const insert = `${values} ON CONFLICT (idempotency_key) DO NOTHING`;

export class PostgresInquiryStore implements InquiryStore {
  readonly outbox: PgOutbox;

  constructor(
    /** The pool, shared with the team inbox's and the patient link's tables (server/team/db.ts, server/patient/). */
    readonly pool: pg.Pool,
    private readonly options: StoreOptions = {},
  ) {
    this.outbox = new PgOutbox(pool);
  }

  /** Creates the schema if it is missing; two servers starting at once may both try (a lock makes them take turns). */
  migrate() {
    return inTransaction(this.pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('phx-schema'))");
      await client.query(schema(postgres));
      await this.outbox.migrate(client);
      // A field added to the schema since the table was made gets its column (and old rows a NULL or an empty text).
      for (const field of storedFields)
        await client.query(`ALTER TABLE inquiries ADD COLUMN IF NOT EXISTS ${addedColumn(field)}`);
      // No column statistics: ANALYZE would keep sample values (addresses, names) in pg_statistic, past an erasure.
      await client.query(
        `ALTER TABLE inquiries ${storedFields.map((field) => `ALTER COLUMN ${columnOf(field)} SET STATISTICS 0`).join(', ')}`,
      );
    });
  }

  /** The one transaction an inquiry is stored in: whatever else must be written with it belongs here. */
  private async addInTransaction(client: pg.PoolClient, request: InquiryInput): Promise<AddResult> {
    const record = newRecord(request);
    // The unique index decides between concurrent servers: the loser's insert does nothing, and it reads the winner's.
    const inserted = await client.query(
      insert,
      storedFields.map((field) => record[field]),
    );
    if (inserted.rowCount) {
      // Its e-mail and webhook are written in the same transaction: stored means it will be delivered.
      const deliveries = deliveriesFor(this.options, record);
      if (deliveries.length) await this.outbox.enqueue(client, record.id, deliveries, Date.now());
      return { conflict: false, record, created: true };
    }
    const known = await client.query<StoredInquiry>(`SELECT ${columns} FROM inquiries WHERE idempotency_key = $1`, [
      request.idempotencyKey,
    ]);
    if (!known.rows[0]) throw new Error('The database ignored the inquiry, and no record has its key.');
    return answerKnown(known.rows[0], request);
  }

  add(request: InquiryInput): Promise<AddResult> {
    return inTransaction(this.pool, (client) => this.addInTransaction(client, request));
  }

  /** Stores records as they are (ids and times kept), skipping keys already stored; returns how many were new. */
  importRecords(records: StoredInquiry[]): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      let added = 0;
      for (const r of records) {
        const inserted = await client.query(
          `${values} ON CONFLICT DO NOTHING`,
          storedFields.map((field) => r[field]),
        );
        added += inserted.rowCount ?? 0;
      }
      return added;
    });
  }

  async list(): Promise<StoredInquiry[]> {
    return (await this.pool.query<StoredInquiry>(`SELECT ${columns} FROM inquiries ORDER BY seq`)).rows;
  }

  async ping() {
    await this.pool.query('SELECT 1 FROM inquiries LIMIT 1');
  }

  /** Writes the largest inquiry there can be and rolls it back; throws why it could not (GET /readyz). */
  async probe() {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw new StoreNotReady('store unreachable', (error as { code?: string }).code);
    }
    try {
      await client.query('BEGIN');
      const record = newRecord(largestInquiry());
      await client.query(
        insert,
        storedFields.map((field) => record[field]),
      );
    } catch (error) {
      const { code } = error as { code?: string };
      // SQLSTATE 25006: a read-only transaction (a standby, default_transaction_read_only); class 53: out of room.
      if (code === '25006') throw new StoreNotReady('store read-only', code);
      if (code?.startsWith('53')) throw new StoreNotReady('disk full', code);
      if (code === '55P03' || code === '40P01') throw new StoreNotReady('store locked', code);
      throw new StoreNotReady('store unreachable', code);
    } finally {
      await client.query('ROLLBACK').catch(() => {});
      client.release();
    }
  }

  async close() {
    await this.pool.end();
  }
}

/** Connects, checks the connection and creates the schema; a database that cannot be reached stops the start. */
export async function openPostgresStore(url: string, options: StoreOptions = {}): Promise<PostgresInquiryStore> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its server is dropped from the pool, not thrown at the process.
  pool.on('error', () => {});
  const store = new PostgresInquiryStore(pool, options);
  try {
    await store.migrate();
  } catch (error) {
    await pool.end().catch(() => {});
    const { code = '' } = error as { code?: string };
    const where = new URL(url).host;
    throw new StartupError(
      `The PostgreSQL database at ${where} cannot be used (${code || (error as Error).name}): check PHX_DATABASE_URL, that the server is running and that the user may create tables.`,
    );
  }
  return store;
}
