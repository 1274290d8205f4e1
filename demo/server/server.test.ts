// @vitest-environment node
import { mkdtempSync, readFileSync, appendFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { toCsv } from '../../scripts/inquiries';
import { about } from '../../src/content/about';
import { contact } from '../../src/content/contact';
import { home } from '../../src/content/home';
import { productsPage } from '../../src/content/products';
import { pageMeta, type PagePath } from '../../src/content/site';
import { createPhxServer, type PhxServerOptions } from '../server';
import { InquiryStore } from './store';

const root = fileURLToPath(new URL('../..', import.meta.url));
const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function start(options: Partial<PhxServerOptions> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'phx-server-'));
  const logs: string[] = [];
  const server = createPhxServer({ root, dataDir, rateLimitPerMinute: 100, log: (l) => logs.push(l), ...options });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stored = () => readFileSync(join(dataDir, 'inquiries.jsonl'), 'utf8').trim().split('\n').filter(Boolean);
  return { url, logs, dataDir, stored };
}

const inquiry = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Example', email: 'ada@example.com', phone: '', inquiry: 'consultation', subject: 'Fitting',
  message: 'Secret medical detail', pageUrl: 'http://x/contact', idempotencyKey: `k-${Math.random()}`, ...over,
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/inquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the demo server', () => {
  it('serves deep links with the page’s own title, description and canonical URL', async () => {
    const { url } = await start();
    const res = await fetch(`${url}/products`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Products | Phoenix Bionics</title>');
    expect(html).toContain(`<link rel="canonical" href="${url}/products"`);
    expect(html).toMatch(/<meta name="description" content="Neural Pro X1/);
  });

  it('hints each page’s code and its largest image, so the browser fetches them at once', async () => {
    const { url } = await start();
    const hinted = async (path: string) => {
      const html = await (await fetch(`${url}${path}`)).text();
      const links = [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]* href="([^"]+)"/g)];
      const code = await Promise.all(links.filter((l) => l[1] === 'modulepreload').map(async (l) => (await fetch(`${url}${l[2]}`)).text()));
      return { code: code.join('\n'), hrefs: links.map((l) => l[2]) };
    };
    // Every page of the site gets the router and its own section's code hinted…
    const ownText: Record<PagePath, string> = {
      '/': home.hero.title,
      '/about': about.missionTitle,
      '/products': productsPage.keyFeatures,
      '/contact': contact.submit,
    };
    for (const path of Object.keys(pageMeta) as PagePath[]) {
      const { code, hrefs } = await hinted(path);
      expect(hrefs, path).toContain('/phx/elements/phx-router.js');
      expect(code, path).toContain(ownText[path]);
    }
    // …not every page's.
    expect((await hinted('/contact')).code).not.toContain(ownText['/']);
    // …and the artwork that is its largest paint.
    expect((await hinted('/')).hrefs.some((href) => /\/phx\/assets\/hero-hand-[\w-]+\.svg$/.test(href))).toBe(true);
    expect((await hinted('/products')).hrefs.some((href) => /product-neural-pro-x1-[\w-]+\.svg$/.test(href))).toBe(true);
  });

  it('answers an unknown path with the site, status 404 and noindex', async () => {
    const { url } = await start();
    const res = await fetch(`${url}/nope/deep`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<meta name="robots" content="noindex" />');
  });

  it('refuses paths that climb out of its folders', async () => {
    const { url } = await start();
    for (const path of ['/phx/..%2fpackage.json', '/phx/%2e%2e/package.json', '/server.ts', '/server/api.ts']) {
      const res = await fetch(`${url}${path}`);
      expect(await res.text()).not.toContain('"devDependencies"');
      expect(res.headers.get('content-type') ?? '').not.toContain('javascript');
    }
  });

  it('serves the bundle compressed, hashed chunks immutable and the entry revalidated', async () => {
    const { url } = await start();
    const entry = await fetch(`${url}/phx/phx.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const again = await fetch(`${url}/phx/phx.js`, { headers: { 'If-None-Match': entry.headers.get('etag')!, 'Accept-Encoding': 'br' } });
    expect(again.status).toBe(304);
    const element = await (await fetch(`${url}/phx/elements/phx-home.js`)).text();
    const chunk = element.match(/chunks\/[\w-]+\.js/)![0];
    const res = await fetch(`${url}/phx/${chunk}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('stores an inquiry exactly once per idempotency key', async () => {
    const { url, stored } = await start();
    const body = inquiry();
    const first = await post(url, body);
    expect(first.status).toBe(201);
    const again = await post(url, body);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe((await first.json()).id);
    expect(stored()).toHaveLength(1);
    expect(JSON.parse(stored()[0])).toMatchObject({ name: 'Ada Example', inquiry: 'consultation' });
  });

  it('refuses bad JSON, a missing field, a bad email and an oversize body', async () => {
    const { url } = await start();
    expect((await post(url, '{nope')).status).toBe(400);
    const missing = await post(url, inquiry({ subject: '' }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors.subject).toBeTruthy();
    const email = await post(url, inquiry({ email: 'not-an-address' }));
    expect(Object.keys((await email.json()).errors)).toEqual(['email']);
    expect((await post(url, inquiry({ message: 'x'.repeat(20_000) }))).status).toBe(413);
  });

  it('answers a honeypot submission like any other but stores nothing', async () => {
    const { url, dataDir } = await start();
    expect((await post(url, inquiry({ website: 'http://spam.example' }))).status).toBe(201);
    expect(new InquiryStore(dataDir).size).toBe(0);
  });

  it('rate-limits a client with 429 and Retry-After', async () => {
    const { url } = await start({ rateLimitPerMinute: 2 });
    await post(url, inquiry());
    await post(url, inquiry());
    const third = await post(url, inquiry());
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers CORS for configured partner origins only', async () => {
    const { url } = await start({ allowedOrigins: ['https://clinic.example'] });
    const preflight = await fetch(`${url}/api/inquiries`, { method: 'OPTIONS', headers: { Origin: 'https://clinic.example' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://clinic.example');
    const ok = await post(url, inquiry(), { Origin: 'https://clinic.example' });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://clinic.example');
    const other = await post(url, inquiry(), { Origin: 'https://evil.example' });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never writes inquiry content to its log', async () => {
    const { url, logs } = await start();
    await post(url, inquiry());
    await post(url, inquiry({ email: 'bad' }));
    expect(logs.join('\n')).not.toMatch(/Ada|example\.com|Secret|Fitting/);
    expect(logs.some((l) => l.startsWith('POST /api/inquiries 201'))).toBe(true);
  });

  it('skips a torn last line when it loads its store', async () => {
    const { url, dataDir } = await start();
    await post(url, inquiry({ idempotencyKey: 'whole' }));
    appendFileSync(join(dataDir, 'inquiries.jsonl'), '{"id":"torn","na');
    expect(new InquiryStore(dataDir).size).toBe(1);
  });

  it('exports CSV with quotes escaped and formulas defused', () => {
    const csv = toCsv([{ ...inquiry(), id: '1', receivedAt: 't', subject: 'Say "hi", please', name: '=HYPERLINK("x")' } as never]);
    expect(csv).toContain('"Say ""hi"", please"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
