/**
 * Consent to use health details, in Chromium: the form cannot be sent without its box, with script and without; what
 * the receiver stores with it; and the privacy notice stating the days the server that rendered it keeps an inquiry.
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPhxServer } from '../server/app';
import { storedIn } from '../test/server/test-server';
import { privacyNotice } from '../src/content/privacy-notice';
import {
  accessibleState,
  baseURL,
  expectNoConsoleErrors,
  fillInquiry,
  healthConsent,
  hydrated,
  page as hostPage,
  visit,
  visitHtml,
} from './support/browser';

const consentLabel = 'I agree that Phoenix Bionics may use the health details in my message to answer my request.';
const why = 'Please tick this box to send your message. We may only read health details with your consent.';
const storedWith = (subject: string) => storedIn(inject('dataDir')).filter((r) => r.subject === subject);

/** The element focused now, through shadow roots. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? `${el.localName}[${(el as HTMLInputElement).name}]` : null;
  });

describe('the contact form with script', () => {
  it('is not sent unticked: the box says why, has the focus, and everything typed stays; ticked, it is sent with the consent', async () => {
    const v = await visit('/contact');
    const { page } = v;
    await fillInquiry(page, 'Consent e2e with script');
    await healthConsent(page).uncheck();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(why).waitFor();
    expect(await focused(page)).toBe('input[consents]');
    expect(await healthConsent(page).evaluate((box: HTMLInputElement) => box.validationMessage)).toContain(why);
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Please call me about a fitting.');
    expect(await page.locator('[part="toast"]').count()).toBe(0);
    expect(storedWith('Consent e2e with script')).toEqual([]);

    await healthConsent(page).check();
    expect(await page.getByText(why).count()).toBe(0);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully!').waitFor();
    const [record] = storedWith('Consent e2e with script');
    expect(record.healthConsentAt).toBe(record.receivedAt);
    expect(record.healthConsentNotice).toBe(privacyNotice.version);
    expect(await healthConsent(page).isChecked()).toBe(false);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('keeps a tick given before its script arrived', async () => {
    const v = await visit('about:blank', { wait: false });
    const { page } = v;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/phx/phx.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL('/contact', baseURL).href, { waitUntil: 'commit' });
    await healthConsent(page).check();
    release();
    await hydrated(page);
    expect(await healthConsent(page).isChecked()).toBe(true);
    await fillInquiry(page, 'Consent e2e ticked early');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully!').waitFor();
    expect(storedWith('Consent e2e ticked early')[0].healthConsentAt).not.toBeNull();
    expectNoConsoleErrors(v);
    await v.close();
  });
});

describe('the contact form without script', () => {
  it('from a page rendered before the box existed, comes back with the box, focused and explained, and nothing typed lost', async () => {
    // A partner's page, or a cached one, with the form as it was rendered before it had a consent box.
    const rendered = await (
      await fetch(`${baseURL}/api/elements/phx-contact?endpoint=${baseURL}/api/inquiries`)
    ).text();
    const older = rendered.replace(/<div[^>]*part="consent"[^>]*>.*?<\/p><\/div>/s, '');
    expect(older).not.toContain('name="consents"');
    const v = await visitHtml(hostPage(older), { javaScriptEnabled: false });
    const { page } = v;
    await page.getByLabel('Full Name', { exact: true }).fill('Ola Older');
    await page.getByLabel('Email Address', { exact: true }).fill('ola@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Consent e2e without script');
    await page.getByLabel('Message', { exact: true }).fill('My old form had no box.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText('Your message was not sent yet.').waitFor();
    expect(storedWith('Consent e2e without script')).toEqual([]);
    expect(await accessibleState(page, 'checkbox', consentLabel)).toMatchObject({ focused: true, invalid: 'true' });
    expect(await page.getByText(why).isVisible()).toBe(true);
    expect(await page.getByLabel('Full Name', { exact: true }).inputValue()).toBe('Ola Older');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('My old form had no box.');

    await healthConsent(page).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully!').waitFor();
    const [record] = storedWith('Consent e2e without script');
    expect(record).toMatchObject({ name: 'Ola Older', healthConsentNotice: privacyNotice.version });
    expect(record.healthConsentAt).toBe(record.receivedAt);
    await v.close();
  });
});

describe('the privacy notice of a server that keeps inquiries 90 days', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const server = createPhxServer({
    root,
    dataDir: mkdtempSync(join(tmpdir(), 'phx-e2e-retention-')),
    rateLimitPerMinute: 100,
    log: () => {},
    delivery: { retentionDays: 90 },
  });
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const days = 'Our server deletes your request 90 days after it arrives.';

  it('states them as the page arrives and after it is hydrated', async () => {
    const v = await visit(`${await listening}/privacy`);
    expect(await v.page.getByText(days).isVisible()).toBe(true);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('states them when reached by a link from another page of the site', async () => {
    const v = await visit(`${await listening}/`);
    await v.page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await v.page.getByRole('link', { name: 'Privacy notice' }).first().click();
    await v.page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
    // Shown by the router in the page it had hydrated, not a page loaded anew.
    expect(await v.page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await v.page.getByText(days).isVisible()).toBe(true);
    expectNoConsoleErrors(v);
    await v.close();
  });
});
