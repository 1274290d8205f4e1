import type { IncomingMessage, ServerResponse } from 'node:http';

/** Test-only fault injection for the next API requests (see createPhxServer's `faults` option). */
export const faultNames = ['fail', 'hang', 'store-then-drop', 'stray-rejection'] as const;
export type Fault = (typeof faultNames)[number];

/** POST /api/__faults with a JSON array of fault names: queues them; anything else is a 400. */
export async function handleFaults(req: IncomingMessage, res: ServerResponse, queue: Fault[]) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 4096) return res.writeHead(413, { Connection: 'close' }).end();
  }
  let faults: unknown;
  try {
    faults = JSON.parse(body);
  } catch {
    faults = undefined;
  }
  if (!Array.isArray(faults) || !faults.every((f) => faultNames.includes(f))) return res.writeHead(400).end();
  queue.push(...(faults as Fault[]));
  res.writeHead(204).end();
}
