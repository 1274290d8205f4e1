import { describe, expect, it } from 'vitest';
import {
  accessibleState,
  baseURL,
  expectNoConsoleErrors,
  healthConsent,
  hydrated,
  laidOut,
  viewports,
  visit,
} from './support/browser';
import { storedIn } from '../test/server/test-server';
import { inject } from 'vitest';

const routes = [
  ['/', 'Prosthetic hands you control with your muscles', 'Advanced Technology'],
  ['/about', 'About Us', 'Our Journey'],
  ['/products', 'Our Products', 'Starting at $45,000'],
  ['/compare', 'Compare the hands', 'longest battery'],
  ['/contact', 'Contact Us', 'Monday to Friday: 8 AM to 6 PM'],
  ['/de/products', 'Unsere Produkte', '45.000 US$'],
  ['/nowhere', 'Oops! Page not found', 'Return to Home'],
] as const;

const noScript = { javaScriptEnabled: false, wait: 'main' } as const;

describe('every page without JavaScript', () => {
  for (const [path, title, text] of routes) {
    it(`reads ${path} completely`, async () => {
      const v = await visit(path, noScript);
      await v.page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect((await v.page.locator('phx-router >> .phx-frame').innerText()).replace(/\u00a0/g, ' ')).toContain(text);
      expect(await v.page.getByRole('navigation', { name: /Main|Hauptnavigation/ }).count()).toBe(1);
      await v.close();
    });
  }

  it('navigates with real links', async () => {
    const v = await visit('/', noScript);
    await v.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await v.page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    expect(new URL(v.page.url()).pathname).toBe('/about');
    await v.close();
  });

  it('opens and closes the mobile menu, which announces its state', async () => {
    const v = await visit('/', { ...noScript, viewport: viewports.mobile });
    const { page } = v;
    const expanded = async () => (await accessibleState(page, 'button', 'Menu')).expanded;
    const products = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' });
    expect(await products.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await expanded()).toBe(true);
    expect(await products.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await expanded()).toBe(false);
    expect(await products.isVisible()).toBe(false);
    await v.close();
  });

  it('sends the contact form as an ordinary POST: stored like any inquiry, answered with a confirmation and a way back', async () => {
    const v = await visit('/contact', noScript);
    const { page } = v;
    await page.getByLabel('Full Name', { exact: true }).fill('No Script Visitor');
    await page.getByLabel('Email Address', { exact: true }).fill('noscript@example.com');
    await page.getByLabel('Inquiry Type', { exact: true }).selectOption('support');
    await page.getByLabel('Subject', { exact: true }).fill('Sent without JavaScript');
    await page.getByLabel('Message', { exact: true }).fill('My browser runs no scripts.');
    await healthConsent(page).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully!').waitFor();
    expect(await page.getByText("We'll get back to you within 24 hours.").isVisible()).toBe(true);
    const stored = storedIn(inject('dataDir')).filter((r) => r.subject === 'Sent without JavaScript');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'No Script Visitor', inquiry: 'support', lang: 'en' });
    // The same page posted again (a reload that resends) stores nothing more: the form's hidden key is the same.
    await page.reload();
    await page.getByText('Message Sent Successfully!').waitFor();
    expect(storedIn(inject('dataDir')).filter((r) => r.subject === 'Sent without JavaScript')).toHaveLength(1);
    await page.getByRole('link', { name: 'Back to the page you came from' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await v.close();
  });

  it('answers a refused field with the form again, every typed value kept and the field’s message beside it', async () => {
    const v = await visit('/de/contact', noScript);
    const { page } = v;
    // What the browser would let through but the receiver refuses: the subject arrives empty.
    await page.route(`${baseURL}/api/inquiries`, (route) =>
      route.continue({
        postData: route
          .request()
          .postData()!
          .replace(/subject=[^&]*/, 'subject='),
      }),
    );
    await page.getByLabel('Vor- und Nachname', { exact: true }).fill('Erika Beispiel');
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill('erika@example.com');
    await page.getByLabel('Betreff', { exact: true }).fill('Wird unterwegs geleert');
    await page.getByLabel('Nachricht', { exact: true }).fill('Bitte rufen Sie mich an.');
    await page.getByRole('checkbox', { name: /^Ich willige ein/ }).check();
    await page.getByRole('button', { name: /Nachricht senden/ }).click();
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByLabel('Vor- und Nachname', { exact: true }).inputValue()).toBe('Erika Beispiel');
    expect(await page.getByLabel('Nachricht', { exact: true }).inputValue()).toBe('Bitte rufen Sie mich an.');
    const subject = page.getByLabel('Betreff', { exact: true });
    expect(await subject.getAttribute('aria-invalid')).toBe('true');
    const message = await page
      .locator(`phx-router >> #${(await subject.getAttribute('aria-describedby'))!}`)
      .innerText();
    expect(message.length).toBeGreaterThan(5);
    await v.close();
  });

  for (const [path, ready, text] of [
    ['/partner.html', 'phx-compare >> table', 'longest battery'],
    ['/cms.html', 'phx-products >> h3', 'Starting at $55,000'],
  ] as const) {
    it(`reads the prerendered elements of ${path}`, async () => {
      const v = await visit(path, { javaScriptEnabled: false, wait: ready });
      expect(await v.page.locator(`${ready.split(' >> ')[0]} >> .phx-frame`).innerText()).toContain(text);
      await v.close();
    });
  }
});

describe('hydration in place', () => {
  it('keeps the prerendered nodes on screen while the bundle arrives, then works, with nothing in the console', async () => {
    const v = await visit('about:blank', { wait: false });
    const { page } = v;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/phx/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseURL}/products`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Our Products' });
    await heading.waitFor();
    await heading.evaluate((h) => ((window as any).__heading = h));
    release();
    await hydrated(page);
    expect(await page.evaluate(() => (window as any).__heading.isConnected)).toBe(true);
    expect(await heading.evaluate((h) => h === (window as any).__heading)).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    expect(await page.evaluate(() => (window as any).__heading.isConnected)).toBe(false);
    expect(v.console.filter((line) => /^(error|warning):/.test(line))).toEqual([]);
    await v.close();
  });

  for (const [width, viewport] of [
    ['mobile', viewports.mobile],
    ['desktop', viewports.desktop],
  ] as const) {
    it(`looks the same prerendered and hydrated at ${width} width`, async () => {
      for (const path of ['/', '/products', '/contact', '/ar/about']) {
        const shot = async (javaScriptEnabled: boolean) => {
          const v = await visit(path, { viewport, javaScriptEnabled, wait: 'main', reducedMotion: 'reduce' });
          await v.page.evaluate(() => document.fonts.ready);
          // The whole page in one viewport: Chromium's fullPage capture resizes the page itself and, on a page
          // without script, now and then captures before its media queries have been applied again.
          const height = await v.page.evaluate(() => document.documentElement.scrollHeight);
          await v.page.setViewportSize({ width: viewport.width, height });
          await laidOut(v.page);
          // The contact page's map fetches its land when it is seen (it is not in the page's HTML), and its controls
          // need script (their room is kept without): masked in both.
          const mask = path === '/contact' ? [v.page.locator('[part="map"]')] : [];
          if (mask.length) await mask[0].waitFor();
          const png = await v.page.screenshot({ animations: 'disabled', mask });
          expectNoConsoleErrors(v);
          await v.close();
          return png;
        };
        expect((await shot(true)).equals(await shot(false)), path).toBe(true);
      }
    });
  }
});

describe('the site’s Content-Security-Policy', () => {
  it('allows everything the pages need and nothing inline: no violations on any route, with the demo open', async () => {
    for (const path of ['/', '/products', '/contact', '/compare', '/ar/', '/nowhere']) {
      const v = await visit('about:blank', { wait: false });
      await v.page.addInitScript(() => {
        (window as any).__violations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as any).__violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
        );
      });
      const res = await v.page.goto(`${baseURL}${path}`);
      expect(res!.headers()['content-security-policy'], path).toMatch(/style-src 'self' 'sha256-/);
      expect(res!.headers()['content-security-policy'], path).not.toContain('unsafe-inline');
      await hydrated(v.page);
      if (path === '/') {
        await v.page.getByRole('button', { name: 'Watch Demo' }).click();
        await v.page.getByRole('dialog').getByRole('button', { name: 'Open palm' }).click();
      }
      expect(await v.page.evaluate(() => (window as any).__violations), path).toEqual([]);
      await v.close();
    }
  });
});
