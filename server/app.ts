/**
 * The site's server: the built bundle under /phx/, every page of the site prerendered, sitemap and robots, one
 * element rendered for hosts such as the WordPress plugin at GET /api/elements/<tag>, the receiver for inquiries at POST /api/inquiries, health and readiness, and (outside production) the demo's host
 * pages. Built on Fastify and its plugins; started by main.ts (`npm start`) or serve.ts (`npm run serve`).
 */
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { languagePath, matchLanguage } from '../src/content/i18n/languages.ts';
import { contactPath } from '../src/content/site-map.ts';
import { siteOrigin } from './http/origin.ts';
import { requestPath, withoutTrailingSlashes } from './http/request-target.ts';
import { sendBytes, sendFilled } from './http/send.ts';
import { bundleRoutes } from './http/bundle.ts';
import { securityHeaders } from './http/security-headers.ts';
import { terminalSafe } from './http/terminal-text.ts';
import { defaultPerMinute } from './http/rate-limit.ts';
import { inquiryRoutes, type ApiOptions } from './inquiries/api.ts';
import { BotTrap } from './inquiries/bot-trap.ts';
import { elementHtmlRoutes } from './http/element-html.ts';
import { prerenderTags } from './site/prerender-html.ts';
import { icon } from './site/icon.ts';
import {
  cachedSitePage,
  pageQuery,
  type Render,
  robots,
  serverRenderer,
  sitemap,
  sitePage,
  strictCsp,
} from './site/pages.ts';
import { type DeliveryConfig, type DeliveryTuning, kindsOf, startDelivery } from './delivery/index.ts';
import { openSqliteStore } from './store/sqlite.ts';
import type { InquiryStore } from './store/store.ts';
import { type Fault, faultRoutes } from './testing/faults.ts';
import { type ClinicDirectory, ClinicsFileError, clinicsFileFrom, openClinicDirectory } from './clinics/directory.ts';
import clinicRoutes from './routes/clinics.ts';
import { StartupError } from './startup-error.ts';

export interface PhxServerOptions {
  /** The repository root (dist/ and demo/ are under it). */
  root: string;
  dataDir: string;
  /** Where inquiries are kept; default: SQLite in `dataDir`, closed with the server. */
  store?: InquiryStore;
  allowedOrigins?: string[];
  /** The site's public origin; when set, the Host header is never trusted for same-origin checks or page URLs. */
  publicOrigin?: string;
  /** Behind a TLS-terminating proxy: the request's scheme from X-Forwarded-Proto, its client from X-Forwarded-For. */
  trustProxy?: boolean;
  rateLimitPerMinute?: number;
  /** One line per request: method, path, status, milliseconds. Never any inquiry content. Default: pino. */
  log?: (line: string) => void;
  /** The pino logger to write to when no `log` is given (main.ts: JSON in production, readable otherwise). */
  logger?: Logger;
  /** Serves the demo's host pages (/partner.html, /cms.html, /elements.html); never in production. Default true. */
  demoPages?: boolean;
  /** Whether the bundle in dist/cdn may be rebuilt while the server runs (each request checks it). Default true. */
  bundleChanges?: boolean;
  /** Test fixture: enables POST /api/__faults. */
  faults?: boolean;
  /** The element renderer; default: the built one in dist/server (the built server passes its bundled copy). */
  render?: Render;
  /** Most connections open at once; more are refused until one closes. */
  maxConnections?: number;
  /**
   * E-mail and webhook for each stored inquiry, sent by a worker from the store's outbox, and the daily retention
   * pass (run.ts reads it from the environment). Without it nothing is sent and nothing expires.
   */
  delivery?: DeliveryConfig;
  /** Test fixture: a quicker delivery worker (shorter polls, leases and backoff). */
  deliveryTuning?: DeliveryTuning;
  /** The partner clinics (docs/clinics.md); default: PHX_CLINICS_FILE or the sample, read again when it changes. */
  clinics?: ClinicDirectory;
  /** Whether SIGHUP reads the clinics file again (the process's own server, run.ts's). */
  clinicsOnSighup?: boolean;
}

/**
 * Timeouts, in milliseconds, against clients that hold a connection without finishing a request (see
 * docs/deployment.md): the headers within 10 s, the whole request within 30 s, an idle keep-alive for 5 s.
 */
export const timeouts = { headers: 10_000, request: 30_000, keepAlive: 5_000 } as const;
export const defaultMaxConnections = 1_000;

/** The Fastify app; `app.server` listens once `app.ready()` has resolved (main.ts calls `app.listen`). */
export function buildApp(options: PhxServerOptions, serverFactory?: (handler: Server['listeners']) => Server) {
  const logger =
    options.logger ??
    (options.log
      ? pino({ base: null, timestamp: false }, { write: (line: string) => options.log!(JSON.parse(line).msg) })
      : pino({ base: null }));
  const say = (line: string, fields: Record<string, unknown> = {}) => logger.info(fields, line);
  const clinics = options.clinics ?? clinicsFrom(process.env, say, options.clinicsOnSighup);
  const deliveries = options.delivery ? kindsOf(options.delivery) : [];
  const store = options.store ?? openSqliteStore(options.dataDir, say, { deliveries });
  const app = Fastify({
    loggerInstance: logger,
    // One line per request is ours (see onResponse); Fastify's own two are off.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    connectionTimeout: timeouts.request + timeouts.keepAlive,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 10_000 },
    ...(serverFactory ? { serverFactory: serverFactory as never } : {}),
  });
  // Set here too: Fastify leaves a server made by a serverFactory (createPhxServer) as it is.
  app.server.headersTimeout = timeouts.headers;
  app.server.requestTimeout = timeouts.request;
  app.server.keepAliveTimeout = timeouts.keepAlive;
  app.server.setTimeout(timeouts.request + timeouts.keepAlive);
  app.server.maxConnections = options.maxConnections ?? defaultMaxConnections;
  if (!options.store) app.addHook('onClose', async () => store.close());
  if (!options.clinics) app.addHook('onClose', async () => clinics.close());
  // The worker sends from the store's outbox; it stops before the store closes, its attempts in flight finished.
  const delivery =
    options.delivery && store.outbox
      ? startDelivery(options.delivery, store.outbox, say, options.deliveryTuning)
      : undefined;
  if (delivery) app.addHook('preClose', async () => delivery.stop());
  decorate(app as unknown as FastifyInstance, options, delivery ? wakingOn(store, delivery.wake) : store, say, clinics);
  return { app, store, clinics };
}

/** The clinics file the environment names (or the sample): a file with a problem stops the start, naming each line. */
function clinicsFrom(env: NodeJS.ProcessEnv, say: (line: string) => void, sighup = false) {
  try {
    return openClinicDirectory({ file: clinicsFileFrom(env), log: say, sighup });
  } catch (error) {
    if (error instanceof ClinicsFileError)
      throw new StartupError(`${error.message}
Fix the clinics file (npm run clinics -- check FILE) and start again.`);
    throw error;
  }
}

function decorate(
  app: FastifyInstance,
  options: PhxServerOptions,
  store: InquiryStore,
  say: (line: string, fields?: Record<string, unknown>) => void,
  clinics: ClinicDirectory,
) {
  const dist = join(options.root, 'dist/cdn');
  const demo = join(options.root, 'demo');
  // Every render has the clinics as the server read them last.
  const withClinics =
    (render: Render): Render =>
    (tag, attributes, renderOptions) =>
      render(tag, attributes, { clinics: clinics.data(), ...renderOptions });
  const render = () =>
    (options.render ? Promise.resolve(options.render) : serverRenderer(options.root)).then(withClinics);
  const faults: Fault[] | undefined = options.faults ? [] : undefined;
  const originOptions = {
    publicOrigin: options.publicOrigin ? new URL(options.publicOrigin).origin : undefined,
    trustProxy: options.trustProxy,
  };
  const originOf = (request: FastifyRequest) => siteOrigin(request.raw, originOptions);

  // One line per request, with its path made safe for a terminal; never a header, a query or a body.
  app.addHook('onResponse', (request, reply, done) => {
    const path = requestPath(request.raw.url ?? '/');
    const shown = path === null ? '(bad target)' : terminalSafe(path.slice(0, 200));
    const ms = Math.round(reply.elapsedTime);
    say(`${request.method} ${shown} ${reply.statusCode} ${ms}ms`, {
      method: request.method,
      path: shown,
      status: reply.statusCode,
      ms,
    });
    done();
  });

  // Targets that are not a path or an http(s) URL (`*`, `foo`, bad escapes) are refused before any route.
  app.addHook('onRequest', (request, reply, done) => {
    if (requestPath(request.raw.url ?? '/') === null)
      reply.code(400).type('text/plain; charset=utf-8').send('Bad request target.');
    else done();
  });

  securityHeaders(app, {
    // Each page sends its own policy (with the hashes of its inline styles); this one covers everything else.
    contentSecurityPolicy: { useDefaults: false, directives: directivesOf(strictCsp([])) },
    // The bundle is loaded by partners' pages on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    strictTransportSecurity: originOptions.publicOrigin?.startsWith('https:') ? { maxAge: 31_536_000 } : false,
  });

  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await store.ping?.();
      return reply.send({ status: 'ready' });
    } catch (error) {
      say(`store not reachable: ${(error as Error)?.name ?? 'Error'}`);
      return reply.code(503).send({ status: 'store unreachable' });
    }
  });

  const api: ApiOptions = {
    store,
    rateLimitPerMinute: options.rateLimitPerMinute ?? defaultPerMinute,
    allowedOrigins: options.allowedOrigins ?? [],
    ...originOptions,
    bots: new BotTrap(),
    log: say,
    faults,
    // A form sent without script is answered with the site's contact page, in the visitor's language.
    answerPage: async (request, answer, lang) =>
      sitePage({
        render: await render(),
        path: languagePath(matchLanguage(lang).lang, contactPath),
        origin: originOf(request),
        answer,
        clinics: clinics.data(),
      }),
  };
  app.register(inquiryRoutes, api);
  // One element rendered, for hosts that cannot run Node (the WordPress plugin fetches and caches it).
  elementHtmlRoutes(app, render, () => clinics.data().manifest.version);
  app.register(clinicRoutes, { directory: clinics });
  if (faults) app.register(faultRoutes, { queue: faults });

  // The bundle, from memory (see bundle.ts), and the icon (pages carry it inline; browsers and crawlers ask too).
  bundleRoutes(app, { dir: dist, changes: options.bundleChanges !== false });
  for (const path of ['/favicon.svg', '/favicon.ico'])
    app.get(path, (request, reply) => sendBytes(request, reply, icon, { type: 'image/svg+xml', key: 'favicon' }));

  app.get('/sitemap.xml', (request, reply) => {
    const origin = originOf(request);
    return sendBytes(request, reply, sitemap(origin), {
      type: 'application/xml; charset=utf-8',
      key: `sitemap:${origin}`,
    });
  });
  app.get('/robots.txt', (request, reply) => {
    const origin = originOf(request);
    return sendBytes(request, reply, robots(origin), {
      type: 'text/plain; charset=utf-8',
      key: `robots:${origin}`,
    });
  });

  // The demo's host pages, as a partner's server would send them: prerendered, under the site's strict policy.
  if (options.demoPages !== false)
    for (const name of ['partner.html', 'cms.html', 'elements.html'])
      app.get(`/${name}`, async (request, reply) => {
        const origin = originOf(request);
        const page = await prerenderTags(readFileSync(join(demo, name), 'utf8'), await render(), `${origin}/${name}`);
        return sendBytes(request, reply, page.html, {
          type: 'text/html; charset=utf-8',
          key: undefined,
          headers: { 'Content-Security-Policy': strictCsp(page.styles) },
        });
      });

  // Every other GET is a page of the site (so that deep links load); files that are not there are 404s.
  app.setNotFoundHandler(async (request, reply) => {
    const path = requestPath(request.raw.url ?? '/') ?? '/';
    if (path.startsWith('/phx/')) return reply.code(404).header('Access-Control-Allow-Origin', '*').send();
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(405).header('Allow', 'GET, HEAD').header('Connection', 'close').send();
    if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).send();
    const route = withoutTrailingSlashes(path);
    const page = await cachedSitePage({
      render: await render(),
      path: route,
      search: pageQuery(route, new URLSearchParams((request.raw.url ?? '').split('?')[1] ?? '')),
      origin: originOf(request),
      clinics: clinics.data(),
    });
    const sent = {
      type: 'text/html; charset=utf-8',
      status: page.status,
      headers: { 'Content-Security-Policy': page.csp },
    };
    return page.parts
      ? sendFilled(request, reply, page.parts, page.formKey, { ...sent, key: page.cacheKey })
      : sendBytes(request, reply, page.html, { ...sent, key: page.cacheKey });
  });

  // Anything unexpected: a 500 without a stack, logged by the error's name only (a message may quote a visitor).
  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) say(`${request.method} failed: ${error.name ?? 'Error'}${error.code ? ` ${error.code}` : ''}`);
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Internal error.' : 'Bad request.');
  });
}

/** The store as the receiver sees it: each new inquiry also wakes the delivery worker, so it is sent at once. */
function wakingOn(store: InquiryStore, wake: () => void): InquiryStore {
  return {
    add: async (request) => {
      const result = await store.add(request);
      if (!result.conflict && result.created) wake();
      return result;
    },
    list: () => store.list(),
    ping: store.ping && (() => store.ping?.()),
    close: () => store.close(),
  };
}

/** A CSP header value as helmet's directives. */
function directivesOf(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

/**
 * The server as a Node http.Server, for callers that listen on it themselves (tests, the e2e setup): requests wait
 * until the app's plugins are ready; closing it closes the store it opened.
 */
export function createPhxServer(options: PhxServerOptions): Server {
  let ready: PromiseLike<unknown> = Promise.resolve();
  let handler: (req: never, res: never) => void = () => {};
  const { app } = buildApp(options, ((h: typeof handler) => {
    handler = h;
    return createServer((req, res) => void ready.then(() => handler(req as never, res as never)));
  }) as never);
  ready = app.ready().then(undefined, () => {});
  app.server.on('close', () => void app.close());
  return app.server;
}
