/**
 * Connections, per client: at most `perClient` open at once (IPv6 clients count by their /64), so that a few clients
 * holding idle connections cannot take the server's whole `maxConnections` from everyone else; more are closed at
 * once. A trusted proxy's connections carry many clients and are not limited here (the proxy limits per client:
 * nginx's limit_conn). Near the total cap, connections that have not sent a byte are closed, oldest first, to make
 * room for the next visitor.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import { clientKey } from '../http/client-key.ts';

export const defaultPerClient = 20;

/** The share of `maxConnections` above which a new connection makes room by closing one that sent nothing. */
const nearCapShare = 0.9;

interface ConnectionLimits {
  perClient: number;
  /** Whether a socket's address is a trusted proxy's. */
  isTrustedProxy: (address: string | undefined) => boolean;
}

const connections: FastifyPluginAsync<ConnectionLimits> = async (app, { perClient, isTrustedProxy }) => {
  const perKey = new Map<string, number>();
  // Every open connection, oldest first (a Set keeps insertion order).
  const open = new Set<Socket>();
  const makeRoom = (newest: Socket) => {
    if (open.size < Math.floor(app.server.maxConnections * nearCapShare)) return;
    for (const socket of open) if (socket !== newest && socket.bytesRead === 0) return void socket.destroy();
  };
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    if (!isTrustedProxy(socket.remoteAddress)) {
      const key = clientKey(socket.remoteAddress);
      const count = (perKey.get(key) ?? 0) + 1;
      if (count > perClient) return void socket.destroy();
      perKey.set(key, count);
      socket.once('close', () => {
        const left = (perKey.get(key) ?? 1) - 1;
        if (left) perKey.set(key, left);
        else perKey.delete(key);
      });
    }
    makeRoom(socket);
  });
};

export default fp(connections, { name: 'phx-connections' });
