/**
 * POST /api/inquiries (and its CORS preflight): origin (decided by @fastify/cors), rate limit and media type before a
 * byte of the body is read; then validate, store durably, answer with JSON, or with a page for a form sent without
 * script (inquiries/receive.ts). Only a valid inquiry counts against its client's rate limit.
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { languagePath, matchLanguage } from '../../src/content/i18n/languages.ts';
import { contactPath } from '../../src/content/site-map.ts';
import { maxBodyBytes } from '../../src/inquiry/schema.ts';
import { clientKey } from '../http/client-key.ts';
import { type AnswerPage, formAgain, isFormPost, json, langOfReferer, unread } from '../inquiries/answers.ts';
import { BotTrap } from '../inquiries/bot-trap.ts';
import { jsonBodyProblem } from '../inquiries/media-type.ts';
import { type Receiver, receiveForm, receiveJson, type TooMany } from '../inquiries/receive.ts';
import { sitePage } from '../site/pages.ts';

interface InquiryRouteOptions {
  rateLimitPerMinute: number;
  allowedOrigins: readonly string[];
}

/** Refused by the origin check: answered 403 by the route's error handler. */
const originRefused = () => Object.assign(new Error('Origin not allowed.'), { statusCode: 403, originRefused: true });

const inquiries: FastifyPluginAsync<InquiryRouteOptions> = async (app, options) => {
  // A form sent without script is answered with the site's contact page, in the visitor's language.
  const answerPage: AnswerPage = async (request, answer, lang) =>
    sitePage({
      render: await app.render(),
      path: languagePath(matchLanguage(lang).lang, contactPath),
      origin: app.originOf(request),
      answer,
      retentionDays: app.retentionDays,
      clinics: app.clinics.data(),
    });
  const again = formAgain(answerPage);

  // Counted per client as its connections are (an IPv6 client by its /64), by the address Fastify's trustProxy gives.
  await app.register(rateLimit, { global: false, keyGenerator: (request) => clientKey(request.ip) });
  const limit = app.createRateLimit({ max: options.rateLimitPerMinute, timeWindow: 60_000 });
  // A form gets the page with the notice (its body mostly unread: the browser's Back keeps what the visitor typed).
  const tooMany: TooMany = (request, reply, seconds) => {
    reply.header('Retry-After', String(Math.max(1, seconds)));
    if (isFormPost(request)) return again(request, reply, 'rateLimited', { status: 429, lang: langOfReferer(request) });
    return json(reply, 429, { error: 'Too many requests.' });
  };
  const receiver: Receiver = {
    store: app.store,
    counters: app.counters,
    bots: new BotTrap(),
    log: app.log,
    answerPage,
    // A valid inquiry spends one of its client's posts; over the limit (posts sent at once), it is not stored.
    admit: async (request) => {
      const spent = await limit(request);
      return !spent.isAllowed && spent.isExceeded ? spent.ttlInSeconds : null;
    },
    tooMany,
  };

  // The one decision on a request's origin: the site's own (or none) gets no CORS headers; a listed partner gets
  // them (a partner's script reads Retry-After after a 429 or a 503); any other is refused before the body is read.
  // A browser sends `Origin: null` with a form from a sandboxed frame, after some redirects or under a strict
  // Referrer-Policy: such a form is taken like one without Origin. Scripts sending it stay refused.
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      if (!origin || origin === app.originOf(request) || (origin === 'null' && isFormPost(request)))
        return callback(null, { origin: false });
      if (!options.allowedOrigins.includes(origin)) return callback(originRefused());
      callback(null, {
        origin,
        methods: 'POST',
        allowedHeaders: 'Content-Type',
        exposedHeaders: 'Retry-After',
        maxAge: 600,
        // A preflight without Access-Control-Request-Method is answered too (as before), not refused with 400.
        strictPreflight: false,
      });
    },
  });

  // Every body is read as bytes, up to the limit: a larger Content-Length is refused before a byte is read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBodyBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.setErrorHandler(
    async (error: Error & { statusCode?: number; code?: string; originRefused?: boolean }, request, reply) => {
      unread(reply);
      if (error.originRefused) return json(reply, 403, { error: 'Origin not allowed.' });
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        if (isFormPost(request)) return again(request, reply, 'invalid', { status: 413, lang: langOfReferer(request) });
        return json(reply, 413, { error: `The body is larger than ${maxBodyBytes} bytes.` });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) app.log.error(`inquiry failed: ${error.name}${error.code ? ` ${error.code}` : ''}`);
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
    // A client whose valid inquiries used up its minute is refused before its body is read.
    onRequest: async (request, reply) => {
      const left = await limit(request, { increment: false });
      if (left.isAllowed || left.remaining > 0) return;
      unread(reply);
      return tooMany(request, reply, left.ttlInSeconds);
    },
    // The media type is checked before the body is read.
    preParsing: async (request, reply) => {
      if (isFormPost(request)) return;
      const problem = jsonBodyProblem(request.headers['content-type']);
      if (problem === 'type') return unread(json(reply, 415, { error: 'Send application/json.' }));
      if (problem === 'charset') return unread(json(reply, 415, { error: 'Send UTF-8 (charset=utf-8).' }));
    },
    handler: async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return isFormPost(request)
        ? receiveForm(receiver, request, reply, body)
        : receiveJson(receiver, request, reply, body);
    },
  });
};

export default inquiries;
