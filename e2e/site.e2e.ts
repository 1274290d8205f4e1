import { describe, expect, it } from 'vitest';
import { baseURL, expectNoConsoleErrors, viewports, visit } from './support/browser';

const nav = (v: { page: import('playwright-core').Page }) => v.page.getByRole('navigation', { name: 'Main' });

describe('the standalone site', () => {
  it('navigates with its links in place, marks the active link and names the page', async () => {
    const v = await visit('/');
    const { page } = v;
    await page.getByRole('heading', { level: 1, name: 'Move naturally again' }).waitFor();
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
    await page.getByRole('heading', { level: 1, name: 'Move naturally again' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    expect(await page.title()).toBe('Products | Phoenix Bionics');
    await v.close();
  });

  it('loads deep links directly', async () => {
    for (const [path, title] of [['/products', 'Our Products'], ['/contact', 'Contact Us'], ['/about', 'About Us']]) {
      const v = await visit(path);
      await v.page.getByRole('heading', { level: 1, name: title }).waitFor();
      expectNoConsoleErrors(v);
      await v.close();
    }
  });

  it('leaves modified clicks to the browser (a new tab, not in-place navigation)', async () => {
    const v = await visit('/');
    const popup = v.page.context().waitForEvent('page');
    await nav(v).getByRole('link', { name: 'Products' }).click({ modifiers: ['ControlOrMeta'] });
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
    await v.page.getByRole('heading', { level: 1, name: 'Move naturally again' }).waitFor();
    // The only console error: the browser reporting the page's own (correct) 404 status.
    expect(v.errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await v.close();
  });

  it('folds the links into a menu below 768 px; the toggle opens it and choosing a link closes it', async () => {
    const v = await visit('/', { viewport: viewports.mobile });
    const { page } = v;
    const toggle = page.getByRole('button', { name: /menu/i });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav(v).getByRole('link', { name: 'Products' }).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await nav(v).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
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
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('[part="toast"]');
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Message Sent Successfully!');
    expect(await toast.innerText()).toContain("We'll get back to you within 24 hours.");
    expect(await toast.isVisible()).toBe(true);
    for (const label of ['Full Name', 'Email Address', 'Subject', 'Message']) expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Inquiry Type', { exact: true }).inputValue()).toBe('general');
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('lets the browser refuse an empty required field', async () => {
    const v = await visit('/contact');
    await v.page.getByRole('button', { name: 'Send Message' }).click();
    expect(await v.page.getByLabel('Full Name', { exact: true }).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(await v.page.locator('[part="toast"]').count()).toBe(0);
    await v.close();
  });

  it('draws every image from the bundle with a text alternative', async () => {
    const v = await visit('/products');
    await v.page.getByRole('heading', { name: 'SmartHand AI' }).waitFor();
    const images = await v.page.locator('phx-router img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({ src: img.src, alt: img.getAttribute('alt'), ok: img.complete && img.naturalWidth > 0 })),
    );
    for (const image of images) {
      expect(image.src.startsWith(`${baseURL}/phx/assets/`)).toBe(true);
      expect(image.alt).not.toBeNull();
    }
    await v.page.evaluate(() => Promise.all([...document.querySelector('phx-router')!.shadowRoot!.querySelectorAll('img')].map((i) => i.decode())));
    expect(images.filter((i) => i.alt).length).toBeGreaterThanOrEqual(3);
    await v.close();
  });
});
