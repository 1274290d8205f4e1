import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type FieldErrors,
  type InquiryDraft,
  type InquiryRequest,
  inquiryTypes,
  maxBodyBytes,
  validateInquiry,
} from '../../src/inquiry/schema.ts';
import { type BotTrap, isBot } from './bot-trap.ts';
import type { Fault } from './faults.ts';
import { jsonBodyProblem, parseMediaType } from './media-type.ts';
import type { InquiryAnswer, InquiryNotice } from '../../src/ui/page.ts';
import { clientAddress, corsFor, type OriginOptions } from './origin.ts';
import type { RateLimiter } from './rate-limit.ts';
import { contentOf, type InquiryStore } from './store.ts';

/**
 * What a form sent without script is answered with: a page (in the visitor's language) showing the confirmation, or
 * the form again with every value kept and each field's message, or a notice of what went wrong.
 */
export type AnswerPage = (
  req: IncomingMessage,
  answer: InquiryAnswer,
  lang: string | undefined,
) => Promise<{ html: string; status: number; csp: string }>;

export interface ApiOptions extends OriginOptions {
  /** Renders the answer to a form sent without script; without it, such forms get JSON like everyone else. */
  answerPage?: AnswerPage;
  store: InquiryStore;
  limiter: RateLimiter;
  allowedOrigins: readonly string[];
  bots: BotTrap;
  /** Why a store failed, by error name and code only (its message may quote the inquiry). */
  log: (line: string) => void;
  /** Present only when faults are enabled: the queue of faults to apply to the next requests. */
  faults?: Fault[];
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
};

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large' | 'aborted'> {
  return new Promise((resolve) => {
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
    // A client that hangs up mid-body gets no answer; settling here keeps the request from waiting forever.
    req.on('error', () => resolve('aborted'));
    req.on('close', () => resolve('aborted'));
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as JSON: UTF-8, a leading byte order mark tolerated (the decoder drops it). */
function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(utf8.decode(body)) };
  } catch {
    return { ok: false };
  }
}

const isFormPost = (req: IncomingMessage) =>
  parseMediaType(req.headers['content-type'])?.essence === 'application/x-www-form-urlencoded';

/** POST /api/inquiries (and its CORS preflight): validate, rate-limit, store durably, answer. */
export async function handleInquiries(req: IncomingMessage, res: ServerResponse, options: ApiOptions) {
  // A browser sends `Origin: null` with a form from a sandboxed frame, after some redirects or under a strict
  // Referrer-Policy: such a form is taken like one without Origin (the site's own). Scripts sending it stay refused.
  const { ok: originOk, headers } =
    isFormPost(req) && req.headers.origin === 'null'
      ? { ok: true, headers: {} }
      : corsFor(req, options.allowedOrigins, options);
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
  const wait = options.limiter.hit(clientAddress(req, options));
  if (options.answerPage && isFormPost(req)) return handleFormPost(req, res, options, options.answerPage, wait);
  if (wait) return json(res, 429, { error: 'Too many requests.' }, { ...headers, 'Retry-After': String(wait) });
  const typeProblem = jsonBodyProblem(req.headers['content-type']);
  if (typeProblem === 'type') return json(res, 415, { error: 'Send application/json.' }, headers);
  if (typeProblem === 'charset') return json(res, 415, { error: 'Send UTF-8 (charset=utf-8).' }, headers);
  const body = await readBody(req);
  if (body === 'aborted') return;
  if (body === 'too-large') {
    res.setHeader('Connection', 'close');
    return json(res, 413, { error: `The body is larger than ${maxBodyBytes} bytes.` }, headers);
  }
  const input = parseJson(body);
  if (!input.ok) return json(res, 400, { error: 'The body is not valid JSON in UTF-8.' }, headers);
  const checked = validateInquiry(input.value);
  if (!checked.ok) return json(res, 400, { errors: checked.errors }, headers);

  const fault = options.faults?.shift();
  if (fault === 'hang') return; // never answers; the client times out
  if (fault === 'fail') return json(res, 500, { error: 'Injected failure.' }, headers);
  if (fault === 'stray-rejection') void Promise.reject(new TypeError('Injected stray rejection'));

  // A bot that filled the hidden field learns nothing: it gets the answers a person would.
  if (isBot(input.value)) {
    options.log(botCaught);
    const bot = options.bots.answer(checked.value);
    if (bot.status === 409) return json(res, 409, { error: conflict }, headers);
    return json(res, bot.status, { id: bot.id, receivedAt: bot.receivedAt }, headers);
  }

  let stored: Awaited<ReturnType<InquiryStore['add']>>;
  try {
    stored = await options.store.add(checked.value);
  } catch (error) {
    const { name, code } = error as { name?: string; code?: string };
    options.log(`inquiry store failed: ${name ?? 'Error'}${code ? ` ${code}` : ''}`);
    return json(
      res,
      503,
      { error: 'The inquiry could not be stored; nothing was kept. Try again later.' },
      { ...headers, 'Retry-After': '30' },
    );
  }
  if (stored.conflict) return json(res, 409, { error: conflict }, headers);
  if (fault === 'store-then-drop') return void req.socket.destroy();
  const { record, created } = stored;
  json(res, created ? 201 : 200, { id: record.id, receivedAt: record.receivedAt }, headers);
}

const conflict = 'This idempotency key was already used for a different inquiry.';

/** Said in the log for each inquiry the honeypot caught, so that a real one caught by mistake can be noticed. */
const botCaught = 'inquiry not stored: its hidden website field was filled';

const html = (res: ServerResponse, page: { html: string; status: number; csp: string }) => {
  res.writeHead(page.status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': page.csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
  res.end(page.html);
};

/** `text` if it is the address of an http(s) page other than the receiver itself. */
function httpAddress(text: string | undefined): string | undefined {
  try {
    const url = new URL(String(text ?? ''));
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.pathname.startsWith('/api/')
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}

/** The address a visitor came from (the Referer): the way back. */
const comeFrom = (req: IncomingMessage) => httpAddress(req.headers.referer);

/**
 * The key a form sent without script is stored under: its hidden field's key and what the visitor typed. A page
 * pasted into a CMS or served from a cache carries one key for every visitor; this way a resubmission is still
 * stored once, and another visitor's inquiry under the same key is stored as their own instead of refused.
 */
function formRecordKey(request: InquiryRequest): string {
  const hash = createHash('sha256').update(`${request.idempotencyKey}\n${contentOf(request)}`);
  return `form:${hash.digest('base64url')}`;
}

/**
 * A form sent without script (application/x-www-form-urlencoded): read and stored exactly as a JSON inquiry (same
 * schema, de-duplicated by its key and content), and answered with a page instead of JSON. Even when rate-limited
 * (`wait` seconds) it is read first, so that the page shows the form with everything the visitor typed.
 */
async function handleFormPost(
  req: IncomingMessage,
  res: ServerResponse,
  options: ApiOptions,
  answerPage: AnswerPage,
  wait: number,
) {
  const body = await readBody(req);
  if (body === 'aborted') return;
  let fields: URLSearchParams;
  try {
    fields = new URLSearchParams(body === 'too-large' ? '' : utf8.decode(body));
  } catch {
    fields = new URLSearchParams();
  }
  const input: Record<string, string> = {};
  // A form sends a textarea's line breaks as CRLF, which its maxlength counted as one character each.
  for (const [name, value] of fields) input[name] ??= value.replace(/\r\n?/g, '\n');
  // The page the form says it was rendered for, else the Referer (cut to the origin when it is another site's).
  input.pageUrl = httpAddress(input.pageUrl) ?? comeFrom(req) ?? '';
  const lang = input.lang;
  const draft = {
    name: input.name ?? '',
    email: input.email ?? '',
    phone: input.phone ?? '',
    subject: input.subject ?? '',
    message: input.message ?? '',
    inquiry: (inquiryTypes as readonly string[]).includes(input.inquiry) ? input.inquiry : 'general',
  } as InquiryDraft;
  const again = async (notice: InquiryNotice, errors: FieldErrors = {}, status = 400) =>
    html(res, { ...(await answerPage(req, { sent: false, draft, errors, notice }, lang)), status });
  if (wait) {
    res.setHeader('Retry-After', String(wait));
    return again('rateLimited', {}, 429);
  }
  if (body === 'too-large') return again('invalid', {}, 413);
  const checked = validateInquiry(input);
  if (!checked.ok) return again('invalid', checked.errors);
  const request = { ...checked.value, idempotencyKey: formRecordKey(checked.value) };
  const sent = async () =>
    html(res, { ...(await answerPage(req, { sent: true, back: comeFrom(req) }, lang)), status: 200 });
  if (isBot(input)) {
    options.log(botCaught);
    const bot = options.bots.answer(request);
    return bot.status === 409 ? again('server', {}, 409) : sent();
  }
  let stored: Awaited<ReturnType<InquiryStore['add']>>;
  try {
    stored = await options.store.add(request);
  } catch (error) {
    const { name, code } = error as { name?: string; code?: string };
    options.log(`inquiry store failed: ${name ?? 'Error'}${code ? ` ${code}` : ''}`);
    res.setHeader('Retry-After', '30');
    return again('server', {}, 503);
  }
  if (stored.conflict) return again('server', {}, 409);
  return sent();
}
