/**
 * The outbox in PostgreSQL: enqueue() runs on the client that holds the inquiry's transaction; a claim is one
 * UPDATE over rows locked with FOR UPDATE SKIP LOCKED, so instances sharing the database never claim the same one.
 */
import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { recordFrom, selectList, type StoredInquiry } from '../../../src/inquiry/record.ts';
import type { ClaimedDelivery, Delivery, DeliveryKind, DeliveryState, Recipient } from '../../delivery/outbox.ts';
import {
  fitting,
  NotScrubbed,
  type Outbox,
  type OutboxStats,
  type Outcome,
  recipientOf,
} from '../../delivery/outbox.ts';
import type { Room } from '../../delivery/outbox.ts';
import { clinicRowsSince, clinicRowsUpgrade, clinicStateColumn } from '../sql.ts';
import { claimedFrom, deliveriesIndexes, deliveriesOf, deliveriesTable, deliveriesUpgrade } from '../sql.ts';
import { deliveryColumns, deliveryFrom, dueDeliveries, type JoinedRow } from '../sql.ts';
import { outboxStats, postgres, prefixedInquiryColumns } from '../sql.ts';
import { inTransaction } from './transaction.ts';

const hour = 3_600_000;

export class PgOutbox implements Outbox<PoolClient> {
  /** An earlier scrub did not finish: the next deletion scrubs, even one that deletes nothing. */
  private unscrubbed = false;

  constructor(private readonly pool: Pool) {}

  /**
   * Creates the table if it is missing, or upgrades one made before recipients (run at start, after the inquiries
   * table; the store runs the same statements under its schema lock).
   */
  async migrate(client: Pick<Pool, 'query'> = this.pool) {
    await client.query(deliveriesTable(postgres));
    await client.query(deliveriesUpgrade);
    await client.query(deliveriesIndexes);
    await client.query(clinicRowsUpgrade);
  }

  /**
   * A clinic's row takes a lock on the clinic for the rest of the inquiry's transaction, so that two instances never
   * both count the same hour's rows below the clinic's cap.
   */
  async enqueue(tx: PoolClient, inquiryId: string, recipients: readonly (DeliveryKind | Recipient)[], now: number) {
    for (const { kind, recipient, target, hourlyCap } of recipients.map(recipientOf)) {
      let state = 'pending';
      if (hourlyCap !== undefined) {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [recipient]);
        const { rows } = await tx.query<{ n: string }>(
          clinicRowsSince((n) => `$${n}`),
          [recipient, new Date(now - hour).toISOString()],
        );
        if (Number(rows[0].n) >= hourlyCap) state = 'held';
      }
      await tx.query(
        `INSERT INTO deliveries (id, inquiry_id, kind, recipient, target, state, created_at, next_attempt_at, retry_since)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (inquiry_id, recipient, kind) DO NOTHING`,
        [randomUUID(), inquiryId, kind, recipient, target, state, new Date(now).toISOString(), now],
      );
    }
  }

  /**
   * Chooses the due deliveries that fit, then takes them in one UPDATE over rows locked with SKIP LOCKED that checks
   * again that each is still due and free: of two instances choosing the same row, one gets it.
   */
  async claim(owner: string, now: number, leaseMs: number, limit: number, room?: Room): Promise<ClaimedDelivery[]> {
    const due = await this.pool.query<Pick<Delivery, 'id' | 'kind' | 'recipient'>>(
      dueDeliveries((n) => `$${n}`),
      [now, room?.perLane ?? limit, limit + (room ? room.busy.size * room.perLane : 0)],
    );
    const ids = fitting(due.rows, limit, room).map((row) => row.id);
    if (!ids.length) return [];
    const { rows } = await this.pool.query<JoinedRow>(
      `WITH d AS (
         UPDATE deliveries SET lease_owner = $1, lease_until = $2, attempts = attempts + 1
         WHERE id IN (SELECT id FROM deliveries WHERE id = ANY($4) AND state = 'pending' AND next_attempt_at <= $3
           AND (lease_until IS NULL OR lease_until <= $3) FOR UPDATE SKIP LOCKED)
         RETURNING *)
       SELECT ${deliveryColumns}, ${clinicStateColumn}, ${prefixedInquiryColumns} FROM d JOIN inquiries i ON i.id = d.inquiry_id
       ORDER BY d.next_attempt_at`,
      [owner, now + leaseMs, now, ids],
    );
    return rows.map(claimedFrom);
  }

  settle(owner: string, outcomes: readonly Outcome[]): Promise<number> {
    const release = 'lease_owner = NULL, lease_until = NULL WHERE id = $1 AND lease_owner = $2';
    return inTransaction(this.pool, async (client) => {
      let applied = 0;
      for (const outcome of outcomes) {
        const { rowCount } =
          outcome.state === 'sent'
            ? await client.query(`UPDATE deliveries SET state = 'sent', sent_at = $3, last_error = NULL, ${release}`, [
                outcome.id,
                owner,
                new Date(outcome.at).toISOString(),
              ])
            : outcome.state === 'retry'
              ? await client.query(`UPDATE deliveries SET next_attempt_at = $3, last_error = $4, ${release}`, [
                  outcome.id,
                  owner,
                  outcome.at,
                  outcome.error,
                ])
              : await client.query(`UPDATE deliveries SET state = $4, last_error = $3, ${release}`, [
                  outcome.id,
                  owner,
                  outcome.error,
                  outcome.state,
                ]);
        applied += rowCount ?? 0;
      }
      return applied;
    });
  }

  async list(states?: readonly DeliveryState[]): Promise<Delivery[]> {
    const { rows } = await this.pool.query<Delivery>(
      `SELECT ${deliveryColumns} FROM deliveries d ${states?.length ? 'WHERE d.state = ANY($1)' : ''}
       ORDER BY d.created_at, d.inquiry_id, d.recipient, d.kind`,
      states?.length ? [states] : [],
    );
    return rows.map(deliveryFrom);
  }

  async retry(id: string, now: number) {
    const { rowCount } = await this.pool.query(
      `UPDATE deliveries SET state = 'pending', next_attempt_at = $1, retry_since = $1, lease_owner = NULL,
       lease_until = NULL WHERE id = $2 AND state IN ('pending', 'failed', 'withheld')`,
      [now, id],
    );
    return (rowCount ?? 0) > 0;
  }

  async release(id: string | undefined, now: number) {
    const { rowCount } = await this.pool.query(
      `UPDATE deliveries SET state = 'pending', next_attempt_at = $1, retry_since = $1
       WHERE state = 'held' AND ($2::text IS NULL OR id = $2)`,
      [now, id ?? null],
    );
    return rowCount ?? 0;
  }

  /**
   * Deletes in one transaction, then rewrites the inquiries table (VACUUM FULL): a deleted row stays in the table's
   * file until then, and plain VACUUM leaves its bytes in the page's free space.
   */
  private async deleteWhere(inquiryWhere: string, param: string, always: boolean) {
    const deleted = await inTransaction(this.pool, async (client) => {
      const deliveries = await client.query(deliveriesOf(inquiryWhere), [param]);
      const inquiries = await client.query(`DELETE FROM inquiries WHERE ${inquiryWhere}`, [param]);
      return { inquiries: inquiries.rowCount ?? 0, deliveries: deliveries.rowCount ?? 0 };
    });
    if (always || deleted.inquiries || this.unscrubbed) {
      this.unscrubbed = true;
      await this.rewrite(deleted);
      this.unscrubbed = false;
    }
    return deleted;
  }

  /**
   * VACUUM FULL takes the table's strongest lock for the few milliseconds it needs; waiting longer for it (behind a
   * long transaction, a pg_dump) would hold up every inquiry queued behind it, so it gives up after 5 s instead.
   */
  private async rewrite(deleted: { inquiries: number; deliveries: number }) {
    const client = await this.pool.connect();
    try {
      await client.query("SET lock_timeout = '5s'");
      await client.query('VACUUM FULL inquiries');
    } catch (error) {
      const { code, name } = error as { code?: string; name?: string };
      throw new NotScrubbed(deleted, `VACUUM FULL inquiries failed (${code ?? name ?? 'Error'})`);
    } finally {
      await client.query('RESET lock_timeout').catch(() => {});
      client.release();
    }
  }

  eraseByEmail(email: string) {
    return this.deleteWhere('lower(email) = lower($1)', email, true);
  }

  deleteReceivedBefore(cutoff: string) {
    return this.deleteWhere('received_at < $1', cutoff, false);
  }

  async exportByEmail(email: string) {
    const { rows } = await this.pool.query(
      `SELECT ${selectList('i')} FROM inquiries i WHERE lower(i.email) = lower($1) ORDER BY i.received_at`,
      [email],
    );
    const found = [];
    for (const row of rows) {
      const inquiry = recordFrom(row) as StoredInquiry;
      const deliveries = await this.pool.query<Delivery>(
        `SELECT ${deliveryColumns} FROM deliveries d WHERE d.inquiry_id = $1 ORDER BY d.recipient, d.kind`,
        [inquiry.id],
      );
      found.push({ inquiry, deliveries: deliveries.rows.map(deliveryFrom) });
    }
    return found;
  }

  async stats(): Promise<OutboxStats> {
    const { rows } = await this.pool.query<OutboxStats>(outboxStats);
    // COUNT is a BIGINT, which pg reads as text.
    return {
      pending: Number(rows[0].pending),
      failed: Number(rows[0].failed),
      oldestPendingAt: rows[0].oldestPendingAt,
    };
  }
}
