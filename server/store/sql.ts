/**
 * What the SQLite and the PostgreSQL store share: the two tables (the inquiries' columns derived from the schema in
 * src/inquiry/record.ts, and their outbox), the outbox's columns, and how a joined row becomes a claimed delivery.
 * Only the types of a few columns differ between the two databases.
 */
import { columnDefinitions, recordFrom, selectList, type StoredInquiry } from '../../src/inquiry/record.ts';
import type { ClaimedDelivery, Delivery } from '../delivery/outbox.ts';

/** The column types that differ: the inquiries' sequence, and a time in epoch milliseconds. */
interface Dialect {
  sequence: string;
  epochMs: string;
}

export const sqlite: Dialect = { sequence: 'INTEGER PRIMARY KEY', epochMs: 'INTEGER' };
export const postgres: Dialect = { sequence: 'BIGSERIAL PRIMARY KEY', epochMs: 'BIGINT' };

/**
 * The outbox: one row per recipient and channel an inquiry goes to, written in the inquiry's transaction. A table
 * made before recipients (one row per inquiry and kind) is upgraded at start, its rows kept as the team's
 * (`deliveriesUpgrade`).
 */
export const deliveriesTable = ({ epochMs }: Dialect) => `
  CREATE TABLE IF NOT EXISTS deliveries (
    id              TEXT PRIMARY KEY,
    inquiry_id      TEXT NOT NULL,
    kind            TEXT NOT NULL,
    recipient       TEXT NOT NULL DEFAULT 'team',
    target          TEXT,
    state           TEXT NOT NULL DEFAULT 'pending',
    attempts        INTEGER NOT NULL DEFAULT 0,
    created_at      TEXT NOT NULL,
    next_attempt_at ${epochMs} NOT NULL,
    retry_since     ${epochMs} NOT NULL,
    lease_owner     TEXT,
    lease_until     ${epochMs},
    sent_at         TEXT,
    last_error      TEXT
  )`;

/** The outbox's indexes: one row per inquiry, recipient and kind; due rows found by state and time. */
export const deliveriesIndexes = `
  CREATE UNIQUE INDEX IF NOT EXISTS deliveries_one_per_recipient ON deliveries (inquiry_id, recipient, kind);
  CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (state, next_attempt_at)`;

/**
 * PostgreSQL's upgrade of an outbox made before recipients: the two columns (old rows become the team's, their
 * address as configured), and the old one-row-per-kind constraint dropped. Nothing happens to a current table.
 */
export const deliveriesUpgrade = `
  ALTER TABLE deliveries ADD COLUMN IF NOT EXISTS recipient TEXT NOT NULL DEFAULT 'team';
  ALTER TABLE deliveries ADD COLUMN IF NOT EXISTS target TEXT;
  ALTER TABLE deliveries DROP CONSTRAINT IF EXISTS deliveries_inquiry_id_kind_key`;

/**
 * Clinic rows made before a clinic was looked up when sent (`email`/`webhook` with the address kept): one `clinic` row
 * each, its address read from the clinics file when it is sent. Nothing happens to a current table.
 */
export const clinicRowsToUpgrade = "WHERE recipient LIKE 'clinic:%' AND kind <> 'clinic'";
export const clinicRowsUpgrade = `UPDATE deliveries SET kind = 'clinic', target = NULL ${clinicRowsToUpgrade}`;

/** How many of a clinic's rows count against its hourly cap: made since the first parameter, neither withheld nor held. */
export const clinicRowsSince = (p: (n: number) => string) => `SELECT COUNT(*) AS n FROM deliveries
  WHERE recipient = ${p(1)} AND kind = 'clinic' AND created_at >= ${p(2)} AND state NOT IN ('withheld', 'held')`;

/** The state of the claimed delivery's inquiry's clinic row, for the team's copy (clinic-share.ts). */
export const clinicStateColumn = `(SELECT c.state FROM deliveries c WHERE c.inquiry_id = d.inquiry_id
  AND c.kind = 'clinic' LIMIT 1) AS "clinicState"`;

/** The due deliveries a claim chooses from, oldest first, at most `perLane` (the third parameter) of each lane. */
export const dueDeliveries = (p: (n: number) => string) => `
  SELECT id, kind, recipient FROM (
    SELECT id, kind, recipient, next_attempt_at,
      ROW_NUMBER() OVER (PARTITION BY recipient, kind ORDER BY next_attempt_at) AS rank
    FROM deliveries WHERE state = 'pending' AND next_attempt_at <= ${p(1)}
      AND (lease_until IS NULL OR lease_until <= ${p(1)})
  ) due WHERE rank <= ${p(2)} ORDER BY next_attempt_at LIMIT ${p(3)}`;

export const inquiriesTable = ({ sequence }: Dialect) =>
  `CREATE TABLE IF NOT EXISTS inquiries (seq ${sequence}, ${columnDefinitions().join(', ')})`;

/** The whole schema, created in one place: the inquiries and their outbox. */
export const schema = (dialect: Dialect) => `${inquiriesTable(dialect)};\n${deliveriesTable(dialect)}`;

/** The inquiry's columns read as a stored inquiry's fields. */
export const inquiryColumns = selectList();

export const deliveryColumns = `d.id, d.inquiry_id AS "inquiryId", d.kind, d.recipient, d.target, d.state, d.attempts, d.created_at AS "createdAt",
  d.next_attempt_at AS "nextAttemptAt", d.retry_since AS "retrySince", d.sent_at AS "sentAt", d.last_error AS "lastError"`;

/** The inquiry's columns as `i_<field>`, for a join. */
export const prefixedInquiryColumns = selectList('i').replace(/AS "(\w+)"/g, 'AS "i_$1"');

/** A delivery as read: its epoch times as numbers (PostgreSQL returns a BIGINT as text). */
export const deliveryFrom = (row: Delivery): Delivery => ({
  ...row,
  nextAttemptAt: Number(row.nextAttemptAt),
  retrySince: Number(row.retrySince),
});

export type JoinedRow = Delivery & Record<string, unknown>;

/** A joined row: the delivery's columns, then the inquiry's under `i_` names. */
export function claimedFrom(row: JoinedRow): ClaimedDelivery {
  const inquiry: Record<string, unknown> = {};
  const delivery: Delivery = { ...row };
  for (const [key, value] of Object.entries(row))
    if (key.startsWith('i_')) {
      inquiry[key.slice(2)] = value;
      delete (delivery as JoinedRow)[key];
    }
  return { ...deliveryFrom(delivery), inquiry: recordFrom(inquiry) as StoredInquiry };
}

/** Which inquiries a deletion takes, and the deliveries left without an inquiry. */
export const deliveriesOf = (inquiryWhere: string) =>
  `DELETE FROM deliveries WHERE inquiry_id IN (SELECT id FROM inquiries WHERE ${inquiryWhere})
     OR inquiry_id NOT IN (SELECT id FROM inquiries)`;

/** The outbox's figures in one query: deliveries pending and failed, the oldest pending one's time. */
export const outboxStats = `SELECT
    COUNT(CASE WHEN state = 'pending' THEN 1 END) AS pending,
    COUNT(CASE WHEN state = 'failed' THEN 1 END) AS failed,
    MIN(CASE WHEN state = 'pending' THEN created_at END) AS "oldestPendingAt"
  FROM deliveries WHERE state IN ('pending', 'failed')`;
