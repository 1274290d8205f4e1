/**
 * GET /healthz: the process runs. GET /readyz: the store can take an inquiry now (a write probe, room on the disk,
 * the lock; see InquiryStore.probe), so route traffic by it. A change of readiness is logged once, not every probe.
 */
import type { FastifyPluginAsync } from 'fastify';
import { type NotReadyReason, StoreNotReady } from '../store/store.ts';

const health: FastifyPluginAsync = async (app) => {
  let lastReason: NotReadyReason | undefined;
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await (app.store.probe ? app.store.probe() : app.store.ping?.());
      if (lastReason) app.log.info(`inquiry store ready again (was: ${lastReason})`);
      lastReason = undefined;
      return reply.send({ status: 'ready' });
    } catch (error) {
      const { reason, code } = error instanceof StoreNotReady ? error : new StoreNotReady('store unreachable');
      const named = code ?? (error as Error)?.name ?? 'Error';
      if (reason !== lastReason) app.log.error(`inquiry store not ready: ${reason} (${named})`);
      lastReason = reason;
      return reply.code(503).send({ status: 'not ready', reason });
    }
  });
};

export default health;
