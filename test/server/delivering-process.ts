/**
 * Test support: a process that delivers from an outbox, for the crash test: the worker as the server runs it, on the SQLite file
 * PHX_TEST_DB or the PostgreSQL database PHX_TEST_PG_URL, sending to PHX_SMTP_URL and PHX_WEBHOOK_URL. It prints "idle" each time it finds nothing due, and
 * stops cleanly on SIGTERM.
 */
import { createMailSender } from '../../server/delivery/mailer.ts';
import { toOne } from '../../server/log.ts';
import type { Outbox } from '../../server/delivery/outbox.ts';
import { createWebhookSender } from '../../server/delivery/webhook.ts';
import { startDeliveryWorker } from '../../server/delivery/worker.ts';
import { openPg } from './pg-inquiries.ts';
import { openSqlite } from './sqlite-inquiries.ts';

const env = process.env;
const kinds = ['email', 'webhook'] as const;
const { outbox, close } = env.PHX_TEST_PG_URL
  ? await openPg(env.PHX_TEST_PG_URL, kinds).then((pg) => ({ outbox: pg.outbox, close: () => pg.pool.end() }))
  : ((sqlite) => ({ outbox: sqlite.outbox, close: () => sqlite.db.close() }))(
      openSqlite(env.PHX_TEST_DB as string, kinds),
    );
const watched: Outbox = Object.assign(Object.create(outbox), {
  claim: async (...args: Parameters<Outbox['claim']>) => {
    const claimed = await outbox.claim(...args);
    if (!claimed.length) process.stdout.write('idle\n');
    return claimed;
  },
});
const worker = startDeliveryWorker({
  outbox: watched,
  senders: {
    email: createMailSender({
      smtpUrl: env.PHX_SMTP_URL as string,
      to: ['team@phx.example'],
      from: 'site@phx.example',
    }),
    webhook: createWebhookSender({ url: env.PHX_WEBHOOK_URL as string, secret: env.PHX_WEBHOOK_SECRET as string }),
  },
  log: toOne((line) => process.stderr.write(`${line}\n`)),
  pollMs: 50,
  // Long enough that an attempt's deadline (half of it) holds on a loaded machine: an e-mail past it is sent again.
  leaseMs: Number(env.PHX_TEST_LEASE_MS ?? 8000),
  backoff: (attempts) => Math.min(100 * 2 ** attempts, 1000),
});
process.stdout.write('started\n');
process.on('SIGTERM', async () => {
  await worker.stop();
  await close();
  process.exit(0);
});
