/** Test support: a webhook receiver that verifies each POST's signature as a real one would, with standardwebhooks. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  /** When it arrived (performance.now()). */
  at: number;
  payload: { type: string; timestamp: string; data: Record<string, string | null> };
}

export interface TestReceiver {
  url: string;
  secret: string;
  /** Verified posts, in the order they arrived. */
  received: Received[];
  /** The webhook-id of every post that arrived, answered or not (held, then given up by its sender). */
  arrived: string[];
  /** Posts whose signature did not verify. */
  refused: number;
  /** The status the next posts get (default 204). */
  answer: number;
  /** How long it keeps each post waiting before it answers (ms; default 0): a slow receiver. */
  delayMs: number;
  /** Posts it holds now, waiting for `delayMs` to pass. */
  waiting: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
}

export const testSecret = `whsec_${Buffer.from('a test secret of thirty-two bytes').toString('base64')}`;

export async function startReceiver(port = 0, secret = testSecret): Promise<TestReceiver> {
  const verifier = new Webhook(secret);
  const waiters: (() => void)[] = [];
  let server: Server | undefined;
  let at = port;
  const receiver: TestReceiver = {
    url: '',
    secret,
    received: [],
    arrived: [],
    refused: 0,
    answer: 204,
    delayMs: 0,
    waiting: 0,
    start: async () => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk) => chunks.push(chunk));
        req.on('end', async () => {
          receiver.arrived.push(String(req.headers['webhook-id']));
          if (receiver.delayMs) {
            // Held until the delay is over, or the sender gives up and closes the connection.
            receiver.waiting++;
            await new Promise((resolve) => {
              const timer = setTimeout(resolve, receiver.delayMs).unref();
              res.once('close', () => resolve(clearTimeout(timer)));
            });
            receiver.waiting--;
            if (res.destroyed || res.writableEnded) return;
          }
          if (receiver.answer >= 300) return res.writeHead(receiver.answer).end();
          try {
            const payload = verifier.verify(
              Buffer.concat(chunks).toString('utf8'),
              req.headers as Record<string, string>,
            );
            receiver.received.push({
              id: String(req.headers['webhook-id']),
              at: performance.now(),
              payload: payload as Received['payload'],
            });
            res.writeHead(204).end();
            for (const wake of waiters.splice(0)) wake();
          } catch {
            receiver.refused++;
            res.writeHead(400).end();
          }
        });
      });
      await new Promise<void>((resolve) => server?.listen(at, '127.0.0.1', resolve));
      at = (server.address() as AddressInfo).port;
      receiver.url = `http://127.0.0.1:${at}/hooks/phx`;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${receiver.received.length} of ${count} webhooks arrived`)),
          timeoutMs,
        );
        const check = () => {
          if (receiver.received.length >= count) {
            clearTimeout(timer);
            resolve(receiver.received);
          } else waiters.push(check);
        };
        check();
      }),
  };
  await receiver.start();
  return receiver;
}
