/**
 * What the receiver does with a body it read: validate it, store it durably (or, for a bot, answer as if), and
 * answer; the same schema and store for JSON from a script and for a form sent without script.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { consentKinds, consentsLeftOut } from '../../src/inquiry/consent.ts';
import { type InquiryRequest, draftOf, validateInquiry } from '../../src/inquiry/schema.ts';
import type { Counters } from '../plugins/counters.ts';
import { type AddResult, contentOf, type InquiryStore } from '../store/store.ts';
import { type AnswerPage, comeFrom, conflict, type FormAgain, formAgain, html, httpAddress, json } from './answers.ts';
import { type BotTrap, isBot } from './bot-trap.ts';

/** Answers a client over its rate limit (429 with Retry-After: JSON, or the form again with the notice). */
export type TooMany = (request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) => unknown;

export interface Receiver {
  store: InquiryStore;
  counters: Pick<Counters, 'inquiryStored' | 'writeFailed'>;
  bots: BotTrap;
  log: FastifyBaseLogger;
  answerPage: AnswerPage;
  /** Spends one of the client's inquiries on a valid one: null when it may be taken, else seconds to wait. */
  admit: (request: FastifyRequest) => Promise<number | null>;
  tooMany: TooMany;
}

/** Said in the log for each inquiry the honeypot caught, so that a real one caught by mistake can be noticed. */
const botCaught = 'inquiry not stored: its hidden website field was filled';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as JSON: UTF-8, a leading byte order mark tolerated (the decoder drops it). */
function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(utf8.decode(body)) };
  } catch {
    return { ok: false };
  }
}

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
async function store(receiver: Receiver, request: InquiryRequest): Promise<AddResult | 'failed'> {
  try {
    return await receiver.store.add(request);
  } catch (error) {
    const { name, code } = error as { name?: string; code?: string };
    receiver.counters.writeFailed();
    receiver.log.error(`inquiry store failed: ${name ?? 'Error'}${code ? ` ${code}` : ''}`);
    return 'failed';
  }
}

/** Counted and said in the log by its id only: a new inquiry is stored. */
function storedOne(receiver: Receiver, id: string) {
  receiver.counters.inquiryStored();
  receiver.log.info(`inquiry ${id} stored`);
}

/** An inquiry sent as JSON by a script: answered with JSON (201 stored, 200 a retry, 409, 400, 503). */
export async function receiveJson(receiver: Receiver, request: FastifyRequest, reply: FastifyReply, body: Buffer) {
  const input = parseJson(body);
  if (!input.ok) return json(reply, 400, { error: 'The body is not valid JSON in UTF-8.' });
  const checked = validateInquiry(input.value);
  if (!checked.ok) return json(reply, 400, { errors: checked.errors });
  const wait = await receiver.admit(request);
  if (wait !== null) return receiver.tooMany(request, reply, wait);
  // Stored and delivered all the same, marked for the team; the answer names what is missing, for the sender.
  const missing = consentsLeftOut(checked.value.consents, checked.value.inquiry);
  const marked = missing.length ? { missingConsents: missing } : {};
  // A bot that filled the hidden field learns nothing: it gets the answers a person would.
  if (isBot(input.value)) {
    receiver.log.info(botCaught);
    const bot = receiver.bots.answer(checked.value);
    if (bot.status === 409) return json(reply, 409, { error: conflict });
    return json(reply, bot.status, { id: bot.id, receivedAt: bot.receivedAt, ...marked });
  }
  const stored = await store(receiver, checked.value);
  if (stored === 'failed')
    return json(reply.header('Retry-After', '30'), 503, {
      error: 'The inquiry could not be stored; nothing was kept. Try again later.',
    });
  if (stored.conflict) return json(reply, 409, { error: conflict });
  const { record, created } = stored;
  if (created) storedOne(receiver, record.id);
  return json(reply, created ? 201 : 200, { id: record.id, receivedAt: record.receivedAt, ...marked });
}

/**
 * A form sent without script (application/x-www-form-urlencoded): stored exactly as a JSON inquiry (same schema,
 * de-duplicated by its key and content), and answered with a page instead of JSON.
 */
export async function receiveForm(receiver: Receiver, request: FastifyRequest, reply: FastifyReply, body: Buffer) {
  const again: FormAgain = formAgain(receiver.answerPage);
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
  // What the form shows again: every field as typed, a choice that is none of its choices (an unknown type) its default.
  const draft = draftOf(input);
  // Each ticked box sends its own `consents` field; what the form shows again keeps them ticked.
  const ticked = fields.getAll('consents');
  const consents = consentKinds.filter((kind) => ticked.includes(kind));
  const missingConsents = consentsLeftOut(consents, draft.inquiry);
  const checked = validateInquiry({ ...input, consents: ticked });
  if (!checked.ok)
    return again(request, reply, 'invalid', { draft, errors: checked.errors, lang, consents, missingConsents });
  const record = { ...checked.value, idempotencyKey: formRecordKey(checked.value) };
  const sent = async () =>
    html(reply, {
      ...(await receiver.answerPage(request, { sent: true, back: comeFrom(request) }, lang)),
      status: 200,
    });
  // A person at a browser, on a form without the box (a page rendered before it existed) or whose browser let it
  // through unticked: shown the form again with the box, everything typed kept, instead of storing health details
  // without consent. (A request by script is stored and marked for the team instead: it cannot be asked.)
  const bot = isBot(input);
  if (!bot && missingConsents.length)
    return again(request, reply, 'consent', { draft, lang, consents, missingConsents });
  const wait = await receiver.admit(request);
  if (wait !== null) return receiver.tooMany(request, reply, wait);
  if (bot) {
    receiver.log.info(botCaught);
    const answer = receiver.bots.answer(record);
    return answer.status === 409 ? again(request, reply, 'server', { draft, status: 409, lang }) : sent();
  }
  const stored = await store(receiver, record);
  if (stored === 'failed') {
    reply.header('Retry-After', '30');
    return again(request, reply, 'server', { draft, status: 503, lang, consents });
  }
  if (stored.conflict) return again(request, reply, 'server', { draft, status: 409, lang, consents });
  if (stored.created) storedOne(receiver, stored.record.id);
  return sent();
}
