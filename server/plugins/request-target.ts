/** Targets that are not a path or an http(s) URL (`*`, `foo`, bad escapes) are refused before any route, app-wide. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { requestPath } from '../http/request-target.ts';

const requestTarget: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (requestPath(request.raw.url ?? '/') === null)
      reply.code(400).type('text/plain; charset=utf-8').send('Bad request target.');
    else done();
  });
};

export default fp(requestTarget, { name: 'phx-request-target' });
