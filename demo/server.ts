/**
 * The demo server: the built bundle under /phx/, the demo pages, the standalone site for every other path (so
 * deep links load), one element rendered for hosts such as the WordPress plugin at GET /api/elements/<tag>, and a
 * reference receiver for inquiries at POST /api/inquiries.
 *
 *   npm start      builds dist/ if it is missing, then serves http://127.0.0.1:$PORT (default 4173)
 *
 * Environment: PORT, PHX_DATA_DIR (default ./data), PHX_ALLOWED_ORIGINS (comma-separated partner origins for
 * CORS), PHX_PUBLIC_ORIGIN (the site's public origin, e.g. https://phoenix-bionics.example), PHX_TRUST_PROXY=1
 * (behind a TLS proxy that sets X-Forwarded-Proto and appends the client to X-Forwarded-For, as nginx's
 * $proxy_add_x_forwarded_for does: believe both), PHX_RATE_LIMIT (API requests per minute per
 * client, default 10), PHX_FAULTS=1 (test-only fault injection: POST /api/__faults with a JSON array such as
 * ["fail"], ["hang"], ["store-then-drop"] or ["stray-rejection"]).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleInquiries, type ApiOptions } from './server/api.ts';
import { BotTrap } from './server/bot-trap.ts';
import { handleElementHtml } from './server/element-html.ts';
import { handleFaults, type Fault } from './server/faults.ts';
import { siteOrigin } from './server/origin.ts';
import { prerenderTags } from './server/prerender-html.ts';
import { guardProcess } from './server/process-guard.ts';
import { defaultPerMinute, RateLimiter, rateLimitFrom } from './server/rate-limit.ts';
import { requestPath, withoutTrailingSlashes } from './server/request-target.ts';
import { openSqliteStore } from './server/sqlite-store.ts';
import { cachedSitePage, robots, serverRenderer, sitemap, sitePage } from './server/site.ts';
import { languagePath, matchLanguage } from '../src/content/i18n/languages.ts';
import { contactPath } from '../src/content/site-map.ts';
import { precompress, resolveInside, sendBytes, sendFile } from './server/static.ts';
import type { InquiryStore } from './server/store.ts';
import { terminalSafe } from './server/terminal-text.ts';

export interface PhxServerOptions {
  /** The repository root (dist/ and demo/ are under it). */
  root: string;
  dataDir: string;
  /** Where inquiries are kept; default: SQLite in `dataDir`, closed with the server. */
  store?: InquiryStore;
  allowedOrigins?: string[];
  /** The site's public origin; when set, the Host header is never trusted for same-origin checks or page URLs. */
  publicOrigin?: string;
  /** Behind a TLS-terminating proxy: the request's scheme from X-Forwarded-Proto, its client from X-Forwarded-For. */
  trustProxy?: boolean;
  rateLimitPerMinute?: number;
  /** One line per request: method, path, status, milliseconds. Never any inquiry content. */
  log?: (line: string) => void;
  /** Enables POST /api/__faults (tests only). */
  faults?: boolean;
  /** Compresses the bundle at start instead of on first request (the demo and the benchmark; tests skip it). */
  precompress?: boolean;
}

export function createPhxServer(options: PhxServerOptions): Server {
  const dist = join(options.root, 'dist/cdn');
  const demo = join(options.root, 'demo');
  const log = options.log ?? ((line: string) => console.log(line));
  const faults: Fault[] | undefined = options.faults ? [] : undefined;
  if (options.precompress && existsSync(dist)) precompress(dist);
  const api: ApiOptions = {
    store: options.store ?? openSqliteStore(options.dataDir, log),
    limiter: new RateLimiter(options.rateLimitPerMinute ?? defaultPerMinute),
    allowedOrigins: options.allowedOrigins ?? [],
    publicOrigin: options.publicOrigin ? new URL(options.publicOrigin).origin : undefined,
    trustProxy: options.trustProxy,
    bots: new BotTrap(),
    log,
    faults,
    // A form sent without script is answered with the site's contact page, in the visitor's language.
    answerPage: async (req, answer, lang) =>
      sitePage({
        render: await serverRenderer(options.root),
        path: languagePath(matchLanguage(lang).lang, contactPath),
        origin: siteOrigin(req, api),
        answer,
      }),
  };

  async function route(req: IncomingMessage, res: ServerResponse, path: string | null) {
    if (path === null)
      return res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request target.');
    if (path === '/api/inquiries') return await handleInquiries(req, res, api);
    if (path === '/api/__faults' && faults && req.method === 'POST') return await handleFaults(req, res, faults);
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    if (path.startsWith('/api/elements/'))
      return await handleElementHtml(req, res, path.slice('/api/elements/'.length), await serverRenderer(options.root));
    if (path.startsWith('/phx/')) {
      const file = resolveInside(dist, path.slice('/phx/'.length));
      if (!file) return res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
      const hashed = /\/(chunks|assets)\//.test(path);
      return sendFile(req, res, file, { immutable: hashed, headers: { 'Access-Control-Allow-Origin': '*' } });
    }
    if (path === '/favicon.ico') return sendFile(req, res, join(demo, 'favicon.svg'));
    const origin = siteOrigin(req, api);
    if (path === '/sitemap.xml')
      return sendBytes(req, res, Buffer.from(sitemap(origin)), { ext: '.xml', key: `sitemap:${origin}` });
    if (path === '/robots.txt')
      return sendBytes(req, res, Buffer.from(robots(origin)), { ext: '.txt', key: `robots:${origin}` });
    // The demo's own pages and icon: files at the top of demo/ only (its server code sits in a folder below).
    const file = /^\/[^/]+\.(html|svg|ico|txt)$/.test(path) ? resolveInside(demo, path) : null;
    if (file?.endsWith('.html')) {
      const page = await prerenderTags(
        readFileSync(file, 'utf8'),
        await serverRenderer(options.root),
        `${origin}${path}`,
      );
      return sendBytes(req, res, Buffer.from(page), {
        ext: '.html',
        key: undefined,
        headers: { 'Referrer-Policy': 'strict-origin-when-cross-origin' },
      });
    }
    if (file) return sendFile(req, res, file, { headers: { 'Referrer-Policy': 'strict-origin-when-cross-origin' } });
    if (/\.[a-z0-9]+$/i.test(path)) return res.writeHead(404).end();
    const route = withoutTrailingSlashes(path);
    const page = await cachedSitePage({ render: await serverRenderer(options.root), path: route, origin });
    return sendBytes(req, res, Buffer.from(page.html), {
      ext: '.html',
      key: page.cacheKey,
      status: page.status,
      headers: { 'Referrer-Policy': 'strict-origin-when-cross-origin', 'Content-Security-Policy': page.csp },
    });
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    // Everything a client sends is read inside this boundary: no request can reject outside it.
    let shown = '(unparsed)';
    const answer = async () => {
      const path = requestPath(req.url ?? '/');
      shown = path === null ? '(bad target)' : terminalSafe(path.slice(0, 200));
      res.on('finish', () =>
        log(`${req.method} ${shown} ${res.statusCode} ${Math.round(performance.now() - started)}ms`),
      );
      await route(req, res, path);
    };
    answer().catch((error: unknown) => {
      log(`${req.method} ${shown} failed: ${(error as Error)?.name ?? 'Error'}`);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  if (!options.store) server.on('close', () => void api.store.close());
  return server;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  guardProcess((line) => console.error(line));
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (!existsSync(join(root, 'dist/cdn/phx.js')) || !existsSync(join(root, 'dist/server/index.js'))) {
    console.log('dist/ is missing: building first');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const port = Number(process.env.PORT ?? 4173);
  const server = createPhxServer({
    root,
    dataDir: process.env.PHX_DATA_DIR ?? join(root, 'data'),
    allowedOrigins: (process.env.PHX_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    publicOrigin: process.env.PHX_PUBLIC_ORIGIN || undefined,
    trustProxy: process.env.PHX_TRUST_PROXY === '1',
    rateLimitPerMinute: rateLimitFrom(process.env.PHX_RATE_LIMIT, (line) => console.error(line)),
    faults: process.env.PHX_FAULTS === '1',
    precompress: true,
  });
  server.listen(port, '127.0.0.1', () =>
    console.log(`phx demo: http://127.0.0.1:${(server.address() as AddressInfo).port}/`),
  );
}
