import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { createPhxServer } from '../../server/app.ts';
import { faultInjection } from '../../test/server/faults.ts';
import { assertChromium, chromiumArgs, chromiumPath } from './chromium.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function listen(server: ReturnType<typeof createPhxServer>) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * One Chromium and two demo servers for the whole run: the site's own origin, and a second origin that plays a
 * partner's page or a CDN serving the bundle from elsewhere.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'dist/cdn/phx.js'))) throw new Error('dist/ is missing: run `npm run build` first.');
  assertChromium();
  const dataDir = mkdtempSync(join(tmpdir(), 'phx-e2e-'));
  const other = createPhxServer({
    root,
    dataDir: join(dataDir, 'other'),
    allowedOrigins: [],
    rateLimitPerMinute: 1000,
    log: () => {},
  });
  const otherURL = await listen(other);
  const site = createPhxServer({
    root,
    dataDir,
    allowedOrigins: [otherURL],
    rateLimitPerMinute: 1000,
    log: () => {},
    plugins: [faultInjection],
  });
  const baseURL = await listen(site);
  const browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  project.provide('baseURL', baseURL);
  project.provide('otherURL', otherURL);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('dataDir', dataDir);
  return async () => {
    await browser.close();
    site.closeAllConnections?.();
    other.closeAllConnections?.();
    await Promise.all([new Promise((r) => site.close(r)), new Promise((r) => other.close(r))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    otherURL: string;
    wsEndpoint: string;
    dataDir: string;
  }
}
