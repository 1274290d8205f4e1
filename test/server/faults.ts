/**
 * Test fixture, never part of the production server: POST /api/__faults with a JSON array of fault names queues
 * them for the next valid inquiries sent as JSON. A test server registers it before the site's own plugins
 * (`plugins: [faultInjection]`); no production module imports it, and no environment variable turns it on.
 *
 *   fail             the inquiry is answered 500 and not stored
 *   hang             the inquiry is never answered (the client times out)
 *   store-then-drop  the inquiry is stored, then the connection is closed before the answer
 *   stray-rejection  a promise nobody awaits is rejected while the inquiry is stored as usual
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validateInquiry } from '../../src/inquiry/schema.ts';
import { parseMediaType } from '../../server/inquiries/media-type.ts';

export const faultNames = ['fail', 'hang', 'store-then-drop', 'stray-rejection'] as const;
export type Fault = (typeof faultNames)[number];

/** Whether a request is an inquiry the receiver would store: valid JSON, valid fields. */
function isValidInquiry(request: FastifyRequest): boolean {
  if (request.method !== 'POST' || request.routeOptions.url !== '/api/inquiries') return false;
  if (parseMediaType(request.headers['content-type'])?.essence !== 'application/json') return false;
  if (!Buffer.isBuffer(request.body)) return false;
  try {
    return validateInquiry(JSON.parse(request.body.toString('utf8').replace(/^\ufeff/, ''))).ok;
  } catch {
    return false;
  }
}

const faultRoutes: FastifyPluginAsync<{ queue: Fault[] }> = async (app, { queue }) => {
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
};

/** Hooks at the app's root (so they reach the receiver's route), and the route that queues faults. */
const faults: FastifyPluginAsync = async (app) => {
  const queue: Fault[] = [];
  const dropping = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', async (request, reply) => {
    if (!queue.length || !isValidInquiry(request)) return;
    const fault = queue.shift();
    if (fault === 'hang') return reply.hijack();
    if (fault === 'fail')
      return reply
        .code(500)
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send({ error: 'Injected failure.' });
    if (fault === 'stray-rejection') void Promise.reject(new TypeError('Injected stray rejection'));
    if (fault === 'store-then-drop') dropping.add(request);
  });
  // Stored by now: the connection goes before the answer does.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (dropping.has(request)) request.raw.socket.destroy();
    return payload;
  });
  await app.register(faultRoutes, { queue });
};

export const faultInjection = fp(faults, { name: 'phx-test-faults' });
