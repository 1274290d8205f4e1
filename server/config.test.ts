// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFrom } from './config';
import { StartupError } from './startup-error';

/** The one sentence a start refuses with, or undefined when it starts. */
function refusal(env: NodeJS.ProcessEnv): string | undefined {
  try {
    configFrom(env, '/srv/phx', () => {});
    return undefined;
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    return error.message;
  }
}

describe('settings checked at start', () => {
  it('refuses an empty PORT instead of listening on a port of its own choosing', () => {
    expect(refusal({ PORT: '' })).toMatch(/^PORT is empty: /);
    expect(refusal({ PORT: ' ' })).toMatch(/^PORT is empty: /);
    expect(refusal({})).toBeUndefined();
  });

  it('refuses a PHX_NOTIFY_LANG that is not a language of the site, naming the ones it knows', () => {
    expect(refusal({ PHX_NOTIFY_LANG: 'fr' })).toBe(
      'PHX_NOTIFY_LANG="fr" is not a language of the site: set it to en, de, es or ar.',
    );
    expect(refusal({ PHX_NOTIFY_LANG: 'de' })).toBeUndefined();
  });

  it('refuses to mail patients their links in production without PHX_LINK_SECRET, and a short one anywhere', () => {
    const mail = {
      PHX_SMTP_URL: 'smtp://mail.example:587',
      PHX_NOTIFY_TO: 'team@example.com',
      PHX_NOTIFY_FROM: 'site@example.com',
      PHX_PUBLIC_ORIGIN: 'https://phx.example',
    };
    expect(refusal({ ...mail, NODE_ENV: 'production' })).toMatch(
      /^NODE_ENV=production with PHX_SMTP_URL needs PHX_LINK_SECRET/,
    );
    expect(refusal({ ...mail, PHX_LINK_SECRET: 'short' })).toMatch(/^PHX_LINK_SECRET is shorter than 32 characters/);
    const secret = 'x'.repeat(40);
    expect(refusal({ ...mail, NODE_ENV: 'production', PHX_LINK_SECRET: secret })).toBeUndefined();
    expect(configFrom({ ...mail, PHX_LINK_SECRET: secret }, '/srv/phx', () => {}).delivery.linkSecret).toBe(secret);
    // Outside production without it: no link, and so no confirmation (docs/patient-link.md).
    expect(configFrom(mail, '/srv/phx', () => {}).delivery.linkSecret).toBeUndefined();
  });

  it('refuses a malformed PHX_DATABASE_URL by name, without repeating its password', () => {
    for (const url of ['postgres://phx:s3cret@[db/phx', 'postgres://phx:s3cret@db:port/phx', 'postgres://']) {
      const sentence = refusal({ PHX_DATABASE_URL: url });
      expect(sentence, url).toMatch(/^PHX_DATABASE_URL is not a postgres:\/\/ URL/);
      expect(sentence, url).not.toContain('s3cret');
    }
    expect(refusal({ PHX_DATABASE_URL: 'postgres://phx:s3cret@db.internal:5432/phx' })).toBeUndefined();
  });

  it('refuses a connection limit that is not a whole number above 0, by name', () => {
    expect(refusal({ PHX_MAX_CONNECTIONS_PER_CLIENT: '0' })).toBe(
      'PHX_MAX_CONNECTIONS_PER_CLIENT="0" is not a whole number above 0.',
    );
    expect(refusal({ PHX_MAX_CONNECTIONS: 'many' })).toBe('PHX_MAX_CONNECTIONS="many" is not a whole number above 0.');
    expect(refusal({ PHX_MAX_CONNECTIONS_PER_CLIENT: '20' })).toBeUndefined();
  });

  it('believes X-Forwarded-For from loopback unless PHX_TRUST_PROXY names the proxies, and refuses an entry that is no address', () => {
    const proxies = (value?: string) => configFrom({ PHX_TRUST_PROXY: value }, '/srv/phx', () => {}).trustedProxies;
    expect(proxies()).toEqual(['loopback']);
    expect(proxies('1')).toEqual(['loopback']);
    expect(proxies('none')).toEqual([]);
    expect(proxies(' 10.0.0.0/8, 2001:db8::/32 ,loopback')).toEqual(['10.0.0.0/8', '2001:db8::/32', 'loopback']);
    expect(refusal({ PHX_TRUST_PROXY: '10.0.0.0/8,my-balancer' })).toBe(
      'PHX_TRUST_PROXY names "my-balancer", which is no address or range: list the proxies\' addresses or CIDR ranges (e.g. 10.0.0.0/8,loopback), or set none.',
    );
  });

  it('names the clinics and company files in the one config, resolved from the working folder', () => {
    const config = configFrom(
      { PHX_CLINICS_FILE: 'clinics.csv', PHX_COMPANY_FILE: ' company.json ' },
      '/srv/phx',
      () => {},
    );
    expect(config.clinicsFile).toBe(resolve('clinics.csv'));
    expect(config.companyFile).toBe(resolve('company.json'));
    expect(configFrom({}, '/srv/phx', () => {}).companyFile).toBeUndefined();
  });
});
