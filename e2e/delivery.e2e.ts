import { describe, expect, inject, it } from 'vitest';
import { storedIn } from '../test/server/test-server';
import {
  baseURL,
  expectNoConsoleErrors,
  fillInquiry,
  hydrated,
  page,
  visit,
  visitHtml,
  type Visit,
} from './support/browser';
import { waitFor } from '../src/test/wait';

const records = (subject: string) => storedIn(inject('dataDir')).filter((r) => r.subject === subject);

const injectFault = (fault: string) =>
  fetch(`${baseURL}/api/__faults`, { method: 'POST', body: JSON.stringify([fault]) }).then((r) =>
    expect(r.status).toBe(204),
  );

const send = (v: Visit) => v.page.getByRole('button', { name: 'Send Message' }).click();

async function expectErrorKeepsDraft(v: Visit, subject: string) {
  const toast = v.page.locator('[part=toast][data-variant=error]');
  await toast.waitFor({ timeout: 20_000 });
  expect(await toast.innerText()).toContain('Your message was not sent');
  expect(await v.page.getByLabel('Subject', { exact: true }).inputValue()).toBe(subject);
  expect(await v.page.getByLabel('Message', { exact: true }).inputValue()).toBe('Please call me about a fitting.');
}

async function retryStoresOnce(v: Visit, subject: string) {
  await v.page.getByRole('button', { name: 'Try again' }).click();
  await v.page.locator('[part=toast][data-variant=success]').waitFor();
  expect(await v.page.getByLabel('Subject', { exact: true }).inputValue()).toBe('');
  expect(records(subject)).toHaveLength(1);
}

describe('delivering a consultation request', () => {
  it('stores exactly one record when the server accepts it', async () => {
    const v = await visit('/contact');
    await fillInquiry(v.page, 'Delivered once');
    await send(v);
    await v.page.locator('[part=toast][data-variant=success]').waitFor();
    expect(records('Delivered once')).toHaveLength(1);
    expect(await v.page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('phx:')))).toEqual([]);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('keeps the draft when the server fails, and the retry stores one record', async () => {
    const v = await visit('/contact');
    await injectFault('fail');
    await fillInquiry(v.page, 'After a 500');
    await send(v);
    await expectErrorKeepsDraft(v, 'After a 500');
    expect(records('After a 500')).toHaveLength(0);
    await retryStoresOnce(v, 'After a 500');
    await v.close();
  });

  it('keeps the draft when the answer is lost after storing, and the retry does not store it twice', async () => {
    const v = await visit('/contact');
    await injectFault('store-then-drop');
    await fillInquiry(v.page, 'Answer lost');
    await send(v);
    await expectErrorKeepsDraft(v, 'Answer lost');
    expect(records('Answer lost')).toHaveLength(1);
    await retryStoresOnce(v, 'Answer lost');
    await v.close();
  });

  it('gives up after 15 seconds without an answer, keeps the draft, and shows the button as sending meanwhile', async () => {
    const v = await visit('/contact');
    await injectFault('hang');
    await fillInquiry(v.page, 'Timed out');
    await send(v);
    const button = v.page.getByRole('button', { name: 'Sending…' });
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    await expectErrorKeepsDraft(v, 'Timed out');
    await retryStoresOnce(v, 'Timed out');
    await v.close();
  }, 40_000);

  it('keeps the draft when the visitor is offline', async () => {
    const v = await visit('/contact');
    await fillInquiry(v.page, 'Offline');
    await v.page.context().setOffline(true);
    await send(v);
    await expectErrorKeepsDraft(v, 'Offline');
    await v.page.context().setOffline(false);
    await retryStoresOnce(v, 'Offline');
    await v.close();
  });

  it('keeps a half-typed draft across a reload and a route change', async () => {
    const v = await visit('/contact');
    await v.page.getByLabel('Full Name', { exact: true }).fill('Reloaded visitor');
    await v.page.reload();
    await v.page.getByLabel('Full Name', { exact: true }).waitFor();
    // The page is prerendered: the saved draft comes back once it has hydrated (and the draft's check has loaded).
    await hydrated(v.page);
    await waitFor(async () => {
      expect(await v.page.getByLabel('Full Name', { exact: true }).inputValue()).toBe('Reloaded visitor');
      return true;
    });
    await v.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await v.page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await v.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
    // The form's draft is put back once the page's code has mounted it.
    await waitFor(async () => {
      expect(await v.page.getByLabel('Full Name', { exact: true }).inputValue()).toBe('Reloaded visitor');
      return true;
    });
    await v.close();
  });

  it('keeps separate drafts for two contact elements on one page', async () => {
    const html = page(
      '<phx-contact id="first"></phx-contact><phx-contact id="second"></phx-contact>',
      `<script type="module" src="${baseURL}/phx/phx.js"></script>`,
    );
    const v = await visitHtml(html, { wait: '#second >> form' });
    await v.page.locator('#first').getByLabel('Full Name', { exact: true }).fill('First');
    await v.page.locator('#second').getByLabel('Full Name', { exact: true }).fill('Second');
    await v.page.reload();
    await v.page.locator('#second >> form').waitFor();
    await hydrated(v.page);
    // Each draft comes back once the draft's check has loaded.
    await expect
      .poll(() => v.page.locator('#first').getByLabel('Full Name', { exact: true }).inputValue())
      .toBe('First');
    await expect
      .poll(() => v.page.locator('#second').getByLabel('Full Name', { exact: true }).inputValue())
      .toBe('Second');
    await v.close();
  });
});
