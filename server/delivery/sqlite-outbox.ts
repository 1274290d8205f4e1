/**
 * The outbox in SQLite, on the store's own connection: enqueue() runs inside the store's transaction; a claim is one
 * IMMEDIATE transaction, so two processes sharing the file never claim the same delivery.
 */
import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { recordFrom, selectList, type StoredInquiry } from '../../src/inquiry/record.ts';
import type { ClaimedDelivery, Delivery, DeliveryKind, DeliveryState, Outbox, Outcome } from './outbox.ts';

export const deliveriesTable = `
  CREATE TABLE IF NOT EXISTS deliveries (
    id              TEXT PRIMARY KEY,
    inquiry_id      TEXT NOT NULL,
    kind            TEXT NOT NULL,
    state           TEXT NOT NULL DEFAULT 'pending',
    attempts        INTEGER NOT NULL DEFAULT 0,
    created_at      TEXT NOT NULL,
    next_attempt_at INTEGER NOT NULL,
    retry_since     INTEGER NOT NULL,
    lease_owner     TEXT,
    lease_until     INTEGER,
    sent_at         TEXT,
    last_error      TEXT,
    UNIQUE (inquiry_id, kind)
  );
  CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (state, next_attempt_at)`;

export const deliveryColumns = `d.id, d.inquiry_id AS "inquiryId", d.kind, d.state, d.attempts, d.created_at AS "createdAt",
  d.next_attempt_at AS "nextAttemptAt", d.retry_since AS "retrySince", d.sent_at AS "sentAt", d.last_error AS "lastError"`;

type Row = Delivery & Record<string, unknown>;

/** A joined row: the delivery's columns, then the inquiry's under `i_` names. */
export function claimedFrom(row: Row): ClaimedDelivery {
  const inquiry: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (key.startsWith('i_')) inquiry[key.slice(2)] = value;
  const delivery = Object.fromEntries(
    Object.entries(row).filter(([key]) => !key.startsWith('i_')),
  ) as unknown as Delivery;
  return {
    ...delivery,
    nextAttemptAt: Number(delivery.nextAttemptAt),
    retrySince: Number(delivery.retrySince),
    inquiry: recordFrom(inquiry) as StoredInquiry,
  };
}

/** The inquiry's columns as `i_<field>`, for a join. */
export const prefixedInquiryColumns = selectList('i').replace(/AS "(\w+)"/g, 'AS "i_$1"');

const isBusy = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: string })?.code));

/**
 * Runs `work` now, or again after a short wait while another process holds the write lock: the server's connection
 * never waits inside SQLite (which would block the event loop), and a finished send is always marked.
 */
async function whenUnlocked<T>(work: () => T, patienceMs = 30_000): Promise<T> {
  const deadline = Date.now() + patienceMs;
  for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || Date.now() + wait > deadline) throw error;
    }
    await sleep(wait);
  }
}

export class SqliteOutbox implements Outbox<Database.Database> {
  constructor(private readonly db: Database.Database) {
    db.exec(deliveriesTable);
  }

  enqueue(tx: Database.Database, inquiryId: string, kinds: readonly DeliveryKind[], now: number) {
    const insert =
      tx.prepare(`INSERT OR IGNORE INTO deliveries (id, inquiry_id, kind, created_at, next_attempt_at, retry_since)
      VALUES (?, ?, ?, ?, ?, ?)`);
    for (const kind of kinds) insert.run(randomUUID(), inquiryId, kind, new Date(now).toISOString(), now, now);
  }

  claim(owner: string, now: number, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
    return whenUnlocked(() => this.claimNow(owner, now, leaseMs, limit), 0).catch((error) => {
      if (isBusy(error)) return []; // the next round will look again
      throw error;
    });
  }

  private claimNow(owner: string, now: number, leaseMs: number, limit: number): ClaimedDelivery[] {
    return this.db
      .transaction(() => {
        const ids = this.db
          .prepare<[number, number, number], { id: string }>(
            `SELECT id FROM deliveries WHERE state = 'pending' AND next_attempt_at <= ?
             AND (lease_until IS NULL OR lease_until <= ?) ORDER BY next_attempt_at LIMIT ?`,
          )
          .all(now, now, limit)
          .map((row) => row.id);
        const take = this.db.prepare(
          'UPDATE deliveries SET lease_owner = ?, lease_until = ?, attempts = attempts + 1 WHERE id = ?',
        );
        for (const id of ids) take.run(owner, now + leaseMs, id);
        if (!ids.length) return [];
        return this.db
          .prepare<string[], Row>(
            `SELECT ${deliveryColumns}, ${prefixedInquiryColumns} FROM deliveries d JOIN inquiries i ON i.id = d.inquiry_id
             WHERE d.id IN (${ids.map(() => '?').join(', ')}) ORDER BY d.next_attempt_at`,
          )
          .all(...ids)
          .map(claimedFrom);
      })
      .immediate();
  }

  settle(owner: string, outcomes: readonly Outcome[]): Promise<number> {
    const release = 'lease_owner = NULL, lease_until = NULL WHERE id = @id AND lease_owner = @owner';
    const sent = this.db.prepare(`UPDATE deliveries SET state = 'sent', sent_at = @at, last_error = NULL, ${release}`);
    const retry = this.db.prepare(`UPDATE deliveries SET next_attempt_at = @at, last_error = @error, ${release}`);
    const failed = this.db.prepare(`UPDATE deliveries SET state = 'failed', last_error = @error, ${release}`);
    const all = this.db.transaction(() =>
      outcomes.reduce((applied, outcome) => {
        if (outcome.state === 'sent')
          return applied + sent.run({ id: outcome.id, owner, at: new Date(outcome.at).toISOString() }).changes;
        if (outcome.state === 'retry')
          return applied + retry.run({ id: outcome.id, owner, at: outcome.at, error: outcome.error }).changes;
        return applied + failed.run({ id: outcome.id, owner, error: outcome.error }).changes;
      }, 0),
    );
    return whenUnlocked(() => all.immediate());
  }

  list(states?: readonly DeliveryState[]): Delivery[] {
    const where = states?.length ? `WHERE d.state IN (${states.map(() => '?').join(', ')})` : '';
    return this.db
      .prepare<string[], Delivery>(`SELECT ${deliveryColumns} FROM deliveries d ${where} ORDER BY d.created_at, d.kind`)
      .all(...(states ?? []));
  }

  retry(id: string, now: number): Promise<boolean> {
    const again = this.db.prepare(`UPDATE deliveries SET state = 'pending', next_attempt_at = ?, retry_since = ?,
      lease_owner = NULL, lease_until = NULL WHERE id = ? AND state IN ('pending', 'failed')`);
    return whenUnlocked(() => again.run(now, now, id).changes > 0);
  }

  /** Deletes in one transaction, waiting (off the event loop) while another process holds the write lock. */
  private deleteWhere(inquiryWhere: string, param: string) {
    const all = this.db.transaction(() => {
      const deliveries = this.db
        .prepare(`DELETE FROM deliveries WHERE inquiry_id IN (SELECT id FROM inquiries WHERE ${inquiryWhere})
            OR inquiry_id NOT IN (SELECT id FROM inquiries)`)
        .run(param).changes;
      const inquiries = this.db.prepare(`DELETE FROM inquiries WHERE ${inquiryWhere}`).run(param).changes;
      return { inquiries, deliveries };
    });
    return whenUnlocked(() => all.immediate());
  }

  eraseByEmail(email: string) {
    return this.deleteWhere('lower(email) = lower(?)', email);
  }

  deleteReceivedBefore(cutoff: string) {
    return this.deleteWhere('received_at < ?', cutoff);
  }

  exportByEmail(email: string) {
    const inquiries = this.db
      .prepare<[string], Record<string, unknown>>(
        `SELECT ${selectList('i')} FROM inquiries i WHERE lower(i.email) = lower(?) ORDER BY i.received_at`,
      )
      .all(email)
      .map((row) => recordFrom(row) as StoredInquiry);
    const of = this.db.prepare<[string], Delivery>(
      `SELECT ${deliveryColumns} FROM deliveries d WHERE d.inquiry_id = ? ORDER BY d.kind`,
    );
    return inquiries.map((inquiry) => ({ inquiry, deliveries: of.all(inquiry.id) }));
  }
}
