// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { configFrom } from '../config';
import { StartupError } from '../startup-error';

const full = {
  PHX_OIDC_ISSUER: 'https://login.example.com/tenant/v2.0',
  PHX_OIDC_CLIENT_ID: 'phx',
  PHX_OIDC_CLIENT_SECRET: 's3cret',
  PHX_OIDC_ALLOWED_DOMAINS: 'phoenix-bionics.example, @Clinic.Example',
};

function refusal(env: NodeJS.ProcessEnv): string | undefined {
  try {
    configFrom(env, '/srv/phx', () => {});
    return undefined;
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    return error.message;
  }
}

describe("the team inbox's settings", () => {
  it('leave the inbox out without PHX_OIDC_ISSUER', () => {
    expect(configFrom({}, '/srv/phx', () => {}).team).toBeUndefined();
  });

  it('are read once into ServerConfig: domains in lower case, admins, expiries and the groups claim', () => {
    const team = configFrom(
      {
        ...full,
        PHX_TEAM_ADMINS: 'Ada@Phoenix-Bionics.example',
        PHX_OIDC_ALLOWED_GROUPS: 'inbox',
        PHX_TEAM_IDLE_MINUTES: '15',
      },
      '/srv/phx',
      () => {},
    ).team;
    expect(team).toMatchObject({
      issuer: full.PHX_OIDC_ISSUER,
      clientId: 'phx',
      allowedDomains: ['phoenix-bionics.example', 'clinic.example'],
      allowedGroups: ['inbox'],
      groupsClaim: 'groups',
      admins: ['ada@phoenix-bionics.example'],
      idleMs: 15 * 60_000,
      absoluteMs: 12 * 3_600_000,
      insecureIssuer: false,
    });
  });

  it('refuse an inbox nobody could enter, one without its client, and a plain-http issuer in production', () => {
    expect(refusal({ ...full, PHX_OIDC_ALLOWED_DOMAINS: '' })).toMatch(
      /^PHX_OIDC_ISSUER needs PHX_OIDC_ALLOWED_DOMAINS/,
    );
    expect(refusal({ ...full, PHX_OIDC_CLIENT_SECRET: '' })).toMatch(
      /needs PHX_OIDC_CLIENT_ID and PHX_OIDC_CLIENT_SECRET/,
    );
    expect(refusal({ PHX_OIDC_CLIENT_ID: 'phx' })).toMatch(/^PHX_OIDC_CLIENT_ID is set without PHX_OIDC_ISSUER/);
    expect(refusal({ ...full, PHX_OIDC_ISSUER: 'http://idp.example' })).toMatch(/is not an https:\/\/ URL/);
    expect(refusal({ ...full, PHX_OIDC_ISSUER: 'http://127.0.0.1:9000', NODE_ENV: 'production' })).toMatch(
      /is not an https:\/\/ URL/,
    );
    expect(refusal({ ...full, PHX_OIDC_ISSUER: 'http://127.0.0.1:9000' })).toBeUndefined();
    expect(refusal({ ...full, PHX_TEAM_ADMINS: 'ada' })).toMatch(/^PHX_TEAM_ADMINS has "ada"/);
    expect(refusal({ ...full, PHX_TEAM_IDLE_MINUTES: '0' })).toMatch(/^PHX_TEAM_IDLE_MINUTES="0"/);
  });
});
