// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordOf } from '../../src/inquiry/record.ts';
import { createMailSender } from './mailer.ts';
import type { ClaimedDelivery } from './outbox.ts';
import { request } from '../../test/server/sqlite-inquiries.ts';
import { startSmtp, type TestSmtp } from '../../test/server/smtp.ts';

// Real servers and child processes on a machine shared with other work: generous limits, no fixed sleeps.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());

const claimed = (over: Parameters<typeof request>[1], id = crypto.randomUUID()): ClaimedDelivery => ({
  id,
  inquiryId: 'i',
  kind: 'email',
  recipient: 'team',
  target: null,
  state: 'pending',
  attempts: 1,
  createdAt: new Date().toISOString(),
  nextAttemptAt: 0,
  retrySince: 0,
  sentAt: null,
  lastError: null,
  inquiry: recordOf(request(1, over), `inquiry-${id}`, '2026-11-25T10:00:00.000Z'),
});

describe('the e-mail to the team', () => {
  it('names the inquiry type and the person, carries every field, and answers the visitor on reply', async () => {
    const send = createMailSender({
      smtpUrl: smtp.url,
      to: ['team@phx.example', 'sales@phx.example'],
      from: 'site@phx.example',
    });
    const delivery = claimed({
      name: 'Ada Lovelace',
      phone: '+44 20 7946 0000',
      lang: 'de',
      message: 'Line one\nLine two',
    });
    await send(delivery);
    send.close();
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe('Schedule Consultation: Ada Lovelace');
    expect(mail.replyTo?.value).toEqual([{ name: 'Ada Lovelace', address: 'person1@example.com' }]);
    expect(smtp.envelopes[0]).toEqual(['team@phx.example', 'sales@phx.example']);
    expect(mail.messageId).toBe(`<${delivery.id}@phx.example>`);
    const text = mail.text ?? '';
    for (const line of [
      'Full Name: Ada Lovelace',
      'Email Address: person1@example.com',
      'Phone Number: +44 20 7946 0000',
      'Inquiry Type: Schedule Consultation',
      'Subject: Fitting 1',
      'Message:\n  Line one\n  Line two',
      'Sent from page: https://phx.example/contact',
      'Language: de',
      'Received: 2026-11-25T10:00:00.000Z',
      `Reference: inquiry-${delivery.id}`,
    ])
      expect(text).toContain(line);
    expect(mail.html).toContain(
      '<th style="text-align:start;vertical-align:top;padding:4px 12px 4px 0">Full Name</th>',
    );
  });

  it("labels the e-mail in the team's language, right to left in Arabic", async () => {
    const before = smtp.mails.length;
    const send = createMailSender({
      smtpUrl: smtp.url,
      to: ['team@phx.example'],
      from: 'site@phx.example',
      lang: 'ar',
    });
    await send(claimed({ name: 'Ada' }));
    send.close();
    const mail = (await smtp.waitFor(before + 1))[before];
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('الاسم الكامل: Ada');
  });

  it('lets no value add a header, a recipient or markup', async () => {
    const before = smtp.mails.length;
    const send = createMailSender({ smtpUrl: smtp.url, to: ['team@phx.example'], from: 'Site <site@phx.example>' });
    const hostile = {
      name: 'Eve\r\nBcc: victim@evil.example\r\nX-Injected: 1',
      subject: 'Hi\r\n\r\n<img src=x onerror=alert(1)>',
      message: '<script>alert("x")</script>\r\n.\r\nMAIL FROM:<evil@evil.example>\r\nRCPT TO:<victim@evil.example>\r\n',
      phone: '"><b>bold</b>',
      pageUrl: 'javascript:alert(1)',
    };
    await send(claimed(hostile));
    send.close();
    const mails = await smtp.waitFor(before + 1);
    expect(mails).toHaveLength(before + 1);
    const mail = mails[before];
    expect(smtp.envelopes[before]).toEqual(['team@phx.example']);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('x-injected')).toBe(false);
    expect(mail.subject).toBe('Schedule Consultation: Eve Bcc: victim@evil.example X-Injected: 1');
    expect(mail.replyTo?.value).toEqual([
      { name: 'Eve Bcc: victim@evil.example X-Injected: 1', address: 'person1@example.com' },
    ]);
    // Every value arrives whole in the text part, the SMTP dot line included.
    expect(mail.text).toContain('  <script>alert("x")</script>\n  .\n  MAIL FROM:<evil@evil.example>');
    const html = mail.html || '';
    expect(html).not.toMatch(/<(script|img|b)[\s>]/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toContain('href');
  });

  it('has no Reply-To when the stored address is not one the form accepts', async () => {
    const before = smtp.mails.length;
    const send = createMailSender({ smtpUrl: smtp.url, to: ['team@phx.example'], from: 'site@phx.example' });
    await send(claimed({ email: 'a@b.example>, victim@evil.example' }));
    send.close();
    const mail = (await smtp.waitFor(before + 1))[before];
    expect(mail.replyTo).toBeUndefined();
    expect(smtp.envelopes[before]).toEqual(['team@phx.example']);
  });
});
