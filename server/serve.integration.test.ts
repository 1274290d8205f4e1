// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test/server/free-port.ts';
import { inquiry, post } from '../test/server/test-server';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'server/dist/serve.js');
let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill();
  child = undefined;
});

describe('npm run serve (the built server, plain node)', () => {
  it('serves the site and stores an inquiry in production, with its packages from the server workspace', async () => {
    if (!existsSync(built)) throw new Error('server/dist/serve.js is missing: run `npm run build` first.');
    const port = await freePort();
    child = spawn(process.execPath, [built], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        PHX_DATA_DIR: mkdtempSync(join(tmpdir(), 'phx-serve-')),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status, { timeout: 20_000 })
      .toBe(200);
    expect(await (await fetch(`${url}/products`)).text()).toContain('Neural Pro X1');
    // The demo's host pages are not part of the production site.
    expect((await fetch(`${url}/partner.html`)).status).toBe(404);
    expect((await post(url, inquiry({ idempotencyKey: 'built-server' }))).status).toBe(201);
    expect(output).not.toMatch(/Error/);
  }, 30_000);
});
