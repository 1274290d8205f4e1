/**
 * What any route's unexpected error answers, app-wide: a 500 without a stack, logged by the error's name and code
 * only (a message may quote a visitor). A route with errors of its own (the receiver) sets its own handler.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const errors: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500)
      app.log.error(`${request.method} failed: ${error.name ?? 'Error'}${error.code ? ` ${error.code}` : ''}`);
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Internal error.' : 'Bad request.');
  });
};

export default fp(errors, { name: 'phx-errors' });
