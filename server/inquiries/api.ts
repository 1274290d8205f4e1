/**
 * POST /api/inquiries (and its CORS preflight): origin check, rate limit and media type before a byte of the body
 * is read; then validate, store durably, answer with JSON, or with a page for a form sent without script.
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import {
  type FieldErrors,
  type InquiryDraft,
  type InquiryRequest,
  defaultInquiry,
  inquiryTypes,
  maxBodyBytes,
  validateInquiry,
} from '../../src/inquiry/schema.ts';
import { typedFields } from '../../src/inquiry/record.ts';
import { type ConsentKind, consentKinds, consentsLeftOut } from '../../src/inquiry/consent.ts';
import type { InquiryAnswer, InquiryNotice } from '../../src/ui/page.ts';
import { clientAddress, corsFor, type OriginOptions } from '../http/origin.ts';
import type { Fault } from '../testing/faults.ts';
import { contentOf, type AddResult, type InquiryStore } from '../store/store.ts';
import { type BotTrap, isBot } from './bot-trap.ts';
import { jsonBodyProblem, parseMediaType } from './media-type.ts';

/**
 * What a form sent without script is answered with: a page (in the visitor's language) showing the confirmation, or
 * the form again with every value kept and each field's message, or a notice of what went wrong.
 */
export type AnswerPage = (
  request: FastifyRequest,
  answer: InquiryAnswer,
  lang: string | undefined,
) => Promise<{ html: string; status: number; csp: string }>;

export interface ApiOptions extends OriginOptions {
  /** Renders the answer to a form sent without script; without it, such forms get JSON like everyone else. */
  answerPage?: AnswerPage;
  store: InquiryStore;
  rateLimitPerMinute: number;
  allowedOrigins: readonly string[];
  bots: BotTrap;
  /** Why a store failed, by error name and code only (its message may quote the inquiry). */
  log: (line: string) => void;
  /** Present only when faults are enabled (a test fixture): the faults to apply to the next requests. */
  faults?: Fault[];
}

const conflict = 'This idempotency key was already used for a different inquiry.';
/** Said in the log for each inquiry the honeypot caught, so that a real one caught by mistake can be noticed. */
const botCaught = 'inquiry not stored: its hidden website field was filled';

const json = (reply: FastifyReply, status: number, body: unknown) =>
  reply.code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(body);

const isFormPost = (request: FastifyRequest) =>
  parseMediaType(request.headers['content-type'])?.essence === 'application/x-www-form-urlencoded';

/** A request refused before its body was read: the connection is closed rather than drained. */
const unread = (reply: FastifyReply) => reply.header('Connection', 'close');

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as JSON: UTF-8, a leading byte order mark tolerated (the decoder drops it). */
function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(utf8.decode(body)) };
  } catch {
    return { ok: false };
  }
}

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
const comeFrom = (request: FastifyRequest) => httpAddress(request.headers.referer);

/**
 * The key a form sent without script is stored under: its hidden field's key and what the visitor typed. A page
 * pasted into a CMS or served from a cache carries one key for every visitor; this way a resubmission is still
 * stored once, and another visitor's inquiry under the same key is stored as their own instead of refused.
 */
function formRecordKey(request: InquiryRequest): string {
  const hash = createHash('sha256').update(`${request.idempotencyKey}\n${contentOf(request)}`);
  return `form:${hash.digest('base64url')}`;
}

/** The store's answer, or 'failed' (logged by error name and code only) when nothing could be kept. */
async function store(options: ApiOptions, request: InquiryRequest): Promise<AddResult | 'failed'> {
  try {
    return await options.store.add(request);
  } catch (error) {
    const { name, code } = error as { name?: string; code?: string };
    options.log(`inquiry store failed: ${name ?? 'Error'}${code ? ` ${code}` : ''}`);
    return 'failed';
  }
}

/** A form's answer page: the form again with `notice` (and the draft, when its body was read). */
function formAgain(answerPage: AnswerPage) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    notice: InquiryNotice,
    {
      draft,
      errors = {},
      status = 400,
      lang,
      consents,
      missingConsents,
    }: {
      draft?: InquiryDraft;
      errors?: FieldErrors;
      status?: number;
      lang?: string;
      consents?: readonly ConsentKind[];
      missingConsents?: readonly ConsentKind[];
    } = {},
  ) => {
    const empty = { name: '', email: '', phone: '', subject: '', message: '', inquiry: 'general' } as InquiryDraft;
    const answer = { sent: false as const, draft: draft ?? empty, errors, notice, consents, missingConsents };
    const page = await answerPage(request, answer, lang);
    return html(reply, { ...page, status });
  };
}

const html = (reply: FastifyReply, page: { html: string; status: number; csp: string }) =>
  reply
    .code(page.status)
    .headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': page.csp,
    })
    .send(page.html);

export async function inquiryRoutes(app: FastifyInstance, options: ApiOptions) {
  const again = options.answerPage && formAgain(options.answerPage);
  const asPage = (request: FastifyRequest) => Boolean(again && isFormPost(request));
  /** The language a form page is answered in: from the page it came from, as far as the URL tells. */
  const langOfReferer = (request: FastifyRequest) =>
    /^\/(de|es|ar)(\/|$)/.exec(new URL(comeFrom(request) ?? 'http://x/').pathname)?.[1];

  // A partner's script reads Retry-After to say when to try again after a 429 or a 503.
  await app.register(cors, {
    delegator: (request, callback) => {
      const { headers } = corsFor(request.raw, options.allowedOrigins, options);
      callback(null, {
        origin: headers['Access-Control-Allow-Origin'] ?? false,
        methods: 'POST',
        allowedHeaders: 'Content-Type',
        exposedHeaders: 'Retry-After',
        maxAge: 600,
        // A preflight without Access-Control-Request-Method is answered too (as before), not refused with 400.
        strictPreflight: false,
      });
    },
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientAddress(request.raw, options),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('rate limited'), { statusCode: context.statusCode, rateLimited: true }),
  });

  // A browser sends `Origin: null` with a form from a sandboxed frame, after some redirects or under a strict
  // Referrer-Policy: such a form is taken like one without Origin (the site's own). Scripts sending it stay refused.
  app.addHook('onRequest', async (request, reply) => {
    if (isFormPost(request) && request.headers.origin === 'null') return;
    if (corsFor(request.raw, options.allowedOrigins, options).ok) return;
    return unread(json(reply, 403, { error: 'Origin not allowed.' }));
  });

  // Every body is read as bytes, up to the limit: a larger Content-Length is refused before a byte is read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBodyBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.setErrorHandler(
    async (error: Error & { statusCode?: number; code?: string; rateLimited?: boolean }, request, reply) => {
      unread(reply);
      if (error.rateLimited) {
        // The body was not read: the page shows the notice; the browser's Back keeps what the visitor typed.
        if (asPage(request))
          return again!(request, reply, 'rateLimited', { status: 429, lang: langOfReferer(request) });
        return json(reply, 429, { error: 'Too many requests.' });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        if (asPage(request)) return again!(request, reply, 'invalid', { status: 413, lang: langOfReferer(request) });
        return json(reply, 413, { error: `The body is larger than ${maxBodyBytes} bytes.` });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) options.log(`inquiry failed: ${error.name}${error.code ? ` ${error.code}` : ''}`);
      return json(reply, status, { error: status === 500 ? 'Internal error.' : 'Bad request.' });
    },
  );

  app.options('/api/inquiries', async (request, reply) => {
    // @fastify/cors answered an allowed preflight already; any other is refused.
    if (!request.headers.origin || !(request as { corsPreflightEnabled?: boolean }).corsPreflightEnabled)
      return json(reply, 403, { error: 'Origin not allowed.' });
    return reply.code(204).send();
  });

  app.route({
    method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH'],
    url: '/api/inquiries',
    handler: async (_request, reply) =>
      unread(json(reply.header('Allow', 'POST, OPTIONS'), 405, { error: 'Use POST.' })),
  });

  app.post('/api/inquiries', {
    config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } },
    // The media type is checked before the body is read.
    preParsing: async (request, reply) => {
      if (asPage(request)) return;
      const problem = jsonBodyProblem(request.headers['content-type']);
      if (problem === 'type') return unread(json(reply, 415, { error: 'Send application/json.' }));
      if (problem === 'charset') return unread(json(reply, 415, { error: 'Send UTF-8 (charset=utf-8).' }));
    },
    handler: async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return asPage(request) ? formPost(request, reply, body) : jsonPost(request, reply, body);
    },
  });

  async function jsonPost(request: FastifyRequest, reply: FastifyReply, body: Buffer) {
    const input = parseJson(body);
    if (!input.ok) return json(reply, 400, { error: 'The body is not valid JSON in UTF-8.' });
    const checked = validateInquiry(input.value);
    if (!checked.ok) return json(reply, 400, { errors: checked.errors });

    const fault = options.faults?.shift();
    if (fault === 'hang') return reply.hijack(); // never answers; the client times out
    if (fault === 'fail') return json(reply, 500, { error: 'Injected failure.' });
    if (fault === 'stray-rejection') void Promise.reject(new TypeError('Injected stray rejection'));

    // Stored and delivered all the same, marked for the team; the answer names what is missing, for the sender.
    const missing = consentsLeftOut(checked.value.consents);
    const marked = missing.length ? { missingConsents: missing } : {};
    // A bot that filled the hidden field learns nothing: it gets the answers a person would.
    if (isBot(input.value)) {
      options.log(botCaught);
      const bot = options.bots.answer(checked.value);
      if (bot.status === 409) return json(reply, 409, { error: conflict });
      return json(reply, bot.status, { id: bot.id, receivedAt: bot.receivedAt, ...marked });
    }
    const stored = await store(options, checked.value);
    if (stored === 'failed')
      return json(reply.header('Retry-After', '30'), 503, {
        error: 'The inquiry could not be stored; nothing was kept. Try again later.',
      });
    if (stored.conflict) return json(reply, 409, { error: conflict });
    if (fault === 'store-then-drop') {
      reply.hijack();
      return void request.raw.socket.destroy();
    }
    const { record, created } = stored;
    return json(reply, created ? 201 : 200, { id: record.id, receivedAt: record.receivedAt, ...marked });
  }

  /**
   * A form sent without script (application/x-www-form-urlencoded): stored exactly as a JSON inquiry (same schema,
   * de-duplicated by its key and content), and answered with a page instead of JSON.
   */
  async function formPost(request: FastifyRequest, reply: FastifyReply, body: Buffer) {
    const answerPage = options.answerPage!;
    let fields: URLSearchParams;
    try {
      fields = new URLSearchParams(utf8.decode(body));
    } catch {
      fields = new URLSearchParams();
    }
    const input: Record<string, string> = {};
    // A form sends a textarea's line breaks as CRLF, which its maxlength counted as one character each.
    for (const [name, value] of fields) input[name] ??= value.replace(/\r\n?/g, '\n');
    // The page the form says it was rendered for, else the Referer (cut to the origin when it is another site's).
    input.pageUrl = httpAddress(input.pageUrl) ?? comeFrom(request) ?? '';
    const lang = input.lang;
    // What the form shows again: every field as typed (derived from the schema), an unknown type as the default.
    const draft = Object.fromEntries(typedFields.map((field) => [field, input[field] ?? ''])) as InquiryDraft;
    if (!(inquiryTypes as readonly string[]).includes(draft.inquiry)) draft.inquiry = defaultInquiry;
    // Each ticked box sends its own `consents` field; what the form shows again keeps them ticked.
    const ticked = fields.getAll('consents');
    const consents = consentKinds.filter((kind) => ticked.includes(kind));
    const missingConsents = consentsLeftOut(consents);
    const checked = validateInquiry({ ...input, consents: ticked });
    if (!checked.ok)
      return again!(request, reply, 'invalid', { draft, errors: checked.errors, lang, consents, missingConsents });
    const record = { ...checked.value, idempotencyKey: formRecordKey(checked.value) };
    const sent = async () =>
      html(reply, { ...(await answerPage(request, { sent: true, back: comeFrom(request) }, lang)), status: 200 });
    if (isBot(input)) {
      options.log(botCaught);
      const bot = options.bots.answer(record);
      return bot.status === 409 ? again!(request, reply, 'server', { draft, status: 409, lang }) : sent();
    }
    // A person at a browser, on a form without the box (a page rendered before it existed) or whose browser let it
    // through unticked: shown the form again with the box, everything typed kept, instead of storing health details
    // without consent. (A request by script is stored and marked for the team instead: it cannot be asked.)
    if (missingConsents.length) return again!(request, reply, 'consent', { draft, lang, consents, missingConsents });
    const stored = await store(options, record);
    if (stored === 'failed') {
      reply.header('Retry-After', '30');
      return again!(request, reply, 'server', { draft, status: 503, lang, consents });
    }
    if (stored.conflict) return again!(request, reply, 'server', { draft, status: 409, lang, consents });
    return sent();
  }
}
