// @vitest-environment node
/** A field added to the schema reaches a store made before it: its column is added at start, old rows kept. */
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { request } from '../testing/sqlite-inquiries.ts';
import { postgresBin, startPostgres, type Throwaway } from '../testing/postgres.ts';
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
    postgres = await startPostgres();
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
