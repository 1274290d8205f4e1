/**
 * Test support: a demo server in the test's own process on a fresh data folder, closed after each test, and the
 * requests a form sends.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { createPhxServer, type PhxServerOptions } from '../../server/app';
import { openSqliteStore } from '../../server/store/sqlite/store';

const root = fileURLToPath(new URL('../..', import.meta.url));
const servers: { close(): void; closeAllConnections(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

export async function startServer(options: Partial<PhxServerOptions> = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'phx-server-'));
  const logs: string[] = [];
  /** Each line with its level: `error inquiry store failed: …`. */
  const leveled: string[] = [];
  const log = (line: string, level: string) => {
    logs.push(line);
    leveled.push(`${level} ${line}`);
  };
  const server = createPhxServer({ root, dataDir, rateLimitPerMinute: 100, log, ...options });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, logs, leveled, dataDir, stored: () => storedIn(dataDir), stop };
}

/** What `npm run inquiries` would list: the store read afresh, as another process would. */
export function storedIn(dataDir: string) {
  const store = openSqliteStore(dataDir);
  try {
    return store.list();
  } finally {
    store.close();
  }
}

export const inquiry = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Example',
  email: 'ada@example.com',
  phone: '',
  inquiry: 'consultation',
  subject: 'Fitting',
  message: 'Secret medical detail',
  pageUrl: 'http://x/contact',
  idempotencyKey: `k-${Math.random()}`,
  ...over,
});

export const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/inquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : body instanceof Uint8Array ? new Uint8Array(body) : JSON.stringify(body),
  });

/** A form sent without script: its fields URL-encoded, every UTF-8 byte outside ASCII as %XX. */
export const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/inquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/** The fields a form on the site sends, its consent box ticked (no pageUrl: the receiver takes it from Referer). */
export const formFields = (over: Record<string, string> = {}): Record<string, string> => {
  const { pageUrl: _fromReferer, ...fields } = inquiry();
  return { ...(fields as Record<string, string>), website: '', lang: 'en', consents: 'health', ...over };
};
