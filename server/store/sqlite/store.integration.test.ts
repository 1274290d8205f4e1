// @vitest-environment node
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteStore, SqliteInquiryStore } from './store';
import { formFields, inquiry, post, postForm, startServer, storedIn } from '../../../test/server/test-server';

const freshDir = () => mkdtempSync(join(tmpdir(), 'phx-store-'));
/** A record as the earlier JSON-lines store wrote it: id first. */
const line = ({ id, ...over }: { id: string; idempotencyKey?: string }) =>
  JSON.stringify({ id, receivedAt: '2024-01-01T00:00:00.000Z', ...inquiry(over) });

/** A store whose database file cannot grow: the next inquiry that needs a new page fails as on a full disk. */
function fullDiskStore(dir: string) {
  const db = new Database(join(dir, 'inquiries.db'));
  const store = new SqliteInquiryStore(db);
  db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true })}`);
  return { store, makeRoom: () => db.pragma('max_page_count = 1073741823') };
}

describe('the inquiry store', () => {
  it('answers 503 with nothing kept when the disk is full, and stores the retry once there is room', async () => {
    const { store, makeRoom } = fullDiskStore(freshDir());
    const { url, logs } = await startServer({ store });
    const body = inquiry({ message: 'Secret '.repeat(700) });
    const refused = await post(url, body);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(store.list()).toEqual([]);
    expect(logs.join('\n')).toContain('SQLITE_FULL');
    expect(logs.join('\n')).not.toContain('Secret');
    makeRoom();
    expect((await post(url, body)).status).toBe(201);
    expect((await post(url, body)).status).toBe(200);
    expect(store.list()).toHaveLength(1);
    store.close();
  });

  it('logs a write that failed at error level, and a stored inquiry at info level, by id only', async () => {
    const { store, makeRoom } = fullDiskStore(freshDir());
    const { url, leveled } = await startServer({ store });
    expect((await post(url, inquiry({ message: 'Secret '.repeat(700) }))).status).toBe(503);
    expect(leveled).toContain('error inquiry store failed: SqliteError SQLITE_FULL');
    makeRoom();
    const { id } = await (await post(url, inquiry())).json();
    expect(leveled).toContain(`info inquiry ${id} stored`);
    store.close();
  });

  it('answers a form sent without script with 503 and Retry-After when the disk is full', async () => {
    const { store } = fullDiskStore(freshDir());
    const { url } = await startServer({ store });
    const refused = await postForm(url, formFields({ message: 'Secret '.repeat(700) }));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(store.list()).toEqual([]);
    store.close();
  });

  it('answers 503 when its database is closed under it', async () => {
    const store = openSqliteStore(freshDir());
    const { url } = await startServer({ store });
    store.close();
    expect((await post(url, inquiry())).status).toBe(503);
  });

  it('keeps an acknowledged inquiry across a restart, and a retry after it gets the same id', async () => {
    const first = await startServer();
    const body = inquiry();
    const created = await (await post(first.url, body)).json();
    await first.stop();
    const second = await startServer({ dataDir: first.dataDir });
    const retried = await post(second.url, body);
    expect(retried.status).toBe(200);
    expect((await retried.json()).id).toBe(created.id);
    expect(second.stored().map((r) => r.id)).toEqual([created.id]);
  });

  it('answers 409 to the same key with different content, and keeps the first', async () => {
    const { url, stored } = await startServer();
    const body = inquiry();
    expect((await post(url, body)).status).toBe(201);
    expect((await post(url, { ...body, message: 'Something else' })).status).toBe(409);
    expect((await post(url, { ...body, pageUrl: 'http://x/other-page' })).status).toBe(200);
    expect(stored().map((r) => r.message)).toEqual([body.message]);
  });

  it('imports an earlier inquiries.jsonl once, keeping ids, and a second start imports nothing more', async () => {
    const dataDir = freshDir();
    const legacy = `${line({ id: 'old-1', idempotencyKey: 'a' })}\n${line({ id: 'old-2', idempotencyKey: 'b' })}\n`;
    writeFileSync(join(dataDir, 'inquiries.jsonl'), legacy);
    const first = await startServer({ dataDir });
    expect(first.stored().map((r) => r.id)).toEqual(['old-1', 'old-2']);
    expect(first.logs.join('\n')).toContain('imported 2 inquiries');
    expect(existsSync(join(dataDir, 'inquiries.jsonl.imported'))).toBe(true);
    await first.stop();
    // The old file put back (a restored backup, a second copy of the old server): nothing is stored twice.
    writeFileSync(join(dataDir, 'inquiries.jsonl'), legacy);
    const second = await startServer({ dataDir });
    expect(second.stored().map((r) => r.id)).toEqual(['old-1', 'old-2']);
  });

  it('starts on old lines that are null, 42, {}, [] or garbage, and says how many it skipped', async () => {
    const dataDir = freshDir();
    writeFileSync(
      join(dataDir, 'inquiries.jsonl'),
      ['null', '42', '{}', '[]', 'garbage', line({ id: 'kept' }), ''].join('\n'),
    );
    const { url, logs, stored } = await startServer({ dataDir });
    expect((await fetch(`${url}/`)).status).toBe(200);
    expect(stored().map((r) => r.id)).toEqual(['kept']);
    expect(logs.join('\n')).toContain('skipped 5 lines that hold no inquiry (lines 1, 2, 3, 4, 5)');
  });

  it('recovers an acknowledged record glued onto a torn one', () => {
    const dataDir = freshDir();
    writeFileSync(join(dataDir, 'inquiries.jsonl'), `{"id":"torn","na${line({ id: 'glued' })}\n`);
    expect(storedIn(dataDir).map((r) => r.id)).toEqual(['glued']);
  });

  it('answers as for a known key when another writer stored the key between its look-up and its insert', () => {
    const dir = freshDir();
    const store = openSqliteStore(dir);
    // Another connection to the file (another process) makes its own row for each key appear just before ours.
    const other = new Database(join(dir, 'inquiries.db'));
    other.exec(`CREATE TRIGGER other_writer BEFORE INSERT ON inquiries BEGIN
      INSERT INTO inquiries (id, received_at, idempotency_key, name, email, phone, inquiry, subject, message, page_url)
      VALUES ('theirs-' || NEW.idempotency_key, NEW.received_at, NEW.idempotency_key, NEW.name, NEW.email, NEW.phone,
        NEW.inquiry, NEW.subject, iif(NEW.idempotency_key = 'same', NEW.message, 'Other'), NEW.page_url);
    END`);
    other.close();
    expect(store.addNow(inquiry({ idempotencyKey: 'same' }) as never)).toMatchObject({
      conflict: false,
      created: false,
      record: { id: 'theirs-same' },
    });
    expect(store.addNow(inquiry({ idempotencyKey: 'different' }) as never)).toEqual({ conflict: true });
    expect(store.list().map((r) => r.id)).toEqual(['theirs-same', 'theirs-different']);
    store.close();
  });

  it('throws, having stored nothing, when the database ignores an inquiry and holds no record of its key', () => {
    const dir = freshDir();
    const store = openSqliteStore(dir);
    const other = new Database(join(dir, 'inquiries.db'));
    other.exec('CREATE TRIGGER skip BEFORE INSERT ON inquiries BEGIN SELECT RAISE(IGNORE); END');
    other.close();
    expect(() => store.addNow(inquiry() as never)).toThrow();
    expect(store.list()).toEqual([]);
    store.close();
  });

  it('stores the clinic a consultation was asked at, also in a database made before clinics', () => {
    const dir = freshDir();
    const old = new Database(join(dir, 'inquiries.db'));
    old.exec(`CREATE TABLE inquiries (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, received_at TEXT NOT NULL,
      idempotency_key TEXT NOT NULL UNIQUE, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
      inquiry TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL, page_url TEXT NOT NULL, lang TEXT)`);
    old.close();
    const store = openSqliteStore(dir);
    store.add(inquiry({ idempotencyKey: 'at-clinic', clinic: 'isar-prothetik' }) as never);
    store.add(inquiry({ idempotencyKey: 'none' }) as never);
    expect(store.list().map((r) => r.clinic)).toEqual(['isar-prothetik', null]);
    store.close();
  });

  it('stores the language an inquiry was sent in, and none when it has none', () => {
    const store = openSqliteStore(freshDir());
    store.addNow({ ...inquiry({ idempotencyKey: 'de' }), lang: 'de' } as never);
    store.addNow(inquiry({ idempotencyKey: 'none' }) as never);
    expect(store.list().map((r) => r.lang)).toEqual(['de', null]);
    store.close();
  });
});

describe('readiness of the SQLite store', () => {
  const ready = async (url: string) => {
    const res = await fetch(`${url}/readyz`);
    return { ...((await res.json()) as { reason?: string }), status: res.status };
  };

  it('answers /readyz 503 while its database cannot grow (a full disk), and 200 once it can', async () => {
    const { store, makeRoom } = fullDiskStore(freshDir());
    const { url } = await startServer({ store });
    expect(await ready(url)).toMatchObject({ status: 503, reason: 'disk full' });
    makeRoom();
    expect(await ready(url)).toMatchObject({ status: 200 });
    store.close();
  });

  it('answers /readyz 503 when its disk has less room left than an inquiry needs', async () => {
    const dir = freshDir();
    const { url } = await startServer({
      store: openSqliteStore(dir, undefined, { minFreeBytes: Number.MAX_SAFE_INTEGER }),
    });
    expect(await ready(url)).toMatchObject({ status: 503, reason: 'disk full' });
  });

  it('answers /readyz 503 while another process holds the write lock, and 200 once it lets go', async () => {
    const dir = freshDir();
    const { url } = await startServer({ dataDir: dir });
    expect(await ready(url)).toMatchObject({ status: 200 });
    const other = new Database(join(dir, 'inquiries.db'));
    other.exec('BEGIN IMMEDIATE');
    expect(await ready(url)).toMatchObject({ status: 503, reason: 'store locked' });
    other.exec('COMMIT');
    other.close();
    expect(await ready(url)).toMatchObject({ status: 200 });
  });

  it('answers /readyz 503 for a database it may read but not write', async () => {
    const dir = freshDir();
    openSqliteStore(dir).close();
    const store = new SqliteInquiryStore(new Database(join(dir, 'inquiries.db'), { readonly: true }));
    const { url } = await startServer({ store });
    expect(await ready(url)).toMatchObject({ status: 503, reason: 'store read-only' });
    store.close();
  });
});
