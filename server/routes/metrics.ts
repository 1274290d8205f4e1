/**
 * GET /metrics: the counters in Prometheus's text format (version 0.0.4), on a listener of its own (see
 * plugins/metrics.ts), never on the site's port.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Counters, Figures } from '../plugins/counters.ts';

const described: [name: string, type: 'counter' | 'gauge', help: string, value: (f: Figures) => number][] = [
  ['phx_inquiries_stored_total', 'counter', 'Inquiries stored by this process since it started.', (f) => f.storedTotal],
  [
    'phx_inquiry_writes_failed_total',
    'counter',
    'Inquiries this process could not store (answered 503, nothing kept) since it started.',
    (f) => f.failedWritesTotal,
  ],
  ['phx_deliveries_pending', 'gauge', 'E-mails and webhooks waiting to be sent.', (f) => f.pending],
  ['phx_deliveries_failed', 'gauge', 'E-mails and webhooks given up after 72 hours, until retried.', (f) => f.failed],
  [
    'phx_deliveries_oldest_pending_seconds',
    'gauge',
    'How long the oldest pending delivery has waited; 0 when none waits.',
    (f) => f.oldestPendingSeconds,
  ],
];

/** The figures as Prometheus text: HELP, TYPE and value of each. */
const metricsText = (figures: Figures) =>
  described
    .map(([name, type, help, value]) => `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n${name} ${value(figures)}\n`)
    .join('');

const metrics: FastifyPluginAsync<{ counters: Counters }> = async (app, { counters }) => {
  app.get('/metrics', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type('text/plain; version=0.0.4; charset=utf-8')
      .send(metricsText(await counters.figures())),
  );
};

export default metrics;
