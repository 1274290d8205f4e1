import { describe, expect, it } from 'vitest';
import { baseURL, expectNoConsoleErrors, otherURL, page, visitHtml } from './support/browser';
import { waitFor } from '../src/test/wait';

// A partner clinic's page (otherURL) that loads phx.js from the company site (baseURL).
// (No favicon request: Chromium's own would log a 404 from the partner's origin.)
const loader = `<link rel="icon" href="data:,"><script type="module" src="${baseURL}/phx/phx.js"></script>`;

describe('links on a partner page, outside <phx-router>', () => {
  it('lead to the company site phx.js was loaded from, not to the partner page’s origin', async () => {
    const v = await visitHtml(page('<phx-products product="neural-pro-x1"></phx-products>', loader), {
      origin: otherURL,
      wait: 'phx-products >> [part=card]',
    });
    const link = v.page.getByRole('link', { name: /Request Consultation/ });
    expect(await link.getAttribute('href')).toBe(`${baseURL}/contact?inquiry=consultation&product=neural-pro-x1`);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('fill the page’s own <phx-contact> with a consultation link, focused and in view, without leaving', async () => {
    const v = await visitHtml(
      page(
        '<phx-products product="smarthand-ai"></phx-products><phx-contact></phx-contact>',
        `${loader}<style>phx-products{display:block;margin-bottom:200vh}</style>`,
      ),
      { origin: otherURL, wait: 'phx-contact >> button[type=submit]', viewport: { width: 1280, height: 800 } },
    );
    const at = v.page.url();
    await v.page.getByRole('link', { name: /Request Consultation/ }).click();
    const subject = v.page.getByLabel('Subject', { exact: true });
    await waitFor(
      async () => (await subject.inputValue()).includes('SmartHand AI'),
      3000,
      'the subject naming SmartHand AI',
    );
    expect(await v.page.getByLabel('Inquiry Type').inputValue()).toBe('consultation');
    const name = v.page.getByLabel('Full Name', { exact: true });
    await waitFor(
      () => name.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el),
      3000,
      'the name field focused',
    );
    await waitFor(
      async () => (await name.evaluate((el) => el.getBoundingClientRect().top)) < 800,
      3000,
      'the name field in view',
    );
    expect(v.page.url()).toBe(at);
    expectNoConsoleErrors(v);
    await v.close();
  });
});
