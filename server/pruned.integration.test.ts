// @vitest-environment node
/**
 * The production install is complete: after `npm prune --omit=dev` (docs/deployment.md) the built server serves the
 * site and every `npm run inquiries` command runs with plain node. The install is this checkout's, copied with hard
 * links into .scratch/ and pruned there, offline: about ten seconds, no download.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoredInquiry } from '../src/inquiry/record';
import { openSqliteStore } from './store/sqlite/store';
import { freePort } from '../test/server/free-port';
import { postgresBin, startPostgres } from '../test/server/postgres';
import { inquiry, post } from '../test/server/test-server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const root = fileURLToPath(new URL('..', import.meta.url));
const install = join(root, '.scratch', `pruned-${randomUUID().slice(0, 8)}`);
let server: ChildProcess | undefined;

/** A copy of the checkout's install: hard links where the file system allows (a copy elsewhere), then pruned. */
beforeAll(() => {
  if (!existsSync(join(root, 'server/dist/inquiries.js')))
    throw new Error('server/dist/ is missing: run `npm run build` first.');
  mkdirSync(join(install, 'server'), { recursive: true });
  const copy = (from: string, to = from) => {
    const linked = spawnSync('cp', ['-al', join(root, from), join(install, to)]);
    if (linked.status !== 0) execFileSync('cp', ['-a', join(root, from), join(install, to)]);
  };
  for (const path of ['node_modules', 'server/node_modules', 'server/dist']) copy(path);
  for (const file of ['package.json', 'package-lock.json', 'server/package.json'])
    copyFileSync(join(root, file), join(install, file));
  // npm rewrites its own record of the tree: a file of its own, not a link to the checkout's.
  unlinkSync(join(install, 'node_modules/.package-lock.json'));
  copyFileSync(join(root, 'node_modules/.package-lock.json'), join(install, 'node_modules/.package-lock.json'));
  symlinkSync(join(root, 'dist'), join(install, 'dist'));
  execFileSync('npm', ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund'], {
    cwd: install,
    stdio: 'ignore',
  });
});

afterAll(() => {
  server?.kill();
  rmSync(install, { recursive: true, force: true });
});

/** `npm run -s inquiries -- …args` in the pruned install: its exit code and output. */
const inquiries = (args: string[], env: Record<string, string> = {}) => {
  const run = spawnSync('npm', ['run', '-s', 'inquiries', '--', ...args], {
    cwd: install,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
};

describe('the production install (npm prune --omit=dev)', () => {
  it('has no development packages left', () => {
    for (const tool of ['tsx', 'vite', 'vitest', 'playwright-core'])
      expect(existsSync(join(install, 'node_modules', tool)), tool).toBe(false);
  });

  it('runs every npm run inquiries command with plain node', async () => {
    const data = mkdtempSync(join(tmpdir(), 'phx-pruned-'));
    const store = openSqliteStore(data, undefined, { deliveries: ['email'] });
    const ann = (await store.add(inquiry({ email: 'ann@example.com', subject: 'Fitting' }) as never)) as {
      record: StoredInquiry;
    };
    await store.add(inquiry({ email: 'bob@example.com' }) as never);
    store.close();
    const at = ['--data', data];

    expect(inquiries(at)).toMatchObject({ code: 0, out: expect.stringContaining('Inquiry 1 of 2') });
    expect(inquiries(['csv', ...at]).out.split('\r\n')[0]).toMatch(/^id,receivedAt,/);
    const pending = inquiries(['deliveries', ...at]);
    expect(pending.out.trimEnd().split('\n').at(-1)).toBe('2 pending, 0 failed');
    const id = pending.out.split(/\s/)[0];
    expect(inquiries(['retry', id, ...at])).toMatchObject({ code: 0, out: expect.stringContaining(id) });
    const exported = JSON.parse(inquiries(['export', '--email', 'ann@example.com', ...at]).out);
    expect(exported.inquiries.map((found: { inquiry: StoredInquiry }) => found.inquiry.id)).toEqual([ann.record.id]);
    expect(inquiries(['erase', '--email', 'ann@example.com', ...at])).toMatchObject({
      code: 0,
      out: 'Erased 1 inquiry and 1 delivery of this address.\n',
    });
    if (postgresBin()) {
      const database = await startPostgres();
      try {
        const copied = spawnSync('npm', ['run', '-s', 'inquiries:to-postgres', '--', ...at], {
          cwd: install,
          encoding: 'utf8',
          env: { ...process.env, PHX_DATABASE_URL: database.url },
        });
        expect(copied.stdout).toBe('1 of 1 inquiries copied to PostgreSQL (0 were there already)\n');
        expect(inquiries([], { PHX_DATABASE_URL: database.url }).out).toContain('bob@example.com');
      } finally {
        database.stop();
      }
    }
  });

  it('serves the site and stores an inquiry in production with npm run serve', async () => {
    const port = await freePort();
    server = spawn('npm', ['run', '-s', 'serve'], {
      cwd: install,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        PHX_DATA_DIR: mkdtempSync(join(tmpdir(), 'phx-pruned-serve-')),
      },
      stdio: 'ignore',
    });
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status, { timeout: 20_000 })
      .toBe(200);
    expect(await (await fetch(`${url}/products`)).text()).toContain('Neural Pro X1');
    expect((await post(url, inquiry())).status).toBe(201);
  });
});
