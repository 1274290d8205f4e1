/**
 * A consultation request bound to a partner clinic, from a partner's page (`<phx-contact clinic>`) and from the
 * finder's "Request Consultation here": a real SMTP server gets it twice (the team, the clinic's address) when the
 * patient ticked the second box, once without it.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteOutbox } from '../server/store/sqlite/outbox.ts';
import type { TestSmtp } from '../test/server/smtp.ts';
import { type MailSite, startMailSite, teamAddress } from './support/mail-site';
import { waitFor } from '../src/test/wait.ts';
import { expectNoConsoleErrors, fillInquiry, hydrated, page, visit, visitHtml, type Visit } from './support/browser';

const clinicAddress = 'requests@hudson-limb.example.com';

let site: MailSite;
let url: string;
let smtp: TestSmtp;
let dataDir: string;

beforeAll(async () => {
  site = await startMailSite({ name: 'clinic' });
  ({ url, smtp, dataDir } = site);
});
afterAll(() => site?.stop());

const shareBox = (v: Visit) =>
  v.page.getByRole('checkbox', {
    name: 'Also send my request, including any health details, to Hudson Limb Center (United States), so that the clinic can contact me.',
  });

/** Sends the form with `subject`, the second box ticked or not; the envelope recipients of its mails, once delivered. */
async function sendAndDeliver(v: Visit, subject: string, share: boolean) {
  // As a patient does: the clinic's name (and its suggested subject) in view, then the form filled. Typing into the
  // subject as the name arrives is ContactElement.test.tsx's matter.
  await shareBox(v).waitFor();
  await fillInquiry(v.page, subject);
  if (share) await shareBox(v).check();
  await v.page.getByRole('button', { name: 'Send Message' }).click();
  return deliveredTo(v, subject);
}

/** The envelope recipients of the mails of the inquiry with `subject`, once the form said it was sent and they were. */
async function deliveredTo(v: Visit, subject: string) {
  await v.page.locator('[part=toast][data-variant=success]').waitFor();
  // Every delivery of this inquiry recorded as sent: nothing more is on its way.
  const db = new Database(join(dataDir, 'inquiries.db'), { readonly: true });
  try {
    const outbox = new SqliteOutbox(db);
    const id = (db.prepare('SELECT id FROM inquiries WHERE subject = ?').get(subject) as { id: string }).id;
    await waitFor(
      () => {
        const rows = outbox.list().filter((d) => d.inquiryId === id);
        return rows.length > 0 && rows.every((d) => d.state === 'sent');
      },
      45_000,
      'its deliveries sent',
    );
  } finally {
    db.close();
  }
  return smtp.mails.flatMap((mail, i) => (mail.text?.includes(subject) ? smtp.envelopes[i] : [])).sort();
}

const partnerPage = () =>
  page(
    `<phx-contact clinic="hudson-limb-center" endpoint="${url}/api/inquiries" site-url="${url}"></phx-contact>`,
    `<script type="module" src="${url}/phx/phx.js"></script>`,
  );

describe("a request bound to a partner clinic reaches the team and, with the patient's tick, the clinic", () => {
  it('from a partner page with <phx-contact clinic>: twice with the tick', async () => {
    const v = await visitHtml(partnerPage(), { origin: url, wait: 'phx-contact >> form' });
    expect(await sendAndDeliver(v, 'Partner page, shared', true)).toEqual([clinicAddress, teamAddress]);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('from a partner page with <phx-contact clinic>: once without the tick', async () => {
    const v = await visitHtml(partnerPage(), { origin: url, wait: 'phx-contact >> form' });
    expect(await sendAndDeliver(v, 'Partner page, not shared', false)).toEqual([teamAddress]);
    await v.close();
  });

  it('sent before the form’s code has hydrated: the request is delivered with everything typed', async () => {
    const v = await visit('about:blank', { wait: false });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await v.page.route('**/phx/elements/phx-contact.js', async (route) => {
      await released;
      await route.continue();
    });
    const host = `${url}/__host/before-hydration.html`;
    await v.page.route(host, (route) => route.fulfill({ contentType: 'text/html', body: partnerPage() }));
    await v.page.goto(host);
    // The form's first paint, before its code: what a visitor on a slow connection sees and uses.
    await v.page.locator('phx-contact >> form').waitFor();
    await fillInquiry(v.page, 'Sent before hydration');
    await v.page.getByRole('button', { name: 'Send Message' }).click();
    expect(await v.page.locator('phx-contact').evaluate((el) => el.matches(':state(ready)'))).toBe(false);
    release();
    expect(await deliveredTo(v, 'Sent before hydration')).toEqual([teamAddress]);
    expect(new URL(v.page.url()).pathname).toBe('/__host/before-hydration.html');
    const db = new Database(join(dataDir, 'inquiries.db'), { readonly: true });
    const row = db.prepare('SELECT * FROM inquiries WHERE subject = ?').get('Sent before hydration');
    db.close();
    expect(row).toMatchObject({ name: 'Ada Example', email: 'ada@example.com' });
    expectNoConsoleErrors(v);
    await v.close();
  });

  it("keeps what the patient types, and their focus, when the clinic's name arrives meanwhile", async () => {
    const v = await visitHtml(partnerPage(), { origin: url });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await v.page.route('**/phx/clinics/**', async (route) => {
      await released;
      await route.continue();
    });
    await hydrated(v.page);
    const name = v.page.getByLabel('Full Name', { exact: true });
    await name.focus();
    await v.page.keyboard.type('Ada');
    release();
    await v.page.getByText('Your request is about a consultation at Hudson Limb Center.').waitFor();
    await v.page.keyboard.type(' Example');
    expect(await name.inputValue()).toBe('Ada Example');
    expect(await v.page.getByLabel('Subject', { exact: true }).inputValue()).toBe('Consultation at Hudson Limb Center');
    expectNoConsoleErrors(v);
    await v.close();
  });

  it("leaves the subject to the patient who is in it when the clinic's name arrives", async () => {
    const v = await visitHtml(partnerPage(), { origin: url });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await v.page.route('**/phx/clinics/**', async (route) => {
      await released;
      await route.continue();
    });
    await hydrated(v.page);
    const subject = v.page.getByLabel('Subject', { exact: true });
    await subject.focus();
    release();
    await v.page.getByText('Your request is about a consultation at Hudson Limb Center.').waitFor();
    await v.page.keyboard.type('My own subject');
    expect(await subject.inputValue()).toBe('My own subject');
    await v.close();
  });

  it('from the finder\'s "Request Consultation here": twice with the tick', async () => {
    const v = await visit(`${url}/clinics`);
    await v.page.getByRole('link', { name: 'Request Consultation here: Hudson Limb Center' }).click();
    await v.page.getByRole('heading', { name: 'Contact Us' }).first().waitFor();
    expect(await sendAndDeliver(v, 'Finder, shared', true)).toEqual([clinicAddress, teamAddress]);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('from the finder\'s "Request Consultation here": once without the tick', async () => {
    const v = await visit(`${url}/clinics`);
    await v.page.getByRole('link', { name: 'Request Consultation here: Hudson Limb Center' }).click();
    await v.page.getByRole('heading', { name: 'Contact Us' }).first().waitFor();
    expect(await sendAndDeliver(v, 'Finder, not shared', false)).toEqual([teamAddress]);
    await v.close();
  });
});
