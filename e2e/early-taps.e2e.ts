import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, hydrated, visit } from './support/browser';
import { waitFor } from '../src/test/wait';

const tries = Number(process.env.PHX_EARLY_TAP_TRIES ?? 20);

/**
 * Before any script of the page: each click and each keystroke is noted as early when the phx element it lands in
 * has not hydrated yet (so that the test knows it tried what it means to try).
 */
const noteEarly = `(() => {
  window.__early = { click: 0, key: 0 };
  const early = (event) => {
    const host = event.composedPath().find((node) => node instanceof ShadowRoot)?.host;
    return host && !host.matches(':state(ready)');
  };
  addEventListener('click', (event) => { if (early(event)) window.__early.click++; }, true);
  addEventListener('keydown', (event) => { if (early(event)) window.__early.key++; }, true);
})();`;

/** A cold visit on a phone-like CPU (4× slower), the page's HTML just arrived. */
async function slowVisit(path: string, before?: (page: Page) => Promise<unknown>) {
  const v = await visit('about:blank', { wait: false });
  await v.page.context().addInitScript({ content: noteEarly });
  await before?.(v.page);
  const cdp = await v.page.context().newCDPSession(v.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await v.page.goto(new URL(path, baseURL).href, { waitUntil: 'commit' });
  return v;
}

const early = (page: Page) => page.evaluate(() => (window as any).__early as { click: number; key: number });

/** The focused element, through shadow roots, by its accessible label. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return (el as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() ?? null;
  });

describe('a tap before hydration, at 4× CPU slowdown', () => {
  it(
    `opens the demo when Watch Demo is clicked the moment it shows, ${tries} times in a row`,
    async () => {
      let clickedEarly = 0;
      const lost: number[] = [];
      for (let run = 0; run < tries; run++) {
        const v = await slowVisit('/');
        await v.page.getByRole('button', { name: 'Watch Demo' }).click();
        clickedEarly += (await early(v.page)).click;
        const dialog = v.page.getByRole('dialog', { name: 'Watch the hands at work' });
        const opened = await dialog
          .getByRole('button', { name: 'Power grip' })
          .waitFor({ timeout: 10_000 })
          .then(() => true)
          .catch(() => false);
        if (!opened) lost.push(run);
        expect(v.errors).toEqual([]);
        await v.close();
      }
      expect(lost, 'runs whose click was lost').toEqual([]);
      // The test means something only if clicks did land before hydration.
      expect(clickedEarly).toBeGreaterThan(0);
    },
    tries * 15_000,
  );

  it(
    `keeps what is typed, the option chosen and the focus in the contact form, ${tries} times in a row`,
    async () => {
      let typedEarly = 0;
      const lost: string[] = [];
      for (let run = 0; run < tries; run++) {
        const v = await slowVisit('/contact');
        const { page } = v;
        const name = page.getByLabel('Full Name', { exact: true });
        await name.pressSequentially('Ada Early');
        typedEarly += (await early(page)).key;
        await page.getByLabel('Inquiry Type', { exact: true }).selectOption('support');
        await page.getByLabel('Subject', { exact: true }).pressSequentially('Fitting');
        await hydrated(page);
        // Once hydrated, what the visitor sees is still what they typed, and it is the form's own draft (stored).
        const seen = {
          name: await name.inputValue(),
          inquiry: await page.getByLabel('Inquiry Type', { exact: true }).inputValue(),
          subject: await page.getByLabel('Subject', { exact: true }).inputValue(),
          focused: await focusedLabel(page),
        };
        const want = { name: 'Ada Early', inquiry: 'support', subject: 'Fitting', focused: 'Subject' };
        if (JSON.stringify(seen) !== JSON.stringify(want)) lost.push(`run ${run}: ${JSON.stringify(seen)}`);
        await expect
          .poll(
            () =>
              page.evaluate(() =>
                Object.values(sessionStorage).flatMap((stored) => {
                  try {
                    return [JSON.parse(stored).draft];
                  } catch {
                    return [];
                  }
                }),
              ),
            {
              timeout: 10_000,
            },
          )
          .toContainEqual(expect.objectContaining({ name: 'Ada Early', inquiry: 'support', subject: 'Fitting' }));
        expect(v.errors).toEqual([]);
        await v.close();
      }
      expect(lost, 'runs that lost typing, a choice or the focus').toEqual([]);
      expect(typedEarly).toBeGreaterThan(0);
    },
    tries * 15_000,
  );
});

/** The host page's own listener, before any script of the page: each phx-navigate it heard, cancelled if told to. */
const hostListens = (cancel: boolean) => `(() => {
  window.__navigations = [];
  document.addEventListener('phx-navigate', (event) => {
    window.__navigations.push(event.detail.path);
    if (${cancel}) event.preventDefault();
  });
})();`;

const navigations = (page: Page) => page.evaluate(() => (window as any).__navigations as string[]);

describe('a link tapped before its element’s code runs, on a partner page at 4× CPU slowdown', () => {
  /** The partner page's site-url: the company site its links lead to when followed as plain links. */
  const companySite = 'https://phoenix-bionics.example';
  const consultation = (page: Page) =>
    page
      .locator('phx-products')
      .getByRole('link', { name: /Request Consultation/ })
      .first();

  it('is kept and replayed once the element is ready: the host is asked, and the page’s own form is filled', async () => {
    let clickedEarly = 0;
    const lost: string[] = [];
    for (let run = 0; run < 5; run++) {
      const v = await slowVisit('/partner.html', async (page) => {
        await page.context().addInitScript({ content: hostListens(false) });
        await page.route(`${companySite}/**`, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Company site</title>' }),
        );
      });
      await consultation(v.page).click();
      clickedEarly += (await early(v.page)).click;
      // The code comes, however slowly, and takes the click over: the link is followed only where it cannot come.
      await hydrated(v.page);
      const subject = v.page.locator('phx-contact').getByLabel('Subject', { exact: true });
      await waitFor(async () => {
        expect(await subject.inputValue()).toMatch(/Neural Pro X1/);
        return true;
      }, 10_000);
      if (new URL(v.page.url()).pathname !== '/partner.html') lost.push(`run ${run}: left for ${v.page.url()}`);
      expect(await navigations(v.page)).toEqual(['/contact?inquiry=consultation&product=neural-pro-x1']);
      expect(v.errors).toEqual([]);
      await v.close();
    }
    expect(lost, 'runs that lost the click or left the partner page').toEqual([]);
    // The test means something only if clicks did land before hydration.
    expect(clickedEarly).toBeGreaterThan(0);
  }, 90_000);

  it('stays on the page when the host cancels the replayed phx-navigate', async () => {
    // The products' code is held back until the click is made, so that the click lands before it runs every time.
    let release = () => {};
    const clicked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const v = await slowVisit('/partner.html', async (page) => {
      await page.context().addInitScript({ content: hostListens(true) });
      await page.route('**/phx/elements/phx-products.js', async (route) => {
        await clicked;
        await route.continue();
      });
    });
    await consultation(v.page).click();
    expect((await early(v.page)).click).toBe(1);
    release();
    await hydrated(v.page);
    await waitFor(async () => {
      expect(await navigations(v.page)).toHaveLength(1);
      return true;
    }, 10_000);
    expect(new URL(v.page.url()).pathname).toBe('/partner.html');
    expect(await v.page.locator('phx-contact').getByLabel('Subject', { exact: true }).inputValue()).toBe('');
    await v.close();
  });

  it('fills the page’s own form whose code comes only after the replayed click, and stays on the page', async () => {
    // The form's code is held back until the products' replayed click has asked the host (on a loaded phone it comes later).
    let release = () => {};
    const asked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const v = await slowVisit('/partner.html', async (page) => {
      await page.context().addInitScript({ content: hostListens(false) });
      await page.route(/\/phx\/(elements\/phx-contact|chunks\/section-contact-)[^/]*\.js$/, async (route) => {
        await asked;
        await route.continue();
      });
      await page.route(`${companySite}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Company site</title>' }),
      );
    });
    await consultation(v.page).click();
    await waitFor(async () => {
      expect(await navigations(v.page)).toEqual(['/contact?inquiry=consultation&product=neural-pro-x1']);
      return true;
    }, 10_000);
    release();
    await hydrated(v.page);
    const subject = v.page.locator('phx-contact').getByLabel('Subject', { exact: true });
    await waitFor(async () => {
      expect(await subject.inputValue()).toMatch(/Neural Pro X1/);
      return true;
    }, 10_000);
    expect(new URL(v.page.url()).pathname).toBe('/partner.html');
    expect(v.errors).toEqual([]);
    await v.close();
  });

  it('is followed as a plain link when the element’s code cannot be loaded', async () => {
    const v = await slowVisit('/partner.html', async (page) => {
      // The products' code never comes; the company site answers for itself.
      await page.route('**/phx/elements/phx-products.js', (route) => route.abort());
      await page.route('https://phoenix-bionics.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Company site</title><h1>Company site</h1>' }),
      );
    });
    const href = await consultation(v.page).getAttribute('href');
    await consultation(v.page).click();
    await v.page.waitForURL(href!, { timeout: 10_000 });
    await v.close();
  });
});
