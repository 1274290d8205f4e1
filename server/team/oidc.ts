/**
 * Sign-in with the company's identity provider: OpenID Connect's authorization code flow with PKCE, through
 * openid-client. The provider's discovery document is read at the first sign-in (and again after a failure), so a
 * provider that is down never stops the site from starting.
 */
import * as client from 'openid-client';
import type { TeamConfig } from './config.ts';

export interface Person {
  email: string;
  name: string;
  groups: string[];
}

export interface SignIn {
  /** Where to send the browser, and what to keep until it comes back. */
  start(redirectUri: string): Promise<{ url: string; state: string; nonce: string; verifier: string }>;
  /** The person the provider signed in, from the callback's URL; throws when anything does not check out. */
  finish(callbackUrl: URL, kept: { state: string; nonce: string; verifier: string }): Promise<Person>;
}

export function openIdSignIn(config: TeamConfig): SignIn {
  let discovered: Promise<client.Configuration> | undefined;
  const provider = () => {
    discovered ??= client
      .discovery(
        new URL(config.issuer),
        config.clientId,
        undefined,
        client.ClientSecretPost(config.clientSecret),
        config.insecureIssuer ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
  return {
    async start(redirectUri) {
      const configuration = await provider();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, verifier };
    },
    async finish(callbackUrl, kept) {
      const configuration = await provider();
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: kept.verifier,
        expectedState: kept.state,
        expectedNonce: kept.nonce,
        idTokenExpected: true,
      });
      const claims: Record<string, unknown> = tokens.claims() ?? {};
      const email = String(claims.email ?? claims.preferred_username ?? '').toLowerCase();
      const groupsClaim = claims[config.groupsClaim];
      return {
        email: claims.email_verified === false ? '' : email,
        name: String(claims.name ?? email),
        groups: Array.isArray(groupsClaim) ? groupsClaim.map(String) : [],
      };
    },
  };
}

/** Whether the person may enter: a verified address in an allowed domain, or membership of an allowed group. */
export function mayEnter(config: TeamConfig, person: Person): boolean {
  const domain = /^[^@\s]+@([^@\s]+)$/.exec(person.email)?.[1];
  if (domain && config.allowedDomains.includes(domain)) return true;
  return person.groups.some((group) => config.allowedGroups.includes(group));
}
