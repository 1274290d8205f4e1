/**
 * The static export (dist/site's recipe, server/site/export.ts) served by Debian's nginx with the example
 * configuration, and a receiver of its own on another origin: what a company gets from a CDN plus the receiver.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhxServer } from '../server/app.ts';
import { permissionsPolicy } from '../server/plugins/security-headers.ts';
import { exportSite } from '../server/site/export.ts';
import { storedIn } from '../test/server/test-server';
import { expectNoConsoleErrors, fillInquiry, visit } from './support/browser';
import { freePort } from '../test/server/free-port.ts';
import { startNginx } from './support/nginx';

const root = fileURLToPath(new URL('..', import.meta.url));
let site: Awaited<ReturnType<typeof startNginx>>;
let receiver: ReturnType<typeof createPhxServer>;
let work: string;
let tlsPort: number;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'phx-export-'));
  chmodSync(work, 0o755);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  receiver = createPhxServer({
    root,
    dataDir: join(work, 'data'),
    allowedOrigins: [origin],
    rateLimitPerMinute: 1000,
    log: () => {},
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/inquiries`;
  const { renderElement } = await import(pathToFileURL(join(root, 'dist/server/index.js')).href);
  await exportSite({ root, render: renderElement, outDir: join(work, 'site'), origin, endpoint });
  tlsPort = await freePort();
  site = await startNginx(join(work, 'site'), port, tlsPort);
}, 120_000);

afterAll(async () => {
  await site?.stop();
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('the static export served by nginx', () => {
  it.each([
    ['/', 'Phoenix Bionics: myoelectric prosthetic hands', 'ltr'],
    ['/de/about', 'Über uns | Phoenix Bionics', 'ltr'],
    ['/ar/products', 'المنتجات | Phoenix Bionics', 'rtl'],
    ['/es/compare', 'Compare nuestras manos | Phoenix Bionics', 'ltr'],
  ])('shows %s prerendered, hydrates it under its policy, and logs no error', async (path, title, dir) => {
    const html = await (await fetch(`${site.url}${path}`)).text();
    expect(html).toContain('<template shadowrootmode="open">');
    expect(html).toContain('http-equiv="Content-Security-Policy"');
    const v = await visit(`${site.url}${path}`);
    expect(await v.page.title()).toBe(title);
    expect(await v.page.locator('html').getAttribute('dir')).toBe(dir);
    expect(await v.page.getByText('Neural Pro X1').first().isVisible()).toBe(path !== '/de/about');
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('moves between pages in the browser and loads each address directly', async () => {
    const v = await visit(`${site.url}/`);
    await v.page.locator('phx-router').getByRole('link', { name: 'Products' }).first().click();
    await v.page.waitForURL(`${site.url}/products`);
    await v.page.reload();
    await v.page.locator('phx-router >> h1').first().waitFor();
    expect(await v.page.title()).toContain('Products');
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('answers an unknown address with the one not-found page and status 404', async () => {
    const res = await fetch(`${site.url}/no/such/page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('no/such/page');
  });

  it('serves the sitemap and robots.txt naming the public origin, and the bundle compressed', async () => {
    expect(await (await fetch(`${site.url}/robots.txt`)).text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).toContain(`<loc>${site.url}/de/about</loc>`);
    const bundle = await fetch(`${site.url}/phx/phx.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
    expect(bundle.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('sends the contact form to the receiver on its other origin, which stores it', async () => {
    const v = await visit(`${site.url}/contact`);
    await fillInquiry(v.page, 'Sent from the static export');
    await v.page.getByRole('button', { name: 'Send Message' }).click();
    await v.page.locator('[part="toast"]').waitFor();
    expect(await v.page.locator('[part="toast"]').innerText()).toContain('Message Sent Successfully!');
    expect(storedIn(join(work, 'data')).map((r) => r.subject)).toEqual(['Sent from the static export']);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('sends the site server’s Permissions-Policy and COOP on pages, the bundle and the 404, and HSTS only over https', async () => {
    /** The headers of a GET over https to the example's TLS port (its certificate is self-signed). */
    const overTls = (path: string) =>
      new Promise<Record<string, unknown>>((resolve, reject) =>
        request({ host: '127.0.0.1', port: tlsPort, path, rejectUnauthorized: false }, (res) => {
          res.resume();
          resolve(res.headers);
        })
          .on('error', reject)
          .end(),
      );
    for (const path of ['/', '/de/about', '/phx/phx.js', '/no/such/page']) {
      const { headers } = await fetch(`${site.url}${path}`);
      expect(headers.get('permissions-policy'), path).toBe(permissionsPolicy);
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(headers.get('strict-transport-security'), path).toBeNull();
      const secure = await overTls(path);
      expect(secure['strict-transport-security'], path).toBe('max-age=31536000');
      expect(secure['permissions-policy'], path).toBe(permissionsPolicy);
    }
  });
});
