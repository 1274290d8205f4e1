// @vitest-environment node
/**
 * Erased means gone: after an erasure or a retention pass, no file of the store holds the person's e-mail address or a
 * word of their message (SQLite: the database, its write-ahead log and index; PostgreSQL: the data directory after a
 * checkpoint, its write-ahead log aside, see docs/deployment.md).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { recordOf } from '../../src/inquiry/record.ts';
import { startRetention } from '../delivery/retention.ts';
import { eraseInquiry } from '../inquiries/erase.ts';
import { silent } from '../log.ts';
import { postgresBin, startPostgres, type Throwaway } from '../../test/server/postgres.ts';
import { request } from '../../test/server/sqlite-inquiries.ts';
import { openPostgresStore } from './postgres/store.ts';
import { openSqliteStore } from './sqlite/store.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** Every file below `dir` (but those under a folder named in `skip`) that holds any of `needles`, with which. */
function filesHolding(dir: string, needles: string[], skip: string[] = []): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const stat = statSync(path);
      if (stat.isDirectory()) {
        if (!skip.includes(name)) walk(path);
      } else if (stat.isFile()) {
        const bytes = readFileSync(path);
        for (const needle of needles) if (bytes.includes(needle)) found.push(`${path}: ${needle}`);
      }
    }
  };
  walk(dir);
  return found;
}

/** A person with an address and a word of their own, and their inquiry (long enough to need more than one page). */
function person() {
  const word = `Zyx${randomUUID().replaceAll('-', '')}`;
  const email = `erase-${randomUUID().slice(0, 8)}@example.com`;
  const message = `My fitting, ${word}. ${'A sentence about the hand. '.repeat(200)}`;
  return { email, word, needles: [email, word], request: (n: number) => request(n, { email, message }) };
}

const deliveries = ['email', 'webhook'] as const;

describe('erasure in SQLite', () => {
  it('leaves neither the address nor a word of the message in any file of the data folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'phx-erase-'));
    const store = openSqliteStore(dir, silent, { deliveries });
    const ann = person();
    await store.add(ann.request(1));
    await store.add(ann.request(2));
    await store.add(request(3));
    expect(filesHolding(dir, ann.needles)).not.toEqual([]);
    expect(await store.outbox.eraseByEmail(ann.email)).toEqual({ inquiries: 2, deliveries: 4 });
    expect(filesHolding(dir, ann.needles)).toEqual([]);
    expect(store.list()).toHaveLength(1);
    store.close();
  });

  it('leaves nothing of one request erased by eraseInquiry (the patient, the team) in any file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'phx-erase-one-'));
    const store = openSqliteStore(dir, silent, { deliveries });
    const ann = person();
    const added = await store.add(ann.request(1));
    await store.add(request(2));
    if (added.conflict) throw new Error('not stored');
    expect(filesHolding(dir, ann.needles)).not.toEqual([]);
    expect(await eraseInquiry(store, added.record.id, { by: 'team' })).toEqual({
      inquiries: 1,
      deliveries: 2,
      clinicsTold: [],
    });
    expect(filesHolding(dir, ann.needles)).toEqual([]);
    expect(store.list()).toHaveLength(1);
    store.close();
  });

  it('leaves nothing of an inquiry past retention in any file of the data folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'phx-retention-'));
    const store = openSqliteStore(dir, silent, { deliveries });
    const old = person();
    store.importRecords([recordOf(old.request(1), randomUUID(), '2020-01-01T00:00:00.000Z')]);
    await store.add(request(2));
    expect(filesHolding(dir, old.needles)).not.toEqual([]);
    const retention = startRetention(store.outbox, 365, silent);
    retention.stop();
    expect(await retention.firstPass).toMatchObject({ inquiries: 1 });
    expect(filesHolding(dir, old.needles)).toEqual([]);
    store.close();
  });
});

describe.skipIf(!postgresBin())('erasure in PostgreSQL', () => {
  let server: Throwaway;
  afterAll(() => server?.stop());

  it('leaves neither the address nor a word of the message in its data directory after a checkpoint', async () => {
    server = await startPostgres();
    const store = await openPostgresStore(server.url, { deliveries });
    const admin = new pg.Client(server.url);
    admin.on('error', () => {});
    await admin.connect();
    const data = (await admin.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir")).rows[0].dir;
    const ann = person();
    await store.add(ann.request(1));
    await store.add(ann.request(2));
    await store.add(request(3));
    await admin.query('CHECKPOINT');
    expect(filesHolding(data, ann.needles, ['pg_wal'])).not.toEqual([]);
    expect(await store.outbox.eraseByEmail(ann.email)).toEqual({ inquiries: 2, deliveries: 4 });
    await admin.query('CHECKPOINT');
    expect(filesHolding(data, ann.needles, ['pg_wal'])).toEqual([]);
    expect(await store.list()).toHaveLength(1);

    // One request through eraseInquiry: gone from the data directory too.
    const bea = person();
    const added = await store.add(bea.request(4));
    if (added.conflict) throw new Error('not stored');
    await admin.query('CHECKPOINT');
    expect(filesHolding(data, bea.needles, ['pg_wal'])).not.toEqual([]);
    expect(await eraseInquiry(store, added.record.id, { by: 'team' })).toMatchObject({ inquiries: 1, deliveries: 2 });
    await admin.query('CHECKPOINT');
    expect(filesHolding(data, bea.needles, ['pg_wal'])).toEqual([]);
    await admin.end();
    await store.close();
  });
});
