/**
 * What operators count on (`app.counters`): inquiries stored and writes failed by this process, and the outbox's
 * deliveries pending and failed with the oldest pending one's age. In production a counter line goes to the log once
 * a minute; GET /metrics (plugins/metrics.ts) answers the same figures.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export interface Figures {
  /** Inquiries stored by this process since it started (retries of a stored one not counted). */
  storedTotal: number;
  /** Inquiries this process could not store (answered 503) since it started. */
  failedWritesTotal: number;
  /** Deliveries waiting to be sent, and given up, in the whole store (every instance sharing it). */
  pending: number;
  failed: number;
  /** How long the oldest pending delivery has waited, in whole seconds; 0 when none waits. */
  oldestPendingSeconds: number;
}

export interface Counters {
  inquiryStored(): void;
  writeFailed(): void;
  figures(): Promise<Figures>;
}

declare module 'fastify' {
  interface FastifyInstance {
    counters: Counters;
  }
}

const counters: FastifyPluginAsync<{ everyMs?: number }> = async (app, { everyMs }) => {
  let storedTotal = 0;
  let failedWritesTotal = 0;
  const figures = async (): Promise<Figures> => {
    const stats = (await app.store.outbox?.stats()) ?? { pending: 0, failed: 0, oldestPendingAt: null };
    const since = stats.oldestPendingAt ? Date.parse(stats.oldestPendingAt) : Number.NaN;
    const oldestPendingSeconds = Number.isNaN(since) ? 0 : Math.max(0, Math.floor((Date.now() - since) / 1000));
    return { storedTotal, failedWritesTotal, pending: stats.pending, failed: stats.failed, oldestPendingSeconds };
  };
  app.decorate('counters', {
    inquiryStored: () => void storedTotal++,
    writeFailed: () => void failedWritesTotal++,
    figures,
  });
  if (!everyMs) return;
  let last = { storedTotal: 0, failedWritesTotal: 0 };
  const line = async () => {
    try {
      const now = await figures();
      const stored = now.storedTotal - last.storedTotal;
      const failedWrites = now.failedWritesTotal - last.failedWritesTotal;
      last = now;
      const fields = { counters: true, stored, failedWrites, ...now };
      const text = `counters: ${stored} inquiries stored, ${failedWrites} refused; deliveries ${now.pending} pending (oldest ${now.oldestPendingSeconds} s), ${now.failed} failed`;
      if (failedWrites || now.failed) app.log.warn(fields, text);
      else app.log.info(fields, text);
    } catch (error) {
      app.log.error(`counters: the outbox could not be read (${(error as Error)?.name ?? 'Error'})`);
    }
  };
  const timer = setInterval(line, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

export default fp(counters, { name: 'phx-counters', dependencies: ['phx-store'] });
