import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

export interface OriginOptions {
  /** The site's public origin (e.g. https://phoenix-bionics.example); when set, the Host header is never trusted. */
  publicOrigin?: string;
  /**
   * Behind a TLS-terminating proxy: take the scheme from X-Forwarded-Proto and the client's address from
   * X-Forwarded-For.
   */
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

/**
 * The address a request came from, which the rate limit counts by. Behind a trusted proxy every request comes from
 * the proxy: the client is the last X-Forwarded-For entry, the one the proxy appended (any before it the client
 * may have written itself).
 */
export function clientAddress(req: IncomingMessage, options: OriginOptions): string {
  const forwarded = options.trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .at(-1)
        ?.trim()
    : undefined;
  return forwarded || req.socket.remoteAddress || 'unknown';
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
  // A partner's script reads Retry-After to say when to try again after a 429 or a 503.
  return {
    ok: true,
    headers: { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Retry-After', Vary: 'Origin' },
  };
}
