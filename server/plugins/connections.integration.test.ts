// @vitest-environment node
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../src/test/wait.ts';
import { startServer } from '../../test/server/test-server';

/** `count` connections from the local address `from` (any 127.x address is this machine) that send nothing. */
async function silentSockets(url: string, from: string, count: number) {
  const port = Number(new URL(url).port);
  const sockets = Array.from({ length: count }, () => {
    const socket: Socket = connect({ port, host: '127.0.0.1', localAddress: from });
    socket.on('error', () => {});
    socket.resume();
    return socket;
  });
  await Promise.all(sockets.map((socket) => new Promise((r) => socket.once('connect', r).once('close', r))));
  return sockets;
}

/** The status of a GET sent from the local address `from`, or the error's code when the server would not take it. */
const getFrom = (url: string, from: string) =>
  new Promise<number | string>((resolve) =>
    request(`${url}/robots.txt`, { localAddress: from, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
      .end(),
  );

const open = (sockets: Socket[]) => sockets.filter((socket) => !socket.closed).length;

describe('connections held by clients that send nothing', () => {
  it('ten clients holding a hundred each do not stop an eleventh visitor', async () => {
    const { url } = await startServer({ trustedProxies: [] });
    const held: Socket[] = [];
    for (let client = 2; client <= 11; client++) held.push(...(await silentSockets(url, `127.0.0.${client}`, 100)));
    expect(await getFrom(url, '127.0.0.12')).toBe(200);
    // Each client keeps its share, 20 by default; the rest were closed at once.
    await waitFor(() => open(held) === 200, 20_000, '200 open sockets of held');
    for (const socket of held) socket.destroy();
  }, 60_000);

  it('near the total cap, are closed oldest first to make room for the next visitor', async () => {
    const { url } = await startServer({ trustedProxies: [], maxConnections: 40 });
    const first = await silentSockets(url, '127.0.0.2', 20);
    const later = [...(await silentSockets(url, '127.0.0.3', 20)), ...(await silentSockets(url, '127.0.0.4', 20))];
    expect(await getFrom(url, '127.0.0.5')).toBe(200);
    await waitFor(() => open(first) === 0, 20_000, '0 open sockets of first');
    expect(open(later)).toBeGreaterThan(0);
    for (const socket of [...first, ...later]) socket.destroy();
  }, 60_000);
});

describe('the connections of a trusted proxy', () => {
  it('are not limited as one client’s, while a client reaching the port directly is', async () => {
    const { url } = await startServer({ trustedProxies: ['127.0.0.2'], maxConnectionsPerClient: 2 });
    const proxy = await silentSockets(url, '127.0.0.2', 5);
    const direct = await silentSockets(url, '127.0.0.3', 5);
    expect(await getFrom(url, '127.0.0.2')).toBe(200);
    await waitFor(() => open(direct) === 2, 20_000, '2 open sockets of direct');
    expect(open(proxy)).toBe(5);
    for (const socket of [...proxy, ...direct]) socket.destroy();
  });
});
