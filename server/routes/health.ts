/** GET /healthz: the process runs. GET /readyz: the store answers, so an inquiry can be taken (route traffic by it). */
import type { FastifyPluginAsync } from 'fastify';

const health: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await app.store.ping?.();
      return reply.send({ status: 'ready' });
    } catch (error) {
      app.log.info(`store not reachable: ${(error as Error)?.name ?? 'Error'}`);
      return reply.code(503).send({ status: 'store unreachable' });
    }
  });
};

export default health;
