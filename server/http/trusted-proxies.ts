/**
 * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (PHX_TRUST_PROXY): addresses, CIDR ranges or
 * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). Fastify's `trustProxy` takes the same list; the
 * connection limit asks `trustedProxyCheck` which sockets carry many clients.
 */
import proxyAddr from '@fastify/proxy-addr';

/** A proxy on this machine (nginx beside the server): loopback only, so no client on the network can name itself. */
export const defaultTrustedProxies: readonly string[] = ['loopback'];

/** Whether a socket's address is one of `proxies`; throws a TypeError naming an entry that is no address or range. */
export function trustedProxyCheck(proxies: readonly string[]): (address: string | undefined) => boolean {
  if (proxies.length === 0) return () => false;
  const trust = proxyAddr.compile([...proxies]);
  return (address) => Boolean(address) && trust(address as string, 0);
}

/**
 * PHX_TRUST_PROXY: unset (or `1`, as before) is loopback; `none` believes nobody; else a comma-separated list.
 * Returns an error sentence for an entry that is no address or range.
 */
export function trustedProxiesFrom(value: string | undefined): readonly string[] | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === '1') return defaultTrustedProxies;
  if (text === 'none') return [];
  const proxies = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of proxies) {
    try {
      trustedProxyCheck([entry]);
    } catch {
      return {
        error: `PHX_TRUST_PROXY names ${JSON.stringify(entry.slice(0, 60))}, which is no address or range: list the proxies' addresses or CIDR ranges (e.g. 10.0.0.0/8,loopback), or set none.`,
      };
    }
  }
  return proxies;
}
