/**
 * What the patient's link, the withdrawals and the erasure keep beside the inquiries, in the same database (SQLite or
 * PostgreSQL, the same SQL through a small adapter): `notices`, an outbox of its own for what must still be sent about
 * an inquiry after it may be gone (a clinic's erasure notice, the patient's confirmations), `consent_withdrawals`
 * (when each consent was given and withdrawn), and `patient_mails` (when an address last got its confirmation, by an
 * HMAC of the address). The tables are made at first use.
 */
import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { recordFrom, selectList, type StoredInquiry } from '../../src/inquiry/record.ts';
import type { ConsentKind } from '../../src/inquiry/consent.ts';
import { type Delivery, fitting, NotScrubbed, type Outcome, type Room } from '../delivery/outbox.ts';
import { PostgresInquiryStore } from '../store/postgres/store.ts';
import { inTransaction } from '../store/postgres/transaction.ts';
import { deliveryColumns, deliveryFrom } from '../store/sql.ts';
import { whenUnlocked } from '../store/sqlite/lock.ts';
import { SqliteInquiryStore } from '../store/sqlite/store.ts';
import type { InquiryStore } from '../store/store.ts';

/** The few calls the queries below need, the same for both databases (`?` placeholders). */
interface Sql {
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  run(sql: string, params?: unknown[]): Promise<number>;
}

interface Db extends Sql {
  postgres: boolean;
  /** One transaction: committed when `work` resolves, rolled back when it throws. */
  tx<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /** Removes deleted rows' bytes from the files (SQLite: the WAL emptied; PostgreSQL: the tables rewritten). */
  scrub(tables: string[]): Promise<void>;
}

const patienceMs = 30_000;

function sqliteDb(db: Database.Database): Db {
  const sql: Sql = {
    all: async <T>(text: string, params: unknown[] = []) => db.prepare(text).all(...params) as T[],
    run: async (text, params = []) => db.prepare(text).run(...params).changes,
  };
  return {
    ...sql,
    postgres: false,
    // Every call inside is synchronous (resolved promises): nothing else runs on the connection in between.
    tx: async (work) => {
      await whenUnlocked(() => db.exec('BEGIN IMMEDIATE'), patienceMs);
      try {
        const result = await work(sql);
        db.exec('COMMIT');
        return result;
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      }
    },
    // secure_delete (set by the store's outbox on this connection) zeroed the pages; the WAL still held the rows.
    scrub: async () => {
      const deadline = Date.now() + patienceMs;
      for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
        const [result] = await whenUnlocked(
          () => db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[],
          patienceMs,
        );
        if (!result?.busy) return;
        if (Date.now() + wait > deadline)
          throw new NotScrubbed({ inquiries: 0, deliveries: 0 }, 'another process kept reading the database');
        await sleep(wait);
      }
    },
  };
}

const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

function postgresDb(pool: pg.Pool): Db {
  const on = (client: Pick<pg.Pool, 'query'>): Sql => ({
    all: async <T>(text: string, params: unknown[] = []) => (await client.query(numbered(text), params)).rows as T[],
    run: async (text, params = []) => (await client.query(numbered(text), params)).rowCount ?? 0,
  });
  return {
    ...on(pool),
    postgres: true,
    tx: (work) => inTransaction(pool, (client) => work(on(client))),
    scrub: async (tables) => {
      const client = await pool.connect();
      try {
        await client.query("SET lock_timeout = '5s'");
        for (const table of tables) await client.query(`VACUUM FULL ${table}`);
      } catch (error) {
        const { code, name } = error as { code?: string; name?: string };
        throw new NotScrubbed({ inquiries: 0, deliveries: 0 }, `VACUUM FULL failed (${code ?? name ?? 'Error'})`);
      } finally {
        await client.query('RESET lock_timeout').catch(() => {});
        client.release();
      }
    },
  };
}

const tables = (epochMs: string) => [
  `CREATE TABLE IF NOT EXISTS notices (
    id              TEXT PRIMARY KEY,
    kind            TEXT NOT NULL,
    recipient       TEXT NOT NULL,
    target          TEXT,
    inquiry_id      TEXT NOT NULL,
    body            TEXT NOT NULL,
    state           TEXT NOT NULL DEFAULT 'pending',
    attempts        INTEGER NOT NULL DEFAULT 0,
    created_at      TEXT NOT NULL,
    next_attempt_at ${epochMs} NOT NULL,
    retry_since     ${epochMs} NOT NULL,
    lease_owner     TEXT,
    lease_until     ${epochMs},
    sent_at         TEXT,
    last_error      TEXT
  )`,
  'CREATE INDEX IF NOT EXISTS notices_due ON notices (state, next_attempt_at)',
  `CREATE TABLE IF NOT EXISTS consent_withdrawals (
    inquiry_id   TEXT NOT NULL,
    kind         TEXT NOT NULL,
    given_at     TEXT,
    notice       TEXT,
    withdrawn_at TEXT NOT NULL,
    PRIMARY KEY (inquiry_id, kind)
  )`,
  `CREATE TABLE IF NOT EXISTS patient_mails (
    address_key TEXT PRIMARY KEY,
    delivery_id TEXT NOT NULL,
    mailed_at   ${epochMs} NOT NULL
  )`,
];

/** What a notice says, by template; the words are chosen when it is sent (notices.ts). Never a field of the inquiry. */
interface NoticeBody {
  template: 'clinic-erased' | 'erased' | 'withdrawn-health' | 'withdrawn-clinic' | 'team-withdrawn-health';
  /** The patient's language (their confirmations). */
  lang?: string | null;
  /** When it happened (ISO). */
  at: string;
  /** The clinic's name, for the patient's confirmation of a withdrawn share. */
  clinicName?: string | null;
}

/** A notice as the worker claims it: shaped as a delivery, so the delivery worker sends it (notices.ts). */
export interface ClaimedNotice extends Delivery {
  inquiry: StoredInquiry;
  notice: NoticeBody;
}

interface NoticeRow {
  kind: 'email' | 'webhook' | 'clinic';
  recipient: string;
  target: string | null;
  body: NoticeBody;
}

interface Withdrawal {
  kind: ConsentKind;
  givenAt: string | null;
  notice: string | null;
  withdrawnAt: string;
}

/** An inquiry as its patient's page shows it. */
export interface PatientView {
  inquiry: StoredInquiry;
  deliveries: Delivery[];
  withdrawals: Withdrawal[];
}

export type ErasedBy = 'patient' | 'team' | 'privacy' | 'cli' | 'retention';

const hour = 3_600_000;

export class PatientDb {
  private ready: Promise<void> | undefined;
  /** A notice that held an address was deleted and its bytes not yet scrubbed. */
  private unscrubbed = false;

  constructor(private readonly db: Db) {}

  private migrate() {
    this.ready ??= this.db.tx(async (sql) => {
      if (this.db.postgres) await sql.run("SELECT pg_advisory_xact_lock(hashtext('phx-patient-schema'))");
      for (const statement of tables(this.db.postgres ? 'BIGINT' : 'INTEGER')) await sql.run(statement);
      // No column statistics of the patient's address: ANALYZE would keep samples in pg_statistic, past its deletion.
      if (this.db.postgres) await sql.run('ALTER TABLE notices ALTER COLUMN target SET STATISTICS 0');
    });
    return this.ready.catch((error) => {
      this.ready = undefined;
      throw error;
    });
  }

  /** The inquiry with its deliveries and withdrawals, or undefined when it is not (any longer) stored. */
  async find(id: string): Promise<PatientView | undefined> {
    await this.migrate();
    const [row] = await this.db.all<Record<string, unknown>>(`SELECT ${selectList()} FROM inquiries WHERE id = ?`, [
      id,
    ]);
    const inquiry = row && recordFrom(row);
    if (!inquiry) return undefined;
    const deliveries = (
      await this.db.all<Delivery>(
        `SELECT ${deliveryColumns} FROM deliveries d WHERE d.inquiry_id = ? ORDER BY d.recipient, d.kind`,
        [id],
      )
    ).map(deliveryFrom);
    return { inquiry, deliveries, withdrawals: await this.withdrawals(id) };
  }

  /** The consents withdrawn from an inquiry, oldest first (the team's inbox shows them beside its own reading). */
  async withdrawals(id: string): Promise<Withdrawal[]> {
    await this.migrate();
    return this.db.all<Withdrawal>(
      `SELECT kind, given_at AS "givenAt", notice, withdrawn_at AS "withdrawnAt" FROM consent_withdrawals
       WHERE inquiry_id = ? ORDER BY withdrawn_at`,
      [id],
    );
  }

  /**
   * Withdraws one consent at `at`, at once: the consent's fields are emptied (so every rule that reads them, the
   * clinic's copy among them, sees it missing), the withdrawal kept with when it was given, a clinic copy not yet
   * sent withheld, and `notices` written, all in one transaction. False when there was nothing to withdraw.
   */
  async withdraw(id: string, kind: ConsentKind, at: Date, notices: (inquiry: StoredInquiry) => NoticeRow[]) {
    await this.migrate();
    const column = kind === 'health' ? 'health' : 'clinic';
    return this.db.tx(async (sql) => {
      const [row] = await sql.all<Record<string, unknown>>(`SELECT ${selectList()} FROM inquiries WHERE id = ?`, [id]);
      const inquiry = row && recordFrom(row);
      if (!inquiry?.[`${kind}ConsentAt`]) return false;
      await sql.run(
        `INSERT INTO consent_withdrawals (inquiry_id, kind, given_at, notice, withdrawn_at) VALUES (?, ?, ?, ?, ?)`,
        [id, kind, inquiry[`${kind}ConsentAt`], inquiry[`${kind}ConsentNotice`], at.toISOString()],
      );
      await sql.run(`UPDATE inquiries SET ${column}_consent_at = NULL, ${column}_consent_notice = NULL WHERE id = ?`, [
        id,
      ]);
      // Either consent gone: the clinic's copy not yet out (nor on its way now) is never sent.
      const reason = kind === 'health' ? 'NO_HEALTH_CONSENT' : 'NO_SHARE_CONSENT';
      await sql.run(
        `UPDATE deliveries SET state = 'withheld', last_error = ? WHERE inquiry_id = ? AND kind = 'clinic'
         AND state IN ('pending', 'held', 'failed') AND (lease_until IS NULL OR lease_until <= ?)`,
        [reason, id, at.getTime()],
      );
      await this.enqueue(sql, id, notices(inquiry), at.getTime());
      return true;
    });
  }

  /**
   * Deletes the inquiries, their deliveries and withdrawals in one transaction that also writes a notice to each
   * clinic that received a copy (or may be receiving it now), and the patient's confirmation when `confirm`; then
   * scrubs the files. Resolves to what it deleted and the clinics told (an id no longer stored is passed over).
   */
  async erase(ids: readonly string[], now: Date, confirm: boolean) {
    await this.migrate();
    const erased = await this.db.tx(async (sql) => {
      const total = { inquiries: 0, deliveries: 0, clinicsTold: [] as string[] };
      for (const id of ids) {
        const [found] = await sql.all<{ email: string; lang: string | null }>(
          'SELECT email, lang FROM inquiries WHERE id = ?',
          [id],
        );
        if (!found) continue;
        const clinics = await sql.all<{ recipient: string }>(
          `SELECT DISTINCT recipient FROM deliveries WHERE inquiry_id = ? AND kind = 'clinic'
           AND (state = 'sent' OR (state = 'pending' AND lease_until > ?)) ORDER BY recipient`,
          [id, now.getTime()],
        );
        total.deliveries += await sql.run('DELETE FROM deliveries WHERE inquiry_id = ?', [id]);
        await sql.run('DELETE FROM consent_withdrawals WHERE inquiry_id = ?', [id]);
        total.inquiries += await sql.run('DELETE FROM inquiries WHERE id = ?', [id]);
        const at = now.toISOString();
        const notices = clinics.map(
          ({ recipient }): NoticeRow => ({
            kind: 'clinic',
            recipient,
            target: null,
            body: { template: 'clinic-erased', at },
          }),
        );
        if (confirm)
          notices.push({
            kind: 'email',
            recipient: 'patient',
            target: found.email,
            body: { template: 'erased', lang: found.lang, at },
          });
        await this.enqueue(sql, id, notices, now.getTime());
        total.clinicsTold.push(...clinics.map(({ recipient }) => recipient.slice('clinic:'.length)));
      }
      return total;
    });
    // One scrub for them all (PostgreSQL rewrites the table: once, not once per request).
    if (!erased.inquiries) return erased;
    try {
      await this.db.scrub(['inquiries', 'consent_withdrawals']);
    } catch (error) {
      if (error instanceof NotScrubbed) throw new NotScrubbed(erased, error.reason);
      throw error;
    }
    return erased;
  }

  /** The ids of the inquiries received before `cutoff` (retention erases each). */
  async receivedBefore(cutoff: string): Promise<string[]> {
    const rows = await this.db.all<{ id: string }>('SELECT id FROM inquiries WHERE received_at < ? ORDER BY seq', [
      cutoff,
    ]);
    return rows.map((row) => row.id);
  }

  /** The ids of every inquiry of this address, any case (the command line's erase). */
  async idsOf(email: string): Promise<string[]> {
    const rows = await this.db.all<{ id: string }>('SELECT id FROM inquiries WHERE lower(email) = lower(?)', [email]);
    return rows.map((row) => row.id);
  }

  private async enqueue(sql: Sql, inquiryId: string, rows: NoticeRow[], now: number) {
    for (const row of rows)
      await sql.run(
        `INSERT INTO notices (id, kind, recipient, target, inquiry_id, body, created_at, next_attempt_at, retry_since)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          randomUUID(),
          row.kind,
          row.recipient,
          row.target,
          inquiryId,
          JSON.stringify(row.body),
          new Date(now).toISOString(),
          now,
          now,
        ],
      );
  }

  /**
   * Marks the address as mailed by `deliveryId` unless another delivery mailed it within the hour; true when this
   * delivery may send (also on its own retry). Marks older than an hour are deleted.
   */
  async mayMail(key: string, deliveryId: string, now: number): Promise<boolean> {
    await this.migrate();
    return this.db.tx(async (sql) => {
      await sql.run('DELETE FROM patient_mails WHERE mailed_at <= ?', [now - hour]);
      await sql.run(
        `INSERT INTO patient_mails (address_key, delivery_id, mailed_at) VALUES (?, ?, ?)
         ON CONFLICT (address_key) DO NOTHING`,
        [key, deliveryId, now],
      );
      const [mark] = await sql.all<{ delivery_id: string }>(
        'SELECT delivery_id FROM patient_mails WHERE address_key = ?',
        [key],
      );
      return mark?.delivery_id === deliveryId;
    });
  }

  /** Claims due notices for `owner` (as the outbox claims deliveries); each claim counts as an attempt. */
  async claim(owner: string, now: number, leaseMs: number, limit: number, room?: Room): Promise<ClaimedNotice[]> {
    await this.migrate();
    return this.db.tx(async (sql) => {
      const due = await sql.all<{ id: string; kind: 'email' | 'webhook' | 'clinic'; recipient: `clinic:${string}` }>(
        `SELECT id, kind, recipient FROM notices WHERE state = 'pending' AND next_attempt_at <= ?
         AND (lease_until IS NULL OR lease_until <= ?) ORDER BY next_attempt_at LIMIT ?
         ${this.db.postgres ? 'FOR UPDATE SKIP LOCKED' : ''}`,
        [now, now, limit + (room ? room.busy.size * room.perLane : 0)],
      );
      const claimed: ClaimedNotice[] = [];
      for (const { id } of fitting(due, limit, room)) {
        await sql.run('UPDATE notices SET lease_owner = ?, lease_until = ?, attempts = attempts + 1 WHERE id = ?', [
          owner,
          now + leaseMs,
          id,
        ]);
        const [row] = await sql.all<Delivery & { body: string }>(
          `SELECT id, inquiry_id AS "inquiryId", kind, recipient, target, state, attempts, created_at AS "createdAt",
             next_attempt_at AS "nextAttemptAt", retry_since AS "retrySince", sent_at AS "sentAt",
             last_error AS "lastError", body FROM notices WHERE id = ?`,
          [id],
        );
        const { body, ...delivery } = row;
        claimed.push({
          ...deliveryFrom(delivery),
          notice: JSON.parse(body),
          inquiry: { id: row.inquiryId } as StoredInquiry,
        });
      }
      return claimed;
    });
  }

  /**
   * Records outcomes as the outbox does. A notice that held an address (the patient's confirmation) is deleted once
   * it is done, sent or given up, and its bytes scrubbed: the address of an erased request stays no longer.
   */
  async settle(owner: string, outcomes: readonly Outcome[]): Promise<number> {
    const { applied, dropped } = await this.db.tx(async (sql) => {
      let applied = 0;
      let dropped = 0;
      for (const outcome of outcomes) {
        const mine = 'id = ? AND lease_owner = ?';
        const ids = [outcome.id, owner];
        if (outcome.state !== 'retry') {
          const gone = await sql.run(`DELETE FROM notices WHERE ${mine} AND target IS NOT NULL`, ids);
          dropped += gone;
          applied += gone;
          if (gone) continue;
        }
        const release = 'lease_owner = NULL, lease_until = NULL';
        applied +=
          outcome.state === 'sent'
            ? await sql.run(
                `UPDATE notices SET state = 'sent', sent_at = ?, last_error = NULL, ${release} WHERE ${mine}`,
                [new Date(outcome.at).toISOString(), ...ids],
              )
            : outcome.state === 'retry'
              ? await sql.run(`UPDATE notices SET next_attempt_at = ?, last_error = ?, ${release} WHERE ${mine}`, [
                  outcome.at,
                  outcome.error,
                  ...ids,
                ])
              : await sql.run(`UPDATE notices SET state = ?, last_error = ?, ${release} WHERE ${mine}`, [
                  outcome.state,
                  outcome.error,
                  ...ids,
                ]);
      }
      return { applied, dropped };
    });
    if (dropped || this.unscrubbed) {
      this.unscrubbed = true;
      await this.db.scrub(['notices']);
      this.unscrubbed = false;
    }
    return applied;
  }

  /** Every notice, oldest first, without its target (tests, the command line). */
  async notices() {
    await this.migrate();
    return (
      await this.db.all<{
        id: string;
        kind: string;
        recipient: string;
        inquiryId: string;
        state: string;
        body: string;
      }>(`SELECT id, kind, recipient, inquiry_id AS "inquiryId", state, body FROM notices ORDER BY created_at, id`)
    ).map(({ body, ...notice }) => ({ ...notice, body: JSON.parse(body) as NoticeBody }));
  }
}

const opened = new WeakMap<object, PatientDb>();

/** The patient's tables beside this store's inquiries (SQLite's connection, or PostgreSQL's pool). */
export function patientDbOf(store: InquiryStore): PatientDb {
  const base = (store as { base?: InquiryStore }).base ?? store;
  let db = opened.get(base);
  if (db) return db;
  if (base instanceof SqliteInquiryStore) db = new PatientDb(sqliteDb(base.db));
  else if (base instanceof PostgresInquiryStore) db = new PatientDb(postgresDb(base.pool));
  else throw new Error('The patient link needs the SQLite or the PostgreSQL store.');
  opened.set(base, db);
  return db;
}
