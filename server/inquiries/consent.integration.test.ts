// @vitest-environment node
/**
 * The consent to use health details, as the receiver keeps it: a request with it records when and against which
 * notice; one without it (an older embed, an API client) is stored and delivered all the same, and the team's e-mail
 * and the webhook say that it is missing; a form sent without script and without it comes back, nothing lost.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { privacyNotice } from '../../src/content/privacy-notice';
import { startSmtp, type TestSmtp } from '../../test/server/smtp';
import { startReceiver, type TestReceiver } from '../../test/server/webhook-receiver';
import { formFields, inquiry, post, postForm, startServer } from '../../test/server/test-server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const consented = { consents: ['health'], privacyNotice: privacyNotice.version };

describe('a request sent as JSON', () => {
  it('with the consent, is stored with the time it was given and the notice it was given against', async () => {
    const { url, stored } = await startServer();
    const res = await post(url, inquiry(consented));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.missingConsents).toBeUndefined();
    const [record] = stored();
    expect(record.healthConsentAt).toBe(record.receivedAt);
    expect(record.healthConsentNotice).toBe(privacyNotice.version);
  });

  it('without the consent (an older embed, an API client), is stored all the same and told what is missing', async () => {
    const { url, stored } = await startServer();
    const res = await post(url, inquiry({ message: 'Kept without consent' }));
    expect(res.status).toBe(201);
    expect((await res.json()).missingConsents).toEqual(['health']);
    const [record] = stored();
    expect(record.message).toBe('Kept without consent');
    expect(record.healthConsentAt).toBeNull();
    expect(record.healthConsentNotice).toBeNull();
  });

  it('of the partnership type, asks for no health consent: stored unmarked', async () => {
    const { url, stored } = await startServer();
    const res = await post(url, inquiry({ inquiry: 'partnership' }));
    expect(res.status).toBe(201);
    expect((await res.json()).missingConsents).toBeUndefined();
    expect(stored()).toHaveLength(1);
  });
});

describe('a form sent without script', () => {
  it('with the box ticked, is stored with the consent and the notice the form named', async () => {
    const { url, stored } = await startServer();
    const res = await postForm(url, { ...formFields(), consents: 'health', privacyNotice: privacyNotice.version });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Message Sent Successfully!');
    const [record] = stored();
    expect(record.healthConsentAt).toBe(record.receivedAt);
    expect(record.healthConsentNotice).toBe(privacyNotice.version);
  });

  it('without the box ticked, is not stored: the page says why, focuses the box and keeps everything typed', async () => {
    const { url, stored } = await startServer();
    // The fields of a form without the box, or with it unticked: no `consents` at all.
    const { consents: _unticked, ...typed } = formFields({
      name: 'Zoë Example',
      message: 'My left hand <since 2019>\nand more',
      lang: 'de',
    });
    const res = await postForm(url, typed);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Ihre Nachricht wurde noch nicht gesendet.');
    const box = /<input[^>]*name="consents"[^>]*>/.exec(html)![0];
    expect(box).toContain('autofocus');
    expect(box).toContain('aria-invalid="true"');
    expect(box).not.toContain('checked');
    expect(html).toContain('Bitte setzen Sie hier ein Häkchen, um Ihre Nachricht zu senden.');
    expect(html).toContain('value="Zoë Example"');
    expect(html).toContain('My left hand &lt;since 2019&gt;\nand more</textarea>');
    expect(stored()).toEqual([]);
  });

  it('of the partnership type, without the box, is stored: the type asks for no health consent', async () => {
    const { url, stored } = await startServer();
    const { consents: _none, ...typed } = formFields({ inquiry: 'partnership' });
    const res = await postForm(url, typed);
    expect(res.status).toBe(200);
    expect(stored()).toHaveLength(1);
  });

  it('with the box ticked but a field to correct, comes back with the box still ticked', async () => {
    const { url, stored } = await startServer();
    const res = await postForm(url, { ...formFields({ email: 'not an address' }), consents: 'health' });
    expect(res.status).toBe(400);
    const box = /<input[^>]*name="consents"[^>]*>/.exec(await res.text())![0];
    expect(box).toMatch(/checked/);
    expect(box).not.toContain('aria-invalid');
    expect(stored()).toEqual([]);
  });
});

describe('the team’s e-mail and the webhook', () => {
  let smtp: TestSmtp;
  let hook: TestReceiver;
  beforeAll(async () => {
    smtp = await startSmtp();
    hook = await startReceiver();
  });
  afterAll(async () => {
    await smtp.stop();
    await hook.stop();
  });

  const deliveringServer = () =>
    startServer({
      delivery: {
        mail: { smtpUrl: smtp.url, to: ['team@phx.example'], from: 'site@phx.example' },
        webhook: { url: hook.url, secret: hook.secret },
        retentionDays: 365,
      },
      deliveryTuning: { pollMs: 50 },
    });

  it('say, before any health detail, that a request came without consent', async () => {
    const { url } = await deliveringServer();
    const [mailsBefore, hooksBefore] = [smtp.mails.length, hook.received.length];
    expect((await post(url, inquiry({ name: 'Ann Without' }))).status).toBe(201);
    const mail = (await smtp.waitFor(mailsBefore + 1)).at(-1)!;
    expect(mail.subject).toBe('[No consent] Schedule Consultation: Ann Without');
    const text = mail.text ?? '';
    const warning = text.indexOf('This request came without consent to use health details.');
    expect(warning).toBeGreaterThan(-1);
    expect(warning).toBeLessThan(text.indexOf('Secret medical detail'));
    expect(text).toContain('Health consent: not given');
    expect(mail.html).toContain('ask the sender for consent');
    const { data } = (await hook.waitFor(hooksBefore + 1)).at(-1)!.payload;
    expect(data.consentMissing).toEqual(['health']);
    expect(data.healthConsentAt).toBeNull();
  });

  it('name when the consent was given and against which notice, with no warning', async () => {
    const { url } = await deliveringServer();
    const [mailsBefore, hooksBefore] = [smtp.mails.length, hook.received.length];
    expect((await post(url, inquiry({ name: 'Bea With', ...consented }))).status).toBe(201);
    const mail = (await smtp.waitFor(mailsBefore + 1)).at(-1)!;
    expect(mail.subject).toBe('Schedule Consultation: Bea With');
    expect(mail.text).not.toContain('without consent');
    expect(mail.text).toMatch(/Health consent: \d{4}-\d\d-\d\dT/);
    expect(mail.text).toContain(`Privacy notice: ${privacyNotice.version}`);
    const { data } = (await hook.waitFor(hooksBefore + 1)).at(-1)!.payload;
    expect(data.consentMissing).toEqual([]);
    expect(data.healthConsentNotice).toBe(privacyNotice.version);
  });
});
