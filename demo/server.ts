/**
 * The demo server: the built bundle under /phx/, the demo pages, the standalone site for every other path (so
 * deep links load), and a reference receiver for inquiries at POST /api/inquiries.
 *
 *   npm start      builds dist/ if it is missing, then serves http://127.0.0.1:$PORT (default 4173)
 *
 * Environment: PORT, PHX_DATA_DIR (default ./data), PHX_ALLOWED_ORIGINS (comma-separated partner origins for
 * CORS), PHX_RATE_LIMIT (API requests per minute per client, default 10), PHX_FAULTS=1 (test-only fault
 * injection: POST /api/__faults with a JSON array such as ["fail"], ["hang"] or ["store-then-drop"]).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleInquiries, type Fault } from './server/api.ts';
import { sendSitePage } from './server/pages.ts';
import { RateLimiter } from './server/rate-limit.ts';
import { precompress, resolveInside, sendFile } from './server/static.ts';
import { InquiryStore } from './server/store.ts';

export interface PhxServerOptions {
  /** The repository root (dist/ and demo/ are under it). */
  root: string;
  dataDir: string;
  allowedOrigins?: string[];
  rateLimitPerMinute?: number;
  /** One line per request: method, path, status, milliseconds. Never any inquiry content. */
  log?: (line: string) => void;
  /** Enables POST /api/__faults (tests only). */
  faults?: boolean;
  /** Compresses the bundle at start instead of on first request (the demo and the benchmark; tests skip it). */
  precompress?: boolean;
}

export function createPhxServer(options: PhxServerOptions): Server {
  const dist = join(options.root, 'dist');
  const demo = join(options.root, 'demo');
  const log = options.log ?? ((line: string) => console.log(line));
  const faults: Fault[] | undefined = options.faults ? [] : undefined;
  if (options.precompress && existsSync(dist)) precompress(dist);
  const api = {
    store: new InquiryStore(options.dataDir),
    limiter: new RateLimiter(options.rateLimitPerMinute ?? 10),
    allowedOrigins: options.allowedOrigins ?? [],
    faults,
  };

  return createServer(async (req, res) => {
    const started = performance.now();
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    res.on('finish', () => log(`${req.method} ${path} ${res.statusCode} ${Math.round(performance.now() - started)}ms`));
    try {
      if (path === '/api/inquiries') return await handleInquiries(req, res, api);
      if (path === '/api/__faults' && faults && req.method === 'POST') {
        let body = '';
        for await (const chunk of req) body += chunk;
        faults.push(...(JSON.parse(body) as Fault[]));
        return res.writeHead(204).end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      if (path.startsWith('/phx/')) {
        const file = resolveInside(dist, path.slice('/phx/'.length));
        if (!file) return res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
        const hashed = /\/(chunks|assets)\//.test(path);
        return sendFile(req, res, file, { immutable: hashed, headers: { 'Access-Control-Allow-Origin': '*' } });
      }
      if (path === '/favicon.ico') return sendFile(req, res, join(demo, 'favicon.svg'));
      const file = /\.(html|svg|ico|txt)$/.test(path) && !path.includes('/server') ? resolveInside(demo, path) : null;
      if (file) return sendFile(req, res, file, { headers: { 'Referrer-Policy': 'strict-origin-when-cross-origin' } });
      if (/\.[a-z0-9]+$/i.test(path)) return res.writeHead(404).end();
      return sendSitePage(req, res, join(demo, 'index.html'), path, dist);
    } catch (error) {
      log(`${req.method} ${path} failed: ${(error as Error).name}`);
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (!existsSync(join(root, 'dist/phx.js'))) {
    console.log('dist/ is missing: building first');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const port = Number(process.env.PORT ?? 4173);
  const server = createPhxServer({
    root,
    dataDir: process.env.PHX_DATA_DIR ?? join(root, 'data'),
    allowedOrigins: (process.env.PHX_ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    rateLimitPerMinute: Number(process.env.PHX_RATE_LIMIT ?? 10),
    faults: process.env.PHX_FAULTS === '1',
    precompress: true,
  });
  server.listen(port, '127.0.0.1', () => console.log(`phx demo: http://127.0.0.1:${port}/`));
}
