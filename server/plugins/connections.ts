/**
 * Connections, per client address: at most `perClient` open at once, so that one client holding idle connections
 * cannot take the server's whole `maxConnections` from everyone else; more are closed at once. IPv6 clients count by
 * their /64 (one host may hold a whole /64). Behind a trusted proxy every connection comes from the proxy: the
 * proxy limits per client there (nginx: limit_conn), and this does not.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { isIPv6 } from 'node:net';

export const defaultPerClient = 100;

/** The address a client is counted by: IPv4 as it is, IPv6 by its first four groups. */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.split('::');
  const groups = head ? head.split(':') : [];
  const missing = 8 - groups.length - (tail ? tail.split(':').length : 0);
  const full = [...groups, ...Array(address.includes('::') ? missing : 0).fill('0'), ...(tail ? tail.split(':') : [])];
  return `${full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

const connections: FastifyPluginAsync<{ perClient: number }> = async (app, { perClient }) => {
  const open = new Map<string, number>();
  app.server.on('connection', (socket) => {
    const key = clientKey(socket.remoteAddress);
    const count = (open.get(key) ?? 0) + 1;
    if (count > perClient) return void socket.destroy();
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left) open.set(key, left);
      else open.delete(key);
    });
  });
};

export default fp(connections, { name: 'phx-connections' });
