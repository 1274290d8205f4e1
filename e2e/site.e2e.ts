import { describe, expect, it } from 'vitest';
import { accessibleState, baseURL, expectNoConsoleErrors, hydrated, viewports, visit } from './support/browser';

const nav = (v: { page: import('playwright-core').Page }) => v.page.getByRole('navigation', { name: 'Main' });

describe('the standalone site', () => {
  it('navigates with its links in place, marks the active link and names the page', async () => {
    const v = await visit('/');
    const { page } = v;
    await page.getByRole('heading', { level: 1, name: 'Prosthetic hands you control with your muscles' }).waitFor();
    await page.evaluate(() => ((window as any).__samePage = true));
    await nav(v).getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.title()).toBe('About Us | Phoenix Bionics');
    expect(await nav(v).getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe('page');
    expect(await nav(v).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(await page.evaluate(() => (window as any).__samePage)).toBe(true);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('starts a new page at the top, and back and forward return to the pages visited', async () => {
    const v = await visit('/');
    const { page } = v;
    await page.getByRole('link', { name: 'View All Products' }).scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'View All Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Prosthetic hands you control with your muscles' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    expect(await page.title()).toBe('Products | Phoenix Bionics');
    await v.close();
  });

  it('loads deep links directly', async () => {
    for (const [path, title] of [
      ['/products', 'Our Products'],
      ['/contact', 'Contact Us'],
      ['/about', 'About Us'],
    ]) {
      const v = await visit(path);
      await v.page.getByRole('heading', { level: 1, name: title }).waitFor();
      expectNoConsoleErrors(v);
      await v.close();
    }
  });

  it('leaves modified clicks to the browser (a new tab, not in-place navigation)', async () => {
    const v = await visit('/');
    const popup = v.page.context().waitForEvent('page');
    await nav(v)
      .getByRole('link', { name: 'Products' })
      .click({ modifiers: ['ControlOrMeta'] });
    const opened = await popup;
    await opened.waitForURL(/\/products$/);
    expect(new URL(v.page.url()).pathname).toBe('/');
    await v.close();
  });

  it('shows the not-found page for an unknown path and writes the path to the console', async () => {
    const v = await visit('/no/such/page');
    await v.page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
    expect(v.console.some((line) => line.includes('/no/such/page'))).toBe(true);
    await v.page.getByRole('link', { name: 'Return to Home' }).click();
    await v.page.getByRole('heading', { level: 1, name: 'Prosthetic hands you control with your muscles' }).waitFor();
    // The only console error: the browser reporting the page's own (correct) 404 status.
    expect(v.errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await v.close();
  });

  it('folds the links into a menu below 48em (768 px at the default text size); the toggle opens it and choosing a link closes it', async () => {
    const v = await visit('/', { viewport: viewports.mobile });
    const { page } = v;
    const toggle = page.getByRole('button', { name: 'Menu' });
    const expanded = async () => (await accessibleState(page, 'button', 'Menu')).expanded;
    expect(await expanded()).toBe(false);
    expect(await nav(v).getByRole('link', { name: 'Products' }).isVisible()).toBe(false);
    await toggle.click();
    expect(await expanded()).toBe(true);
    await nav(v).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    expect(await expanded()).toBe(false);
    expect(await nav(v).getByRole('link', { name: 'Products' }).isVisible()).toBe(false);
    await v.close();
  });

  it('keeps the navigation bar at the top while the page scrolls', async () => {
    const v = await visit('/about');
    // Scroll only once the whole page is there: a wheel over a half-rendered page has nowhere to go.
    await v.page.getByRole('heading', { name: 'Our Journey' }).waitFor();
    await v.page.mouse.move(640, 450);
    await v.page.mouse.wheel(0, 2000);
    await v.page.waitForFunction(() => scrollY > 1000);
    const box = await nav(v).boundingBox();
    expect(box!.y).toBeLessThan(72);
    await v.close();
  });

  it('sends the contact form: success toast, then every field empty and the type back to General Information', async () => {
    const v = await visit('/contact');
    const { page } = v;
    await page.getByLabel('Full Name', { exact: true }).fill('Ada Example');
    await page.getByLabel('Email Address', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Inquiry Type', { exact: true }).selectOption('Technical Support');
    await page.getByLabel('Subject', { exact: true }).fill('Grip calibration');
    await page.getByLabel('Message', { exact: true }).fill('My hand needs a new grip pattern.');
    await page.getByRole('checkbox', { name: /^I agree that Phoenix Bionics may use the health details/ }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('[part="toast"]');
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Message Sent Successfully!');
    expect(await toast.innerText()).toContain("We'll get back to you within 24 hours.");
    expect(await toast.isVisible()).toBe(true);
    for (const label of ['Full Name', 'Email Address', 'Subject', 'Message'])
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Inquiry Type', { exact: true }).inputValue()).toBe('general');
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('lets the browser refuse an empty required field', async () => {
    const v = await visit('/contact');
    await v.page.getByRole('button', { name: 'Send Message' }).click();
    expect(
      await v.page
        .getByLabel('Full Name', { exact: true })
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    expect(await v.page.locator('[part="toast"]').count()).toBe(0);
    await v.close();
  });

  it('draws every illustration inline, from the bundle, each named for assistive technology', async () => {
    const v = await visit('/products');
    await v.page.getByRole('heading', { name: 'SmartHand AI' }).waitFor();
    const names = await v.page.getByRole('img').evaluateAll((art) => art.map((a) => a.getAttribute('aria-label')));
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/^Illustration of the /);
    const fetched = await v.page.evaluate(() =>
      performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'img'),
    );
    expect(fetched).toEqual([]);
    expectNoConsoleErrors(v);
    await v.close();
  });
});

describe('the site in other languages', () => {
  it('switches language from the navigation by keyboard, keeping the page and what a visitor typed', async () => {
    const v = await visit('/contact');
    const { page } = v;
    await page.getByLabel('Full Name', { exact: true }).fill('Ada Example');
    const summary = page.locator('phx-router >> summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    const choices = page.getByRole('list', { name: 'Language' }).getByRole('link');
    expect(await choices.allInnerTexts()).toEqual(['English', 'Deutsch', 'Español', 'العربية']);
    expect(await page.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    for (const box of await choices.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height)))
      expect(box).toBeGreaterThanOrEqual(44);
    await page.getByRole('link', { name: 'Deutsch' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/de/contact');
    expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual([
      'de',
      'Kontakt | Phoenix Bionics',
    ]);
    // The draft comes back from the session: on a page loaded anew, once its check (the schema) has loaded.
    await expect.poll(() => page.getByLabel('Vor- und Nachname', { exact: true }).inputValue()).toBe('Ada Example');
    // The language stays as a visitor moves on.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Produkte' }).click();
    await page.getByRole('heading', { level: 1, name: 'Unsere Produkte' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/de/products');
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('serves each language with its own <html lang dir>, title, description and alternates', async () => {
    const res = await fetch(`${baseURL}/ar/about`);
    const html = await res.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('<link rel="alternate" hreflang="de" href="');
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/about" \/>/);
    const missing = await fetch(`${baseURL}/es/nada`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<html lang="es" dir="ltr">');
  });
});
