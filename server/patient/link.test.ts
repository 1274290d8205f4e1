// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCsrf, checkLink, csrfToken, linkToken } from './link.ts';

const secret = 'a link secret of at least thirty-two characters';
const id = '5b7c1f0e-1234-4abc-8def-0123456789ab';
const receivedAt = '2026-11-29T10:00:00.000Z';
const day = 24 * 3600 * 1000;

describe("a patient's link", () => {
  it('opens its request until the retention period has passed, and then says it expired', () => {
    const token = linkToken(secret, id, receivedAt, 30);
    expect(checkLink(secret, token, Date.parse(receivedAt) + 29 * day)).toMatchObject({ ok: true, id });
    expect(checkLink(secret, token, Date.parse(receivedAt) + 30 * day)).toEqual({ ok: false, why: 'expired' });
  });

  it('is refused with any character changed, another expiry, or another secret', () => {
    const token = linkToken(secret, id, receivedAt, 30);
    const now = Date.parse(receivedAt);
    const [, expires, signature] = token.split('.');
    const changed = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'a' ? 'b' : 'a') + text.slice(at + 1);
    expect(checkLink(secret, `${changed(id, 0)}.${expires}.${signature}`, now)).toEqual({ ok: false, why: 'invalid' });
    expect(checkLink(secret, `${id}.${Number(expires) + 1}.${signature}`, now)).toEqual({ ok: false, why: 'invalid' });
    expect(checkLink(secret, `${id}.${expires}.${changed(signature, 5)}`, now)).toEqual({ ok: false, why: 'invalid' });
    expect(checkLink(`${secret}!`, token, now)).toEqual({ ok: false, why: 'invalid' });
    expect(checkLink(secret, `${token}x`, now)).toEqual({ ok: false, why: 'invalid' });
  });

  it("accepts a form's post only with the token of its own link", () => {
    const token = linkToken(secret, id, receivedAt, 30);
    const other = linkToken(secret, '5b7c1f0e-1234-4abc-8def-0123456789ac', receivedAt, 30);
    expect(checkCsrf(secret, token, csrfToken(secret, token))).toBe(true);
    expect(checkCsrf(secret, token, csrfToken(secret, other))).toBe(false);
    expect(checkCsrf(secret, token, undefined)).toBe(false);
  });
});
