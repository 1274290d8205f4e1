/**
 * Figures the server's tests leave to `npm run bench`: how long a page takes while an inquiry waits for a store another
 * process holds locked (server/operations.integration.test.ts checks that pages are served meanwhile), and how long
 * a request path of 100,000 slashes takes to trim (server/http/request-target.test.ts checks what it gives).
 */
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPhxServer } from '../server/app.ts';
import { withoutTrailingSlashes } from '../server/http/request-target.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function benchRequests() {
  console.log('\nRequests the server must not be slowed by');
  const dataDir = mkdtempSync(join(tmpdir(), 'phx-bench-lock-'));
  const server = createPhxServer({ root, dataDir, log: () => {} });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await fetch(`${url}/robots.txt`);
    const other = new Database(join(dataDir, 'inquiries.db'));
    other.exec('BEGIN IMMEDIATE');
    const waiting = fetch(`${url}/api/inquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Example',
        email: 'bench@example.com',
        phone: '',
        inquiry: 'general',
        subject: 'Locked',
        message: 'Waits for the lock',
        pageUrl: 'http://x/contact',
        idempotencyKey: `bench-lock-${Date.now()}`,
      }),
    });
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      await fetch(`${url}/robots.txt`).then((res) => res.arrayBuffer());
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    other.exec('COMMIT');
    other.close();
    const status = (await waiting).status;
    console.log(
      `  /robots.txt while an inquiry waits for a locked store: slowest of 10 ${Math.max(...times).toFixed(1)} ms (the inquiry then ${status})`,
    );
  } finally {
    server.closeAllConnections();
    server.close();
  }
  const path = `${'/'.repeat(100_000)}x`;
  const started = performance.now();
  withoutTrailingSlashes(path);
  console.log(`  trimming a path of 100,000 slashes and an x: ${(performance.now() - started).toFixed(2)} ms`);
}
