/**
 * A patient's own link to their request: `/request/<id>.<expires>.<signature>`, the signature an HMAC-SHA256 of the
 * id and the expiry (seconds) with the server's secret (PHX_LINK_SECRET), valid for the retention period. Nothing but
 * the secret can make one; a changed character or a passed expiry is refused. The page's forms carry a token derived
 * from the link with the same secret (CSRF): a page on another site cannot post them without knowing the link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const day = 24 * 3600 * 1000;

/** The path every patient's link starts with (also what the request log shows instead of the link). */
export const linkPath = '/request/';

const mac = (secret: string, purpose: string, text: string) =>
  createHmac('sha256', secret).update(`phx-${purpose}\n${text}`).digest('base64url');

/** The token of the link to inquiry `id`, received at `receivedAt`, valid for `retentionDays` from then. */
export function linkToken(secret: string, id: string, receivedAt: string, retentionDays: number): string {
  const expires = Math.floor((Date.parse(receivedAt) + retentionDays * day) / 1000);
  return `${id}.${expires}.${mac(secret, 'patient-link', `${id}.${expires}`)}`;
}

/** When a link made now runs out. */
export const linkExpiry = (receivedAt: string, retentionDays: number) =>
  new Date(Date.parse(receivedAt) + retentionDays * day);

type LinkCheck = { ok: true; id: string; expires: Date } | { ok: false; why: 'invalid' | 'expired' };

const equal = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Whether `token` is a link this secret made, and not yet expired at `now`. */
export function checkLink(secret: string, token: string, now = Date.now()): LinkCheck {
  const parts = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!parts) return { ok: false, why: 'invalid' };
  const [, id, expires, signature] = parts;
  if (!equal(signature, mac(secret, 'patient-link', `${id}.${expires}`))) return { ok: false, why: 'invalid' };
  if (Number(expires) * 1000 <= now) return { ok: false, why: 'expired' };
  return { ok: true, id, expires: new Date(Number(expires) * 1000) };
}

/** The token the page's forms carry: derived from the link, so only who has the link can post them. */
export const csrfToken = (secret: string, token: string) => mac(secret, 'patient-csrf', token);

export const checkCsrf = (secret: string, token: string, sent: unknown) =>
  typeof sent === 'string' && equal(sent, csrfToken(secret, token));

/** The key the hourly limit counts an address by: an HMAC of it, never the address itself. */
export const addressKey = (secret: string, email: string) => mac(secret, 'patient-address', email.trim().toLowerCase());
