import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { LruMap } from './lru.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml']);

/** A path inside `dir`, or null for anything that would leave it (`..`, encoded or not) or names a hidden file. */
export function resolveInside(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(dir, decoded));
  if (full !== dir && !full.startsWith(dir.endsWith(sep) ? dir : dir + sep)) return null;
  // Only the parts below `dir`: the folder served from may itself be under a hidden one (~/.cache/…).
  const below = relative(dir, full).split(sep);
  if (below.some((part) => part.startsWith('.'))) return null;
  return existsSync(full) && statSync(full).isFile() ? full : null;
}

type Encoded = { body: Buffer; etag: string; encoding?: 'br' | 'gzip' };
// Room for the whole bundle in two encodings many times over; the least recently used entry goes first.
const cacheLimit = 512;
const cache = new LruMap<string, Encoded>(cacheLimit);

/** Whether an Accept-Encoding header takes `coding`: named (or `*`) and not refused with `q=0`. */
export function accepts(header: string, coding: string): boolean {
  let wildcard = false;
  for (const item of header.toLowerCase().split(',')) {
    const [name, ...params] = item.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const taken = !q || Number(q.slice(2)) > 0;
    if (name === coding) return taken;
    if (name === '*') wildcard = taken;
  }
  return wildcard;
}

/** `key` undefined: a body made for one response (a page with its own form key), compressed quickly and not kept. */
function encode(key: string | undefined, raw: Buffer, ext: string, accept: string): Encoded {
  const encoding =
    !compressible.has(ext) || raw.length < 512
      ? undefined
      : accepts(accept, 'br')
        ? 'br'
        : accepts(accept, 'gzip')
          ? 'gzip'
          : undefined;
  const cacheKey = `${key}|${encoding ?? 'identity'}`;
  const hit = key === undefined ? undefined : cache.get(cacheKey);
  if (hit) return hit;
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: key === undefined ? 5 : 11 } })
      : encoding === 'gzip'
        ? gzipSync(raw, { level: 9 })
        : raw;
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}${encoding ? `-${encoding}` : ''}"`;
  const encoded = { body, etag, encoding } as Encoded;
  if (key !== undefined) cache.set(cacheKey, encoded);
  return encoded;
}

/**
 * Sends bytes compressed when the client accepts it, with caching headers: hashed files (chunks, assets) are
 * immutable for a year; everything else is revalidated with its ETag.
 */
export function sendBytes(
  req: IncomingMessage,
  res: ServerResponse,
  raw: Buffer,
  options: {
    ext: string;
    key: string | undefined;
    immutable?: boolean;
    status?: number;
    headers?: Record<string, string>;
  },
) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const { body, etag, encoding } = encode(options.key, raw, options.ext, accept);
  const headers: Record<string, string> = {
    'Content-Type': types[options.ext] ?? 'application/octet-stream',
    'Cache-Control': options.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
    ...options.headers,
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  const status = options.status ?? 200;
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Serves a file; its cache key includes its modification time so a rebuild is picked up. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  extra: { immutable?: boolean; headers?: Record<string, string> } = {},
) {
  const key = `${file}@${statSync(file).mtimeMs}`;
  sendBytes(req, res, readFileSync(file), { ext: extname(file), key, ...extra });
}

/** Compresses every file under `dir` ahead of time, as a CDN would, so that no request waits for brotli. */
export function precompress(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    if (!entry.isFile() || !compressible.has(extname(file))) continue;
    const raw = readFileSync(file);
    for (const accept of ['br', 'gzip']) encode(`${file}@${statSync(file).mtimeMs}`, raw, extname(file), accept);
  }
}
