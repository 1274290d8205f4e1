/**
 * POST /api/inquiries (and its CORS preflight): origin check, rate limit and media type before a byte of the body
 * is read; then validate, store durably, answer with JSON, or with a page for a form sent without script
 * (inquiries/receive.ts).
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { languagePath, matchLanguage } from '../../src/content/i18n/languages.ts';
import { contactPath } from '../../src/content/site-map.ts';
import { maxBodyBytes } from '../../src/inquiry/schema.ts';
import { clientAddress, corsFor, type OriginOptions } from '../http/origin.ts';
import { type AnswerPage, formAgain, isFormPost, json, langOfReferer, unread } from '../inquiries/answers.ts';
import { BotTrap } from '../inquiries/bot-trap.ts';
import { jsonBodyProblem } from '../inquiries/media-type.ts';
import { type Receiver, receiveForm, receiveJson } from '../inquiries/receive.ts';
import { sitePage } from '../site/pages.ts';

export interface InquiryRouteOptions extends OriginOptions {
  rateLimitPerMinute: number;
  allowedOrigins: readonly string[];
}

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
  const receiver: Receiver = {
    store: app.store,
    counters: app.counters,
    bots: new BotTrap(),
    log: app.log,
    answerPage,
  };
  const again = formAgain(answerPage);

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
        if (isFormPost(request))
          return again(request, reply, 'rateLimited', { status: 429, lang: langOfReferer(request) });
        return json(reply, 429, { error: 'Too many requests.' });
      }
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
    config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } },
    // The media type is checked before the body is read.
    preParsing: async (request, reply) => {
      if (isFormPost(request)) return;
      const problem = jsonBodyProblem(request.headers['content-type']);
      if (problem === 'type') return unread(json(reply, 415, { error: 'Send application/json.' }));
      if (problem === 'charset') return unread(json(reply, 415, { error: 'Send UTF-8 (charset=utf-8).' }));
    },
    handler: async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return isFormPost(request) ? receiveForm(receiver, request, reply, body) : receiveJson(receiver, reply, body);
    },
  });
};

export default inquiries;
