// @vitest-environment node
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../src/inquiry/schema';
import { serverRenderer } from '../site/pages.ts';
import { formFields, inquiry, post, postForm, startServer } from '../../test/server/test-server';

// A form's answer is a page: the renderer loads the whole server bundle once, before the tests' own clocks start.
beforeAll(() => serverRenderer(fileURLToPath(new URL('../..', import.meta.url))), 60_000);

/**
 * A POST with a Host header of our choosing (fetch always sends the real one), as a rebinding attack would, from
 * the local address `from` (any 127.x address is this machine).
 */
function postAs(url: string, headers: Record<string, string>, body: unknown, from = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/inquiries`,
      {
        method: 'POST',
        setHost: false,
        localAddress: from,
        agent: false,
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('what the receiver accepts', () => {
  it('accepts application/json in any letter case, with charset utf-8 or none', async () => {
    const { url, stored } = await startServer();
    for (const type of [
      'Application/JSON',
      'application/json; charset=UTF-8',
      'application/json;charset="utf-8"',
      'application/json',
    ]) {
      expect((await post(url, inquiry(), { 'Content-Type': type })).status, type).toBe(201);
    }
    expect(stored()).toHaveLength(4);
  });

  it('refuses with 415 a type that only starts with application/json, another type, or a charset other than UTF-8', async () => {
    const { url, stored } = await startServer();
    for (const type of [
      'application/jsonfoo',
      'text/plain',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
    ]) {
      expect((await post(url, inquiry(), { 'Content-Type': type })).status, type).toBe(415);
    }
    expect(stored()).toHaveLength(0);
  });

  it('accepts a body that starts with a UTF-8 byte order mark', async () => {
    const { url } = await startServer();
    expect((await post(url, `\ufeff${JSON.stringify(inquiry())}`)).status).toBe(201);
  });

  it('refuses a body that is not UTF-8 with 400', async () => {
    const { url } = await startServer();
    const latin1 = Buffer.from(JSON.stringify(inquiry({ name: 'Zoë' })), 'latin1');
    expect((await post(url, latin1)).status).toBe(400);
  });
});

const sentPage = 'Message Sent Successfully!';
const cjk = (length: number) => '漢'.repeat(length);

describe('an inquiry with every field at its longest', () => {
  // Each Chinese character is 3 bytes in UTF-8, each byte %XX in a form: 9 bytes a character.
  const longest = {
    name: cjk(limits.name),
    email: `${'a'.repeat(limits.email - '@example.com'.length)}@example.com`,
    phone: cjk(limits.phone),
    inquiry: 'consultation',
    subject: cjk(limits.subject),
    message: cjk(limits.message),
    pageUrl: cjk(limits.pageUrl),
    lang: 'en',
    website: '',
  };

  it('is stored when sent without script as a form, every byte percent-encoded', async () => {
    const { url, stored } = await startServer();
    const res = await postForm(url, {
      ...longest,
      idempotencyKey: cjk(limits.idempotencyKey),
      consents: 'health',
      privacyNotice: 'x'.repeat(limits.privacyNotice),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(sentPage);
    expect(stored().map((r) => r.message)).toEqual([longest.message]);
  });

  it('is stored when sent as JSON', async () => {
    const { url, stored } = await startServer();
    expect((await post(url, { ...longest, idempotencyKey: cjk(limits.idempotencyKey) })).status).toBe(201);
    expect(stored().map((r) => r.message)).toEqual([longest.message]);
  });
});

describe('a form sent without script', () => {
  it('from a page pasted or cached with one key for everyone, stores each visitor’s inquiry as their own', async () => {
    const { url, stored } = await startServer();
    const first = await postForm(url, formFields({ idempotencyKey: 'pasted', message: 'First visitor' }));
    const second = await postForm(url, formFields({ idempotencyKey: 'pasted', message: 'Second visitor' }));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.text()).toContain(sentPage);
    expect(stored().map((r) => r.message)).toEqual(['First visitor', 'Second visitor']);
  });

  it('sent twice, is stored once', async () => {
    const { url, stored } = await startServer();
    const fields = formFields({ idempotencyKey: 'twice' });
    expect((await postForm(url, fields)).status).toBe(200);
    expect((await postForm(url, fields)).status).toBe(200);
    expect(stored()).toHaveLength(1);
  });

  it('takes a message as long as its textarea allows, its line breaks sent as CRLF, and stores them as typed', async () => {
    const { url, stored } = await startServer();
    // 5,000 characters in the textarea (its maxlength counts a line break as one), 5,100 as the browser sends them.
    const typed = `${'a'.repeat(49)}\n`.repeat(100);
    const res = await postForm(url, formFields({ message: typed.replaceAll('\n', '\r\n') }));
    expect(res.status).toBe(200);
    expect(stored().map((r) => r.message)).toEqual([typed.trim()]);
  });

  it('rate-limited, answers 429 with Retry-After and the notice, without reading the body', async () => {
    const { url, stored } = await startServer({ rateLimitPerMinute: 1 });
    await postForm(url, formFields());
    const res = await postForm(url, formFields({ message: 'Words sent too soon' }));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('connection')).toBe('close');
    const page = await res.text();
    expect(page).toContain('Too many messages in a short time.');
    expect(page).not.toContain('Words sent too soon');
    expect(stored()).toHaveLength(1);
  });
});

describe('the rate limit', () => {
  it('counts only valid inquiries: invalid posts from the same address leave the patients their share', async () => {
    const { url, stored } = await startServer({ rateLimitPerMinute: 2 });
    for (let i = 0; i < 5; i++) expect((await post(url, { name: 'no other field' })).status).toBe(400);
    expect((await post(url, 'not json')).status).toBe(400);
    expect((await postForm(url, { name: 'a form without its fields' })).status).toBe(400);
    expect((await post(url, inquiry())).status).toBe(201);
    expect((await postForm(url, formFields())).status).toBe(200);
    expect((await post(url, inquiry())).status).toBe(429);
    expect(stored()).toHaveLength(2);
  });

  it('stores no more than the limit of valid inquiries sent at once, before any of them was counted', async () => {
    const { url, stored } = await startServer({ rateLimitPerMinute: 2 });
    const statuses = await Promise.all(Array.from({ length: 6 }, () => post(url, inquiry()).then((r) => r.status)));
    expect(statuses.sort()).toEqual([201, 201, 429, 429, 429, 429]);
    expect(stored()).toHaveLength(2);
  });
});

describe('the rate limit behind a proxy it is told to trust', () => {
  it('counts each client by the address the proxy appended to X-Forwarded-For (a proxy on loopback by default)', async () => {
    const { url } = await startServer({ rateLimitPerMinute: 1 });
    const from = (forwarded: string) => post(url, inquiry(), { 'X-Forwarded-For': forwarded });
    expect((await from('203.0.113.1')).status).toBe(201);
    expect((await from('203.0.113.2')).status).toBe(201);
    // What a client writes itself comes before what the proxy appends: it cannot pose as someone else.
    expect((await from('198.51.100.7, 203.0.113.1')).status).toBe(429);
  });

  it('counts an IPv6 client by its /64, as its connections are counted', async () => {
    const { url } = await startServer({ rateLimitPerMinute: 1 });
    const from = (forwarded: string) => post(url, inquiry(), { 'X-Forwarded-For': forwarded });
    expect((await from('2001:db8:1:2::1')).status).toBe(201);
    expect((await from('2001:db8:1:2:ffff::99')).status).toBe(429);
    expect((await from('2001:db8:1:3::1')).status).toBe(201);
  });

  it('believes X-Forwarded-For only from the proxies it names: a client reaching its port directly cannot set its own address', async () => {
    const { url } = await startServer({ trustedProxies: ['127.0.0.2'], rateLimitPerMinute: 1 });
    const from = (local: string, forwarded: string) =>
      postAs(url, { Host: new URL(url).host, 'X-Forwarded-For': forwarded }, inquiry(), local);
    expect(await from('127.0.0.3', '203.0.113.1')).toBe(201);
    expect(await from('127.0.0.3', '203.0.113.2')).toBe(429);
    expect(await from('127.0.0.2', '203.0.113.2')).toBe(201);
  });

  it('trusting no proxy, ignores X-Forwarded-For', async () => {
    const { url } = await startServer({ trustedProxies: [], rateLimitPerMinute: 1 });
    expect((await post(url, inquiry(), { 'X-Forwarded-For': '203.0.113.1' })).status).toBe(201);
    expect((await post(url, inquiry(), { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(429);
  });
});

describe('a bot that fills the hidden website field', () => {
  it('gets 201 for a value of any type, and nothing is stored', async () => {
    const { url, stored, logs } = await startServer();
    const values = ['http://spam.example', 42, true, false, 0, { a: 1 }, ['x'], []];
    for (const website of values) {
      expect((await post(url, inquiry({ website }))).status, JSON.stringify(website)).toBe(201);
    }
    expect(stored()).toHaveLength(0);
    // Counted in the log, so that a real inquiry caught by mistake can be noticed.
    expect(logs.filter((line) => line.includes('hidden website field'))).toHaveLength(values.length);
  });

  it('gets the answers a person would for a replay: the same id and time with 200, and 409 for other content', async () => {
    const { url, stored } = await startServer();
    const body = inquiry({ website: 'x' });
    const first = await post(url, body);
    const again = await post(url, body);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(await again.json()).toEqual(await first.json());
    expect((await post(url, { ...body, message: 'Other' })).status).toBe(409);
    expect(stored()).toHaveLength(0);
  });
});

describe('the same-origin check', () => {
  it('accepts its own https form behind a TLS proxy it is told to trust', async () => {
    const { url } = await startServer({ trustedProxies: ['127.0.0.1'] });
    const origin = url.replace('http:', 'https:');
    expect((await post(url, inquiry(), { Origin: origin, 'X-Forwarded-Proto': 'https' })).status).toBe(201);
  });

  it('ignores X-Forwarded-Proto when not told to trust a proxy', async () => {
    const { url } = await startServer({ trustedProxies: [] });
    const origin = url.replace('http:', 'https:');
    expect((await post(url, inquiry(), { Origin: origin, 'X-Forwarded-Proto': 'https' })).status).toBe(403);
  });

  it('takes a form sent without script with Origin: null (a sandboxed frame, a redirect) like its own', async () => {
    const { url, stored } = await startServer();
    const res = await postForm(url, formFields(), { Origin: 'null' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(sentPage);
    expect(stored()).toHaveLength(1);
  });

  it('refuses JSON sent with Origin: null', async () => {
    const { url, stored } = await startServer();
    expect((await post(url, inquiry(), { Origin: 'null' })).status).toBe(403);
    expect(stored()).toHaveLength(0);
  });

  it('with a public origin, accepts it and refuses an origin that only matches the Host header', async () => {
    const { url } = await startServer({ publicOrigin: 'https://phoenix-bionics.example' });
    expect((await post(url, inquiry(), { Origin: 'https://phoenix-bionics.example' })).status).toBe(201);
    // DNS rebinding: the attacker's name resolves to this server, so Host and Origin agree with each other.
    expect(await postAs(url, { Host: 'rebind.example', Origin: 'http://rebind.example' }, inquiry())).toBe(403);
  });

  it('without a public origin, names the Host header in page URLs, never an X-Forwarded-Host a proxy passed on', async () => {
    const { url } = await startServer();
    const html = await (await fetch(`${url}/products`, { headers: { 'X-Forwarded-Host': 'evil.example' } })).text();
    expect(html).toContain(`<link rel="canonical" href="${url}/products"`);
    expect(html).not.toContain('evil.example');
  });

  it('with a public origin, names it in each page’s canonical URL whatever the Host header says', async () => {
    const { url } = await startServer({ publicOrigin: 'https://phoenix-bionics.example/' });
    const html = await (await fetch(`${url}/products`)).text();
    expect(html).toContain('<link rel="canonical" href="https://phoenix-bionics.example/products"');
  });
});

describe('text that is not well-formed', () => {
  /** JSON whose strings hold a lone surrogate, as JSON.stringify writes it (an escape, \ud800). */
  const withLoneSurrogate = (key: string) =>
    JSON.stringify(inquiry({ idempotencyKey: key, name: 'Ada \ud800 Lovelace' }));

  it('is stored with U+FFFD in place of a lone surrogate, and its retry answers 200 with the same id', async () => {
    const { url, stored } = await startServer();
    const body = withLoneSurrogate('lone-surrogate');
    expect(body).toContain('\\ud800');
    const first = await post(url, body);
    expect(first.status).toBe(201);
    const again = await post(url, body);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe((await first.json()).id);
    expect(stored().map((r) => r.name)).toEqual(['Ada \ufffd Lovelace']);
  });
});

describe('the address a form was sent from', () => {
  it('is kept only when it is an http(s) address: javascript:, data: and file: are stored empty', async () => {
    const { url, stored } = await startServer();
    for (const pageUrl of [
      'javascript:alert(3)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      'https://x.example/p',
    ])
      expect((await post(url, inquiry({ pageUrl }))).status, pageUrl).toBe(201);
    expect(stored().map((r) => r.pageUrl)).toEqual(['', '', '', 'https://x.example/p']);
  });
});
