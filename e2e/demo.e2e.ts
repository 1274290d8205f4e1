import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, expectNoConsoleErrors, page, viewports, visit, visitHtml } from './support/browser';
import { waitFor } from '../src/test/wait';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
async function axe(p: Page) {
  await p.addScriptTag({ path: axePath });
  return p.evaluate(async () => {
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v: any) => `${v.id}: ${v.nodes.map((n: any) => JSON.stringify(n.target)).join(', ')}`,
    );
  });
}

/** The element inside a shadow root that has focus, described by its text or label. */
const focused = (p: Page) =>
  p.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? null;
  });

describe('Watch Demo', () => {
  it('opens the demo in a modal dialog: focus moves in and stays in, Escape closes it, focus returns', async () => {
    const v = await visit('/', { bypassCSP: true });
    const { page: p } = v;
    await p.evaluate(() => {
      (window as any).__cta = [];
      document.addEventListener('phx-cta', (e) => (window as any).__cta.push((e as CustomEvent).detail.cta));
    });
    await p.getByRole('button', { name: 'Watch Demo' }).click();
    const dialog = p.getByRole('dialog', { name: 'Watch the hands at work' });
    await dialog.getByRole('button', { name: 'Power grip' }).waitFor();
    expect(await p.evaluate(() => (window as any).__cta)).toEqual(['watch-demo']);
    // Focus is inside the dialog, and Tab keeps it there (or hands it to the browser's own controls, never to the page).
    const inDialog = () =>
      dialog.evaluate((d) => {
        const active = (d.getRootNode() as ShadowRoot).activeElement;
        return d.contains(active) || document.activeElement === document.body;
      });
    expect(await inDialog()).toBe(true);
    for (let i = 0; i < 15; i++) {
      await p.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    expect(await axe(p)).toEqual([]);
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focused(p)).toBe('Watch Demo');
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('runs the whole demo by keyboard: a grip, the tour and its pause, and the close button', async () => {
    const v = await visit('/');
    const { page: p } = v;
    await p.getByRole('button', { name: 'Watch Demo' }).focus();
    await p.keyboard.press('Enter');
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Key grip' }).focus();
    await p.keyboard.press('Enter');
    expect(await dialog.getByRole('button', { name: 'Key grip' }).getAttribute('aria-pressed')).toBe('true');
    // The stage follows the pressed grip a moment later (a deferred render).
    await dialog.getByRole('heading', { name: 'Key grip' }).waitFor();
    await dialog.getByRole('button', { name: 'Play the tour' }).focus();
    await p.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Pause the tour' }).waitFor();
    await p.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Play the tour' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await p.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focused(p)).toBe('Watch Demo');
    await v.close();
  });

  it('moves the hand between grips with a transition, and without movement when motion is reduced', async () => {
    const longest = async (reducedMotion: 'reduce' | 'no-preference') => {
      const v = await visit('/products', { reducedMotion });
      await v.page.getByRole('button', { name: 'See its grips: SmartHand AI' }).click();
      const dialog = v.page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Mouse grip' }).click();
      const seconds = await dialog.locator('svg[viewBox="0 0 240 300"] g').evaluateAll((groups) =>
        Math.max(
          ...groups.map((g) =>
            Math.max(
              ...getComputedStyle(g)
                .transitionDuration.split(',')
                .map((s) => parseFloat(s)),
            ),
          ),
        ),
      );
      await v.close();
      return seconds;
    };
    const moving = await longest('no-preference');
    expect(moving).toBeGreaterThanOrEqual(0.3);
    expect(moving).toBeLessThanOrEqual(0.8);
    expect(await longest('reduce')).toBeLessThanOrEqual(0.01);
  });

  it('opens for one hand from the products page, showing only its grips', async () => {
    const v = await visit('/products');
    await v.page.getByRole('button', { name: 'See its grips: FlexiGrip Elite' }).click();
    const grips = v.page.getByRole('dialog').getByRole('group', { name: 'Grips of the FlexiGrip Elite' });
    await grips.waitFor();
    expect(await grips.getByRole('button').allInnerTexts()).toEqual([
      'Power grip',
      'Tripod grip',
      'Precision pinch',
      'Key grip',
      'Open palm',
      'Hook grip',
    ]);
    await v.close();
  });
});

describe('the comparison', () => {
  for (const [width, viewport] of [
    ['desktop', viewports.desktop],
    ['mobile', viewports.mobile],
  ] as const) {
    it(`reads as a table and passes axe at ${width} width, without scrolling the page sideways`, async () => {
      const v = await visit('/compare', { viewport, bypassCSP: true });
      const { page: p } = v;
      await p.getByRole('columnheader', { name: 'SmartHand AI' }).waitFor();
      expect(await p.getByRole('rowheader', { name: 'Weight' }).count()).toBe(1);
      expect(await p.getByRole('cell', { name: /350 g\s*lightest/ }).count()).toBe(1);
      expect(await p.getByRole('cell', { name: /longest warranty/ }).count()).toBe(1);
      expect(await p.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      expect(await axe(p)).toEqual([]);
      expectNoConsoleErrors(v);
      await v.close();
    });
  }

  it('Request Consultation opens the contact form typed as a consultation, the hand in the subject', async () => {
    const v = await visit('/compare');
    await v.page.getByRole('link', { name: 'Request Consultation: FlexiGrip Elite' }).click();
    await v.page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await v.page.getByLabel('Inquiry Type', { exact: true }).inputValue()).toBe('consultation');
    expect(await v.page.getByLabel('Subject', { exact: true }).inputValue()).toBe(
      'Consultation about the FlexiGrip Elite',
    );
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('is reached from the products page', async () => {
    const v = await visit('/products');
    await v.page.getByRole('link', { name: 'Compare the hands' }).click();
    await v.page.getByRole('heading', { level: 1, name: 'Compare the hands' }).waitFor();
    expect(new URL(v.page.url()).pathname).toBe('/compare');
    await v.close();
  });

  it('works as its own element on a host page', async () => {
    const v = await visitHtml(
      page(
        '<phx-compare product="flexigrip-elite,smarthand-ai"></phx-compare>',
        `<script type="module" src="${baseURL}/phx/phx.js"></script>`,
      ),
      {
        wait: 'phx-compare >> table',
      },
    );
    expect(await v.page.getByRole('columnheader').allInnerTexts()).toEqual([
      'Figure',
      'FlexiGrip Elite',
      'SmartHand AI',
    ]);
    await v.page.getByRole('checkbox', { name: 'FlexiGrip Elite' }).uncheck();
    // The table follows the ticked boxes as a deferred render, a frame after the click.
    await waitFor(
      async () => (await v.page.getByRole('columnheader').allInnerTexts()).join(' | ') === 'Figure | SmartHand AI',
      3000,
      'the columns Figure and SmartHand AI',
    );
    expectNoConsoleErrors(v);
    await v.close();
  });
});
