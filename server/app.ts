/**
 * The site's server: the built bundle under /phx/, every page of the site prerendered, sitemap and robots, one
 * element rendered for hosts such as the WordPress plugin at GET /api/elements/<tag>, the receiver for inquiries at
 * POST /api/inquiries, health and readiness, and (outside production) the demo's host pages. A Fastify app: the
 * plugins in plugins/ (what every route shares), the routes in routes/ (each registered, encapsulated); started by
 * main.ts (`npm start`) or serve.ts (`npm run serve`).
 */
import Fastify, {
  type FastifyBaseLogger,
  type FastifyPluginAsync,
  type FastifyServerFactory,
  LogController,
} from 'fastify';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import pino from 'pino';
import { ClinicsFileError, clinicsFileFrom, type ClinicDirectory, openClinicDirectory } from './clinics/directory.ts';
import { type DeliveryConfig, type DeliveryTuning, recipientsOf } from './delivery/index.ts';
import { defaultPerMinute } from './http/rate-limit.ts';
import { defaultTrustedProxies, trustedProxyCheck } from './http/trusted-proxies.ts';
import connections, { defaultPerClient } from './plugins/connections.ts';
import counters from './plugins/counters.ts';
import errors from './plugins/errors.ts';
import metrics, { type MetricsOptions } from './plugins/metrics.ts';
import requestLog from './plugins/request-log.ts';
import requestTarget from './plugins/request-target.ts';
import securityHeaders from './plugins/security-headers.ts';
import renderer from './plugins/renderer.ts';
import storePlugin from './plugins/store.ts';
import clinicsPlugin from './plugins/clinics.ts';
import bundle from './routes/bundle.ts';
import clinics from './routes/clinics.ts';
import demo from './routes/demo.ts';
import elements from './routes/elements.ts';
import health from './routes/health.ts';
import inquiries from './routes/inquiries.ts';
import pages from './routes/pages.ts';
import patientPages from './routes/patient.ts';
import { type Render, strictCspDirectives } from './site/pages.ts';
import { openSqliteStore } from './store/sqlite/store.ts';
import type { InquiryStore } from './store/store.ts';
import { StartupError } from './startup-error.ts';
import type { TeamConfig } from './team/config.ts';
import team from './team/plugin.ts';

export interface PhxServerOptions {
  /** The repository root (dist/ and demo/ are under it). */
  root: string;
  dataDir: string;
  /** Where inquiries are kept; default: SQLite in `dataDir`, closed with the server. */
  store?: InquiryStore;
  allowedOrigins?: string[];
  /** The site's public origin; when set, the Host header is never trusted for same-origin checks or page URLs. */
  publicOrigin?: string;
  /**
   * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (addresses, CIDR ranges, `loopback`):
   * Fastify's `trustProxy`. Default: loopback (a proxy on this machine); `[]` believes nobody.
   */
  trustedProxies?: readonly string[];
  rateLimitPerMinute?: number;
  /**
   * Each log line and its level (info, warn, error): one per request (method, path, status, milliseconds) and what
   * the server has to say; never any inquiry content. Default: pino.
   */
  log?: (line: string, level: string) => void;
  /** The pino logger to write to when no `log` is given (main.ts: JSON in production, readable otherwise). */
  logger?: FastifyBaseLogger;
  /** Serves the demo's host pages (/partner.html, /cms.html, /elements.html); never in production. Default true. */
  demoPages?: boolean;
  /** Whether the bundle in dist/cdn may be rebuilt while the server runs (each request checks it). Default true. */
  bundleChanges?: boolean;
  /** The element renderer; default: the built one in dist/server (the built server passes its bundled copy). */
  render?: Render;
  /** The version of the code and content a handed-in `render` renders (`npm run dev`'s): a new one makes new pages. */
  pagesVersion?: () => string;
  /** Most connections open at once; more are refused until one closes. */
  maxConnections?: number;
  /** Most connections one client holds at once (IPv6: one /64); a trusted proxy's are not counted (it limits them). */
  maxConnectionsPerClient?: number;
  /** Shorter timeouts than `timeouts` (a test's). */
  timeouts?: Partial<Timeouts>;
  /**
   * E-mail and webhook for each stored inquiry, sent by a worker from the store's outbox, and the daily retention
   * pass (run.ts reads it from the environment). Without it nothing is sent and nothing expires.
   */
  delivery?: DeliveryConfig;
  /** Test fixture: a quicker delivery worker (shorter polls, leases and backoff). */
  deliveryTuning?: DeliveryTuning;
  /** How often the counter line is logged (run.ts: once a minute in production); never when not given. */
  countersEveryMs?: number;
  /** GET /metrics on a listener of its own (PHX_METRICS_PORT); none when not given. */
  metrics?: MetricsOptions;
  /** Plugins registered at the app's root before the site's own (a test server's fault injection). */
  plugins?: FastifyPluginAsync[];
  /** The partner clinics (docs/clinics.md); default: read from `clinicsFile`, and again when it changes. */
  clinics?: ClinicDirectory;
  /** The clinics file (ServerConfig's, PHX_CLINICS_FILE); default: the sample, or the build's copy without src/. */
  clinicsFile?: string;
  /** Whether SIGHUP reads the clinics file again (the process's own server, run.ts's). */
  clinicsOnSighup?: boolean;
  /** Whether a reload may drop more than a tenth of the clinics without a SIGHUP (ServerConfig's). */
  clinicsAllowDrop?: boolean;
  /** The team inbox at /team (ServerConfig's `team`, docs/inbox.md); without it /team does not exist. */
  team?: TeamConfig;
}

/**
 * Timeouts, in milliseconds, against clients that hold a connection without finishing a request (see
 * docs/deployment.md): the headers within 10 s (also a connection that sends nothing at all), the whole request
 * within 30 s, an idle keep-alive for 5 s.
 */
export const timeouts = { headers: 10_000, request: 30_000, keepAlive: 5_000 } as const;
type Timeouts = { [K in keyof typeof timeouts]: number };

/**
 * How often Node checks each connection against the header and request timeouts (its default, 30 s, let a
 * connection that sent nothing stay up to 40 s): once a second, the timeouts hold to about a second.
 */
const connectionsCheckingInterval = 1_000;
export const defaultMaxConnections = 1_000;

function loggerOf(options: PhxServerOptions): FastifyBaseLogger {
  if (options.logger) return options.logger;
  const { log } = options;
  if (!log) return pino({ base: null });
  return pino(
    { base: null, timestamp: false },
    {
      write: (line: string) => {
        const { msg, level } = JSON.parse(line);
        log(msg, pino.levels.labels[level]);
      },
    },
  );
}

/** The Fastify app; `app.server` listens once `app.ready()` has resolved (main.ts calls `app.listen`). */
export function buildApp(options: PhxServerOptions, serverFactory?: FastifyServerFactory) {
  const logger = loggerOf(options);
  const limits: Timeouts = { ...timeouts, ...options.timeouts };
  const directory =
    options.clinics ??
    clinicsFrom(
      options.clinicsFile ?? clinicsFileFrom({}, options.root),
      logger,
      options.clinicsOnSighup,
      options.clinicsAllowDrop,
    );
  // The team on each channel, and the clinic a patient chose to share a request with (delivery/recipients.ts).
  const deliveries = options.delivery ? recipientsOf(options.delivery, logger) : [];
  const store = options.store ?? openSqliteStore(options.dataDir, logger, { deliveries });
  const trustedProxies = options.trustedProxies ?? defaultTrustedProxies;
  const app = Fastify({
    trustProxy: trustedProxies.length ? [...trustedProxies] : false,
    loggerInstance: logger,
    // One line per request is ours (plugins/request-log.ts); Fastify's own two are off.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    requestTimeout: limits.request,
    keepAliveTimeout: limits.keepAlive,
    connectionTimeout: limits.request + limits.keepAlive,
    http: { connectionsCheckingInterval },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 10_000 },
    serverFactory,
  });
  // Set here too: Fastify leaves a server made by a serverFactory (createPhxServer) as it is.
  app.server.headersTimeout = limits.headers;
  app.server.requestTimeout = limits.request;
  app.server.keepAliveTimeout = limits.keepAlive;
  app.server.setTimeout(limits.request + limits.keepAlive);
  app.server.maxConnections = options.maxConnections ?? defaultMaxConnections;

  const publicOrigin = options.publicOrigin ? new URL(options.publicOrigin).origin : undefined;
  for (const plugin of options.plugins ?? []) app.register(plugin);
  app.register(connections, {
    perClient: options.maxConnectionsPerClient ?? defaultPerClient,
    isTrustedProxy: trustedProxyCheck(trustedProxies),
  });
  app.register(requestLog);
  app.register(securityHeaders, {
    // Each page sends its own policy (with the hashes of its inline styles); this one covers everything else.
    contentSecurityPolicy: { useDefaults: false, directives: strictCspDirectives([]) },
    // The bundle is loaded by partners' pages on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    strictTransportSecurity: publicOrigin?.startsWith('https:') ? { maxAge: 31_536_000 } : false,
  });
  app.register(requestTarget);
  app.register(errors);
  app.register(storePlugin, {
    store,
    owned: !options.store,
    delivery: options.delivery,
    deliveryTuning: options.deliveryTuning,
    clinics: (id) => directory.lookup(id),
    // A patient's link starts with the site's origin, else the address this server listens on.
    origin: () => publicOrigin ?? listeningOrigin(app.server),
  });
  app.register(counters, { everyMs: options.countersEveryMs });
  if (options.metrics) app.register(metrics, options.metrics);
  app.register(clinicsPlugin, { directory, owned: !options.clinics });
  app.register(renderer, {
    root: options.root,
    render: options.render,
    pagesVersion: options.pagesVersion,
    retentionDays: options.delivery?.retentionDays,
    publicOrigin,
  });

  app.register(health);
  app.register(inquiries, {
    rateLimitPerMinute: options.rateLimitPerMinute ?? defaultPerMinute,
    allowedOrigins: options.allowedOrigins ?? [],
  });
  app.register(elements);
  app.register(clinics);
  app.register(patientPages);
  if (options.team)
    app.register(team, {
      config: options.team,
      store,
      delivery: options.delivery,
      clinics: (id) => directory.lookup(id),
      publicOrigin,
    });
  // The bundle, from memory (see routes/bundle.ts).
  app.register(bundle, { dir: join(options.root, 'dist/cdn'), changes: options.bundleChanges !== false });
  if (options.demoPages !== false) app.register(demo, { dir: join(options.root, 'demo') });
  app.register(pages);
  return { app, store, clinics: directory };
}

/** http://<address>:<port> of a listening server (the patient's link without PHX_PUBLIC_ORIGIN: development, tests). */
function listeningOrigin(server: Server): string {
  const address = server.address();
  if (!address || typeof address === 'string') return 'http://localhost';
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host === '0.0.0.0' || host === '[::]' ? 'localhost' : host}:${address.port}`;
}

/** The clinics in `file`: a file with a problem stops the start, naming each line. */
function clinicsFrom(file: string, logger: FastifyBaseLogger, sighup = false, allowDrop = false) {
  try {
    return openClinicDirectory({
      file,
      log: (line, level) => logger[level](line),
      sighup,
      // A reload may drop more than a tenth of the clinics without a SIGHUP (docs/clinics.md).
      allowDrop,
    });
  } catch (error) {
    if (error instanceof ClinicsFileError)
      throw new StartupError(`${error.message}
Fix the clinics file (npm run clinics -- check FILE) and start again.`);
    throw error;
  }
}

/**
 * The server as a Node http.Server, for callers that listen on it themselves (tests, the e2e setup): requests wait
 * until the app's plugins are ready; closing it closes the store it opened.
 */
export function createPhxServer(options: PhxServerOptions): Server {
  let ready: PromiseLike<unknown> = Promise.resolve();
  const { app } = buildApp(options, (handler) =>
    createServer({ connectionsCheckingInterval }, (req, res) => void ready.then(() => handler(req, res))),
  );
  ready = app.ready().then(undefined, () => {});
  // A server closed while its app has not finished starting: closing rejects with the start's error, said once here.
  app.server.on('close', () => {
    app.close().catch((error: Error) => app.log.warn(`closed before it had started: ${error.message}`));
  });
  return app.server;
}
