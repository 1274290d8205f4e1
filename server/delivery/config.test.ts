// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deliveryConfigFromEnv, kindsOf } from './config.ts';
import { testSecret } from '../../test/server/webhook-receiver.ts';

const mail = {
  PHX_SMTP_URL: 'smtps://u:p@mail.example:465',
  PHX_NOTIFY_TO: 'a@x.example, b@x.example',
  PHX_NOTIFY_FROM: 'site@x.example',
};

describe('delivery settings', () => {
  it('sends nothing and keeps inquiries a year when nothing is set', () => {
    const config = deliveryConfigFromEnv({});
    expect(kindsOf(config)).toEqual([]);
    expect(config.retentionDays).toBe(365);
    expect(config.clinicHourlyCap).toBe(20);
  });

  it('reads the hourly cap of requests per clinic', () => {
    expect(deliveryConfigFromEnv({ PHX_CLINIC_HOURLY_CAP: '5' }).clinicHourlyCap).toBe(5);
  });

  it('reads the team list, the sender and the webhook', () => {
    const config = deliveryConfigFromEnv({
      ...mail,
      PHX_WEBHOOK_URL: 'https://crm.example/hook',
      PHX_WEBHOOK_SECRET: testSecret,
      PHX_RETENTION_DAYS: '30',
    });
    expect(config.mail?.to).toEqual(['a@x.example', 'b@x.example']);
    expect(kindsOf(config)).toEqual(['email', 'webhook']);
    expect(config.retentionDays).toBe(30);
  });

  it.each([
    [
      { PHX_SMTP_URL: 'smtp://mail.example' },
      'PHX_SMTP_URL is set but PHX_NOTIFY_TO is not: name who gets the inquiries.',
    ],
    [{ ...mail, PHX_NOTIFY_FROM: '' }, 'PHX_SMTP_URL is set but PHX_NOTIFY_FROM is not: name the sender address.'],
    [{ ...mail, PHX_SMTP_URL: 'http://mail.example' }, 'PHX_SMTP_URL must start with smtp:// or smtps://.'],
    [{ PHX_WEBHOOK_URL: 'https://crm.example/hook' }, 'PHX_WEBHOOK_URL is set but PHX_WEBHOOK_SECRET is not.'],
    [
      { PHX_WEBHOOK_URL: 'https://crm.example/hook', PHX_WEBHOOK_SECRET: 'not base64!' },
      'PHX_WEBHOOK_URL is set but PHX_WEBHOOK_SECRET is not a signing secret (whsec_ and base64).',
    ],
    [
      { PHX_WEBHOOK_URL: 'ftp://crm.example', PHX_WEBHOOK_SECRET: testSecret },
      'PHX_WEBHOOK_URL must be an http:// or https:// address.',
    ],
    [{ PHX_RETENTION_DAYS: '0' }, 'PHX_RETENTION_DAYS must be a whole number of days, 1 or more.'],
    [
      { PHX_CLINIC_HOURLY_CAP: 'lots' },
      'PHX_CLINIC_HOURLY_CAP="lots" is not a whole number above 0: leave it unset for 20.',
    ],
  ])('refuses %j in one sentence', (env, sentence) => {
    expect(() => deliveryConfigFromEnv(env)).toThrow(sentence);
  });
});
