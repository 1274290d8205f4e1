/**
 * Starts the server from its environment and stops it cleanly: on SIGTERM or SIGINT it stops accepting, lets the
 * requests in flight finish (up to 10 s), closes the store and exits 0. A StartupError is printed as its one
 * sentence, exit 1.
 */
import pino from 'pino';
import { buildApp, type PhxServerOptions } from './app.ts';
import { companyAtStart } from './company.ts';
import { configFrom, isProduction } from './config.ts';
import { recipientsOf } from './delivery/index.ts';
import { guardProcess } from './http/process-guard.ts';
import { StartupError } from './startup-error.ts';
import { openPostgresStore } from './store/postgres/store.ts';
import type { InquiryStore } from './store/store.ts';

/** How long a log line may wait in the buffer before it is written. */
const logFlushMs = 100;

/**
 * Production logs: up to 4 KB of lines written at once, at the latest after `logFlushMs` (pino writes what is left
 * at exit). A write per line cost a third of the time of a small answer.
 */
function productionLog() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => destination.flush(), logFlushMs).unref();
  destination.on('close', () => clearInterval(timer));
  return destination;
}

/** How long a stop waits for the requests in flight. */
const drainMs = 10_000;

export async function run(root: string, extra: Partial<PhxServerOptions> = {}) {
  // Read through a variable: the build replaces the literal `process.env.NODE_ENV` in bundled code.
  const env = process.env;
  // The log's format is needed before the settings are checked (to say what is wrong with them).
  const production = isProduction(env);
  // JSON for a log collector in production; one readable line each otherwise.
  const logger = production
    ? pino({ base: null }, productionLog())
    : pino({
        base: null,
        transport: { target: 'pino-pretty', options: { ignore: 'method,path,status,ms', translateTime: 'HH:MM:ss' } },
      });
  const fail = (error: unknown) => {
    const known = error instanceof StartupError;
    const sentence = `phx: ${known ? error.message : `could not start: ${(error as Error)?.name ?? 'Error'} ${(error as Error)?.message ?? ''}`}`;
    // Written at once (the process exits next); in production a JSON line as pino's, for the log collector.
    process.stderr.write(
      `${production ? JSON.stringify({ level: pino.levels.values.fatal, time: Date.now(), msg: sentence }) : sentence}\n`,
    );
    process.exit(1);
  };
  try {
    const config = configFrom(env, root, (line) => logger.warn(line));
    companyAtStart(config, root, (line) => logger.warn(line));
    guardProcess((line) => logger.error(line));
    let store: InquiryStore | undefined;
    const deliveries = recipientsOf(config.delivery, logger);
    if (config.databaseUrl) store = await openPostgresStore(config.databaseUrl, { deliveries });
    const built = buildApp({
      root,
      dataDir: config.dataDir,
      store,
      allowedOrigins: config.allowedOrigins,
      publicOrigin: config.publicOrigin,
      trustedProxies: config.trustedProxies,
      rateLimitPerMinute: config.rateLimitPerMinute,
      maxConnections: config.maxConnections,
      maxConnectionsPerClient: config.maxConnectionsPerClient,
      metrics: config.metrics,
      // One counter line a minute in production, for a log collector to chart and alert on.
      countersEveryMs: config.production ? 60_000 : undefined,
      demoPages: !config.production,
      bundleChanges: !config.production,
      delivery: config.delivery,
      clinicsFile: config.clinicsFile,
      clinicsAllowDrop: config.clinicsAllowDrop,
      logger,
      clinicsOnSighup: true,
      team: config.team,
      ...extra,
    });
    const { app } = built;
    if (store) app.addHook('onClose', async () => store.close());
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shown = config.host.includes(':') ? `[${config.host}]` : config.host;
    logger.info(`phx ${config.production ? 'site' : 'demo'}: http://${shown}:${port}/`);
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info(`${signal}: finishing the requests in flight, then stopping`);
      const late = setTimeout(() => {
        logger.warn(`requests still open after ${drainMs / 1000} s: closing them`);
        app.server.closeAllConnections();
      }, drainMs);
      late.unref();
      app.close().then(
        () => {
          clearTimeout(late);
          logger.flush?.();
          process.exit(0);
        },
        () => process.exit(1),
      );
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  } catch (error) {
    fail(error);
  }
}
