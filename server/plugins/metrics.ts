/**
 * GET /metrics on a listener of its own (PHX_METRICS_PORT, on PHX_METRICS_HOST, loopback by default), started and
 * stopped with the app: the counters stay off the site's port, where every visitor could read them.
 */
import Fastify, { type FastifyPluginAsync, LogController } from 'fastify';
import fp from 'fastify-plugin';
import metricsRoute from '../routes/metrics.ts';

export interface MetricsOptions {
  port: number;
  /** Default 127.0.0.1: only this machine (a Prometheus agent beside the server) may read them. */
  host?: string;
}

const metrics: FastifyPluginAsync<MetricsOptions> = async (app, { port, host = '127.0.0.1' }) => {
  const listener = Fastify({
    loggerInstance: app.log,
    logController: new LogController({ disableRequestLogging: true }),
  });
  listener.register(metricsRoute, { counters: app.counters });
  app.addHook('onReady', async () => {
    const address = await listener.listen({ port, host });
    app.log.info(`metrics: ${address}/metrics`);
  });
  app.addHook('onClose', async () => listener.close());
};

export default fp(metrics, { name: 'phx-metrics', dependencies: ['phx-counters'] });
