// @vitest-environment node
import Database from 'better-sqlite3';
import {
  chmodSync,
  chownSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startChildServer, startFailing } from '../test/server/child-server';
import { freePort } from '../test/server/free-port';
import { inquiry, post, startServer } from '../test/server/test-server';
import { openSqliteStore } from './store/sqlite/store';
import { waitFor } from '../src/test/wait';

const freshDir = () => mkdtempSync(join(tmpdir(), 'phx-ops-'));

/**
 * A request written in two parts: the status line and headers, which ask the server to say when it has read them
 * (`Expect: 100-continue`), then the body.
 */
function slowPost(port: number, body: string) {
  const socket = connect(port, '127.0.0.1');
  const head = `POST /api/inquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`;
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  const answered = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });
  socket.write(head);
  const headersRead = () => waitFor(() => received.startsWith('HTTP/1.1 100 Continue'), 10_000, 'the 100 Continue');
  return { headersRead, finish: () => socket.end(body), answered };
}

describe('stopping', () => {
  it('on SIGTERM finishes the request in flight, stores its inquiry, and exits 0', async () => {
    const server = await startChildServer();
    const body = JSON.stringify(inquiry({ subject: 'In flight at SIGTERM' }));
    const request = slowPost(server.port, body);
    await request.headersRead();
    const exit = server.signal('SIGTERM');
    await waitFor(() => server.output().includes('SIGTERM'), 10_000, 'the SIGTERM log line');
    request.finish();
    expect(await request.answered).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 /);
    expect(await exit).toBe(0);
    const db = new Database(join(server.dataDir, 'inquiries.db'), { readonly: true });
    expect(db.prepare('SELECT subject FROM inquiries').all()).toEqual([{ subject: 'In flight at SIGTERM' }]);
    db.close();
  }, 60_000);
});

describe('logging in production', () => {
  it('writes one JSON line per request with method, path, status and time, and no field of an inquiry', async () => {
    const server = await startChildServer({ NODE_ENV: 'production' });
    try {
      expect((await post(server.url, inquiry({ subject: 'Private subject' }))).status).toBe(201);
      expect((await fetch(`${server.url}/about`)).status).toBe(200);
      await waitFor(() => server.output().includes('"path":"/about"'), 10_000, 'the request log line');
      const lines = server.output().trim().split('\n');
      const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.method);
      expect(requests.map(({ method, path, status }) => [method, path, status])).toEqual([
        ['POST', '/api/inquiries', 201],
        ['GET', '/about', 200],
      ]);
      expect(server.output()).not.toMatch(/Ada|example\.com|Secret|Private subject/);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe('starting', () => {
  it('refuses a corrupt database in one sentence that names the file, exit 1', async () => {
    const dataDir = freshDir();
    const db = new Database(join(dataDir, 'inquiries.db'));
    db.exec('CREATE TABLE filler (x TEXT)');
    const fill = db.prepare('INSERT INTO filler VALUES (?)');
    for (let i = 0; i < 200; i++) fill.run('x'.repeat(500));
    db.close();
    const fd = openSync(join(dataDir, 'inquiries.db'), 'r+');
    writeSync(fd, Buffer.alloc(8192, 0xa5), 0, 8192, 8192);
    closeSync(fd);
    const { code, output } = await startFailing({ PHX_DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toContain(join(dataDir, 'inquiries.db'));
    expect(output).toContain('backup');
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('refuses a data folder it cannot create in one sentence that names it, exit 1', async () => {
    const file = join(freshDir(), 'a-file');
    writeFileSync(file, '');
    const { code, output } = await startFailing({ PHX_DATA_DIR: join(file, 'data') });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toContain(join(file, 'data'));
  }, 60_000);

  it('refuses a database its user may read but not write, in one sentence that names the file, exit 1', async () => {
    const dataDir = freshDir();
    openSqliteStore(dataDir).close();
    const file = join(dataDir, 'inquiries.db');
    // Another user's file in the server's own folder. Root may write any file: the server then runs as nobody.
    const asRoot = userInfo().uid === 0;
    if (asRoot) chownSync(dataDir, 65534, 65534);
    chmodSync(file, asRoot ? 0o644 : 0o444);
    const { code, output } = await startFailing({ PHX_DATA_DIR: dataDir }, asRoot ? 'nobody' : undefined);
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([expect.stringContaining(file)]);
    expect(output).toContain('read-only');
  }, 60_000);

  it('in production, refuses to listen beyond loopback without PHX_PUBLIC_ORIGIN, exit 1', async () => {
    const { code, output } = await startFailing({ NODE_ENV: 'production', HOST: '0.0.0.0', PHX_DATA_DIR: freshDir() });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([expect.stringContaining('PHX_PUBLIC_ORIGIN')]);
    // Like every production line, a JSON one a log collector reads.
    expect(JSON.parse(output)).toMatchObject({ level: 60, msg: expect.stringContaining('PHX_PUBLIC_ORIGIN') });
  }, 60_000);

  it('keeps inquiries in a folder and files only their owner can read', async () => {
    const dataDir = join(freshDir(), 'data');
    const { url } = await startServer({ dataDir });
    expect((await post(url, inquiry())).status).toBe(201);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const file of ['inquiries.db', 'inquiries.db-wal'])
      expect(statSync(join(dataDir, file)).mode & 0o777, file).toBe(0o600);
  });
});

describe('a data folder others can read', () => {
  it('is made readable by its owner only at start, its database too, and the log says what was changed', async () => {
    const dataDir = join(freshDir(), 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'inquiries.db'), '');
    chmodSync(join(dataDir, 'inquiries.db'), 0o644);
    const { url, logs } = await startServer({ dataDir });
    expect((await post(url, inquiry())).status).toBe(201);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'inquiries.db')).mode & 0o777).toBe(0o600);
    expect(logs).toContain(`the data folder ${dataDir} was readable by others (0755): made it 0700`);
    expect(logs).toContain(`${join(dataDir, 'inquiries.db')} was readable by others (0644): made it 0600`);
  });
});

describe('a store another process holds locked', () => {
  it('serves the pages while an inquiry waits for the lock, and stores it once the lock is free', async () => {
    const dataDir = freshDir();
    const { url, stored } = await startServer({ dataDir });
    await fetch(`${url}/robots.txt`); // the first request also waits for the server to be ready
    const other = new Database(join(dataDir, 'inquiries.db'));
    other.exec('BEGIN IMMEDIATE');
    let answered = false;
    const waiting = post(url, inquiry({ subject: 'Waited for the lock' })).finally(() => (answered = true));
    // A store that waited inside SQLite would hold up every page until the lock is free (bench/ times the pages).
    for (let i = 0; i < 10; i++) expect((await fetch(`${url}/robots.txt`)).status).toBe(200);
    expect(answered).toBe(false);
    other.exec('COMMIT');
    other.close();
    expect((await waiting).status).toBe(201);
    expect(stored().map((r) => r.subject)).toEqual(['Waited for the lock']);
  });
});

describe('limits on connections', () => {
  it('sets the header, request and keep-alive timeouts and the connection cap on its server', async () => {
    const { createPhxServer, timeouts, defaultMaxConnections } = await import('./app');
    const server = createPhxServer({ root: process.cwd(), dataDir: freshDir(), log: () => {} });
    expect(server.headersTimeout).toBe(timeouts.headers);
    expect(server.requestTimeout).toBe(timeouts.request);
    expect(server.keepAliveTimeout).toBe(timeouts.keepAlive);
    expect(server.maxConnections).toBe(defaultMaxConnections);
    server.close();
  });
});

/**
 * A connection from `from` (any 127.x address is this machine) that sends nothing; `closed` resolves, when it ends,
 * with what the server sent.
 */
async function silentSocket(port: number, from = '127.0.0.1') {
  const socket: Socket = connect({ port, host: '127.0.0.1', localAddress: from });
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.on('error', () => {});
  socket.resume(); // reads what the server sends (a 408), so that its closing is seen
  await new Promise((resolve) => socket.once('connect', resolve).once('close', resolve));
  return { socket, closed };
}

/** The status of a GET sent from the local address `from`. */
const getFrom = (url: string, from: string) =>
  new Promise<number>((resolve, reject) =>
    request(`${url}/robots.txt`, { localAddress: from, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end(),
  );

describe('a client that opens connections and sends nothing', () => {
  it('has each closed once the header timeout has passed, not after the socket’s idle timeout', async () => {
    const { url } = await startServer({ timeouts: { headers: 500 } });
    const { closed } = await silentSocket(Number(new URL(url).port));
    // The header timeout answers 408; an idle socket's timeout would close it without a word.
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('gets no more than its share of connections, and another client is served meanwhile', async () => {
    const { url } = await startServer({ maxConnectionsPerClient: 5, trustedProxies: [] });
    const port = Number(new URL(url).port);
    const held = await Promise.all(Array.from({ length: 5 }, () => silentSocket(port)));
    const over = await silentSocket(port);
    expect(await over.closed).toBe(''); // closed at once, before any header timeout's 408
    expect(await getFrom(url, '127.0.0.2')).toBe(200);
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ closed }) => closed));
    await waitFor(async () => (await getFrom(url, '127.0.0.1').catch(() => 0)) === 200, 10_000, 'a connection again');
  });
});

describe('figures for operators', () => {
  /** A webhook nobody answers (port 9, discard): each inquiry's delivery stays pending. */
  const unanswered = {
    retentionDays: 365,
    webhook: {
      url: 'http://127.0.0.1:9/hook',
      secret: `whsec_${Buffer.from('a secret of 24 bytes or more!').toString('base64')}`,
    },
  };

  it('answers GET /metrics in Prometheus text on a loopback port of its own, not on the site’s', async () => {
    const { url, logs } = await startServer({ metrics: { port: 0 }, delivery: unanswered });
    expect((await post(url, inquiry())).status).toBe(201);
    await waitFor(() => logs.find((line) => line.startsWith('metrics: ')), 10_000, 'the metrics line');
    const metricsUrl = logs.find((line) => line.startsWith('metrics: '))!.slice('metrics: '.length);
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const res = await fetch(metricsUrl);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE phx_inquiries_stored_total counter\nphx_inquiries_stored_total 1\n');
    expect(text).toContain('phx_deliveries_pending 1\n');
    expect(text).toContain('phx_deliveries_failed 0\n');
    expect(text).toMatch(/\nphx_deliveries_oldest_pending_seconds \d+\n/);
    expect(text).toContain('phx_inquiry_writes_failed_total 0\n');
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
  });

  it('logs a counter line on its interval: inquiries stored since the last, deliveries pending and failed', async () => {
    const { url, leveled } = await startServer({ countersEveryMs: 100, delivery: unanswered });
    expect((await post(url, inquiry())).status).toBe(201);
    await expect
      .poll(() => leveled.find((line) => line.startsWith('info counters: 1 inquiries stored')))
      .toMatch(/^info counters: 1 inquiries stored, 0 refused; deliveries 1 pending \(oldest \d+ s\), 0 failed$/);
  });

  it('in production, logs the counter line as JSON with its figures, and serves /metrics when PHX_METRICS_PORT is set', async () => {
    const metricsPort = await freePort();
    const server = await startChildServer({
      NODE_ENV: 'production',
      PHX_TEST_COUNTERS_MS: '200',
      PHX_METRICS_PORT: String(metricsPort),
    });
    try {
      expect((await post(server.url, inquiry())).status).toBe(201);
      await waitFor(() => /"stored":1/.test(server.output()), 10_000, 'the figure of one stored inquiry');
      const line = server
        .output()
        .split('\n')
        .filter((text) => text.startsWith('{') && text.endsWith('}'))
        .map((text) => JSON.parse(text))
        .find((entry) => entry.counters && entry.stored === 1);
      expect(line).toMatchObject({ level: 30, storedTotal: 1, pending: 0, failed: 0, oldestPendingSeconds: 0 });
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(text).toContain('phx_inquiries_stored_total 1\n');
    } finally {
      await server.stop();
    }
  }, 60_000);
});
