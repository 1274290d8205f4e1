/**
 * Test support: a real OpenID provider (the `oidc-provider` package) in the test's process on a free port, with its
 * development login form (any login, any password; the login is the account's id), and a client that walks the
 * sign-in through it with plain HTTP, as a browser would, keeping each host's cookies.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import type { TeamConfig } from '../../server/team/config';
import { freePort } from './free-port';

/** The test's people, by login: their e-mail, name and groups. */
export const people: Record<string, { email: string; name: string; groups?: string[]; emailVerified?: boolean }> = {
  ada: { email: 'ada@phx.test', name: 'Ada Admin' },
  tom: { email: 'tom@phx.test', name: 'Tom Team' },
  pia: { email: 'pia@phx.test', name: 'Pia Privacy' },
  eve: { email: 'eve@elsewhere.test', name: 'Eve Outside' },
  gus: { email: 'gus@elsewhere.test', name: 'Gus Grouped', groups: ['phx-inbox'] },
  una: { email: 'una@phx.test', name: 'Una Unverified', emailVerified: false },
};

export const clientSecret = 'test-secret-not-for-production-0123456789';

export interface TestProvider {
  issuer: string;
  /** Lets the inbox at `appUrl` sign in (accepts its redirect URL). */
  allow(appUrl: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The provider, on a free port, with its own signing key; an app's redirect URL is accepted once `allow` named the
 * app (apps get their ports as they start, after the provider is made).
 */
export async function startProvider(): Promise<TestProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const apps = new Set<string>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'phx-team',
        client_secret: clientSecret,
        redirect_uris: ['http://127.0.0.1/team/callback'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(privateKey.export({ format: 'jwk' }) as object), kid: 'test', use: 'sig', alg: 'RS256' }] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['phx-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, AuthorizationCode: 60, IdToken: 600 },
    // First party: no consent screen after the login form.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => {
        const person = people[id] ?? { email: `${id}@nowhere.test`, name: id };
        return {
          sub: id,
          email: person.email,
          email_verified: person.emailVerified ?? true,
          name: person.name,
          groups: person.groups ?? [],
        };
      },
    }),
  });
  // Each test app's own redirect URL, exactly (the registered one is a placeholder).
  provider.Client.prototype.redirectUriAllowed = (uri: string) =>
    [...apps].some((app) => uri === `${app}/team/callback`);
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    allow: async (appUrl) => {
      apps.add(appUrl);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The inbox's settings for this provider: domain phx.test, or group phx-inbox; ada is the first admin. */
export const teamConfigFor = (issuer: string, over: Partial<TeamConfig> = {}): TeamConfig => ({
  issuer,
  clientId: 'phx-team',
  clientSecret,
  allowedDomains: ['phx.test'],
  allowedGroups: ['phx-inbox'],
  groupsClaim: 'groups',
  admins: ['ada@phx.test'],
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3_600_000,
  summaryHour: 7,
  insecureIssuer: true,
  ...over,
});

/** A browser's cookies, by host (paths ignored: enough for these flows). */
export class Jar {
  private readonly byHost = new Map<string, Map<string, string>>();

  header(url: string) {
    const cookies = this.byHost.get(new URL(url).host);
    return cookies ? [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  take(url: string, response: Response) {
    const host = new URL(url).host;
    const cookies = this.byHost.get(host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    this.byHost.set(host, cookies);
  }

  get(url: string, name: string) {
    return this.byHost.get(new URL(url).host)?.get(name);
  }

  set(url: string, name: string, value: string) {
    const host = new URL(url).host;
    this.byHost.set(host, (this.byHost.get(host) ?? new Map()).set(name, value));
  }

  /** One request with this jar's cookies; redirects are not followed. */
  async fetch(url: string, init: RequestInit = {}) {
    const cookie = this.header(url);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    this.take(url, response);
    return response;
  }

  /** Follows redirects (as a browser does: 303 and 302 become GETs) until an answer that is not one. */
  async follow(url: string, init: RequestInit = {}): Promise<{ url: string; response: Response }> {
    let at = url;
    let response = await this.fetch(at, init);
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 20; hops++) {
      at = new URL(response.headers.get('location') as string, at).href;
      await response.body?.cancel();
      response = await this.fetch(at);
    }
    return { url: at, response };
  }
}

/**
 * Signs `login` in at the inbox `appUrl` through the provider's login form; resolves to the last answer (the inbox,
 * or the inbox's refusal) and where it came from.
 */
export async function signIn(jar: Jar, appUrl: string, login: string) {
  const form = await jar.follow(`${appUrl}/team/login`);
  const page = await form.response.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`No login form at ${form.url}: ${page.slice(0, 300)}`);
  return jar.follow(new URL(action, form.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
  });
}

/** The CSRF token in a page's first form. */
export const csrfIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** A form POST with the jar's cookies. */
export const postForm = (jar: Jar, url: string, fields: Record<string, string>) =>
  jar.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
