// @vitest-environment node
/** A field added to the schema reaches a store made before it: its column is added at start, old rows kept. */
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../test/server/sqlite-inquiries.ts';
import { postgresBin, startPostgres, type Throwaway } from '../../test/server/postgres.ts';
import { openPostgresStore } from './postgres/store.ts';
import { openSqliteStore } from './sqlite/store.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** The table as it was before `page_url` and `lang` were fields, with one inquiry in it. */
const oldTable = `CREATE TABLE inquiries (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, received_at TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
  inquiry TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL)`;
const oldRow = `INSERT INTO inquiries (id, received_at, idempotency_key, name, email, phone, inquiry, subject, message)
  VALUES ('old', '2026-01-01T00:00:00.000Z', 'old-key', 'Old', 'old@example.com', '', 'general', 'S', 'M')`;

let postgres: Throwaway | undefined;
afterAll(() => postgres?.stop());

describe('a store made before a field existed', () => {
  it('gets the field as a column in SQLite, its old rows kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'phx-columns-'));
    const db = new Database(join(dir, 'inquiries.db'));
    db.exec(oldTable);
    db.exec(oldRow);
    db.close();
    const store = openSqliteStore(dir);
    await store.add(request(1, { lang: 'de' }));
    const [old, added] = store.list();
    store.close();
    expect(old).toMatchObject({ id: 'old', pageUrl: '', lang: null });
    expect(added).toMatchObject({ name: 'Person 1', pageUrl: 'https://phx.example/contact', lang: 'de' });
  });

  it.skipIf(!postgresBin())('gets the field as a column in PostgreSQL, its old rows kept', async () => {
    postgres ??= await startPostgres();
    const pool = new pg.Pool({ connectionString: postgres.url });
    await pool.query(oldTable.replace('INTEGER PRIMARY KEY', 'BIGSERIAL PRIMARY KEY'));
    await pool.query(oldRow);
    await pool.end();
    const store = await openPostgresStore(postgres.url);
    await store.add(request(1, { lang: 'de' }));
    const [old, added] = await store.list();
    await store.close();
    expect(old).toMatchObject({ id: 'old', pageUrl: '', lang: null });
    expect(added).toMatchObject({ name: 'Person 1', pageUrl: 'https://phx.example/contact', lang: 'de' });
  });
});

/** The outbox as it was before recipients: one row per inquiry and kind. */
const oldOutbox = (epochMs: string) => `CREATE TABLE deliveries (id TEXT PRIMARY KEY, inquiry_id TEXT NOT NULL,
  kind TEXT NOT NULL, state TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL, next_attempt_at ${epochMs} NOT NULL, retry_since ${epochMs} NOT NULL, lease_owner TEXT,
  lease_until ${epochMs}, sent_at TEXT, last_error TEXT, UNIQUE (inquiry_id, kind))`;
const oldDeliveries = `INSERT INTO deliveries (id, inquiry_id, kind, state, attempts, created_at, next_attempt_at,
  retry_since, sent_at) VALUES
  ('d-mail', 'old', 'email', 'sent', 1, '2026-01-01T00:00:00.000Z', 0, 0, '2026-01-01T00:00:01.000Z'),
  ('d-hook', 'old', 'webhook', 'pending', 3, '2026-01-01T00:00:00.000Z', 0, 0, NULL)`;

const clinicMail = { kind: 'email', recipient: 'clinic:hudson', target: 'requests@hudson.example' } as const;
const kept = (deliveries: { id: string; recipient: string; target: string | null; state: string }[]) =>
  deliveries
    .filter((d) => d.id.startsWith('d-'))
    .map(({ id, recipient, target, state }) => [id, recipient, target, state]);

describe('an outbox made before recipients', () => {
  it('is upgraded in SQLite, its rows kept as the team’s, and takes a clinic’s row beside the team’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'phx-outbox-upgrade-'));
    const db = new Database(join(dir, 'inquiries.db'));
    db.exec(oldTable);
    db.exec(oldRow);
    db.exec(oldOutbox('INTEGER'));
    db.exec(oldDeliveries);
    db.close();
    const store = openSqliteStore(dir, undefined, { deliveries: ['email', clinicMail] });
    const added = await store.add(request(1));
    const deliveries = store.outbox.list();
    store.close();
    expect(kept(deliveries)).toEqual([
      ['d-mail', 'team', null, 'sent'],
      ['d-hook', 'team', null, 'pending'],
    ]);
    expect(
      deliveries.filter((d) => added.conflict === false && d.inquiryId === added.record.id).map((d) => d.recipient),
    ).toEqual(['clinic:hudson', 'team']);
  });

  it.skipIf(!postgresBin())(
    'is upgraded in PostgreSQL, its rows kept as the team’s, and takes a clinic’s row beside the team’s',
    async () => {
      postgres ??= await startPostgres();
      const pool = new pg.Pool({ connectionString: postgres.url });
      await pool.query('DROP TABLE IF EXISTS inquiries, deliveries');
      await pool.query(oldTable.replace('INTEGER PRIMARY KEY', 'BIGSERIAL PRIMARY KEY'));
      await pool.query(oldRow);
      await pool.query(oldOutbox('BIGINT'));
      await pool.query(oldDeliveries);
      await pool.end();
      const store = await openPostgresStore(postgres.url, { deliveries: ['email', clinicMail] });
      const added = await store.add(request(1));
      const deliveries = await store.outbox.list();
      await store.close();
      expect(kept(deliveries)).toEqual([
        ['d-mail', 'team', null, 'sent'],
        ['d-hook', 'team', null, 'pending'],
      ]);
      expect(
        deliveries.filter((d) => added.conflict === false && d.inquiryId === added.record.id).map((d) => d.recipient),
      ).toEqual(['clinic:hudson', 'team']);
    },
  );
});
