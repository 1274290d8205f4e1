// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from '../../../test/server/child-server';
import { startPostgres, type Throwaway } from '../../../test/server/postgres';
import { inquiry, post, startServer } from '../../../test/server/test-server';
import { openPostgresStore, type PostgresInquiryStore } from './store';
import { openSqliteStore } from '../sqlite/store';

let database: Throwaway;
beforeAll(async () => {
  database = await startPostgres();
}, 60_000);
afterAll(() => database?.stop());

const rows = async (url: string) => {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query('SELECT id, idempotency_key AS key, message FROM inquiries ORDER BY seq')).rows;
  } finally {
    await client.end();
  }
};

describe('the PostgreSQL store', () => {
  let store: PostgresInquiryStore;
  beforeAll(async () => {
    store = await openPostgresStore(database.url);
  });
  afterAll(() => store?.close());

  it('stores an inquiry once per key, answers a retry with its record and other content with a conflict', async () => {
    const { url } = await startServer({ store });
    const body = inquiry({ idempotencyKey: 'pg-once', lang: 'de' });
    const first = await post(url, body);
    expect(first.status).toBe(201);
    const again = await post(url, body);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe((await first.json()).id);
    expect((await post(url, { ...body, message: 'Something else' })).status).toBe(409);
    const stored = (await store.list()).filter((r) => r.idempotencyKey === 'pg-once');
    expect(stored).toMatchObject([{ message: body.message, lang: 'de' }]);
  });

  it('answers 200 to the retry of an inquiry that held a lone surrogate, stored as U+FFFD', async () => {
    const { url } = await startServer({ store });
    const body = JSON.stringify(inquiry({ idempotencyKey: 'pg-lone', subject: 'Fitting \udc00' }));
    expect((await post(url, body)).status).toBe(201);
    expect((await post(url, body)).status).toBe(200);
    const stored = (await store.list()).filter((r) => r.idempotencyKey === 'pg-lone');
    expect(stored.map((r) => r.subject)).toEqual(['Fitting \ufffd']);
  });

  it('takes the records of a SQLite store with their ids and times, once however often it is run', async () => {
    const sqlite = openSqliteStore(mkdtempSync(join(tmpdir(), 'phx-move-')));
    await sqlite.add(inquiry({ idempotencyKey: 'moved-1' }) as never);
    await sqlite.add(inquiry({ idempotencyKey: 'moved-2' }) as never);
    const records = sqlite.list();
    sqlite.close();
    expect(await store.importRecords(records)).toBe(2);
    expect(await store.importRecords(records)).toBe(0);
    const moved = (await store.list()).filter((r) => r.idempotencyKey.startsWith('moved-'));
    expect(moved).toEqual(records);
  });

  it('answers /readyz 503 while the database takes no writes (read-only), naming why', async () => {
    const admin = new pg.Client(database.url);
    await admin.connect();
    await admin.query('CREATE DATABASE readonly');
    const url = database.url.replace(/\/postgres$/, '/readonly');
    const readOnly = await openPostgresStore(url);
    const { url: server } = await startServer({ store: readOnly });
    expect((await fetch(`${server}/readyz`)).status).toBe(200);
    await admin.query('ALTER DATABASE readonly SET default_transaction_read_only = on');
    // Its sessions end; the next ones are read-only.
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'readonly'");
    await admin.end();
    await expect
      .poll(async () => {
        const res = await fetch(`${server}/readyz`);
        return { ...(await res.json()), status: res.status };
      })
      .toMatchObject({ status: 503, reason: 'store read-only' });
    await readOnly.close();
  });

  it('answers /readyz 503 when the database cannot be reached', async () => {
    const unreachable = await openPostgresStore(database.url);
    const { url } = await startServer({ store: unreachable });
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    await unreachable.close();
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
  });
});

describe('two servers sharing one PostgreSQL database', () => {
  let servers: ChildServer[] = [];
  let url: string;
  beforeAll(async () => {
    // A database of their own, so that the rows counted are theirs.
    const admin = new pg.Client(database.url);
    await admin.connect();
    await admin.query('CREATE DATABASE shared');
    await admin.end();
    url = database.url.replace(/\/postgres$/, '/shared');
    servers = await Promise.all([
      startChildServer({ PHX_DATABASE_URL: url }),
      startChildServer({ PHX_DATABASE_URL: url }),
    ]);
  }, 90_000);
  afterAll(() => Promise.all(servers.map((s) => s.stop())));

  it('store each of 20 keys posted four times at once to both exactly once, with one id, and no 5xx', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => `shared-${i}`);
    const bodies = new Map(keys.map((key) => [key, inquiry({ idempotencyKey: key, message: `Message ${key}` })]));
    const answers = await Promise.all(
      keys.flatMap((key) =>
        [0, 1, 0, 1].map(async (n) => {
          const res = await post(servers[n].url, bodies.get(key));
          return { key, status: res.status, id: (await res.json()).id as string };
        }),
      ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    for (const key of keys) {
      const forKey = answers.filter((a) => a.key === key);
      expect(forKey.map((a) => a.status).sort(), key).toEqual([200, 200, 200, 201]);
      expect(new Set(forKey.map((a) => a.id)).size, key).toBe(1);
    }
    const stored = await rows(url);
    expect(stored.map((r) => r.key).sort()).toEqual([...keys].sort());
    expect(stored.map((r) => r.id).sort()).toEqual(keys.map((key) => answers.find((a) => a.key === key)!.id).sort());
  }, 60_000);

  it('answer 409 on either server to a key stored through the other with other content', async () => {
    const body = inquiry({ idempotencyKey: 'shared-conflict' });
    expect((await post(servers[0].url, body)).status).toBe(201);
    expect((await post(servers[1].url, { ...body, message: 'Changed' })).status).toBe(409);
    expect((await post(servers[1].url, body)).status).toBe(200);
  });
});
