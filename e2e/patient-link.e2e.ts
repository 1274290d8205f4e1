import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../src/test/wait.ts';
import { openSqliteStore } from '../server/store/sqlite/store.ts';
import type { TestSmtp } from '../test/server/smtp.ts';
import { type MailSite, startMailSite } from './support/mail-site';
import { expectNoConsoleErrors, fillInquiry, visit } from './support/browser';

const clinicAddress = 'requests@hudson-limb.example.com';

let site: MailSite;
let url: string;
let smtp: TestSmtp;
let dataDir: string;

beforeAll(async () => {
  site = await startMailSite({ name: 'patient', patientLink: true });
  ({ url, smtp, dataDir } = site);
});
afterAll(() => site?.stop());

const mailsTo = (address: string) => smtp.mails.filter((_, i) => smtp.envelopes[i].includes(address));
const linkIn = (text: string | undefined) => /https?:\/\/\S+\/request\/\S+/.exec(text ?? '')?.[0] as string;

/** What the store holds now, read as another process would. */
function stored() {
  const store = openSqliteStore(dataDir, undefined, { probeAtOpen: false });
  try {
    return store.list();
  } finally {
    store.close();
  }
}

describe("the patient's own link", () => {
  it('from /contact with the clinic share to the erased request and the clinic’s erasure notice', async () => {
    const subject = 'Erase me from the browser';
    const v = await visit(`${url}/contact?inquiry=consultation&clinic=hudson-limb-center`);
    const share = v.page.getByRole('checkbox', {
      name: /^Also send my request, including any health details, to Hudson Limb Center/,
    });
    await share.waitFor();
    await fillInquiry(v.page, subject);
    await share.check();
    await v.page.getByRole('button', { name: 'Send Message' }).click();
    await v.page.locator('[part=toast][data-variant=success]').waitFor();

    // The confirmation, at the address typed; the clinic's copy, delivered.
    const mail = await waitFor(
      () => mailsTo('ada@example.com').find((m) => m.subject === 'We received your request'),
      45_000,
      'the confirmation',
    );
    expect(mail.text).not.toContain(subject);
    await waitFor(() => mailsTo(clinicAddress).some((m) => m.text?.includes(subject)), 45_000, "the clinic's copy");
    const { id } = stored().find((r) => r.subject === subject)!;

    await v.page.goto(linkIn(mail.text));
    await expect(v.page.getByRole('heading', { level: 1, name: 'Your request' }).isVisible()).resolves.toBe(true);
    await v.page.getByText(subject, { exact: true }).waitFor();
    await v.page.getByText('Hudson Limb Center: Delivered').waitFor();
    expectNoConsoleErrors(v);

    await v.page.getByRole('checkbox', { name: 'Yes, erase my request' }).check();
    await v.page.getByRole('button', { name: 'Erase my request' }).click();
    await v.page.getByRole('heading', { level: 1, name: 'Your request was erased' }).waitFor();
    expect(stored().some((r) => r.id === id)).toBe(false);

    const notice = await waitFor(
      () => mailsTo(clinicAddress).find((m) => m.subject === `Request ${id} was erased: please erase your copy`),
      45_000,
      "the clinic's erasure notice",
    );
    expect(notice.text).not.toContain(subject);
    await waitFor(
      () => mailsTo('ada@example.com').some((m) => m.subject === 'Your request was erased'),
      45_000,
      'the confirmation of the erasure',
    );
    await v.close();
  });
});
