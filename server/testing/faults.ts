/**
 * Test fixture, never part of the production server: POST /api/__faults with a JSON array of fault names queues
 * them for the next inquiries. Only createPhxServer({ faults: true }) registers it; no environment variable does.
 */
import type { FastifyInstance } from 'fastify';

export const faultNames = ['fail', 'hang', 'store-then-drop', 'stray-rejection'] as const;
export type Fault = (typeof faultNames)[number];

export async function faultRoutes(app: FastifyInstance, { queue }: { queue: Fault[] }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
  app.post('/api/__faults', async (request, reply) => {
    let faults: unknown;
    try {
      faults = JSON.parse(String(request.body ?? ''));
    } catch {
      faults = undefined;
    }
    if (!Array.isArray(faults) || !faults.every((f) => faultNames.includes(f))) return reply.code(400).send();
    queue.push(...(faults as Fault[]));
    return reply.code(204).send();
  });
}
