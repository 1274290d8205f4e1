import { describe, expect, it } from 'vitest';
import { axe } from './support/audits';
import {
  accessibleState,
  baseURL,
  fillInquiry,
  nextFrames,
  settled,
  viewports,
  visit as open,
  type Visit,
} from './support/browser';

/** Pages whose axe run injects a script: their own Content-Security-Policy (tested elsewhere) is bypassed. */
const visit: typeof open = (path, options = {}) => open(path, { bypassCSP: true, ...options });

const pages = [
  ['/', 'Prosthetic hands you control with your muscles'],
  ['/about', 'About Us'],
  ['/products', 'Our Products'],
  ['/compare', 'Compare the hands'],
  ['/contact', 'Contact Us'],
  ['/nowhere', 'Oops! Page not found'],
] as const;

/** The same routes in the other languages (their headings differ: the page's h1 is awaited, not named). */
const translated = ['de', 'es', 'ar'].flatMap((lang) => pages.map(([path]) => `/${lang}${path === '/' ? '' : path}`));

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const [width, viewport] of [
    ['desktop', viewports.desktop],
    ['mobile', viewports.mobile],
  ] as const) {
    for (const [path, title] of pages) {
      it(`finds no violations on ${path} at ${width} width`, async () => {
        const v = await visit(path, { viewport });
        await v.page.getByRole('heading', { level: 1, name: title }).waitFor();
        expect(await axe(v.page)).toEqual([]);
        await v.close();
      });
    }
    it(`finds no violations on any route in German, Spanish or Arabic at ${width} width`, async () => {
      for (const path of translated) {
        const v = await visit(path, { viewport });
        await v.page.locator('main h1').waitFor();
        expect(await axe(v.page), path).toEqual([]);
        await v.close();
      }
    }, 180_000);
    for (const [path, ready] of [
      ['/partner.html', 'phx-contact >> form'],
      ['/cms.html', 'phx-products >> [part=card]'],
    ] as const) {
      it(`finds no violations on ${path} at ${width} width`, async () => {
        const v = await visit(path, { viewport, wait: ready });
        expect(await axe(v.page)).toEqual([]);
        await v.close();
      });
    }
  }

  it('finds no violations with the mobile menu open', async () => {
    const v = await visit('/', { viewport: viewports.mobile });
    await v.page.getByRole('button', { name: /menu/i }).click();
    expect(await axe(v.page)).toEqual([]);
    await v.close();
  });

  it('finds no violations with a toast showing', async () => {
    const v = await visit('/partner.html', { wait: 'phx-contact >> form' });
    const p = v.page;
    await fillInquiry(p, 'Axe');
    await p.getByRole('button', { name: 'Send Message' }).click();
    await p.locator('[part=toast]').waitFor();
    await settled(p.locator('[part=toast]'));
    expect(await axe(p)).toEqual([]);
    await v.close();
  });
});

describe('keyboard and touch', () => {
  // Every target's size, every page and width: e2e/every-page.e2e.ts.
  it('opens the menu with Enter, closes it with Escape and returns focus to the toggle', async () => {
    const v = await visit('/', { viewport: viewports.mobile });
    const { page } = v;
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab'); // skip link
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent)).toBe(
      'Skip to main content',
    );
    await page.keyboard.press('Tab'); // logo
    await page.keyboard.press('Tab'); // menu toggle
    const expanded = async () => (await accessibleState(page, 'button', 'Menu')).expanded;
    expect(await expanded()).toBe(false);
    await page.keyboard.press('Enter');
    expect(await expanded()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent)).toBe('Home');
    await page.keyboard.press('Escape');
    expect(await expanded()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent)).toBe('Menu');
    await page.keyboard.press(' ');
    expect(await expanded()).toBe(true);
    await v.close();
  });

  it('fills and sends the form with the keyboard alone, and reaches and dismisses the toast', async () => {
    const v = await visit('/contact');
    const { page } = v;
    await page.getByLabel('Full Name', { exact: true }).focus();
    await page.keyboard.type('Keyboard Visitor');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    // The inquiry type is a customizable select (it wraps a long option): ArrowDown opens its list, where ArrowDown
    // moves to the next type and Enter chooses it.
    const inquiry = page.getByLabel('Inquiry Type', { exact: true });
    if (await inquiry.evaluate((select) => select.matches(':open'))) {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    }
    expect(await inquiry.inputValue()).toBe('consultation');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Typed only');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sent without a mouse.');
    await page.keyboard.press('Tab'); // the consent box
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // the privacy notice, named beside it
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const toast = page.locator('[part=toast]');
    await toast.waitFor();
    await page.keyboard.press('Shift+Tab');
    await toast.getByRole('button', { name: 'Dismiss notification' }).focus();
    await page.keyboard.press('Enter');
    await toast.waitFor({ state: 'detached' });
    await v.close();
  });

  it('shows a visible focus outline on links and buttons', async () => {
    const v = await visit('/');
    await v.page.locator('main h1').waitFor();
    await v.page.keyboard.press('Tab');
    await v.page.keyboard.press('Tab');
    const outline = await v.page.evaluate(() => {
      const el = document.activeElement!.shadowRoot!.activeElement!;
      const s = getComputedStyle(el);
      return `${s.outlineStyle} ${s.outlineWidth}`;
    });
    expect(outline).toBe('solid 3px');
    await v.close();
  });
});

describe('toasts that wait for the visitor', () => {
  async function sendForm(path = '/contact', options: Parameters<typeof visit>[1] = {}) {
    const v = await visit(path, options);
    const p = v.page;
    await fillInquiry(p, 'Timing');
    // A clock the test can move on: the toast's timers are set after this.
    await p.clock.install();
    await p.getByRole('button', { name: 'Send Message' }).click();
    const toast = p.locator('[part=toast]');
    await toast.waitFor();
    return { v, toast };
  }

  /**
   * Moves the test's clock on by `ms`, then lets the page render what its timers did, closing transitions
   * included (about 1.2 s more): a toast due to close within `ms` is gone when this returns.
   */
  async function advance(v: Visit, ms: number) {
    await v.page.clock.runFor(ms);
    for (let step = 0; step < 3; step++) {
      await nextFrames(v.page);
      await v.page.clock.runFor(300);
    }
  }

  it('keeps the success toast on screen at least 6.5 s (8 s by design), and closes it by 10 s', async () => {
    const { v, toast } = await sendForm();
    await v.page.mouse.move(0, 0);
    await advance(v, 6_500);
    expect(await toast.isVisible()).toBe(true);
    await advance(v, 500);
    await toast.waitFor({ state: 'detached', timeout: 1_000 });
    await v.close();
  });

  it('keeps the toast while the pointer rests on it', async () => {
    const { v, toast } = await sendForm();
    await toast.hover();
    await advance(v, 30_000);
    expect(await toast.isVisible()).toBe(true);
    await v.page.mouse.move(0, 0);
    await advance(v, 8_000);
    await toast.waitFor({ state: 'detached', timeout: 1_000 });
    await v.close();
  });

  it('keeps the toast while keyboard focus is in it', async () => {
    const { v, toast } = await sendForm();
    await v.page.mouse.move(0, 0);
    await toast.getByRole('button', { name: 'Dismiss notification' }).focus();
    await advance(v, 30_000);
    expect(await toast.isVisible()).toBe(true);
    await v.close();
  });

  it('keeps an error toast until the visitor dismisses it', async () => {
    await fetch(`${baseURL}/api/__faults`, { method: 'POST', body: JSON.stringify(['fail']) });
    const { v } = await sendForm();
    const error = v.page.locator('[part=toast][data-variant=error]');
    await error.waitFor();
    await v.page.mouse.move(0, 0);
    await advance(v, 120_000);
    expect(await error.isVisible()).toBe(true);
    await error.getByRole('button', { name: 'Dismiss notification' }).click();
    await error.waitFor({ state: 'detached' });
    await v.close();
  });

  it('turns animations and transitions off when the visitor asks for reduced motion', async () => {
    const durations = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { v, toast } = await sendForm('/contact', { reducedMotion });
      const seconds = (value: string) => Math.max(...value.split(',').map((s) => parseFloat(s)));
      const result = {
        button: seconds(
          await v.page
            .getByRole('button', { name: 'Send Message' })
            .evaluate((el) => getComputedStyle(el).transitionDuration),
        ),
        // notistack slides each toast in with a transition on the wrapper two levels up.
        toast: seconds(
          await toast.evaluate((el) => getComputedStyle(el.parentElement!.parentElement!).transitionDuration),
        ),
      };
      await v.close();
      return result;
    };
    const moving = await durations('no-preference');
    expect(moving.button).toBeGreaterThan(0.1);
    expect(moving.toast).toBeGreaterThan(0.1);
    const still = await durations('reduce');
    expect(still.button).toBeLessThan(0.001);
    expect(still.toast).toBeLessThan(0.001);
  });
});
