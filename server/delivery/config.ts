/** Delivery's settings from the environment, each mistake refused at start in one sentence naming the variable. */
import { Webhook } from 'standardwebhooks';
import { languageCodes } from '../../src/content/i18n/languages.ts';
import { defaultRetentionDays, retentionDaysFrom } from '../../src/content/retention.ts';
import type { DeliveryKind } from './outbox.ts';

export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://… */
  smtpUrl: string;
  to: string[];
  from: string;
  /** The language of the team's notifications (default English). */
  lang?: string;
}

export interface WebhookConfig {
  url: string;
  /** The signing secret: `whsec_` and base64, as Standard Webhooks libraries expect. */
  secret: string;
}

export interface DeliveryConfig {
  mail?: MailConfig;
  webhook?: WebhookConfig;
  /** The secret requests to clinics' own webhooks are signed with (PHX_CLINIC_WEBHOOK_SECRET): never the team's. */
  clinicWebhookSecret?: string;
  /** Inquiries older than this are deleted, with their deliveries (PHX_RETENTION_DAYS, default 365). */
  retentionDays: number;
  /**
   * Most requests one clinic is sent in an hour (PHX_CLINIC_HOURLY_CAP, default 20); copies above it wait for the
   * team's release (`npm run inquiries -- release`).
   */
  clinicHourlyCap?: number;
  /**
   * The secret a patient's own link is signed with (PHX_LINK_SECRET, read by server/config.ts): with `mail`, each
   * request's sender gets a confirmation e-mail with that link (docs/patient-link.md).
   */
  linkSecret?: string;
}

export const defaultClinicHourlyCap = 20;

export class DeliveryConfigError extends Error {
  override name = 'DeliveryConfigError';
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function deliveryConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DeliveryConfig {
  const fail = (sentence: string) => {
    throw new DeliveryConfigError(sentence);
  };
  const config: DeliveryConfig = { retentionDays: defaultRetentionDays, clinicHourlyCap: defaultClinicHourlyCap };
  const cap = env.PHX_CLINIC_HOURLY_CAP?.trim();
  if (cap) {
    if (!/^\d{1,6}$/.test(cap) || Number(cap) < 1)
      fail(
        `PHX_CLINIC_HOURLY_CAP=${JSON.stringify(cap)} is not a whole number above 0: leave it unset for ${defaultClinicHourlyCap}.`,
      );
    config.clinicHourlyCap = Number(cap);
  }
  // The same rule as the build's (whose days the static export's privacy notice states).
  try {
    config.retentionDays = retentionDaysFrom(env.PHX_RETENTION_DAYS);
  } catch (error) {
    fail((error as Error).message);
  }
  const lang = env.PHX_NOTIFY_LANG?.trim() || undefined;
  if (lang && !(languageCodes as readonly string[]).includes(lang))
    fail(
      `PHX_NOTIFY_LANG=${JSON.stringify(lang)} is not a language of the site: set it to ${languageCodes.slice(0, -1).join(', ')} or ${languageCodes.at(-1)}.`,
    );
  if (env.PHX_SMTP_URL) {
    if (!/^smtps?:\/\//.test(env.PHX_SMTP_URL)) fail('PHX_SMTP_URL must start with smtp:// or smtps://.');
    const to = list(env.PHX_NOTIFY_TO);
    if (!to.length) fail('PHX_SMTP_URL is set but PHX_NOTIFY_TO is not: name who gets the inquiries.');
    if (!env.PHX_NOTIFY_FROM) fail('PHX_SMTP_URL is set but PHX_NOTIFY_FROM is not: name the sender address.');
    config.mail = { smtpUrl: env.PHX_SMTP_URL, to, from: env.PHX_NOTIFY_FROM as string, lang };
  }
  if (env.PHX_WEBHOOK_URL) {
    if (!/^https?:\/\//.test(env.PHX_WEBHOOK_URL)) fail('PHX_WEBHOOK_URL must be an http:// or https:// address.');
    const secret = env.PHX_WEBHOOK_SECRET ?? '';
    if (!secret) fail('PHX_WEBHOOK_URL is set but PHX_WEBHOOK_SECRET is not.');
    try {
      new Webhook(secret);
    } catch {
      fail('PHX_WEBHOOK_URL is set but PHX_WEBHOOK_SECRET is not a signing secret (whsec_ and base64).');
    }
    config.webhook = { url: env.PHX_WEBHOOK_URL, secret };
  }
  if (env.PHX_CLINIC_WEBHOOK_SECRET) {
    const secret = env.PHX_CLINIC_WEBHOOK_SECRET;
    try {
      new Webhook(secret);
    } catch {
      fail('PHX_CLINIC_WEBHOOK_SECRET is not a signing secret (whsec_ and base64).');
    }
    if (secret === config.webhook?.secret) fail("PHX_CLINIC_WEBHOOK_SECRET must not be the team's PHX_WEBHOOK_SECRET.");
    config.clinicWebhookSecret = secret;
  }
  return config;
}

/** The deliveries each new inquiry gets, by what is configured. */
export const kindsOf = (config: DeliveryConfig): DeliveryKind[] => [
  ...(config.mail ? (['email'] as const) : []),
  ...(config.webhook ? (['webhook'] as const) : []),
];
