// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoredInquiry } from '../../src/inquiry/record.ts';
import type { InquiryRequest } from '../../src/inquiry/schema.ts';
import { privacyNotice } from '../../src/content/privacy-notice.ts';
import { createClinicSender } from './clinic-sender.ts';
import { type ClinicsLookup, clinicShareOf } from './clinic-share.ts';
import { createMailSender } from './mailer.ts';
import { type Delivery, type DeliveryKind, type Outbox, type Recipient, team } from './outbox.ts';
import { silent } from '../log.ts';
import { startRetention } from './retention.ts';
import { openPg } from '../../test/server/pg-inquiries.ts';
import { postgresBin, startPostgres, type Throwaway as TestPostgres } from '../../test/server/postgres.ts';

const postgresAvailable = postgresBin() !== undefined;
import { openSqlite, request } from '../../test/server/sqlite-inquiries.ts';
import { startSmtp, type TestSmtp } from '../../test/server/smtp.ts';
import { waitFor } from '../../src/test/wait.ts';
import { startReceiver, type TestReceiver } from '../../test/server/webhook-receiver.ts';
import { createWebhookSender } from './webhook.ts';
import { startDeliveryWorker, type WorkerOptions } from './worker.ts';

// Real servers and child processes on a machine shared with other work: generous limits, no fixed sleeps.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

interface Backend {
  outbox: Outbox;
  add(
    req: InquiryRequest,
    receivedAt?: string,
    to?: readonly (DeliveryKind | Recipient)[],
  ): Promise<StoredInquiry> | StoredInquiry;
  /** A second connection to the same database, as a second server instance would have. */
  second(): Promise<Outbox>;
  close(): Promise<void>;
}

const kinds: DeliveryKind[] = ['email', 'webhook'];
let pg: TestPostgres | undefined;

const backends: [string, boolean, () => Promise<Backend>][] = [
  [
    'SQLite',
    true,
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'phx-outbox-')), 'inquiries.db');
      const first = openSqlite(file, kinds);
      const others: ReturnType<typeof openSqlite>[] = [];
      return {
        outbox: first.outbox,
        add: first.add,
        second: async () => {
          const other = openSqlite(file, kinds);
          others.push(other);
          return other.outbox;
        },
        close: async () => {
          for (const db of [first, ...others]) db.db.close();
        },
      };
    },
  ],
  [
    'PostgreSQL',
    postgresAvailable,
    async () => {
      pg ??= await startPostgres();
      const url = pg.url;
      const first = await openPg(url, kinds);
      await first.pool.query('TRUNCATE inquiries, deliveries');
      const others: Awaited<ReturnType<typeof openPg>>[] = [];
      return {
        outbox: first.outbox,
        add: first.add,
        second: async () => {
          const other = await openPg(url, kinds);
          others.push(other);
          return other.outbox;
        },
        close: async () => {
          for (const db of [first, ...others]) await db.pool.end();
        },
      };
    },
  ],
];

let smtp: TestSmtp;
let hooks: TestReceiver;
beforeAll(async () => {
  [smtp, hooks] = await Promise.all([startSmtp(), startReceiver()]);
});
afterAll(async () => {
  await Promise.all([smtp.stop(), hooks.stop()]);
  pg?.stop();
});

/** The clinics as a test's: one, taking requests by e-mail. */
const hudson: ClinicsLookup = (id) =>
  id === 'hudson'
    ? {
        known: true,
        id,
        name: 'Hudson',
        acceptsRequests: true,
        contact: { email: 'requests@hudson.example' },
        languages: ['en'],
        country: 'us',
      }
    : { known: false, id };

const senders = () => {
  const email = createMailSender({ smtpUrl: smtp.url, to: ['team@phx.example'], from: 'site@phx.example' });
  const share = (inquiry: StoredInquiry) => clinicShareOf(inquiry, hudson, { email: true, webhook: false });
  return {
    email,
    webhook: createWebhookSender({ url: hooks.url, secret: hooks.secret }),
    clinic: createClinicSender(share, { email: email.clinic }),
  };
};

const ofInquiry = (id: string) => ({
  mails: smtp.mails.filter((mail) => mail.text?.includes(id)),
  hooks: hooks.received.filter((hook) => hook.payload.data.id === id),
});

describe.each(backends)('the outbox in %s', (_, available, open) => {
  let backend: Backend;
  const logs: string[] = [];
  const worker = (over: Partial<WorkerOptions> = {}) =>
    startDeliveryWorker({
      outbox: backend.outbox,
      senders: senders(),
      log: {
        info: (line) => logs.push(`info ${line}`),
        warn: (line) => logs.push(`warn ${line}`),
        error: (line) => logs.push(`error ${line}`),
      },
      pollMs: 50,
      backoff: () => 100,
      ...over,
    });

  beforeAll(async () => {
    if (available) backend = await open();
  });
  afterAll(() => backend?.close());

  it.skipIf(!available)(
    'mails and posts each stored inquiry once, the webhook signed and carrying every field',
    async () => {
      hooks.answer = 204;
      const stored: StoredInquiry[] = [];
      for (let n = 1; n <= 3; n++) stored.push(await backend.add(request(n)));
      const running = worker();
      await waitFor(
        () => stored.every((r) => ofInquiry(r.id).mails.length && ofInquiry(r.id).hooks.length),
        45_000,
        'three inquiries delivered',
      );
      await running.stop();
      for (const record of stored) {
        const { mails, hooks: posted } = ofInquiry(record.id);
        expect(mails).toHaveLength(1);
        expect(posted).toHaveLength(1);
        expect(posted[0].payload).toEqual({
          type: 'inquiry.received',
          timestamp: record.receivedAt,
          data: { ...record, consentMissing: [], clinicName: null, sharedWithClinic: false, clinicCopy: null },
        });
      }
      const deliveries = await backend.outbox.list();
      expect(deliveries.map((d) => d.state)).toEqual(Array(6).fill('sent'));
      const webhookIds = deliveries.filter((d) => d.kind === 'webhook').map((d) => d.id);
      expect(stored.map((r) => ofInquiry(r.id).hooks[0].id).sort()).toEqual(webhookIds.sort());
      expect(hooks.refused).toBe(0);
    },
  );

  it.skipIf(!available)('retries while the webhook receiver answers 503, and posts once when it recovers', async () => {
    hooks.answer = 503;
    const record = await backend.add(request(10));
    const running = worker();
    await waitFor(
      async () =>
        (await backend.outbox.list()).find((d) => d.inquiryId === record.id && d.kind === 'webhook' && d.attempts >= 2),
      45_000,
      'a second attempt',
    );
    expect(ofInquiry(record.id).hooks).toHaveLength(0);
    hooks.answer = 204;
    await waitFor(() => ofInquiry(record.id).hooks.length, 45_000, 'the webhook');
    await waitFor(
      async () => (await backend.outbox.list(['pending'])).every((d) => d.inquiryId !== record.id),
      45_000,
      'its delivery marked sent',
    );
    await running.stop();
    expect(ofInquiry(record.id).hooks).toHaveLength(1);
    expect(ofInquiry(record.id).mails).toHaveLength(1);
  });

  it.skipIf(!available)(
    'gives up after 72 hours, logs it without a field of the inquiry, and sends it again on retry',
    async () => {
      hooks.answer = 503;
      const record = await backend.add(request(20, { name: 'Zed Secret', subject: 'Private matter' }));
      let clock = Date.now();
      const running = worker({ now: () => clock });
      const first = await waitFor(
        async () =>
          (await backend.outbox.list()).find((d) => d.inquiryId === record.id && d.kind === 'webhook' && d.lastError),
        45_000,
        'a failed attempt',
      );
      clock += 73 * 3600 * 1000;
      await waitFor(
        async () => (await backend.outbox.list(['failed'])).find((d) => d.id === first.id),
        45_000,
        'the delivery marked failed',
      );
      expect(logs).toContain(`warn delivery ${first.id} (webhook) will be retried: DeliveryRefused HTTP 503`);
      expect(logs).toContain(`error delivery ${first.id} (webhook) failed after 2 attempts: DeliveryRefused HTTP 503`);
      for (const value of Object.values(record))
        if (value && value !== 'en') expect(logs.join('\n')).not.toContain(value);
      hooks.answer = 204;
      expect(await backend.outbox.retry(first.id, clock)).toBe(true);
      running.wake();
      await waitFor(() => ofInquiry(record.id).hooks.length, 45_000, 'the webhook after the retry');
      await running.stop();
      expect(ofInquiry(record.id).hooks.map((h) => h.id)).toEqual([first.id]);
    },
  );

  it.skipIf(!available)('never sends one delivery from two instances at once', async () => {
    hooks.answer = 204;
    const before = hooks.received.length;
    const stored: StoredInquiry[] = [];
    for (let n = 100; n < 140; n++) stored.push(await backend.add(request(n)));
    const other = await backend.second();
    const a = worker({ batch: 3 });
    const b = worker({ outbox: other, batch: 3 });
    await waitFor(() => hooks.received.length >= before + 40, 45_000, 'forty webhooks');
    await waitFor(async () => !(await backend.outbox.list(['pending'])).length, 45_000, 'every delivery marked sent');
    await Promise.all([a.stop(), b.stop()]);
    const posted = hooks.received.slice(before).map((h) => h.id);
    expect(posted).toHaveLength(40);
    expect(new Set(posted).size).toBe(40);
    for (const record of stored) expect(ofInquiry(record.id).mails).toHaveLength(1);
  });

  it.skipIf(!available)(
    "records each e-mail as sent once its server took it, while the webhook's receiver keeps every post waiting",
    async () => {
      hooks.answer = 204;
      hooks.delayMs = 30_000;
      const before = hooks.received.length;
      const stored: StoredInquiry[] = [];
      for (let n = 300; n < 310; n++) stored.push(await backend.add(request(n)));
      const running = worker({ leaseMs: 4_000, attemptTimeoutMs: 1_000 });
      try {
        await waitFor(
          async () => {
            const sent = (await backend.outbox.list(['sent'])).filter((d) => stored.some((r) => r.id === d.inquiryId));
            return sent.filter((d) => d.kind === 'email').length === 10;
          },
          10_000,
          'ten e-mails recorded as sent',
        );
        expect(hooks.received.length - before).toBe(0);
        for (const record of stored) expect(ofInquiry(record.id).mails).toHaveLength(1);
      } finally {
        hooks.delayMs = 0;
        await waitFor(
          async () => {
            const pending = await backend.outbox.list(['pending']);
            return !pending.some((d) => stored.some((r) => r.id === d.inquiryId));
          },
          45_000,
          'the webhooks, once the receiver answers again',
        );
        await running.stop();
      }
    },
  );

  it.skipIf(!available)(
    'retries a post still in flight at a stop on the schedule, also from the next process, once per attempt',
    async () => {
      hooks.answer = 204;
      hooks.delayMs = 60_000;
      const record = await backend.add(request(380), undefined, ['webhook']);
      const row = async () => (await backend.outbox.list()).find((d) => d.inquiryId === record.id);
      const first = worker({ leaseMs: 60_000, attemptTimeoutMs: 30_000 });
      const { id } = (await row()) as Delivery;
      await waitFor(() => hooks.arrived.includes(id), 45_000, 'the post held by the receiver');
      await first.stop();
      // Recorded as a failed attempt, due on the schedule: not held by a lease the next process would wait for.
      expect(await row()).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Stopped SHUTDOWN' });
      hooks.delayMs = 0;
      const next = worker({ leaseMs: 60_000, attemptTimeoutMs: 30_000 });
      try {
        await waitFor(async () => (await row())?.state === 'sent', 20_000, 'sent by the next process');
      } finally {
        await next.stop();
      }
      expect((await row())?.attempts).toBe(2);
      expect(hooks.arrived.filter((arrived) => arrived === id)).toHaveLength(2);
    },
  );

  it.skipIf(!available)('keeps no more posts of one receiver in flight than its lane allows', async () => {
    hooks.answer = 204;
    hooks.delayMs = 30_000;
    const stored: StoredInquiry[] = [];
    for (let n = 320; n < 330; n++) stored.push(await backend.add(request(n), undefined, ['webhook']));
    let most = 0;
    const running = worker({ perLane: 3, leaseMs: 4_000, attemptTimeoutMs: 1_500 });
    try {
      await waitFor(
        async () => {
          most = Math.max(most, hooks.waiting);
          const attempted = (await backend.outbox.list(['pending'])).filter((d) => d.attempts > 0);
          return attempted.length >= 6;
        },
        45_000,
        'a few attempts',
      );
      expect(most).toBe(3);
    } finally {
      hooks.delayMs = 0;
      await waitFor(
        async () => {
          const pending = await backend.outbox.list(['pending']);
          return !pending.some((d) => stored.some((r) => r.id === d.inquiryId));
        },
        45_000,
        'the webhooks, once the receiver answers again',
      );
      await running.stop();
    }
  });

  it.skipIf(!available)(
    "sends an inquiry to each of its recipients, each its own row, a clinic's at its address",
    async () => {
      hooks.answer = 204;
      const clinic: Recipient = { kind: 'clinic', recipient: 'clinic:hudson', target: null };
      const subject = `Fitting ${crypto.randomUUID()}`;
      const shared = {
        subject,
        clinic: 'hudson',
        consents: ['health', 'clinic'] as ('health' | 'clinic')[],
        privacyNotice: privacyNotice.version,
      };
      const record = await backend.add(request(340, shared), undefined, [team('email'), clinic]);
      const running = worker();
      await waitFor(() => smtp.mails.filter((mail) => mail.text?.includes(subject)).length >= 2, 45_000, 'two e-mails');
      await waitFor(
        async () => (await backend.outbox.list(['sent'])).filter((d) => d.inquiryId === record.id).length === 2,
        45_000,
        'both recorded as sent',
      );
      await running.stop();
      const rows = (await backend.outbox.list()).filter((d) => d.inquiryId === record.id);
      expect(rows.map((d) => [d.recipient, d.kind, d.target])).toEqual([
        ['clinic:hudson', 'clinic', null],
        ['team', 'email', null],
      ]);
      // The clinic's mail carries what the patient typed (the subject), not the team's reference.
      const envelopes = smtp.mails
        .map((mail, i) => (mail.text?.includes(subject) ? smtp.envelopes[i] : undefined))
        .filter(Boolean);
      expect(envelopes.sort()).toEqual([['requests@hudson.example'], ['team@phx.example']]);
    },
  );

  it.skipIf(!available)("makes a clinic's row written with its address before into one decided when sent", async () => {
    const before: Recipient = { kind: 'email', recipient: 'clinic:hudson', target: 'requests@hudson.example' };
    const record = await backend.add(request(350), undefined, [team('email'), before]);
    const upgraded = await backend.second();
    const rows = (await upgraded.list()).filter((d) => d.inquiryId === record.id);
    expect(rows.map((d) => [d.recipient, d.kind, d.target])).toEqual([
      ['clinic:hudson', 'clinic', null],
      ['team', 'email', null],
    ]);
  });

  it.skipIf(!available)("exports and erases a clinic's copy with the team's, naming where it went", async () => {
    const clinic: Recipient = { kind: 'email', recipient: 'clinic:hudson', target: 'requests@hudson.example' };
    await backend.add(request(360, { email: 'cy@example.com' }), undefined, [team('email'), clinic]);
    const [exported] = await backend.outbox.exportByEmail('cy@example.com');
    expect(exported.deliveries.map((d) => [d.recipient, d.target])).toEqual([
      ['clinic:hudson', 'requests@hudson.example'],
      ['team', null],
    ]);
    expect(await backend.outbox.eraseByEmail('cy@example.com')).toEqual({ inquiries: 1, deliveries: 2 });
  });

  it.skipIf(!available)(
    'exports and erases every inquiry of one address, and deletes those past retention',
    async () => {
      const mine = [
        await backend.add(request(200, { email: 'Ann@Example.com' })),
        await backend.add(request(201, { email: 'ann@example.com' })),
      ];
      const other = await backend.add(request(202, { email: 'bob@example.com' }));
      const exported = await backend.outbox.exportByEmail('ANN@example.com');
      expect(exported.map((e) => e.inquiry)).toEqual(mine);
      expect(exported[0].deliveries.map((d) => d.kind)).toEqual(['email', 'webhook']);
      expect(await backend.outbox.eraseByEmail('ann@EXAMPLE.com')).toEqual({ inquiries: 2, deliveries: 4 });
      expect(await backend.outbox.exportByEmail('ann@example.com')).toEqual([]);
      expect((await backend.outbox.list()).filter((d) => mine.some((m) => m.id === d.inquiryId))).toEqual([]);
      expect((await backend.outbox.exportByEmail('bob@example.com')).map((e) => e.inquiry)).toEqual([other]);

      const old = await backend.add(request(203), new Date(Date.now() - 400 * 24 * 3600 * 1000).toISOString());
      const retention = startRetention(backend.outbox, 365, silent);
      retention.stop();
      expect(await retention.firstPass).toEqual({ inquiries: 1, deliveries: 2 });
      expect(await retention.run()).toEqual({ inquiries: 0, deliveries: 0 });
      expect((await backend.outbox.list()).some((d) => d.inquiryId === old.id)).toBe(false);
      expect((await backend.outbox.exportByEmail('bob@example.com')).map((e) => e.inquiry)).toEqual([other]);
    },
  );
});
