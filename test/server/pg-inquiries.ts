/** Test support: the inquiries table in PostgreSQL with the derived columns, and an add() storing an inquiry with its deliveries. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { columnOf, recordOf, storedFields, type StoredInquiry } from '../../src/inquiry/record.ts';
import type { InquiryRequest } from '../../src/inquiry/schema.ts';
import type { DeliveryKind, Recipient } from '../../server/delivery/outbox.ts';
import { PgOutbox } from '../../server/store/postgres/outbox.ts';
import { inquiriesTable, postgres } from '../../server/store/sql.ts';

export async function openPg(url: string, kinds: readonly (DeliveryKind | Recipient)[]) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  await pool.query(inquiriesTable(postgres));
  const outbox = new PgOutbox(pool);
  await outbox.migrate();
  const insert = `INSERT INTO inquiries (${storedFields.map(columnOf).join(', ')})
    VALUES (${storedFields.map((_, i) => `$${i + 1}`).join(', ')})`;
  /** Stores `req` with its deliveries: `kinds`, or `to` when given. */
  const add = async (
    req: InquiryRequest,
    receivedAt = new Date().toISOString(),
    to = kinds,
  ): Promise<StoredInquiry> => {
    const record = recordOf(req, randomUUID(), receivedAt);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        insert,
        storedFields.map((field) => record[field]),
      );
      await outbox.enqueue(client, record.id, to, Date.now());
      await client.query('COMMIT');
      return record;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  };
  return { pool, outbox, add };
}
