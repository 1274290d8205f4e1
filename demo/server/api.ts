import type { IncomingMessage, ServerResponse } from 'node:http';
import { maxBodyBytes, validateInquiry } from '../../src/inquiry/schema.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { InquiryStore } from './store.ts';

/** Test-only fault injection for the next API request (see createPhxServer's `faults` option). */
export type Fault = 'fail' | 'hang' | 'store-then-drop';

export interface ApiOptions {
  store: InquiryStore;
  limiter: RateLimiter;
  allowedOrigins: readonly string[];
  /** Present only when faults are enabled: the queue of faults to apply to the next requests. */
  faults?: Fault[];
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
};

/** The CORS headers for a request's origin: none for same-origin or unknown origins. */
function cors(req: IncomingMessage, allowed: readonly string[]): { ok: boolean; headers: Record<string, string> } {
  const origin = req.headers.origin;
  if (!origin || origin === `http://${req.headers.host}`) return { ok: true, headers: {} };
  if (!allowed.includes(origin)) return { ok: false, headers: {} };
  return { ok: true, headers: { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } };
}

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBodyBytes) return resolve('too-large');
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        req.removeAllListeners('data');
        req.resume();
        resolve('too-large');
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** POST /api/inquiries (and its CORS preflight): validate, rate-limit, store durably, answer. */
export async function handleInquiries(req: IncomingMessage, res: ServerResponse, options: ApiOptions) {
  const { ok: originOk, headers } = cors(req, options.allowedOrigins);
  if (req.method === 'OPTIONS') {
    if (!originOk || !req.headers.origin) return json(res, 403, { error: 'Origin not allowed.' });
    res.writeHead(204, {
      ...headers,
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
    });
    return res.end();
  }
  if (req.method !== 'POST') return json(res, 405, { error: 'Use POST.' }, { Allow: 'POST, OPTIONS' });
  if (!originOk) return json(res, 403, { error: 'Origin not allowed.' });
  const wait = options.limiter.hit(req.socket.remoteAddress ?? 'unknown');
  if (wait) return json(res, 429, { error: 'Too many requests.' }, { ...headers, 'Retry-After': String(wait) });
  if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
    return json(res, 415, { error: 'Send application/json.' }, headers);
  }
  const body = await readBody(req);
  if (body === 'too-large') {
    res.setHeader('Connection', 'close');
    return json(res, 413, { error: `The body is larger than ${maxBodyBytes} bytes.` }, headers);
  }
  let input: unknown;
  try {
    input = JSON.parse(body.toString('utf8'));
  } catch {
    return json(res, 400, { error: 'The body is not valid JSON.' }, headers);
  }
  const checked = validateInquiry(input);
  if (!checked.ok) return json(res, 400, { errors: checked.errors }, headers);

  const fault = options.faults?.shift();
  if (fault === 'hang') return; // never answers; the client times out
  if (fault === 'fail') return json(res, 500, { error: 'Injected failure.' }, headers);

  // A bot that filled the hidden field learns nothing: it gets the answer a person would.
  if (checked.value.website) return json(res, 201, { id: crypto.randomUUID(), receivedAt: new Date().toISOString() }, headers);

  let stored;
  try {
    stored = options.store.add(checked.value);
  } catch {
    return json(res, 500, { error: 'The inquiry could not be stored.' }, headers);
  }
  if (fault === 'store-then-drop') return void req.socket.destroy();
  const { record, created } = stored;
  json(res, created ? 201 : 200, { id: record.id, receivedAt: record.receivedAt }, headers);
}
