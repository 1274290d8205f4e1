// @vitest-environment node
/**
 * The phx server itself delivers: each inquiry it answers 201 is mailed and posted, also when the mail server and the
 * webhook receiver were away and the server was killed with SIGKILL mid-retry; a clean restart sends nothing again.
 */
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { type AddressInfo, createServer as createNetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type ChildServer, startChildServer } from '../../test/server/child-server.ts';
import pg from 'pg';
import type { Outbox } from './outbox.ts';
import { PgOutbox } from '../store/postgres/outbox.ts';
import { SqliteOutbox } from '../store/sqlite/outbox.ts';
import { postgresBin, startPostgres, type Throwaway as TestPostgres } from '../../test/server/postgres.ts';

const postgresAvailable = postgresBin() !== undefined;
import { request } from '../../test/server/sqlite-inquiries.ts';
import { startSmtp } from '../../test/server/smtp.ts';
import { waitFor } from '../../src/test/wait.ts';
import { startReceiver } from '../../test/server/webhook-receiver.ts';

// Real servers and child processes on a machine shared with other work: generous limits, no fixed sleeps.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const servers: ChildServer[] = [];
let postgres: TestPostgres | undefined;
afterAll(async () => {
  for (const server of servers) await server.signal('SIGKILL');
  postgres?.stop();
});

/** The server's store as the test reads it: its outbox, beside the server, as a second instance would see it. */
interface Backend {
  env: Record<string, string>;
  outbox: Outbox;
  close(): Promise<void>;
}

const backends: [string, boolean, (dataDir: string) => Promise<Backend>][] = [
  [
    'SQLite',
    true,
    async (dataDir) => {
      const env = { PHX_DATA_DIR: dataDir };
      // The server creates the file (owner-only); the test opens it once the server is up.
      let db: Database.Database | undefined;
      const outbox = () => {
        db ??= new Database(join(dataDir, 'inquiries.db'));
        return new SqliteOutbox(db);
      };
      return {
        env,
        outbox: { list: (states) => outbox().list(states) } as Pick<Outbox, 'list'> as Outbox,
        close: async () => {
          db?.close();
        },
      };
    },
  ],
  [
    'PostgreSQL',
    postgresAvailable,
    async () => {
      postgres ??= await startPostgres();
      const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
      await pool.query('DROP TABLE IF EXISTS inquiries, deliveries');
      return { env: { PHX_DATABASE_URL: postgres.url }, outbox: new PgOutbox(pool), close: () => pool.end() };
    },
  ],
];

async function post(server: ChildServer, n: number) {
  const res = await fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request(n)),
  });
  const body = (await res.json()) as { id: string };
  return { status: res.status, id: body.id };
}

/**
 * A mail server and a webhook receiver (answering after `webhookDelayMs`), a store of `open`'s kind, and the phx
 * server's settings for them: `start` starts a server (killed after the file if still running), `close` stops the rest.
 */
async function deliverySetup(open: (dataDir: string) => Promise<Backend>, webhookDelayMs = 0) {
  const [smtp, hooks] = await Promise.all([startSmtp(), startReceiver()]);
  hooks.delayMs = webhookDelayMs;
  const dataDir = mkdtempSync(join(tmpdir(), 'phx-delivery-'));
  const backend = await open(dataDir);
  const env = {
    PHX_DATA_DIR: dataDir,
    ...backend.env,
    PHX_SMTP_URL: smtp.url,
    PHX_NOTIFY_TO: 'team@phx.example',
    PHX_NOTIFY_FROM: 'Website <site@phx.example>',
    PHX_WEBHOOK_URL: hooks.url,
    PHX_WEBHOOK_SECRET: hooks.secret,
    PHX_TEST_QUICK_DELIVERY: '1',
  };
  const start = async () => {
    const server = await startChildServer(env);
    servers.push(server);
    return server;
  };
  const mailsOf = (id: string) => smtp.mails.filter((mail) => mail.text?.includes(`Reference: ${id}\n`));
  const close = async () => {
    await backend.close();
    await Promise.all([smtp.stop(), hooks.stop()]);
  };
  return { smtp, hooks, outbox: backend.outbox, start, mailsOf, close };
}

describe.each(backends)('the phx server on %s', (_, available, open) => {
  it.skipIf(!available)(
    'mails and posts every inquiry it answered 201 exactly once, through outages and a kill -9',
    {
      timeout: 120_000,
    },
    async () => {
      const { smtp, hooks, outbox, start, close } = await deliverySetup(open);
      const ids: string[] = [];

      let server = await start();
      for (let n = 0; n < 3; n++) ids.push((await post(server, n)).id);
      await waitFor(
        () => smtp.mails.length === 3 && hooks.received.length === 3,
        45_000,
        'three mails and three webhooks',
      );

      // Both away: the visitor's answer does not wait for them.
      await Promise.all([smtp.stop(), hooks.stop()]);
      for (let n = 3; n < 13; n++) {
        const answer = await post(server, n);
        expect(answer.status).toBe(201);
        ids.push(answer.id);
      }
      await waitFor(
        async () => {
          const pending = await outbox.list(['pending']);
          return pending.length === 20 && pending.every((d) => d.attempts >= 2);
        },
        45_000,
        'every delivery retried at least twice',
      );
      await server.signal('SIGKILL');

      await Promise.all([smtp.start(), hooks.start()]);
      server = await start();
      await waitFor(() => smtp.mails.length >= 13 && hooks.received.length >= 13, 60_000, '13 mails and 13 webhooks');
      await waitFor(
        async () => (await outbox.list(['pending', 'failed'])).length === 0,
        45_000,
        'every delivery marked sent',
      );
      await server.stop();

      // A clean restart: the worker looks (a new inquiry is delivered) and sends nothing twice.
      server = await start();
      ids.push((await post(server, 13)).id);
      await waitFor(() => smtp.mails.length >= 14 && hooks.received.length >= 14, 45_000, 'the 14th mail and webhook');
      await waitFor(async () => (await outbox.list(['pending'])).length === 0, 45_000, 'its deliveries marked sent');
      await server.stop();
      await close();

      expect(smtp.mails).toHaveLength(14);
      expect(hooks.received).toHaveLength(14);
      expect(hooks.refused).toBe(0);
      for (const id of ids) {
        expect(smtp.mails.filter((mail) => mail.text?.includes(`Reference: ${id}\n`))).toHaveLength(1);
        expect(hooks.received.filter((hook) => hook.payload.data.id === id)).toHaveLength(1);
      }
      expect(new Set(hooks.received.map((hook) => hook.id)).size).toBe(14);
      // The server's log names deliveries, never what a visitor typed.
      const log = servers.map((s) => s.output()).join('\n');
      expect(log).toContain('will be retried');
      expect(log).not.toMatch(/person\d+@example\.com|Person \d|Fitting \d|Message \d/);
    },
  );
});

describe.each(backends)('the phx server on %s, its webhook answering after 30 s', (_, available, open) => {
  const slowly = () => deliverySetup(open, 30_000);

  // How soon each e-mail follows its 201 is a figure of `npm run bench` (bench/delivery.ts), not a test's limit.
  it.skipIf(!available)('mails each of 40 inquiries while their webhooks are still held', async () => {
    const { smtp, hooks, start, mailsOf, close } = await slowly();
    const server = await start();
    const ids: string[] = [];
    for (let n = 0; n < 40; n++) {
      const answer = await post(server, n);
      expect(answer.status).toBe(201);
      ids.push(answer.id);
    }
    await waitFor(() => smtp.mails.length >= 40, 20_000, '40 mails');
    expect(hooks.waiting).toBeGreaterThan(0);
    expect(hooks.received).toEqual([]);
    expect(ids.filter((id) => mailsOf(id).length !== 1)).toEqual([]);
    await server.signal('SIGKILL');
    await close();
  });

  it.skipIf(!available)(
    'loses nothing to a kill -9 during delivery, and sends no e-mail its server had taken again',
    { timeout: 120_000 },
    async () => {
      const { smtp, hooks, outbox, start, mailsOf, close } = await slowly();
      let server = await start();
      const ids: string[] = [];
      for (let n = 0; n < 20; n++) ids.push((await post(server, n)).id);
      await waitFor(() => smtp.mails.length >= 20, 45_000, '20 mails');
      // Recorded as sent as soon as the mail server took each, while the webhooks are still held.
      await waitFor(
        async () => (await outbox.list(['sent'])).filter((d) => d.kind === 'email').length === 20,
        5_000,
        'the 20 e-mails recorded as sent',
      );
      expect(hooks.waiting).toBeGreaterThan(0);
      await server.signal('SIGKILL');

      hooks.delayMs = 0;
      server = await start();
      await waitFor(() => hooks.received.length >= 20, 60_000, '20 webhooks');
      await waitFor(
        async () => !(await outbox.list(['pending', 'failed'])).length,
        45_000,
        'every delivery recorded as sent',
      );
      await server.stop();
      await close();

      expect(smtp.mails).toHaveLength(20);
      for (const id of ids) {
        expect(mailsOf(id)).toHaveLength(1);
        expect(hooks.received.filter((hook) => hook.payload.data.id === id)).toHaveLength(1);
      }
    },
  );
});

describe('a mail server that accepts and never answers', () => {
  it('holds the delivery worker, never the visitor: each inquiry is answered 201 meanwhile', async () => {
    const held = new Set<Socket>();
    const hanging = createNetServer((socket) => {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as AddressInfo;
    const server = await startChildServer({
      PHX_DATA_DIR: mkdtempSync(join(tmpdir(), 'phx-delivery-')),
      PHX_SMTP_URL: `smtp://127.0.0.1:${port}`,
      PHX_NOTIFY_TO: 'team@phx.example',
      PHX_NOTIFY_FROM: 'site@phx.example',
    });
    servers.push(server);
    try {
      expect((await post(server, 0)).status).toBe(201);
      await waitFor(() => held.size > 0, 45_000, 'the worker to be waiting for the mail server');
      const stuck = [...held];
      for (let n = 1; n <= 5; n++) expect((await post(server, n)).status).toBe(201);
      // Answered while the worker's connection was still held open, waiting for a greeting that never comes.
      expect(stuck.some((socket) => held.has(socket))).toBe(true);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});
