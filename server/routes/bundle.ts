/**
 * The built bundle (dist/cdn) under /phx/, from memory: each file is read once, with the .br and .gz variants the
 * build wrote beside it, and sent in the encoding the client prefers, with an ETag (304 on a match) and its caching
 * rule. Hashed files (chunks/, assets/) are immutable for a year, the rest is revalidated.
 */
// Not @fastify/static: it stats and opens a file and its variant on every request; these few hundred files do not
// change after a build, and sending them from memory made /phx/phx.js twice as fast (bench/pages.ts).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, sep } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requestPath } from '../http/request-target.ts';
import { type Encoded, type Encoding, preferredEncoding, sendEncoded } from '../http/send.ts';

// The types the build writes (anything else is sent as bytes); JavaScript as RFC 9239 names it.
const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const immutable = 'public, max-age=31536000, immutable';

const plainPath = /^[\w~-][\w.~-]*(\/[\w~-][\w.~-]*)*$/;

interface BundleFile {
  identity: Encoded;
  variants: Partial<Record<Encoding, Encoded>>;
  offered: Encoding[];
  headers: Record<string, string>;
  mtimeMs: number;
}

/** The file under `dir` that a path below the prefix names, or null: never above `dir`, never a hidden file. */
function fileInside(dir: string, below: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(below);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(dir, decoded));
  if (!full.startsWith(dir.endsWith(sep) ? dir : dir + sep)) return null;
  if (
    relative(dir, full)
      .split(sep)
      .some((part) => part.startsWith('.'))
  )
    return null;
  return full;
}

function load(file: string, below: string): BundleFile | null {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(file);
    if (!stat.isFile()) return null;
  } catch {
    return null;
  }
  const raw = readFileSync(file);
  const tag = createHash('sha256').update(raw).digest('base64url').slice(0, 27);
  const variants: Partial<Record<Encoding, Encoded>> = {};
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    try {
      variants[encoding] = { body: readFileSync(file + suffix), etag: `"${tag}-${encoding}"`, encoding };
    } catch {
      // The build compresses only what gets smaller: no variant, the file is sent as it is.
    }
  }
  return {
    identity: { body: raw, etag: `"${tag}"` },
    variants,
    offered: Object.keys(variants) as Encoding[],
    headers: {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': /(^|[\\/])(chunks|assets)[\\/]/.test(below) ? immutable : 'no-cache',
      'Last-Modified': stat.mtime.toUTCString(),
      'Access-Control-Allow-Origin': '*',
    },
    mtimeMs: stat.mtimeMs,
  };
}

/** The version the build wrote beside the bundle (dist/cdn/integrity.json), or '' before it has. */
function pinnedVersion(dir: string): string {
  try {
    return String(JSON.parse(readFileSync(join(dir, 'integrity.json'), 'utf8')).version ?? '');
  } catch {
    return '';
  }
}

interface BundleOptions {
  /** dist/cdn. */
  dir: string;
  /** Whether a file may change while the server runs (a rebuild in development): each request checks its mtime. */
  changes: boolean;
}

/** GET (and HEAD) /phx/*: a file of the bundle, or the not-found handler's 404. */
export const bundleRoutes: FastifyPluginAsync<BundleOptions> = async (app, { dir, changes }) => {
  // Bounded by the build's output: kept by the file each path resolves to, only files that exist, a miss is not.
  const files = new Map<string, BundleFile>();
  // A path of plain segments (no escapes, no dot or empty segments) names one file one way: kept under itself too.
  const byPlainPath = new Map<string, BundleFile>();
  const fileFor = (below: string) => {
    if (!changes) {
      const kept = byPlainPath.get(below);
      if (kept) return kept;
    }
    const file = fileAt(below);
    if (file && !changes && plainPath.test(below)) byPlainPath.set(below, file);
    return file;
  };
  const fileAt = (below: string) => {
    const path = fileInside(dir, below);
    if (path === null) return null;
    const kept = files.get(path);
    if (kept && !changes) return kept;
    if (kept) {
      try {
        if (statSync(path).mtimeMs === kept.mtimeMs) return kept;
      } catch {
        files.delete(path);
        return null;
      }
    }
    const loaded = load(path, relative(dir, path));
    if (loaded) files.set(path, loaded);
    return loaded;
  };
  // /phx/<version>/… is the same bundle under the version a partner pinned (scripts/package.ts writes it), for good.
  const pinned = `${pinnedVersion(dir)}/`;
  app.get('/phx/*', (request: FastifyRequest, reply: FastifyReply) => {
    // The path as sent (Fastify's parameter is decoded already): decoded once, in fileInside.
    const below = (requestPath(request.raw.url ?? '/') ?? '').slice('/phx/'.length);
    const versioned = pinned !== '/' && below.startsWith(pinned);
    const file = fileFor(versioned ? below.slice(pinned.length) : below);
    if (!file) return reply.callNotFound();
    const encoding = preferredEncoding(request.headers['accept-encoding'], file.offered);
    const headers = versioned ? { ...file.headers, 'Cache-Control': immutable } : file.headers;
    return sendEncoded(request, reply, encoding ? file.variants[encoding]! : file.identity, headers);
  });
};

export default bundleRoutes;
