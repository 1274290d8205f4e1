// @vitest-environment node
/**
 * A request that names a partner clinic: with the patient's tick it goes to the team and, on its own row, to the
 * clinic's address for requests; without it, to the team alone; for a clinic the file does not have, or one that takes
 * no requests, the clinic's row ends with the reason (the other rules: clinic-rules.test.ts).
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { privacyNotice } from '../../src/content/privacy-notice.ts';
import { SqliteOutbox } from '../store/sqlite/outbox.ts';
import { startSmtp, type TestSmtp } from '../../test/server/smtp.ts';
import { inquiry, post, startServer } from '../../test/server/test-server.ts';
import { waitFor } from '../../src/test/wait.ts';
import { startReceiver, type TestReceiver } from '../../test/server/webhook-receiver.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let smtp: TestSmtp;
let hook: TestReceiver;
beforeAll(async () => {
  [smtp, hook] = await Promise.all([startSmtp(), startReceiver()]);
});
afterAll(async () => {
  await Promise.all([smtp.stop(), hook.stop()]);
});

const server = () =>
  startServer({
    delivery: {
      mail: { smtpUrl: smtp.url, to: ['team@phx.example'], from: 'site@phx.example' },
      webhook: { url: hook.url, secret: hook.secret },
      retentionDays: 365,
    },
    deliveryTuning: { pollMs: 50 },
  });

/** Posts a request under a name of its own; its mails (with their envelope recipients) and its webhook. */
async function send(url: string, name: string, over: Record<string, unknown>) {
  const answer = await post(url, inquiry({ name, privacyNotice: privacyNotice.version, ...over }));
  expect(answer.status).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  await waitFor(() => hook.received.some((h) => h.payload.data.id === id), 45_000, 'its webhook');
  const mails = () =>
    smtp.mails.flatMap((mail, i) => (mail.subject?.endsWith(name) ? [{ mail, to: smtp.envelopes[i] }] : []));
  return { id, mails, webhook: hook.received.find((h) => h.payload.data.id === id)!.payload };
}

const hudson = { clinic: 'hudson-limb-center', lang: 'es' };

/** An inquiry's rows in the outbox, read as another process would. */
function rowsOf(dataDir: string, id: string) {
  const db = new Database(join(dataDir, 'inquiries.db'), { readonly: true });
  try {
    return new SqliteOutbox(db).list().filter((d) => d.inquiryId === id);
  } finally {
    db.close();
  }
}

describe('a request naming a partner clinic', () => {
  it("goes to the team and to the clinic's address when the patient ticked the box", async () => {
    const { url } = await server();
    const sent = await send(url, 'Ann Shared', { ...hudson, consents: ['health', 'clinic'] });
    await waitFor(() => sent.mails().length >= 2, 45_000, 'two mails');
    expect(
      sent
        .mails()
        .map((m) => m.to)
        .sort(),
    ).toEqual([['requests@hudson-limb.example.com'], ['team@phx.example']]);
  });

  it('goes to the team alone without the tick', async () => {
    const { url, dataDir } = await server();
    const sent = await send(url, 'Bob Unshared', { ...hudson, consents: ['health'] });
    await waitFor(() => sent.mails().length >= 1, 45_000, 'the team mail');
    // Its rows in the outbox: the team's alone, so nothing more is on its way.
    const rows = rowsOf(dataDir, sent.id);
    expect(rows.map((d) => `${d.recipient} ${d.kind}`)).toEqual(['team email', 'team webhook']);
    expect(sent.mails().map((m) => m.to)).toEqual([['team@phx.example']]);
  });

  it("writes to the clinic in the patient's language, with what the patient typed and the clinic, nothing else", async () => {
    const { url } = await server();
    const sent = await send(url, 'Dee Spanish', { ...hudson, consents: ['health', 'clinic'] });
    await waitFor(
      () => sent.mails().some((m) => m.to.includes('requests@hudson-limb.example.com')),
      45_000,
      'the clinic mail',
    );
    const { mail } = sent.mails().find((m) => m.to.includes('requests@hudson-limb.example.com'))!;
    const text = mail.text ?? '';
    expect(text).toContain(
      'Un paciente pidió a Phoenix Bionics que enviara esta solicitud también a Hudson Limb Center',
    );
    expect(text).toContain('Secret medical detail');
    expect(text).toContain('Hudson Limb Center');
    expect(text).not.toContain(sent.id);
    expect(text).not.toMatch(/http:\/\/x\/contact|Consentimiento|Política de privacidad/);
    expect(mail.replyTo?.value[0].address).toBe('ada@example.com');
  });

  it('names the clinic in the webhook, and whether the patient chose to share it', async () => {
    const { url } = await server();
    const yes = await send(url, 'Eve Webhook', { ...hudson, consents: ['health', 'clinic'] });
    const no = await send(url, 'Fay Webhook', { ...hudson, consents: ['health'] });
    expect(yes.webhook.data).toMatchObject({
      clinic: 'hudson-limb-center',
      clinicName: 'Hudson Limb Center',
      sharedWithClinic: true,
    });
    expect(no.webhook.data).toMatchObject({
      clinic: 'hudson-limb-center',
      clinicName: 'Hudson Limb Center',
      sharedWithClinic: false,
    });
  });

  it('keeps a request naming a clinic the file does not have, for the team alone, with a warning', async () => {
    const { url, logs, leveled, stored, dataDir } = await server();
    const sent = await send(url, 'Gus Unknown', { clinic: 'no-such-clinic', consents: ['health', 'clinic'] });
    await waitFor(() => sent.mails().length >= 1, 45_000, 'the team mail');
    expect(stored().find((r) => r.id === sent.id)).toMatchObject({ clinic: 'no-such-clinic' });
    const row = await waitFor(
      () => rowsOf(dataDir, sent.id).find((d) => d.kind === 'clinic' && d.state === 'withheld'),
      45_000,
      'the clinic row withheld',
    );
    expect(row.lastError).toBe('CLINIC_RETIRED');
    expect(leveled).toContain(
      `warn delivery ${row.id} (clinic, one the clinics file does not have) withheld: CLINIC_RETIRED`,
    );
    expect(logs.join('\n')).not.toContain('no-such-clinic');
    expect(sent.mails().map((m) => m.to)).toEqual([['team@phx.example']]);
  });

  it('sends nothing to a clinic that takes no requests through us, and says so', async () => {
    const { url, leveled, dataDir } = await server();
    const sent = await send(url, 'Hal Closed', { clinic: 'harbor-limb-lab', consents: ['health', 'clinic'] });
    await waitFor(() => sent.mails().length >= 1, 45_000, 'the team mail');
    const row = await waitFor(
      () => rowsOf(dataDir, sent.id).find((d) => d.kind === 'clinic' && d.state === 'withheld'),
      45_000,
      'the clinic row withheld',
    );
    expect(leveled).toContain(
      `warn delivery ${row.id} (clinic to clinic:harbor-limb-lab) withheld: CLINIC_TAKES_NO_REQUESTS`,
    );
    expect(sent.mails()[0].mail.text).toContain(
      'Not sent to the partner clinic: the clinic takes no requests through us.',
    );
    expect(sent.mails().map((m) => m.to)).toEqual([['team@phx.example']]);
  });

  it('says a clinic value that can be no clinic id is invalid, and never repeats it in the log', async () => {
    const { url, logs, leveled } = await server();
    const sent = await send(url, 'Ida Invalid', { clinic: 'Evil Clinic <script>', consents: ['health', 'clinic'] });
    await waitFor(() => sent.mails().length >= 1, 45_000, 'the team mail');
    expect(leveled).toContain(`warn inquiry ${sent.id} names an invalid clinic value: kept, for the team alone`);
    expect(logs.join('\n')).not.toMatch(/Evil|script/);
    expect(sent.mails().map((m) => m.to)).toEqual([['team@phx.example']]);
  });
});
