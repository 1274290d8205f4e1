/**
 * The outbox in SQLite, on the store's own connection: enqueue() runs inside the store's transaction; a claim is one
 * IMMEDIATE transaction, so two processes sharing the file never claim the same delivery.
 */
import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
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
import {
  claimedFrom,
  clinicRowsSince,
  clinicRowsToUpgrade,
  clinicRowsUpgrade,
  clinicStateColumn,
  deliveriesIndexes,
  deliveriesOf,
  deliveriesTable,
  deliveryColumns,
  dueDeliveries,
} from '../sql.ts';
import { type JoinedRow, outboxStats, prefixedInquiryColumns, sqlite } from '../sql.ts';
import { isBusy, whenUnlocked } from './lock.ts';

/** How long a write of the outbox (an outcome, a retry, an erasure) waits while another process holds the lock. */
const patienceMs = 30_000;
const hour = 3_600_000;

export class SqliteOutbox implements Outbox<Database.Database> {
  /** An earlier scrub did not finish: the next deletion scrubs, even one that deletes nothing. */
  private unscrubbed = false;

  constructor(private readonly db: Database.Database) {
    // What a delete frees is overwritten with zeros, not left in free pages for a later write to cover.
    db.pragma('secure_delete = ON');
    db.exec(deliveriesTable(sqlite));
    upgrade(db);
    db.exec(deliveriesIndexes);
    // Looked for first: a reader (a test, a report) may open the file read-only.
    if (db.prepare(`SELECT 1 FROM deliveries ${clinicRowsToUpgrade} LIMIT 1`).get()) db.exec(clinicRowsUpgrade);
  }

  /** Runs in the store's write transaction, so a clinic's rows this hour are counted with no other write between. */
  enqueue(tx: Database.Database, inquiryId: string, recipients: readonly (DeliveryKind | Recipient)[], now: number) {
    const insert = tx.prepare(`INSERT OR IGNORE INTO deliveries
      (id, inquiry_id, kind, recipient, target, state, created_at, next_attempt_at, retry_since)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const counted = tx.prepare<[string, string], { n: number }>(clinicRowsSince(() => '?'));
    for (const { kind, recipient, target, hourlyCap } of recipients.map(recipientOf)) {
      const over =
        hourlyCap !== undefined && (counted.get(recipient, new Date(now - hour).toISOString())?.n ?? 0) >= hourlyCap;
      const state = over ? 'held' : 'pending';
      insert.run(randomUUID(), inquiryId, kind, recipient, target, state, new Date(now).toISOString(), now, now);
    }
  }

  claim(owner: string, now: number, leaseMs: number, limit: number, room?: Room): Promise<ClaimedDelivery[]> {
    return whenUnlocked(() => this.claimNow(owner, now, leaseMs, limit, room), 0).catch((error) => {
      if (isBusy(error)) return []; // the next round will look again
      throw error;
    });
  }

  private claimNow(owner: string, now: number, leaseMs: number, limit: number, room?: Room): ClaimedDelivery[] {
    return this.db
      .transaction(() => {
        const due = this.db
          .prepare<number[], Pick<Delivery, 'id' | 'kind' | 'recipient'>>(dueDeliveries(() => '?'))
          .all(now, now, room?.perLane ?? limit, limit + (room ? room.busy.size * room.perLane : 0));
        const ids = fitting(due, limit, room).map((row) => row.id);
        const take = this.db.prepare(
          'UPDATE deliveries SET lease_owner = ?, lease_until = ?, attempts = attempts + 1 WHERE id = ?',
        );
        for (const id of ids) take.run(owner, now + leaseMs, id);
        if (!ids.length) return [];
        return this.db
          .prepare<string[], JoinedRow>(
            `SELECT ${deliveryColumns}, ${clinicStateColumn}, ${prefixedInquiryColumns} FROM deliveries d JOIN inquiries i ON i.id = d.inquiry_id
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
    const withheld = this.db.prepare(`UPDATE deliveries SET state = 'withheld', last_error = @error, ${release}`);
    const all = this.db.transaction(() =>
      outcomes.reduce((applied, outcome) => {
        if (outcome.state === 'sent')
          return applied + sent.run({ id: outcome.id, owner, at: new Date(outcome.at).toISOString() }).changes;
        if (outcome.state === 'retry')
          return applied + retry.run({ id: outcome.id, owner, at: outcome.at, error: outcome.error }).changes;
        const final = outcome.state === 'withheld' ? withheld : failed;
        return applied + final.run({ id: outcome.id, owner, error: outcome.error }).changes;
      }, 0),
    );
    return whenUnlocked(() => all.immediate(), patienceMs);
  }

  list(states?: readonly DeliveryState[]): Delivery[] {
    const where = states?.length ? `WHERE d.state IN (${states.map(() => '?').join(', ')})` : '';
    return this.db
      .prepare<string[], Delivery>(
        `SELECT ${deliveryColumns} FROM deliveries d ${where} ORDER BY d.created_at, d.inquiry_id, d.recipient, d.kind`,
      )
      .all(...(states ?? []));
  }

  retry(id: string, now: number): Promise<boolean> {
    const again = this.db.prepare(`UPDATE deliveries SET state = 'pending', next_attempt_at = ?, retry_since = ?,
      lease_owner = NULL, lease_until = NULL WHERE id = ? AND state IN ('pending', 'failed', 'withheld')`);
    return whenUnlocked(() => again.run(now, now, id).changes > 0, patienceMs);
  }

  release(id: string | undefined, now: number): Promise<number> {
    const due = this.db.prepare(`UPDATE deliveries SET state = 'pending', next_attempt_at = @now, retry_since = @now
      WHERE state = 'held' AND (@id IS NULL OR id = @id)`);
    return whenUnlocked(() => due.run({ now, id: id ?? null }).changes, patienceMs);
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
      `SELECT ${deliveryColumns} FROM deliveries d WHERE d.inquiry_id = ? ORDER BY d.recipient, d.kind`,
    );
    return inquiries.map((inquiry) => ({ inquiry, deliveries: of.all(inquiry.id) }));
  }

  stats(): OutboxStats {
    return this.db.prepare<[], OutboxStats>(outboxStats).get() ?? { pending: 0, failed: 0, oldestPendingAt: null };
  }
}

/**
 * Rebuilds an outbox made before recipients (one row per inquiry and kind, a constraint SQLite cannot drop) as the
 * current table, in one transaction: every row kept, as the team's. Another process may be doing the same: the
 * write lock makes them take turns, and the second finds nothing to do.
 */
function upgrade(db: Database.Database) {
  const current = () =>
    (db.pragma('table_info(deliveries)') as { name: string }[]).some((column) => column.name === 'recipient');
  if (current()) return;
  const columns = `id, inquiry_id, kind, state, attempts, created_at, next_attempt_at, retry_since, lease_owner,
    lease_until, sent_at, last_error`;
  const rebuild = db.transaction(() => {
    if (current()) return;
    db.exec('ALTER TABLE deliveries RENAME TO deliveries_before_recipients');
    db.exec(deliveriesTable(sqlite));
    db.exec(`INSERT INTO deliveries (${columns}) SELECT ${columns} FROM deliveries_before_recipients`);
    db.exec('DROP TABLE deliveries_before_recipients');
  });
  rebuild.immediate();
}
