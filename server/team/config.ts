/**
 * The team inbox's settings (docs/inbox.md), read once at start by server/config.ts into ServerConfig's `team`.
 * Without PHX_OIDC_ISSUER the inbox does not exist (/team answers 404); with it, a setting that cannot work stops the
 * start in one sentence naming it.
 */
import { StartupError } from '../startup-error.ts';

export interface TeamConfig {
  /** The identity provider's issuer URL (its discovery document is `<issuer>/.well-known/openid-configuration`). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who may enter: e-mail domains (lower case); empty when only groups decide. */
  allowedDomains: string[];
  /** Who may enter: any of these groups in the ID token's `groupsClaim`; empty when only domains decide. */
  allowedGroups: string[];
  groupsClaim: string;
  /** The first admins' e-mail addresses (lower case): they may give others roles on the roles page. */
  admins: string[];
  /** A session unused this long ends (PHX_TEAM_IDLE_MINUTES, default 30). */
  idleMs: number;
  /** A session ends this long after sign-in, used or not (PHX_TEAM_SESSION_HOURS, default 12). */
  absoluteMs: number;
  /** The hour (UTC) the daily overdue summary is sent (PHX_TEAM_SUMMARY_HOUR, default 7). */
  summaryHour: number;
  /** Whether the identity provider may be reached over plain http (tests; never in production). */
  insecureIssuer?: boolean;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new StartupError(`${name}=${JSON.stringify(text)} is not a whole number from ${min} to ${max}.`);
  return value;
}

/** The inbox's settings, or undefined when PHX_OIDC_ISSUER is not set (then /team does not exist). */
export function teamConfigFrom(env: NodeJS.ProcessEnv, production: boolean): TeamConfig | undefined {
  const issuer = env.PHX_OIDC_ISSUER?.trim();
  const clientId = env.PHX_OIDC_CLIENT_ID?.trim();
  const clientSecret = env.PHX_OIDC_CLIENT_SECRET?.trim();
  if (!issuer) {
    if (clientId || clientSecret)
      throw new StartupError(
        "PHX_OIDC_CLIENT_ID is set without PHX_OIDC_ISSUER: set the identity provider's issuer URL too, or unset both to run without the team inbox.",
      );
    return undefined;
  }
  let url: URL | undefined;
  try {
    url = new URL(issuer);
  } catch {}
  const local = url && /^(localhost|127\.[\d.]+|\[::1\])$/.test(url.hostname);
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && local && !production)))
    throw new StartupError(
      `PHX_OIDC_ISSUER=${JSON.stringify(issuer)} is not an https:// URL: set it to the identity provider's issuer (docs/inbox.md).`,
    );
  if (!clientId || !clientSecret)
    throw new StartupError(
      'PHX_OIDC_ISSUER needs PHX_OIDC_CLIENT_ID and PHX_OIDC_CLIENT_SECRET: register the inbox with the identity provider (docs/inbox.md) and set both.',
    );
  const allowedDomains = list(env.PHX_OIDC_ALLOWED_DOMAINS).map((domain) => domain.toLowerCase().replace(/^@/, ''));
  const allowedGroups = list(env.PHX_OIDC_ALLOWED_GROUPS);
  if (!allowedDomains.length && !allowedGroups.length)
    throw new StartupError(
      'PHX_OIDC_ISSUER needs PHX_OIDC_ALLOWED_DOMAINS (e-mail domains) or PHX_OIDC_ALLOWED_GROUPS (groups) to say who may enter the team inbox.',
    );
  const bad = allowedDomains.find((domain) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain));
  if (bad)
    throw new StartupError(
      `PHX_OIDC_ALLOWED_DOMAINS has ${JSON.stringify(bad)}, which is not an e-mail domain: list domains such as example.com, comma-separated.`,
    );
  const admins = list(env.PHX_TEAM_ADMINS).map((email) => email.toLowerCase());
  const notAddress = admins.find((email) => !/^[^@\s]+@[^@\s]+$/.test(email));
  if (notAddress)
    throw new StartupError(
      `PHX_TEAM_ADMINS has ${JSON.stringify(notAddress)}, which is not an e-mail address: list the first admins' addresses, comma-separated.`,
    );
  return {
    issuer,
    clientId,
    clientSecret,
    allowedDomains,
    allowedGroups,
    groupsClaim: env.PHX_OIDC_GROUPS_CLAIM?.trim() || 'groups',
    admins,
    idleMs: whole(env, 'PHX_TEAM_IDLE_MINUTES', 30, 1, 24 * 60) * 60_000,
    absoluteMs: whole(env, 'PHX_TEAM_SESSION_HOURS', 12, 1, 24 * 7) * 3_600_000,
    summaryHour: whole(env, 'PHX_TEAM_SUMMARY_HOUR', 7, 0, 23),
    insecureIssuer: url.protocol === 'http:',
  };
}
