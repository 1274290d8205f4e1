/**
 * The server's settings, read from its environment here and nowhere else (the table in docs/deployment.md), into one
 * typed ServerConfig that run.ts hands to the app. A setting that cannot work is a StartupError: one sentence naming
 * it and the remedy. (The delivery's settings are read by delivery/config.ts, called from here.)
 */
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { clinicsFileFrom } from './clinics/directory.ts';
import { type DeliveryConfig, DeliveryConfigError, deliveryConfigFromEnv } from './delivery/index.ts';
import { rateLimitFrom } from './http/rate-limit.ts';
import { trustedProxiesFrom } from './http/trusted-proxies.ts';
import { StartupError } from './startup-error.ts';
import { type TeamConfig, teamConfigFrom } from './team/config.ts';

export interface ServerConfig {
  host: string;
  port: number;
  production: boolean;
  dataDir: string;
  databaseUrl?: string;
  publicOrigin?: string;
  allowedOrigins: string[];
  /** The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (PHX_TRUST_PROXY; loopback by default). */
  trustedProxies: readonly string[];
  rateLimitPerMinute: number;
  maxConnections?: number;
  maxConnectionsPerClient?: number;
  /** GET /metrics on a port of its own (PHX_METRICS_PORT), on loopback unless PHX_METRICS_HOST says otherwise. */
  metrics?: { port: number; host: string };
  /** E-mail and webhook for each inquiry, clinics' caps, and how long inquiries are kept (docs/inquiries.md). */
  delivery: DeliveryConfig;
  /** The partner clinics' CSV (PHX_CLINICS_FILE; else the sample, or the build's copy in an install without src/). */
  clinicsFile: string;
  /** PHX_CLINICS_ALLOW_DROP=1: a reload may drop more than a tenth of the clinics without a SIGHUP (docs/clinics.md). */
  clinicsAllowDrop: boolean;
  /** The company's details (PHX_COMPANY_FILE, resolved); undefined: the sample, or the build's copy (company.ts). */
  companyFile?: string;
  /** The team inbox at /team (docs/inbox.md): its identity provider and who may enter; undefined: no inbox (404). */
  team?: TeamConfig;
}

/** Whether the server runs in production (NODE_ENV), also for what it prints before its settings are read. */
export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/** Whether `url` names a PostgreSQL server: postgres(ql)://, a host (or a socket's `?host=`), a numeric port if any. */
function isPostgresUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return /^postgres(ql)?:$/.test(parsed.protocol) && Boolean(parsed.hostname || parsed.searchParams.get('host'));
  } catch {
    return false;
  }
}

const loopback = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);

export function configFrom(env: NodeJS.ProcessEnv, root: string, warn: (line: string) => void): ServerConfig {
  const production = isProduction(env);
  const host = env.HOST?.trim() || '127.0.0.1';
  if (host !== 'localhost' && !isIP(host) && !/^[a-z0-9.-]+$/i.test(host))
    throw new StartupError(
      `HOST=${JSON.stringify(host)} is not an address to listen on: set it to e.g. 127.0.0.1 or 0.0.0.0.`,
    );
  if (env.PORT !== undefined && env.PORT.trim() === '')
    throw new StartupError('PORT is empty: set it to the port to listen on (e.g. 4173), or unset it for 4173.');
  const port = Number(env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new StartupError(
      `PORT=${JSON.stringify(env.PORT)} is not a port number: set it to a whole number from 0 to 65535.`,
    );
  const publicOrigin = env.PHX_PUBLIC_ORIGIN?.trim() || undefined;
  if (publicOrigin) {
    let url: URL | undefined;
    try {
      url = new URL(publicOrigin);
    } catch {}
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      throw new StartupError(
        `PHX_PUBLIC_ORIGIN=${JSON.stringify(publicOrigin)} is not an origin: set it to the site's address, e.g. https://phoenix-bionics.example.`,
      );
  }
  if (production && !publicOrigin && !loopback(host))
    throw new StartupError(
      `NODE_ENV=production with HOST=${host} needs PHX_PUBLIC_ORIGIN (the site's https:// address): without it the Host header would decide page URLs and the same-origin check.`,
    );
  const databaseUrl = env.PHX_DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !isPostgresUrl(databaseUrl))
    throw new StartupError(
      'PHX_DATABASE_URL is not a postgres:// URL (postgres://user:password@host:5432/database, special characters of the password percent-encoded): fix it, or unset it to keep inquiries in SQLite.',
    );
  const maxConnections = countOf(env, 'PHX_MAX_CONNECTIONS');
  const maxConnectionsPerClient = countOf(env, 'PHX_MAX_CONNECTIONS_PER_CLIENT');
  const metricsPort = countOf(env, 'PHX_METRICS_PORT');
  if (metricsPort !== undefined && metricsPort > 65535)
    throw new StartupError(
      `PHX_METRICS_PORT=${JSON.stringify(env.PHX_METRICS_PORT)} is not a port number (1 to 65535).`,
    );
  const metricsHost = env.PHX_METRICS_HOST?.trim() || '127.0.0.1';
  if (!isIP(metricsHost) && metricsHost !== 'localhost')
    throw new StartupError(
      `PHX_METRICS_HOST=${JSON.stringify(env.PHX_METRICS_HOST)} is not an address to listen on: leave it unset for 127.0.0.1.`,
    );
  const trustedProxies = trustedProxiesFrom(env.PHX_TRUST_PROXY);
  if ('error' in trustedProxies) throw new StartupError(trustedProxies.error);
  let delivery: DeliveryConfig;
  try {
    delivery = deliveryConfigFromEnv(env);
  } catch (error) {
    if (error instanceof DeliveryConfigError) throw new StartupError(error.message);
    throw error;
  }
  const linkSecret = env.PHX_LINK_SECRET?.trim() || undefined;
  if (linkSecret && Buffer.byteLength(linkSecret) < 32)
    throw new StartupError(
      "PHX_LINK_SECRET is shorter than 32 characters: make one with node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\".",
    );
  if (production && delivery.mail && !linkSecret)
    throw new StartupError(
      "NODE_ENV=production with PHX_SMTP_URL needs PHX_LINK_SECRET (at least 32 random characters): it signs each patient's link to their request (docs/patient-link.md).",
    );
  // Outside production without it, requests get no confirmation and no link (docs/patient-link.md).
  if (linkSecret) delivery.linkSecret = linkSecret;
  return {
    delivery,
    host,
    port,
    production,
    dataDir: env.PHX_DATA_DIR || join(root, 'data'),
    databaseUrl,
    publicOrigin,
    allowedOrigins: (env.PHX_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustedProxies,
    rateLimitPerMinute: rateLimitFrom(env.PHX_RATE_LIMIT, warn),
    maxConnections,
    maxConnectionsPerClient,
    metrics: metricsPort ? { port: metricsPort, host: metricsHost } : undefined,
    clinicsFile: clinicsFileFrom(env, root),
    clinicsAllowDrop: env.PHX_CLINICS_ALLOW_DROP === '1',
    companyFile: env.PHX_COMPANY_FILE?.trim() ? resolve(env.PHX_COMPANY_FILE.trim()) : undefined,
    team: teamConfigFrom(env, production),
  };
}

/** A setting that is a whole number above 0, or undefined when it is not set. */
function countOf(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const count = Number(text);
  if (!(Number.isInteger(count) && count > 0))
    throw new StartupError(`${name}=${JSON.stringify(env[name])} is not a whole number above 0.`);
  return count;
}
