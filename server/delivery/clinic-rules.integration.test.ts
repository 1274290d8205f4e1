// @vitest-environment node
/**
 * The rules a partner clinic's copy is sent by, checked when it is sent, on SQLite and PostgreSQL: both consents, a
 * privacy notice we published, a clinic the clinics file still has, at most the clinic's hourly cap (the rest wait for
 * the team's release). Otherwise the clinic's row ends with the reason, the team's copy says why, a warn line says so.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { privacyNotice } from '../../src/content/privacy-notice.ts';
import type { PhxServerOptions } from '../app.ts';
import { runDeliveryCommand } from '../cli/deliveries.ts';
import { openClinicDirectory, sampleClinicsFile } from '../clinics/directory.ts';
import { silent } from '../log.ts';
import { openPostgresStore } from '../store/postgres/store.ts';
import { SqliteOutbox } from '../store/sqlite/outbox.ts';
import { postgresBin, startPostgres, type Throwaway } from '../../test/server/postgres.ts';
import { startSmtp, type TestSmtp } from '../../test/server/smtp.ts';
import { inquiry, post, startServer } from '../../test/server/test-server.ts';
import { waitFor } from '../../src/test/wait.ts';
import { startReceiver, type TestReceiver } from '../../test/server/webhook-receiver.ts';
import type { DeliveryConfig } from './config.ts';
import type { Delivery, Outbox } from './outbox.ts';
import { recipientsOf } from './recipients.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const clinicAddress = 'requests@hudson-limb.example.com';
let smtp: TestSmtp;
let hook: TestReceiver;
let postgres: Throwaway | undefined;
beforeAll(async () => {
  [smtp, hook] = await Promise.all([startSmtp(), startReceiver()]);
});
afterAll(async () => {
  await Promise.all([smtp.stop(), hook.stop()]);
  postgres?.stop();
});
const closing: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

/** A server on one backend, delivering to `mail` (default: the shared SMTP server) and the team's webhook. */
async function serverOn(backend: string, over: Partial<PhxServerOptions> & { mail?: TestSmtp } = {}) {
  const { mail = smtp, ...options } = over;
  const delivery: DeliveryConfig = {
    mail: { smtpUrl: mail.url, to: ['team@phx.example'], from: 'site@phx.example' },
    webhook: { url: hook.url, secret: hook.secret },
    retentionDays: 365,
    ...options.delivery,
  };
  let outbox: () => Outbox;
  let store: PhxServerOptions['store'];
  if (backend === 'PostgreSQL') {
    postgres ??= await startPostgres();
    const pg = await openPostgresStore(postgres.url, { deliveries: recipientsOf(delivery, silent) });
    closing.push(() => pg.close());
    store = pg;
    outbox = () => pg.outbox;
  }
  const server = await startServer({
    deliveryTuning: { pollMs: 50, backoff: () => 100 },
    store,
    ...options,
    delivery,
  });
  if (backend === 'SQLite') {
    let db: Database.Database | undefined;
    closing.push(() => db?.close());
    outbox = () => {
      db ??= new Database(join(server.dataDir, 'inquiries.db'));
      return new SqliteOutbox(db);
    };
  }
  const rows = async (id: string) => (await outbox!().list()).filter((d) => d.inquiryId === id);
  const clinicRow = async (id: string) => (await rows(id)).find((d) => d.kind === 'clinic');
  return { ...server, outbox: () => outbox(), rows, clinicRow };
}

/** Posts a request under a name of its own: its id, and the mails sent for it with their envelope recipients. */
async function send(url: string, name: string, over: Record<string, unknown>, mail = smtp) {
  const answer = await post(url, inquiry({ name, privacyNotice: privacyNotice.version, ...over }));
  expect(answer.status).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  const mails = () =>
    mail.mails.flatMap((m, i) => (m.subject?.endsWith(name) ? [{ mail: m, to: mail.envelopes[i] }] : []));
  return { id, mails };
}

const hudson = { clinic: 'hudson-limb-center' };
const postgresAvailable = postgresBin() !== undefined;

describe.each([
  ['SQLite', true],
  ['PostgreSQL', postgresAvailable],
])('a clinic’s copy on %s', (backend, available) => {
  it.runIf(available)('never reaches the clinic without the health consent, and the team is told why', async () => {
    const server = await serverOn(backend);
    const sent = await send(server.url, 'Ivy Nohealth', { ...hudson, consents: ['clinic'] });
    const row = await waitFor(
      async () => {
        const found = await server.clinicRow(sent.id);
        return found?.state === 'withheld' ? found : undefined;
      },
      45_000,
      'the clinic row to end',
    );
    expect(row.lastError).toBe('NO_HEALTH_CONSENT');
    await waitFor(() => sent.mails().length >= 1, 45_000, 'the team mail');
    expect(sent.mails().map((m) => m.to)).toEqual([['team@phx.example']]);
    expect(sent.mails()[0].mail.text).toContain(
      'Not sent to the partner clinic: the patient did not consent to the use of health details.',
    );
    expect(server.leveled).toContain(
      `warn delivery ${row.id} (clinic to clinic:hudson-limb-center) withheld: NO_HEALTH_CONSENT`,
    );
    expect(server.logs.join('\n')).not.toMatch(/Ivy|Nohealth|ada@example|Secret medical/);
  });

  it.runIf(available)(
    'shares nothing against a privacy notice we never published, or none, and still reaches the team',
    async () => {
      const server = await serverOn(backend);
      const old = await send(server.url, 'Jo Oldnotice', {
        ...hudson,
        consents: ['health', 'clinic'],
        privacyNotice: '1999-01-01',
      });
      const none = await send(server.url, 'Kim Nonotice', {
        ...hudson,
        consents: ['health', 'clinic'],
        privacyNotice: undefined,
      });
      for (const sent of [old, none]) {
        const row = await waitFor(
          async () => {
            const found = await server.clinicRow(sent.id);
            return found?.state === 'withheld' ? found : undefined;
          },
          45_000,
          'the clinic row to end',
        );
        expect(row.lastError).toBe('UNKNOWN_NOTICE_VERSION');
        await waitFor(() => sent.mails().length >= 1, 45_000, 'the team mail');
        expect(sent.mails().map((m) => m.to)).toEqual([['team@phx.example']]);
        expect(sent.mails()[0].mail.text).toContain('privacy notice version we never published');
        const posted = await waitFor(
          () => hook.received.find((h) => h.payload.data.id === sent.id),
          45_000,
          'the team webhook',
        );
        expect(posted.payload.data).toMatchObject({ sharedWithClinic: true, clinicCopy: 'UNKNOWN_NOTICE_VERSION' });
      }
    },
  );

  it.runIf(available)('sends nothing to a clinic retired while its copy waited for the mail server', async () => {
    const down = await startSmtp();
    await down.stop();
    const dir = mkdtempSync(join(tmpdir(), 'phx-clinics-'));
    const file = join(dir, 'clinics.csv');
    const sample = readFileSync(sampleClinicsFile, 'utf8');
    writeFileSync(file, sample);
    const clinics = openClinicDirectory({ file, log: () => {}, watch: false, settleMs: 10 });
    closing.push(() => clinics.close());
    const server = await serverOn(backend, { mail: down, clinics });
    const sent = await send(server.url, 'Lou Retired', { ...hudson, consents: ['health', 'clinic'] }, down);
    await waitFor(async () => (await server.clinicRow(sent.id))?.lastError, 45_000, 'a failed attempt at the clinic');
    // The clinic leaves the file (the operator's reload), then the mail server is back.
    writeFileSync(file, sample.replace(/^hudson-limb-center,.*\n/m, ''));
    expect(await clinics.reload()).toBe(true);
    expect(clinics.lookup('hudson-limb-center').known).toBe(false);
    await down.start();
    closing.push(() => void down.stop());
    const row = await waitFor(
      async () => {
        const found = await server.clinicRow(sent.id);
        return found?.state === 'withheld' ? found : undefined;
      },
      45_000,
      'the clinic row to end',
    );
    expect(row.lastError).toBe('CLINIC_RETIRED');
    await waitFor(() => sent.mails().length >= 1, 45_000, 'the team mail');
    expect(sent.mails().map((m) => m.to)).toEqual([['team@phx.example']]);
    expect(sent.mails()[0].mail.text).toContain(
      'Not sent to the partner clinic: the clinic is no longer in the clinics file.',
    );
  });

  it.runIf(available)(
    'sends one clinic at most its hourly cap of 500 requests from 50 addresses; the rest wait for a release',
    async () => {
      const flood = await startSmtp();
      closing.push(() => void flood.stop());
      const server = await serverOn(backend, {
        mail: flood,
        rateLimitPerMinute: 100_000,
        delivery: { webhook: undefined, retentionDays: 365, clinicHourlyCap: 20 },
      });
      const ids: string[] = [];
      for (let batch = 0; batch < 500; batch += 25) {
        const answers = await Promise.all(
          Array.from({ length: 25 }, (_, i) =>
            post(
              server.url,
              inquiry({
                name: `Flood ${batch + i}`,
                email: `sender${(batch + i) % 50}@example.com`,
                privacyNotice: privacyNotice.version,
                consents: ['health', 'clinic'],
                ...hudson,
              }),
            ),
          ),
        );
        for (const answer of answers) ids.push(((await answer.json()) as { id: string }).id);
      }
      const mine = new Set(ids);
      const clinicRows = async () =>
        (await server.outbox().list()).filter((d: Delivery) => d.kind === 'clinic' && mine.has(d.inquiryId));
      await waitFor(
        async () => {
          const all = await clinicRows();
          return all.length === 500 && all.every((d) => d.state === 'sent' || d.state === 'held');
        },
        90_000,
        'every clinic row sent or held',
      );
      const toClinic = () => flood.envelopes.filter((to) => to.includes(clinicAddress)).length;
      expect(toClinic()).toBe(20);
      const held = (await clinicRows()).filter((d) => d.state === 'held');
      expect(held).toHaveLength(480);
      // The team's copy of a held one says that it waits, and how to release it.
      const heldMail = await waitFor(
        () => flood.mails.find((m) => m.subject?.endsWith(`Flood ${ids.indexOf(held[0].inquiryId)}`)),
        45_000,
        'the team mail of a held copy',
      );
      expect(heldMail.text).toContain(
        "The partner clinic's copy waits for your release: the clinic got more than 20 requests in the past hour. Release it with: npm run inquiries -- release",
      );
      // The team releases one: it goes, and only it.
      const out: string[] = [];
      const code = await runDeliveryCommand(['release', held[0].id], server.outbox(), {
        out: (text) => out.push(text),
        err: (text) => out.push(text),
      });
      expect([code, out.join('')]).toEqual([
        0,
        'Released 1 held copy: the running server sends them within a few seconds.\n',
      ]);
      await waitFor(() => toClinic() === 21, 45_000, 'the released copy');
      expect((await clinicRows()).filter((d) => d.state === 'held')).toHaveLength(479);
    },
  );
});
