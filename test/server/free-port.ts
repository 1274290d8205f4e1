import { createServer } from 'node:net';

/** A port of 127.0.0.1 nobody listens on now, for a server that must be told its port (Vite's, a child process). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
