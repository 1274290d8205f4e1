/**
 * Delivery's figures for `npm run bench`: the time from a visitor's 201 to the team's e-mail and to the webhook
 * arriving (median and p99 over 200 inquiries), against a real SMTP server and a webhook receiver that verifies each
 * signature; the same with one recipient slow (the webhook answering after 3 s), where the e-mails should not
 * notice; and the receiver's throughput with delivery switched on beside it switched off.
 */
import { startChildServer } from '../test/server/child-server.ts';
import { sendInquiries } from '../test/server/load.ts';
import { startSmtp } from '../test/server/smtp.ts';
import { waitFor } from '../src/test/wait.ts';
import { startReceiver } from '../test/server/webhook-receiver.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const figures = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `median ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`;
};

/** Posts `count` inquiries, `concurrency` at a time; the time each was answered 201, by its idempotency key. */
async function post(url: string, count: number, concurrency: number, run: string) {
  const answered = new Map<string, number>();
  let next = 0;
  const one = async () => {
    while (next < count) {
      const i = next++;
      const idempotencyKey = `bench-${run}-${i}`;
      const res = await fetch(`${url}/api/inquiries`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: `Bench Visitor ${i}`,
          email: 'bench@example.com',
          phone: '',
          inquiry: 'consultation',
          subject: `Fitting ${i}`,
          message: 'A message of an ordinary length, a sentence or two about a fitting.',
          pageUrl: `${url}/contact`,
          idempotencyKey,
        }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`inquiry ${i} answered ${res.status}`);
      answered.set(idempotencyKey, performance.now());
    }
  };
  await Promise.all(Array.from({ length: concurrency }, one));
  return answered;
}

export async function benchDelivery(count = 200, throughputRequests = 500, slowCount = 40, slowMs = 3_000) {
  console.log(
    '\nDelivery (server in a child process, SQLite; smtp-server and a verifying webhook receiver on loopback)',
  );
  const [smtp, hooks] = await Promise.all([startSmtp(), startReceiver()]);
  /** Milliseconds from each inquiry's 201 to its e-mail and to its webhook, for what arrived after `before`. */
  const sinceAnswered = (before: { mails: number; hooks: number }, answered: Map<string, number>) => ({
    mailMs: smtp.mails.slice(before.mails).map((mail, i) => {
      const key = mail.text?.match(/Request key: (\S+)/)?.[1] ?? '';
      return smtp.arrivals[before.mails + i] - (answered.get(key) ?? Number.NaN);
    }),
    hookMs: hooks.received
      .slice(before.hooks)
      .map((hook) => hook.at - (answered.get(hook.payload.data.idempotencyKey ?? '') ?? Number.NaN)),
  });
  const on = {
    PHX_SMTP_URL: smtp.url,
    PHX_NOTIFY_TO: 'team@phx.example',
    PHX_NOTIFY_FROM: 'site@phx.example',
    PHX_WEBHOOK_URL: hooks.url,
    PHX_WEBHOOK_SECRET: hooks.secret,
  };
  try {
    const server = await startChildServer(on);
    try {
      // One visitor at a time, as inquiries usually come: each waits for its e-mail and webhook before the next.
      const single = { mail: [] as number[], hook: [] as number[] };
      for (let i = 0; i < count; i++) {
        const answered = await post(server.url, 1, 1, `single-${i}`);
        const [at] = answered.values();
        await waitFor(() => smtp.mails.length > i && hooks.received.length > i, 45_000, 'its e-mail and webhook');
        single.mail.push(smtp.arrivals[i] - at);
        single.hook.push(hooks.received[i].at - at);
      }
      console.log(
        `  one at a time, 201 → e-mail: ${figures(single.mail)}, → webhook: ${figures(single.hook)}  (${count})`,
      );
      // A burst: four visitors at a time, as fast as the receiver answers; deliveries queue behind each other.
      const before = { mails: smtp.mails.length, hooks: hooks.received.length };
      const answered = await post(server.url, count, 4, 'burst');
      await waitFor(
        () => smtp.mails.length >= before.mails + count && hooks.received.length >= before.hooks + count,
        120_000,
        'every e-mail and webhook',
      );
      const { mailMs, hookMs } = sinceAnswered(before, answered);
      console.log(
        `  a burst, 4 at a time, 201 → e-mail: ${figures(mailMs)}, → webhook: ${figures(hookMs)}  (${count})`,
      );
    } finally {
      await server.stop();
    }
    // One recipient slow: the webhook's receiver answers each post after 3 s; the e-mails should not notice.
    const server2 = await startChildServer(on);
    try {
      hooks.delayMs = slowMs;
      const before = { mails: smtp.mails.length, hooks: hooks.received.length };
      const answered = await post(server2.url, slowCount, 4, 'slow');
      await waitFor(
        () => smtp.mails.length >= before.mails + slowCount && hooks.received.length >= before.hooks + slowCount,
        300_000,
        'every e-mail and webhook',
      );
      const { mailMs, hookMs } = sinceAnswered(before, answered);
      console.log(
        `  webhook slow (answers after ${slowMs / 1000} s), 4 at a time, 201 → e-mail: ${figures(mailMs)}, → webhook: ${figures(hookMs)}  (${slowCount})`,
      );
    } finally {
      hooks.delayMs = 0;
      await server2.stop();
    }
    for (const [label, env] of [
      ['delivery off', {}],
      ['delivery on ', on],
    ] as const) {
      const server = await startChildServer(env);
      try {
        const started = performance.now();
        const times = await sendInquiries(server.url, throughputRequests, 20);
        const perSecond = throughputRequests / ((performance.now() - started) / 1000);
        console.log(
          `  ${label}: ${perSecond.toFixed(0).padStart(5)} inquiries/s stored, answer ${figures(times)}` +
            `  (${throughputRequests} requests, 20 at a time)`,
        );
      } finally {
        await server.stop();
      }
    }
  } finally {
    await Promise.all([smtp.stop(), hooks.stop()]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDelivery();
