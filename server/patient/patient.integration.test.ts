// @vitest-environment node
/**
 * The patient's own link (issue #44, items 4 and 5), on SQLite and PostgreSQL: the confirmation e-mail through a real
 * SMTP server, once per address an hour, in the request's language and without a word of what they wrote; the page
 * the link opens; a tampered and an expired link refused; each consent withdrawn at once (the clinic's copy not sent)
 * and confirmed by e-mail; an erasure that leaves nothing in the store, turns the link into "erased", and sends each
 * clinic that received a copy its erasure notice (e-mail or signed webhook), also from the command line and retention.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParsedMail } from 'mailparser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { privacyNotice } from '../../src/content/privacy-notice.ts';
import { waitFor } from '../../src/test/wait.ts';
import { postgresBin, startPostgres, type Throwaway } from '../../test/server/postgres.ts';
import { startSmtp, type TestSmtp } from '../../test/server/smtp.ts';
import { inquiry, post, startServer } from '../../test/server/test-server.ts';
import { startReceiver, type TestReceiver } from '../../test/server/webhook-receiver.ts';
import { inquiriesCli } from '../cli/inquiries.ts';
import { type ClinicDirectory, openClinicDirectory, sampleClinicsFile } from '../clinics/directory.ts';
import { type DeliveryConfig, recipientsOf } from '../delivery/index.ts';
import { startRetention } from '../delivery/retention.ts';
import { eraseInquiry, eraseReceivedBefore } from '../inquiries/erase.ts';
import { silent } from '../log.ts';
import { openPostgresStore } from '../store/postgres/store.ts';
import { openSqliteStore } from '../store/sqlite/store.ts';
import type { InquiryStore } from '../store/store.ts';
import { linkToken } from './link.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const secret = 'a link secret of at least thirty-two characters, for tests';
const root = fileURLToPath(new URL('../..', import.meta.url));

let smtp: TestSmtp;
let hook: TestReceiver;
let pgServer: Throwaway | undefined;
beforeAll(async () => {
  [smtp, hook] = await Promise.all([startSmtp(), startReceiver()]);
});
afterAll(async () => {
  await Promise.all([smtp.stop(), hook.stop()]);
  pgServer?.stop();
});

/** The sample clinics, and one whose requests go to the test's webhook receiver (http, which a file cannot name). */
function clinicsWithHook(): ClinicDirectory {
  const directory = openClinicDirectory({ file: sampleClinicsFile, log: () => {}, watch: false });
  return {
    path: directory.path,
    data: () => directory.data(),
    published: (path) => directory.published(path),
    reload: (options) => directory.reload(options),
    close: () => directory.close(),
    lookup: (id) =>
      id === 'hook-clinic'
        ? {
            known: true,
            id,
            name: 'Hook Clinic',
            acceptsRequests: true,
            contact: { webhook: hook.url },
            languages: ['en'],
            country: 'us',
          }
        : directory.lookup(id),
  };
}

const backends = [
  { name: 'SQLite', skip: false },
  { name: 'PostgreSQL', skip: !postgresBin() },
];

describe.each(backends)('the patient link on $name', ({ name, skip }) => {
  if (skip) return;
  const postgres = name === 'PostgreSQL';

  /** A server with its own store (so that the test reads the same one), mailing the team and the patient. */
  async function server(over: Partial<DeliveryConfig> = {}) {
    const delivery: DeliveryConfig = {
      mail: { smtpUrl: smtp.url, to: ['team@phx.example'], from: 'site@phx.example' },
      clinicWebhookSecret: hook.secret,
      retentionDays: 365,
      linkSecret: secret,
      ...over,
    };
    const deliveries = recipientsOf(delivery, silent);
    const dataDir = mkdtempSync(join(tmpdir(), 'phx-patient-'));
    let store: InquiryStore;
    let databaseUrl: string | undefined;
    if (postgres) {
      pgServer ??= await startPostgres();
      // A database of its own for each server.
      const db = `t${randomUUID().replaceAll('-', '')}`;
      const admin = await openPostgresStore(pgServer.url);
      await admin.pool.query(`CREATE DATABASE ${db}`);
      await admin.close();
      databaseUrl = pgServer.url.replace(/\/postgres$/, `/${db}`);
      store = await openPostgresStore(databaseUrl, { deliveries });
    } else store = openSqliteStore(dataDir, silent, { deliveries });
    const started = await startServer({
      dataDir,
      store,
      delivery,
      deliveryTuning: { pollMs: 50 },
      clinics: clinicsWithHook(),
    });
    return {
      ...started,
      store,
      databaseUrl,
      close: async () => {
        await started.stop();
        await store.close();
      },
    };
  }

  /**
   * The files of the store that hold `needle`: SQLite's data folder, or PostgreSQL's data directory after a checkpoint
   * (its write-ahead log aside, as in store/erasure.integration.test.ts).
   */
  async function filesHolding(app: { dataDir: string; databaseUrl?: string }, needle: string) {
    let dir = app.dataDir;
    const skip: string[] = [];
    if (app.databaseUrl) {
      const admin = new pg.Client(app.databaseUrl);
      await admin.connect();
      dir = (await admin.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir")).rows[0].dir;
      await admin.query('CHECKPOINT');
      await admin.end();
      skip.push('pg_wal');
    }
    const found: string[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        const stat = statSync(path);
        if (stat.isDirectory() && !skip.includes(name)) walk(path);
        else if (stat.isFile() && readFileSync(path).includes(needle)) found.push(path);
      }
    };
    walk(dir);
    return found;
  }

  /** Posts a request of a new address; resolves to its id and address. */
  async function send(url: string, over: Record<string, unknown> = {}) {
    const email = `p-${randomUUID().slice(0, 8)}@patient.example`;
    const answer = await post(
      url,
      inquiry({
        email,
        name: 'Pat Ient',
        subject: 'Socket pain',
        message: 'My stump is sore after the fitting',
        privacyNotice: privacyNotice.version,
        consents: ['health'],
        ...over,
      }),
    );
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    return { id, email };
  }

  const mailsTo = (address: string) => smtp.mails.filter((_, i) => smtp.envelopes[i].includes(address));
  const firstMailTo = (address: string) => waitFor(() => mailsTo(address)[0], 20_000, `a mail to ${address}`);
  const linkIn = (mail: ParsedMail) => /https?:\/\/\S+\/request\/\S+/.exec(mail.text ?? '')?.[0] as string;
  const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] as string;
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });

  it("mails the patient once an hour, in the request's language, a link and nothing of what they wrote", async () => {
    const app = await server();
    const first = await send(app.url, { lang: 'de' });
    const mail = await firstMailTo(first.email);
    expect(mail.subject).toBe('Wir haben Ihre Anfrage erhalten');
    expect(smtp.envelopes[smtp.mails.indexOf(mail)]).toEqual([first.email]);
    const all = `${mail.subject} ${mail.text} ${mail.html}`;
    for (const typed of ['Pat Ient', 'Socket pain', 'stump', first.email]) expect(all).not.toContain(typed);
    expect(linkIn(mail)).toContain(`${app.url}/request/${first.id}.`);

    // A second request from the same address within the hour: stored and sent to the team, but no second mail.
    const answer = await post(
      app.url,
      inquiry({ email: first.email, privacyNotice: privacyNotice.version, consents: ['health'], lang: 'de' }),
    );
    const second = ((await answer.json()) as { id: string }).id;
    const rows = await waitFor(
      async () => {
        const all = (await app.store.outbox?.list()) ?? [];
        const mine = all.filter((d) => d.inquiryId === second);
        return mine.every((d) => d.state !== 'pending') ? mine : undefined;
      },
      20_000,
      "the second request's deliveries",
    );
    expect(rows.map((d) => `${d.recipient} ${d.state} ${d.lastError ?? ''}`.trim()).sort()).toEqual([
      'patient withheld PATIENT_MAILED_THIS_HOUR',
      'team sent',
    ]);
    expect(mailsTo(first.email)).toHaveLength(1);
    await app.close();
  });

  it('opens the request from the link; refuses a tampered or an expired link', async () => {
    const app = await server();
    const { id, email } = await send(app.url, {
      lang: 'ar',
      clinic: 'hudson-limb-center',
      consents: ['health', 'clinic'],
    });
    const mail = await firstMailTo(email);
    const link = linkIn(mail);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('My stump is sore after the fitting');
    expect(html).toContain('Hudson Limb Center');
    expect(html.match(/<h1/g)).toHaveLength(1);
    // The request log names the page, never the link.
    expect(app.logs.join('\n')).not.toContain(link.split('/request/')[1]);

    const tampered = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = await fetch(tampered, { headers: { 'accept-language': 'en' } });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain('This link does not work');
    const expired = await fetch(`${app.url}/request/${linkToken(secret, id, '2020-01-01T00:00:00.000Z', 30)}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This link has expired');
    await app.close();
  });

  it('withdraws the clinic share before it goes out (never sent) and the health consent, each confirmed by e-mail', async () => {
    // Every clinic copy held (a cap of none), so it cannot go out before the withdrawal.
    const app = await server({ clinicHourlyCap: 0, webhook: { url: hook.url, secret: hook.secret } });
    const clinicMails = mailsTo('requests@hudson-limb.example.com').length;
    const { id, email } = await send(app.url, { clinic: 'hudson-limb-center', consents: ['health', 'clinic'] });
    const mail = await firstMailTo(email);
    const link = linkIn(mail);
    const csrf = csrfOf(await (await fetch(link)).text());

    // Without the page's token: refused, nothing changed.
    const forged = await fetch(`${link}/withdraw`, form({ consent: 'clinic' }));
    expect(forged.status).toBe(403);
    expect((await app.store.list()).find((r) => r.id === id)?.clinicConsentAt).not.toBeNull();

    const withdrawn = await fetch(`${link}/withdraw`, form({ consent: 'clinic', csrf }));
    expect(withdrawn.status).toBe(303);
    const after = await (await fetch(new URL(withdrawn.headers.get('location') as string, link))).text();
    expect(after).toContain('Your consent to send your request to the clinic is withdrawn');
    expect(after).toContain('Not sent: you withdrew your consent');
    expect((await app.store.list()).find((r) => r.id === id)?.clinicConsentAt).toBeNull();
    // Released now, it is still not sent: withheld for good.
    expect(await app.store.outbox?.release(undefined, Date.now())).toBe(0);
    const clinicRow = (await app.store.outbox?.list())?.find((d) => d.inquiryId === id && d.kind === 'clinic');
    expect(clinicRow).toMatchObject({ state: 'withheld', lastError: 'NO_SHARE_CONSENT' });
    await waitFor(() => mailsTo(email).length >= 2, 20_000, 'the confirmation');
    expect(mailsTo(email)[1].subject).toBe('Your consent is withdrawn');
    expect(mailsTo(email)[1].text).toContain('Hudson Limb Center');

    await fetch(`${link}/withdraw`, form({ consent: 'health', csrf }));
    await waitFor(() => mailsTo(email).length >= 3, 20_000, 'the second confirmation');
    expect((await app.store.list()).find((r) => r.id === id)?.healthConsentAt).toBeNull();
    const team = await waitFor(
      () => mailsTo('team@phx.example').find((m) => m.subject === `Consent withdrawn: request ${id}`),
      20_000,
      "the team's notice",
    );
    expect(team.text).not.toContain('stump');
    const event = await waitFor(
      () => hook.received.find((h) => h.payload.type === 'inquiry.consent_withdrawn' && h.payload.data.id === id),
      20_000,
      "the team's webhook event",
    );
    expect(Object.keys(event.payload.data).sort()).toEqual(['consent', 'id', 'withdrawnAt']);
    const page = await (await fetch(link)).text();
    expect(page).toMatch(/Withdrawn on/);
    // The export (a subject-access request) shows when each consent was given and withdrawn.
    const out: string[] = [];
    await inquiriesCli(['export', '--email', email], {
      root,
      env: app.databaseUrl ? { PHX_DATABASE_URL: app.databaseUrl } : { PHX_DATA_DIR: app.dataDir },
      tty: false,
      out: (text) => out.push(text),
      err: (text) => out.push(text),
    });
    const exported = JSON.parse(out.join('')) as { inquiries: { withdrawals: { kind: string }[] }[] };
    expect(exported.inquiries[0].withdrawals.map((w) => w.kind).sort()).toEqual(['clinic', 'health']);
    expect(mailsTo('requests@hudson-limb.example.com')).toHaveLength(clinicMails);
    await app.close();
  });

  it('erases from the page: gone from the store, the link says so, the clinic gets its erasure notice by e-mail', async () => {
    const app = await server();
    const { id, email } = await send(app.url, { clinic: 'hudson-limb-center', consents: ['health', 'clinic'] });
    const clinicMails = () => mailsTo('requests@hudson-limb.example.com');
    const before = clinicMails().length;
    await waitFor(() => clinicMails().length > before, 20_000, "the clinic's copy");
    const link = linkIn(await firstMailTo(email));
    const csrf = csrfOf(await (await fetch(link)).text());

    const unconfirmed = await fetch(`${link}/erase`, form({ csrf }));
    expect(unconfirmed.status).toBe(303);
    expect((await app.store.list()).some((r) => r.id === id)).toBe(true);

    const erased = await fetch(`${link}/erase`, form({ csrf, confirm: 'yes' }));
    expect(erased.status).toBe(200);
    expect(await erased.text()).toContain('Your request was erased');
    expect((await app.store.list()).some((r) => r.id === id)).toBe(false);
    expect((await app.store.outbox?.list())?.some((d) => d.inquiryId === id)).toBe(false);
    const again = await fetch(link);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('Your request was erased');

    const notice = await waitFor(
      () => clinicMails().find((m) => m.subject === `Request ${id} was erased: please erase your copy`),
      20_000,
      "the clinic's erasure notice",
    );
    expect(`${notice.text}`).not.toMatch(/Pat Ient|stump|patient\.example/);
    await waitFor(
      () => mailsTo(email).some((m) => m.subject === 'Your request was erased'),
      20_000,
      'the confirmation',
    );
    // The confirmation was the last copy of the address: once sent, its notice is deleted and scrubbed from the files.
    await waitFor(async () => (await filesHolding(app, email)).length === 0, 20_000, 'the address gone from the files');
    await app.close();
  });

  it('tells a clinic whose requests go to its webhook with a signed inquiry.erased event', async () => {
    const app = await server();
    const { id } = await send(app.url, { clinic: 'hook-clinic', consents: ['health', 'clinic'] });
    await waitFor(() => hook.received.some((h) => h.payload.data.id === id), 20_000, "the clinic's copy");
    expect(await eraseInquiry(app.store, id, { by: 'team' })).toMatchObject({
      inquiries: 1,
      clinicsTold: ['hook-clinic'],
    });
    const event = await waitFor(
      () => hook.received.find((h) => h.payload.type === 'inquiry.erased' && h.payload.data.id === id),
      20_000,
      'the erasure event',
    );
    expect(event.payload.data).toEqual({ id });
    await app.close();
  });

  it("sends the notice when the command line's erase or retention erases a request", async () => {
    const app = await server();
    const clinicNotices = () =>
      mailsTo('requests@hudson-limb.example.com').filter((m) => m.subject?.includes('was erased'));
    const a = await send(app.url, { clinic: 'hudson-limb-center', consents: ['health', 'clinic'] });
    const b = await send(app.url, { clinic: 'hudson-limb-center', consents: ['health', 'clinic'] });
    const sent = async (id: string) =>
      (await app.store.outbox?.list())?.some((d) => d.inquiryId === id && d.kind === 'clinic' && d.state === 'sent');
    await waitFor(async () => (await sent(a.id)) && (await sent(b.id)), 20_000, "the clinic's copies");

    const out: string[] = [];
    const code = await inquiriesCli(['erase', '--email', a.email], {
      root,
      env: app.databaseUrl ? { PHX_DATABASE_URL: app.databaseUrl } : { PHX_DATA_DIR: app.dataDir },
      tty: false,
      out: (text) => out.push(text),
      err: (text) => out.push(text),
    });
    expect(code).toBe(0);
    expect(out.join('')).toContain('Erased 1 inquiry');
    await waitFor(() => clinicNotices().some((m) => m.subject?.includes(a.id)), 20_000, 'the notice of the CLI');

    const retention = startRetention(app.store.outbox!, 0, silent, Date.now, (cutoff) =>
      eraseReceivedBefore(app.store, cutoff),
    );
    retention.stop();
    expect(await retention.firstPass).toMatchObject({ inquiries: 1 });
    await waitFor(() => clinicNotices().some((m) => m.subject?.includes(b.id)), 20_000, 'the notice of retention');
    await app.close();
  });
});
