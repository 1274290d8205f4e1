/**
 * The outbox in SQLite, on the store's own connection: enqueue() runs inside the store's transaction; a claim is one
 * IMMEDIATE transaction, so two processes sharing the file never claim the same delivery.
 */
import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { recordFrom, selectList, type StoredInquiry } from '../../../src/inquiry/record.ts';
import type { ClaimedDelivery, Delivery, DeliveryKind, DeliveryState } from '../../delivery/outbox.ts';
import { NotScrubbed, type Outbox, type OutboxStats, type Outcome } from '../../delivery/outbox.ts';
import { claimedFrom, deliveriesOf, deliveriesTable, deliveryColumns, type JoinedRow } from '../sql.ts';
import { outboxStats, prefixedInquiryColumns, sqlite } from '../sql.ts';
import { isBusy, whenUnlocked } from './lock.ts';

/** How long a write of the outbox (an outcome, a retry, an erasure) waits while another process holds the lock. */
const patienceMs = 30_000;

export class SqliteOutbox implements Outbox<Database.Database> {
  /** An earlier scrub did not finish: the next deletion scrubs, even one that deletes nothing. */
  private unscrubbed = false;

  constructor(private readonly db: Database.Database) {
    // What a delete frees is overwritten with zeros, not left in free pages for a later write to cover.
    db.pragma('secure_delete = ON');
    db.exec(deliveriesTable(sqlite));
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
          .prepare<string[], JoinedRow>(
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
    return whenUnlocked(() => all.immediate(), patienceMs);
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
    return whenUnlocked(() => again.run(now, now, id).changes > 0, patienceMs);
  }

  /**
   * Deletes in one transaction, waiting (off the event loop) while another process holds the write lock; then
   * scrubs: secure_delete zeroed the freed bytes in the pages, and a checkpoint copies those pages into the database
   * and empties the write-ahead log, which still held the rows as they were written.
   */
  private async deleteWhere(inquiryWhere: string, param: string, always: boolean) {
    const all = this.db.transaction(() => {
      const deliveries = this.db.prepare(deliveriesOf(inquiryWhere)).run(param).changes;
      const inquiries = this.db.prepare(`DELETE FROM inquiries WHERE ${inquiryWhere}`).run(param).changes;
      return { inquiries, deliveries };
    });
    const deleted = await whenUnlocked(() => all.immediate(), patienceMs);
    if (always || deleted.inquiries || deleted.deliveries || this.unscrubbed) {
      this.unscrubbed = true;
      await this.emptyLog(deleted);
      this.unscrubbed = false;
    }
    return deleted;
  }

  /** Checkpoints the write-ahead log and truncates it, waiting while another connection still reads older pages. */
  private async emptyLog(deleted: { inquiries: number; deliveries: number }) {
    const deadline = Date.now() + patienceMs;
    for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
      const [result] = await whenUnlocked(
        () => this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[],
        patienceMs,
      );
      if (!result?.busy) return;
      if (Date.now() + wait > deadline)
        throw new NotScrubbed(deleted, 'another process kept reading the database, so its write-ahead log was kept');
      await sleep(wait);
    }
  }

  eraseByEmail(email: string) {
    return this.deleteWhere('lower(email) = lower(?)', email, true);
  }

  deleteReceivedBefore(cutoff: string) {
    return this.deleteWhere('received_at < ?', cutoff, false);
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

  stats(): OutboxStats {
    return this.db.prepare<[], OutboxStats>(outboxStats).get() ?? { pending: 0, failed: 0, oldestPendingAt: null };
  }
}
