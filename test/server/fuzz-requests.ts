/**
 * Random but repeatable HTTP requests for the robustness test: odd targets, headers and bodies, built from a
 * seed so that a failure can be replayed exactly.
 */

/** mulberry32: a small seeded generator, good enough to pick test cases. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick };
}

type Random = ReturnType<typeof seeded>;

const methods = ['GET', 'GET', 'HEAD', 'POST', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'BREW'];
const starts = [
  '/',
  '//',
  '///',
  '/api/inquiries',
  '/api/inquiries/',
  '/api/__faults',
  '/phx/',
  '/phx/chunks/',
  '/phx/..',
  '/x.html',
  '*',
  'http://h',
  'https://h/',
  'x',
  '/%',
  '//[',
];
const alphabet = 'abcXYZ019/.-_~%%%[]@:?#&=+;,!$\'()*\\|^`{}"<>';

function randomText(r: Random, length: number) {
  let text = '';
  for (let i = 0; i < length; i++) {
    const roll = r.next();
    if (roll < 0.05)
      text += String.fromCharCode(0x80 + r.int(0x80)); // raw high bytes, sent as latin1
    else if (roll < 0.15) text += `%${r.int(256).toString(16).padStart(2, '0')}`;
    else text += alphabet[r.int(alphabet.length)];
  }
  return text;
}

const routes = [
  '/api/inquiries',
  '/api/inquiries',
  '/api/inquiries',
  '/',
  '/contact',
  '/phx/phx.js',
  '/favicon.ico',
  '/index.html',
  '/nope',
];

/** Half the time a route the server knows (so requests reach the receiver), else anything. */
function target(r: Random) {
  if (r.next() < 0.5) return r.pick(routes) + r.pick(['', '', '?x=1', '/', '%2e%2e', '#']);
  const length = r.next() < 0.02 ? 3000 + r.int(5000) : r.int(40);
  return (r.pick(starts) + randomText(r, length)).replace(/\s/g, '');
}

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  phone: '',
  inquiry: 'consultation',
  subject: 'Fitting',
  message: 'Hello',
  pageUrl: 'http://x/',
};
const oddValues = [
  '',
  42,
  null,
  ['x'],
  { a: 1 },
  false,
  '\u202e\x1b[31m',
  'x'.repeat(6000),
  'ada@example.com',
  'general',
];

/** A valid inquiry with a few fields swapped for odd values, and a key that other requests may reuse. */
function inquiry(r: Random) {
  const value: Record<string, unknown> = { ...valid, idempotencyKey: `k${r.int(50)}` };
  for (const field of Object.keys(value)) if (r.next() < 0.1) value[field] = r.pick(oddValues);
  if (r.next() < 0.3) value.website = r.pick(['', 'spam', 0, false, {}, [], null]);
  return value;
}

function body(r: Random): string {
  const roll = r.next();
  if (roll < 0.4) return JSON.stringify(inquiry(r));
  if (roll < 0.5) return `\ufeff${JSON.stringify(inquiry(r))}`;
  if (roll < 0.6) return r.pick(['null', '42', '[]', '{}', '"x"', '{"website":', '\u0000']);
  return randomText(r, r.int(200));
}

const headerChoices: [string, (r: Random) => string][] = [
  ['Host', (r) => r.pick(['127.0.0.1', '', 'evil.example', 'a:99999', '[::1]', randomText(r, 10)])],
  ['Origin', (r) => r.pick(['null', 'http://127.0.0.1', 'https://evil.example', '', randomText(r, 12)])],
  [
    'Content-Type',
    (r) =>
      r.pick([
        'application/json',
        'application/json',
        'application/json',
        'application/json',
        'Application/JSON; charset=UTF-8',
        'application/json; charset=latin1',
        'application/jsonfoo',
        'text/plain',
        ';;',
        'application/json; charset="',
        randomText(r, 15),
      ]),
  ],
  ['Accept-Encoding', (r) => r.pick(['br', 'gzip', 'br;q=0', '*', randomText(r, 8)])],
  ['If-None-Match', (r) => r.pick(['*', '"x"', randomText(r, 20)])],
  ['X-Forwarded-Proto', (r) => r.pick(['https', 'http', 'ftp', ',', randomText(r, 5)])],
  ['Cookie', (r) => randomText(r, 30)],
];

/** One whole request, as the bytes a client writes (latin1, so high bytes go out as single bytes). */
export function randomRequest(r: Random): string {
  const method = r.pick(methods);
  const lines = [`${method} ${target(r)} HTTP/1.1`];
  for (const [name, value] of headerChoices)
    if (r.next() < (name === 'Content-Type' && method === 'POST' ? 0.9 : 0.4))
      lines.push(`${name}: ${value(r).replace(/[\r\n]/g, '')}`);
  if (!lines.some((line) => line.startsWith('Host:'))) lines.push('Host: 127.0.0.1');
  lines.push('Connection: close');
  const content = method === 'POST' || r.next() < 0.1 ? Buffer.from(body(r), 'utf8').toString('latin1') : '';
  const roll = r.next();
  // Mostly the true length; sometimes too long (the client then hangs up), too short, or not a number.
  const length =
    roll < 0.8
      ? String(content.length)
      : roll < 0.9
        ? String(content.length + 1 + r.int(100))
        : roll < 0.95
          ? String(r.int(content.length + 1))
          : randomText(r, 4);
  if (content || r.next() < 0.1) lines.push(`Content-Length: ${length}`);
  return `${lines.join('\r\n')}\r\n\r\n${content}`;
}
