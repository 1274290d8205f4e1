import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { storedIn } from '../test/server/test-server';
import { baseURL, expectNoConsoleErrors, fillInquiry, otherURL, page, visit, visitHtml } from './support/browser';
import { waitFor } from '../src/test/wait';

const loader = '<script type="module" src="/phx/phx.js"></script>';

describe('smaller faults outside checkers found', () => {
  it('centres the closing call to action’s heading with its text', async () => {
    const v = await visitHtml(page('<phx-home></phx-home>', loader), { wait: 'phx-home >> [part~=button]' });
    const centres = await Promise.all(
      [
        v.page.getByRole('heading', { name: 'Ready to take the next step?' }),
        v.page.getByText('Talk to one of our clinicians about what a Phoenix hand could do for you.'),
      ].map((l) =>
        l.evaluate((el) => {
          // The centre of the text itself, not of its block.
          const range = document.createRange();
          range.selectNodeContents(el);
          const r = range.getBoundingClientRect();
          return Math.round(r.left + r.width / 2);
        }),
      ),
    );
    expect(Math.abs(centres[0] - centres[1])).toBeLessThanOrEqual(2);
    await v.close();
  });

  it('leaves no tall empty band between the 404 page’s link and the footer', async () => {
    const v = await visit('/no-such-page', { viewport: { width: 1280, height: 1400 } });
    await v.page.getByRole('link', { name: 'Return to Home' }).waitFor();
    const gap = await v.page.getByRole('link', { name: 'Return to Home' }).evaluate((link) => {
      const band = link.closest('section')!;
      return band.getBoundingClientRect().bottom - link.getBoundingClientRect().bottom;
    });
    // The band's own bottom padding (8 spacing units, 64 px) and no more.
    expect(gap).toBeLessThanOrEqual(65);
    await v.close();
  });

  it('makes the comparison’s scroll region a tab stop only when it scrolls', async () => {
    for (const [width, tabbable] of [
      [1280, false],
      [360, true],
    ] as const) {
      const v = await visitHtml(page('<phx-compare></phx-compare>', loader), {
        viewport: { width, height: 900 },
        wait: 'phx-compare >> table',
      });
      const region = v.page.locator('phx-compare >> [role=region]');
      await waitFor(
        async () => (await region.evaluate((el) => el.hasAttribute('tabindex'))) === tabbable,
        3000,
        `the region ${tabbable ? 'tabbable' : 'not tabbable'}`,
      );
      expectNoConsoleErrors(v);
      await v.close();
    }
  });

  it('gives the products page’s JSON-LD artwork and a logo that the site serves', async () => {
    const v = await visit('/products');
    const data = await v.page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}') as { '@type': string; image?: string; logo?: string }),
    );
    const addresses = [
      ...data.filter((d) => d['@type'] === 'Product').map((d) => d.image),
      data.find((d) => d['@type'] === 'Organization')?.logo,
    ];
    expect(addresses).toHaveLength(4);
    for (const address of addresses) {
      const response = await v.page.request.get(address!);
      expect(response.status(), address).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    }
    await v.close();
  });
});

describe('a form sent without script from a partner’s page', () => {
  it('is stored with the whole address of the page it was rendered for, not only the partner’s origin', async () => {
    const { renderElement } = (await import(
      pathToFileURL(join(process.cwd(), 'dist/server/index.js')).href
    )) as typeof import('../src/ssr/index');
    const address = `${otherURL}/clinic/fittings.html?from=newsletter`;
    const contact = await renderElement('phx-contact', { endpoint: `${baseURL}/api/inquiries` }, { url: address });
    const v = await visitHtml(page(contact.html), { origin: otherURL, javaScriptEnabled: false });
    await v.page.getByRole('button', { name: 'Send Message' }).waitFor();
    await fillInquiry(v.page, 'Sent from a partner page without script');
    await v.page.getByRole('button', { name: 'Send Message' }).click();
    await v.page.getByText('Message Sent Successfully!').waitFor();
    const stored = storedIn(inject('dataDir')).filter((r) => r.subject === 'Sent from a partner page without script');
    expect(stored.map((r) => r.pageUrl)).toEqual([address]);
    await v.close();
  });
});
