import { describe, expect, it } from 'vitest';
import {
  baseURL,
  expectNoConsoleErrors,
  fillInquiry,
  page,
  settled,
  viewports,
  visit,
  visitHtml,
} from './support/browser';
import { waitFor } from '../src/test/wait';

const csp = (nonce?: string) => ({
  'Content-Security-Policy': nonce
    ? `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self'; connect-src 'self'`
    : `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'`,
});

async function violations(v: Awaited<ReturnType<typeof visitHtml>>) {
  return v.page.evaluate(() => (window as any).__violations as string[]);
}
const recordViolations = `<script nonce="n0nce">window.__violations=[];document.addEventListener('securitypolicyviolation',e=>window.__violations.push(e.effectiveDirective+' '+e.blockedURI))</script>`;

describe('a host page with a strict Content-Security-Policy', () => {
  it('renders fully styled with the nonce of the including script, and no violations', async () => {
    const v = await visitHtml(
      page(
        '<phx-contact></phx-contact>',
        `${recordViolations}<script type="module" nonce="n0nce" src="${baseURL}/phx/phx.js"></script>`,
      ),
      { headers: csp('n0nce'), wait: 'phx-contact >> form' },
    );
    const button = await v.page
      .getByRole('button', { name: 'Send Message' })
      .evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(button).toBe('rgb(10, 90, 143)');
    await fillInquiry(v.page, 'CSP');
    await v.page.getByRole('button', { name: 'Send Message' }).click();
    await v.page.locator('[part=toast]').waitFor();
    expect(await v.page.locator('[part=toast]').evaluate((t) => getComputedStyle(t).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    expect(await violations(v)).toEqual([]);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('loads through a classic script with the nonce, too', async () => {
    const v = await visitHtml(
      page(
        '<phx-products product="neural-pro-x1"></phx-products>',
        `${recordViolations}<script nonce="n0nce" src="${baseURL}/phx/phx.classic.js"></script>`,
      ),
      { headers: csp('n0nce'), wait: 'phx-products >> [part=card]' },
    );
    expect(await violations(v)).toEqual([]);
    await v.close();
  });

  it('says in the console what to do when the policy blocks phx’s code', async () => {
    const v = await visitHtml(
      page('<phx-products></phx-products>', `<script type="module" src="${baseURL}/phx/phx.js"></script>`),
      { headers: { 'Content-Security-Policy': `script-src ${baseURL}/phx/phx.js; style-src 'none'` } },
    );
    await waitFor(() => v.errors.some((e) => e.startsWith('phx:')), 3000, 'an error of phx');
    // Every element's import failed by now (the loader reports after them): still one line.
    await v.page.waitForLoadState('networkidle');
    const ours = v.errors.filter((e) => e.startsWith('phx:'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(/Content-Security-Policy blocked .*nonce/);
    await v.close();
  });
});

describe('hostile host CSS', () => {
  for (const [tag, attrs] of [
    ['phx-products', 'product="smarthand-ai"'],
    ['phx-contact', ''],
    ['phx-about', ''],
    ['phx-nav', ''],
    ['phx-footer', ''],
  ]) {
    it(`leaves <${tag}> pixel-identical to a clean page`, async () => {
      const shot = async (head: string) => {
        const v = await visitHtml(
          page(
            `<${tag} ${attrs} site-url="https://phoenix.example"></${tag}>`,
            `${head}<style>body{margin:0}</style><script type="module" src="${baseURL}/phx/phx.js"></script>`,
          ),
          { wait: `${tag} >> .phx-frame > *` },
        );
        await v.page.evaluate(() => document.fonts.ready);
        await settled(v.page.locator(tag));
        const png = await v.page.locator(tag).screenshot({ animations: 'disabled' });
        await v.close();
        return png;
      };
      const hostile = `<style>* { font-family: "Comic Sans MS", cursive !important; color: purple; } html { font-size: 10px; }
        body { line-height: 3; letter-spacing: 0.1em; } button { all: unset; } a { text-decoration: underline wavy; }
        h1, h2, h3 { text-transform: uppercase; margin: 40px; } img { border: 5px dotted red; }
        input, select, textarea { background: yellow; }</style>`;
      const clean = await shot('');
      const dirty = await shot(hostile);
      expect(dirty.equals(clean)).toBe(true);
    });
  }
});

describe('unusual host pages', () => {
  it('keeps links, artwork and code working under a <base href> that points elsewhere', async () => {
    const v = await visitHtml(
      page(
        '<phx-products product="neural-pro-x1"></phx-products>',
        `<base href="https://cdn.invalid/other/"><script type="module" src="${baseURL}/phx/phx.js"></script>`,
      ),
      { wait: 'phx-products >> [role=img]' },
    );
    expect(await v.page.getByRole('img').getAttribute('aria-label')).toMatch(/^Illustration of the Neural Pro X1/);
    const href = await v.page.getByRole('link', { name: /Request Consultation/ }).getAttribute('href');
    expect(href).toBe(`${baseURL}/contact?inquiry=consultation&product=neural-pro-x1`);
    await v.close();
  });

  it('does not touch the hash of a host that routes by hash itself', async () => {
    const v = await visitHtml(
      page('<phx-contact></phx-contact>', `<script type="module" src="${baseURL}/phx/phx.js"></script>`),
      {
        wait: 'phx-contact >> form',
      },
    );
    await v.page.evaluate(() => (location.hash = '#/host/route'));
    await v.page.getByLabel('Full Name', { exact: true }).fill('Hash host');
    // The draft is saved (in session storage) by now: the element has done what it does when a visitor types.
    await v.page.waitForFunction(() => Object.keys(sessionStorage).some((key) => key.startsWith('phx:contact-draft')));
    expect(new URL(v.page.url()).hash).toBe('#/host/route');
    await v.close();
  });

  it('keeps toasts on screen inside an ancestor with a transform', async () => {
    const v = await visitHtml(
      page(
        '<div style="transform: translateX(0); filter: blur(0); contain: paint; height: 300px; overflow: hidden"><phx-contact></phx-contact></div>',
        `<script type="module" src="${baseURL}/phx/phx.js"></script>`,
      ),
      { viewport: viewports.desktop, wait: 'phx-contact >> form' },
    );
    const { page: p } = v;
    await fillInquiry(p, 'Transform');
    await p.getByLabel('Message', { exact: true }).evaluate((el) => (el as HTMLTextAreaElement).form!.requestSubmit());
    const toast = p.locator('[part=toast]');
    await toast.waitFor();
    await settled(toast); // the slide-in transition
    const box = (await toast.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewports.desktop.height);
    expect(box.y).toBeGreaterThan(viewports.desktop.height / 2);
    expectNoConsoleErrors(v);
    await v.close();
  });
});

describe('the site mounted under a base path', () => {
  it('reads its page below the base, links under it, and navigates in place there', async () => {
    const v = await visit('about:blank', { wait: false });
    const { page: p } = v;
    const host = page(
      '<phx-router base="/prosthetics"></phx-router>',
      `<script type="module" src="${baseURL}/phx/phx.js"></script>`,
    );
    await p.route(`${baseURL}/prosthetics/**`, (route) => route.fulfill({ contentType: 'text/html', body: host }));
    await p.goto(`${baseURL}/prosthetics/about`);
    await p.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    const products = p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' });
    expect(await products.getAttribute('href')).toBe(`${baseURL}/prosthetics/products`);
    await products.click();
    await p.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/prosthetics/products');
    expectNoConsoleErrors(v);
    await v.close();
  });
});
