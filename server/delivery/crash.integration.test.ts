// @vitest-environment node
/**
 * Delivery survives what production does to it: the mail server and the webhook receiver go away for a while, the
 * sending process is killed with SIGKILL mid-retry, everything comes back, and each stored inquiry is mailed and
 * posted exactly once, with one webhook-id per inquiry, and nothing is sent again after a clean restart.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { StoredInquiry } from '../../src/inquiry/record.ts';
import type { Outbox } from './outbox.ts';
import { openPg } from '../../test/server/pg-inquiries.ts';
import { postgresBin, startPostgres, type Throwaway as TestPostgres } from '../../test/server/postgres.ts';

const postgresAvailable = postgresBin() !== undefined;
import { openSqlite, request } from '../../test/server/sqlite-inquiries.ts';
import { startSmtp } from '../../test/server/smtp.ts';
import { waitFor } from '../../src/test/wait.ts';
import { startReceiver } from '../../test/server/webhook-receiver.ts';

/** Lets the child import the words' catalogs as the build does (scripts/catalogs/register.ts). */
const catalogsHook = new URL('../../scripts/catalogs/register.ts', import.meta.url).href;

// Real servers and child processes on a machine shared with other work: generous limits, no fixed sleeps.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const script = fileURLToPath(new URL('../../test/server/delivering-process.ts', import.meta.url));
const children: ChildProcess[] = [];
let pg: TestPostgres | undefined;
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  pg?.stop();
});

interface Store {
  outbox: Outbox;
  add: (req: ReturnType<typeof request>) => StoredInquiry | Promise<StoredInquiry>;
  env: Record<string, string>;
  close: () => unknown;
}

const backends: [string, boolean, () => Promise<Store>][] = [
  [
    'SQLite',
    true,
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'phx-crash-')), 'inquiries.db');
      const sqlite = openSqlite(file, ['email', 'webhook']);
      return { outbox: sqlite.outbox, add: sqlite.add, env: { PHX_TEST_DB: file }, close: () => sqlite.db.close() };
    },
  ],
  [
    'PostgreSQL',
    postgresAvailable,
    async () => {
      pg ??= await startPostgres();
      const db = await openPg(pg.url, ['email', 'webhook']);
      return { outbox: db.outbox, add: db.add, env: { PHX_TEST_PG_URL: pg.url }, close: () => db.pool.end() };
    },
  ],
];

function startSender(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', catalogsHook, script], {
    env: { ...process.env, ...env },
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => out };
}

describe.each(backends)('delivery from %s through outages and a kill -9', (_, available, open) => {
  it.skipIf(!available)('mails and posts every stored inquiry exactly once', { timeout: 120_000 }, async () => {
    const [smtp, hooks] = await Promise.all([startSmtp(), startReceiver()]);
    const store = await open();
    const env = { ...store.env, PHX_SMTP_URL: smtp.url, PHX_WEBHOOK_URL: hooks.url, PHX_WEBHOOK_SECRET: hooks.secret };
    const stored: StoredInquiry[] = [];

    // Both receivers down; the sender starts and inquiries keep arriving.
    await Promise.all([smtp.stop(), hooks.stop()]);
    const first = startSender(env);
    await waitFor(() => first.output().includes('started'), 45_000, 'the first sender');
    for (let n = 0; n < 20; n++) stored.push(await store.add(request(n)));
    await waitFor(
      async () => {
        const pending = await store.outbox.list(['pending']);
        return pending.length === 40 && pending.every((d) => d.attempts >= 2);
      },
      45_000,
      'every delivery retried at least twice',
    );
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    for (let n = 20; n < 25; n++) stored.push(await store.add(request(n)));

    // Back up; a new sender takes over (after the dead one's leases run out) and catches up.
    await Promise.all([smtp.start(), hooks.start()]);
    const second = startSender(env);
    await waitFor(() => smtp.mails.length >= 25 && hooks.received.length >= 25, 60_000, '25 mails and 25 webhooks');
    await waitFor(async () => !(await store.outbox.list(['pending', 'failed'])).length, 30_000, 'no delivery pending');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // A clean restart finds nothing to send.
    const third = startSender(env);
    await waitFor(() => third.output().includes('idle'), 45_000, 'the restarted sender to look and find nothing due');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    await Promise.all([smtp.stop(), hooks.stop()]);
    await store.close();

    expect(smtp.mails).toHaveLength(25);
    expect(hooks.received).toHaveLength(25);
    expect(hooks.refused).toBe(0);
    for (const record of stored) {
      expect(smtp.mails.filter((mail) => mail.text?.includes(`Reference: ${record.id}\n`))).toHaveLength(1);
      expect(hooks.received.filter((hook) => hook.payload.data.id === record.id)).toHaveLength(1);
    }
    expect(new Set(hooks.received.map((hook) => hook.id)).size).toBe(25);
  });
});
