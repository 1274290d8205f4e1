// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { toCsv } from './cli/listing';
import { maxBodyBytes } from '../src/inquiry/schema';
import { siteMap } from '../src/content/site-map';
import { languageCodes, languagePath } from '../src/content/i18n/languages';
import { inquiry, post, startServer as start } from '../test/server/test-server';

describe('the demo server', () => {
  it('serves deep links with the page already rendered, its own title, description and canonical URL', async () => {
    const { url } = await start();
    const res = await fetch(`${url}/products`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Products | Phoenix Bionics</title>');
    expect(html).toContain(`<link rel="canonical" href="${url}/products"`);
    expect(html).toMatch(/<meta name="description" content="Neural Pro X1/);
    for (const text of [
      'Neural Pro X1',
      'FlexiGrip Elite',
      'SmartHand AI',
      'Starting at $45,000',
      'Starting at $32,000',
      'Starting at $55,000',
    ])
      expect(html).toContain(text);
    expect(html).toContain('<template shadowrootmode="open">');
  }, 20_000); // the first page of a run also loads the renderer

  it('sends each page with nothing but its loader to fetch first: the page reads before any code arrives', async () => {
    const { url } = await start();
    for (const { path } of siteMap) {
      const html = await (await fetch(`${url}${path}`)).text();
      expect(html.match(/<script type="module"[^>]*>/g), path).toEqual(['<script type="module" src="/phx/phx.js">']);
      expect(html, path).not.toContain('modulepreload');
    }
  });

  it('sends every page in one round trip of a new connection (14 KB): the maps’ land is not in the HTML', async () => {
    const { url } = await start();
    for (const lang of languageCodes)
      for (const { path } of siteMap) {
        const route = languagePath(lang, path);
        const page = await fetch(`${url}${route}`, { headers: { 'accept-encoding': 'br' } });
        // 10 segments of 1,460 bytes: what a server sends before the first acknowledgement (RFC 6928).
        expect(page.headers.get('content-encoding'), route).toBe('br');
        expect(Number(page.headers.get('content-length')), route).toBeLessThan(14_600);
      }
    const contact = await (await fetch(`${url}/contact`)).text();
    expect(contact).toMatch(/<svg[^>]*role="img" aria-label="Map of 25 clinics/);
    expect(contact).not.toContain('class="land"');
    // The finder's own page draws its land without script, from the bundle's file on the same origin; nothing else fetches it.
    const clinics = await (await fetch(`${url}/clinics`)).text();
    expect(clinics).toContain(`mask: url("/phx/artwork/clinic-land.svg")`);
    const land = await fetch(`${url}/phx/artwork/clinic-land.svg`);
    expect(land.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await land.text()).toContain('<path d="M');
  }, 30_000);

  it('names the site’s icon inside every page (no request of its own before the first paint), and serves it too', async () => {
    const { url } = await start();
    const icon = await (await fetch(`${url}/favicon.svg`)).text();
    expect(icon).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);
    for (const path of ['/', '/de/clinics', '/nowhere']) {
      const html = await (await fetch(`${url}${path}`)).text();
      const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml" \/>/.exec(html)?.[1];
      expect(href, path).toBe(`data:image/svg+xml,${encodeURIComponent(icon.trim())}`);
    }
  });

  it('renders the contact page with the inquiry type, hand and clinic its address chose, so it reads right without script', async () => {
    const { url } = await start();
    const html = await (await fetch(`${url}/de/contact?inquiry=insurance&product=smarthand-ai`)).text();
    expect(html).toMatch(/<option value="insurance" selected/);
    expect(html).toContain('SmartHand AI');
    const atClinic = await (await fetch(`${url}/contact?inquiry=consultation&clinic=isar-prothetik`)).text();
    expect(atClinic).toMatch(/<option value="consultation" selected/);
    expect(atClinic).toContain('name="clinic" value="isar-prothetik"');
    // Values it does not know are dropped: the form starts as a plain one.
    const unknown = await (await fetch(`${url}/contact?inquiry=%3Cscript%3E&product=x`)).text();
    expect(unknown).toMatch(/<option value="general" selected/);
    expect(unknown).not.toContain('%3Cscript');
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
    const again = await fetch(`${url}/phx/phx.js`, {
      // What a browser sends to revalidate (fetch itself would add Cache-Control: no-cache, a forced reload).
      headers: { 'If-None-Match': entry.headers.get('etag')!, 'Accept-Encoding': 'br', 'Cache-Control': 'max-age=0' },
    });
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
    expect(stored()[0]).toMatchObject({ name: 'Ada Example', inquiry: 'consultation' });
  });

  it('refuses bad JSON, a missing field, a bad email and an oversize body', async () => {
    const { url } = await start();
    expect((await post(url, '{nope')).status).toBe(400);
    const missing = await post(url, inquiry({ subject: '' }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors.subject).toBeTruthy();
    const email = await post(url, inquiry({ email: 'not-an-address' }));
    expect(Object.keys((await email.json()).errors)).toEqual(['email']);
    expect((await post(url, inquiry({ message: 'x'.repeat(maxBodyBytes) }))).status).toBe(413);
  });

  it('answers a honeypot submission like any other but stores nothing', async () => {
    const { url, stored } = await start();
    expect((await post(url, inquiry({ website: 'http://spam.example' }))).status).toBe(201);
    expect(stored()).toHaveLength(0);
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
    const preflight = await fetch(`${url}/api/inquiries`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://clinic.example' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://clinic.example');
    const ok = await post(url, inquiry(), { Origin: 'https://clinic.example' });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://clinic.example');
    const other = await post(url, inquiry(), { Origin: 'https://evil.example' });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a partner’s script read Retry-After on a 429', async () => {
    const { url } = await start({ allowedOrigins: ['https://clinic.example'], rateLimitPerMinute: 1 });
    await post(url, inquiry(), { Origin: 'https://clinic.example' });
    const limited = await post(url, inquiry(), { Origin: 'https://clinic.example' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('access-control-allow-origin')).toBe('https://clinic.example');
    expect(limited.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });

  it('never writes inquiry content to its log', async () => {
    const { url, logs } = await start();
    await post(url, inquiry());
    await post(url, inquiry({ email: 'bad' }));
    expect(logs.join('\n')).not.toMatch(/Ada|example\.com|Secret|Fitting/);
    expect(logs.some((l) => l.startsWith('POST /api/inquiries 201'))).toBe(true);
  });

  it('imports the records of an earlier inquiries.jsonl and skips a torn last line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'phx-server-'));
    const whole = { ...inquiry({ idempotencyKey: 'whole' }), id: 'old-1', receivedAt: '2024-01-01T00:00:00.000Z' };
    writeFileSync(join(dataDir, 'inquiries.jsonl'), `${JSON.stringify(whole)}\n{"id":"torn","na`);
    const { stored } = await start({ dataDir });
    expect(stored().map((r) => r.id)).toEqual(['old-1']);
  });

  it('exports CSV with quotes escaped and formulas defused', () => {
    const csv = toCsv([
      { ...inquiry(), id: '1', receivedAt: 't', subject: 'Say "hi", please', name: '=HYPERLINK("x")' } as never,
    ]);
    expect(csv).toContain('"Say ""hi"", please"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('conditional and compressed answers', () => {
  const revalidate = { 'Cache-Control': 'max-age=0' };

  it('answers br;q=0.1, gzip;q=1 with gzip, for a page and for the bundle', async () => {
    const { url } = await start();
    for (const path of ['/about', '/phx/phx.js']) {
      const res = await fetch(`${url}${path}`, { headers: { 'Accept-Encoding': 'br;q=0.1, gzip;q=1' } });
      expect(res.headers.get('content-encoding'), path).toBe('gzip');
    }
  });

  it('answers 304 to an If-None-Match that lists the tag among others or sends it weak', async () => {
    const { url } = await start();
    for (const path of ['/robots.txt', '/sitemap.xml', '/phx/phx.js']) {
      const first = await fetch(`${url}${path}`);
      const etag = first.headers.get('etag')!;
      const strong = etag.replace(/^W\//, '');
      for (const header of [`"other", ${etag}`, `W/${strong}`]) {
        const again = await fetch(`${url}${path}`, { headers: { 'If-None-Match': header, ...revalidate } });
        expect(again.status, `${path} ${header}`).toBe(304);
      }
    }
  });
});

describe('the demo pages', () => {
  it('are served prerendered under the site’s strict Content-Security-Policy', async () => {
    const { url } = await start();
    for (const path of ['/partner.html', '/cms.html', '/elements.html']) {
      const res = await fetch(`${url}${path}`);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toMatch(/style-src 'self' 'sha256-/);
      expect(await res.text(), path).toContain('<template shadowrootmode="open">');
    }
  });

  it('are not served in production', async () => {
    const { url } = await start({ demoPages: false });
    for (const path of ['/partner.html', '/cms.html', '/elements.html'])
      expect((await fetch(`${url}${path}`)).status, path).toBe(404);
    expect((await fetch(`${url}/`)).status).toBe(200);
  }, 20_000);
});

describe('health', () => {
  it('answers /healthz, and /readyz 200 while the store answers and 503 once it does not', async () => {
    const { openSqliteStore } = await import('./store/sqlite/store');
    const store = openSqliteStore(mkdtempSync(join(tmpdir(), 'phx-ready-')));
    const { url } = await start({ store });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    store.close();
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});

describe('fault injection', () => {
  it('is a test fixture: a server not given it has no such route', async () => {
    const { url } = await start();
    const res = await fetch(`${url}/api/__faults`, { method: 'POST', body: '["fail"]' });
    expect(res.status).toBe(405);
    expect((await post(url, inquiry())).status).toBe(201);
  });
});

describe('pages with a form', () => {
  /** The body as sent (fetch would decode it) and its headers. */
  const raw = (url: string, acceptEncoding: string) =>
    new Promise<{ body: Buffer; headers: IncomingHttpHeaders }>((resolve, reject) =>
      get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      }).on('error', reject),
    );
  const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];

  it('decode to the whole page in every encoding, its form carrying a key of the server’s', async () => {
    const { url } = await start();
    for (const encoding of ['gzip', 'br', 'identity']) {
      const res = await fetch(`${url}/de/contact`, { headers: { 'Accept-Encoding': encoding } });
      expect(res.headers.get('content-encoding') ?? 'identity', encoding).toBe(encoding);
      const html = await res.text();
      expect(html).toMatch(/<\/html>\n$/);
      const key = keyOf(html);
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      expect(html.split(key!).length, 'the key in the page facts and in the form').toBe(3);
    }
  });

  it('are compressed once and sent as the same bytes to every visitor meanwhile, revalidated by their tag', async () => {
    const { url } = await start();
    const first = await raw(`${url}/contact`, 'gzip, deflate, br, zstd');
    const again = await raw(`${url}/contact`, 'gzip, deflate, br, zstd');
    expect(first.headers['content-encoding']).toBe('br');
    expect(again.body.equals(first.body)).toBe(true);
    expect(keyOf(brotliDecompressSync(first.body).toString())).toMatch(/^[0-9a-f-]{36}$/);
    const revalidated = await fetch(`${url}/contact`, {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! },
    });
    expect(revalidated.status).toBe(304);
  });

  it('in other languages carry keys of their own', async () => {
    const { url } = await start();
    const keys = await Promise.all(
      ['/contact', '/de/contact', '/ar/contact'].map(async (path) =>
        keyOf(await (await fetch(`${url}${path}`)).text()),
      ),
    );
    expect(new Set(keys).size).toBe(3);
  });
});

describe('security headers', () => {
  it('are on pages, the bundle, robots.txt and a 404; a page sends its own policy', async () => {
    const { url } = await start();
    for (const path of ['/about', '/phx/phx.js', '/robots.txt', '/phx/nope.js', '/nope']) {
      const res = await fetch(`${url}${path}`);
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy'), path).toContain("object-src 'none'");
    }
    const page = await fetch(`${url}/about`);
    expect(page.headers.get('content-security-policy')).toMatch(/style-src 'self' 'sha256-/);
  });
});

describe('the Permissions-Policy', () => {
  it('is on every response: geolocation for the site itself (the clinic finder), nothing else it does not use', async () => {
    const { url } = await start();
    const answers = [
      ...['/', '/clinics', '/de/contact', '/phx/phx.js', '/phx/nope.js', '/robots.txt', '/nope', '/healthz'].map(
        (path) => fetch(`${url}${path}`),
      ),
      post(url, '{nope'),
      fetch(`${url}/api/elements/phx-products`),
    ];
    for (const res of await Promise.all(answers)) {
      const policy = res.headers.get('permissions-policy') ?? '';
      expect(policy, res.url).toContain('geolocation=(self)');
      for (const denied of ['camera=()', 'microphone=()', 'payment=()', 'usb=()'])
        expect(policy, res.url).toContain(denied);
    }
  });
});
