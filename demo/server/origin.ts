import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

export interface OriginOptions {
  /** The site's public origin (e.g. https://phoenix-bionics.example); when set, the Host header is never trusted. */
  publicOrigin?: string;
  /** Behind a TLS-terminating proxy: take the scheme from X-Forwarded-Proto. */
  trustProxy?: boolean;
}

/** The origin a browser on this site sends: the configured one, else the request's own scheme and Host. */
export function siteOrigin(req: IncomingMessage, options: OriginOptions): string {
  if (options.publicOrigin) return options.publicOrigin;
  const forwarded = options.trustProxy
    ? String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        .trim()
        .toLowerCase()
    : '';
  const scheme =
    forwarded === 'https' || forwarded === 'http' ? forwarded : (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  return `${scheme}://${(req.headers.host ?? '127.0.0.1').toLowerCase()}`;
}

/** The CORS headers for a request's origin: none for same-origin or unknown origins. */
export function corsFor(
  req: IncomingMessage,
  allowed: readonly string[],
  options: OriginOptions,
): { ok: boolean; headers: Record<string, string> } {
  const origin = req.headers.origin;
  if (!origin || origin === siteOrigin(req, options)) return { ok: true, headers: {} };
  if (!allowed.includes(origin)) return { ok: false, headers: {} };
  return { ok: true, headers: { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } };
}
