import { describe, expect, it } from 'vitest';
import {
  baseURL,
  expectNoConsoleErrors,
  fillInquiry,
  hydrated,
  nextFrames,
  otherURL,
  page,
  visitHtml,
} from './support/browser';
import { waitFor } from '../src/test/wait';

const loader = `<script type="module" src="${baseURL}/phx/phx.js"></script>`;

describe('loading phx on a host page', () => {
  it('defines each tag once when the bundle is loaded twice, and by both scripts, without errors', async () => {
    const v = await visitHtml(
      page(
        `<phx-products product="neural-pro-x1"></phx-products>`,
        `${loader}${loader}<script src="${baseURL}/phx/phx.classic.js"></script><script src="${baseURL}/phx/phx.classic.js"></script>`,
      ),
      { wait: 'phx-products >> [part=card]' },
    );
    expect(await v.page.locator('phx-products >> [part=card]').count()).toBe(1);
    expectNoConsoleErrors(v);
    expect(v.console.filter((l) => l.includes('phx:'))).toEqual([]);
    await v.close();
  });

  it('leaves a single console note when a second copy of the bundle is loaded from elsewhere', async () => {
    const v = await visitHtml(
      page(
        `<phx-products product="neural-pro-x1"></phx-products>`,
        `${loader}<script type="module" src="${otherURL}/phx/phx.js"></script>`,
      ),
      { wait: 'phx-products >> [part=card]' },
    );
    await waitFor(() => v.console.some((l) => l.includes('already loaded')), 3000, 'the already-loaded line');
    expect(v.console.filter((l) => l.includes('already loaded'))).toHaveLength(1);
    await v.page.waitForLoadState('networkidle');
    expect(v.console.filter((l) => l.includes('already loaded'))).toHaveLength(1);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('fetches no element code until a phx tag appears, then renders tags added later', async () => {
    const v = await visitHtml(page('<p id="empty">No widgets yet</p>', loader));
    // The loader has run (and scanned the page) once it has marked itself.
    await v.page.waitForFunction(() => Symbol.for('phx.loader') in globalThis);
    await v.page.waitForLoadState('networkidle');
    const before = await v.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(before.filter((url) => url.includes('/chunks/'))).toEqual(
      before.filter((url) => /preload-helper/.test(url)),
    );
    await v.page.evaluate(() => {
      const wrapper = document.createElement('section');
      wrapper.innerHTML = '<phx-not-found></phx-not-found>';
      document.querySelector('main')!.append(wrapper);
    });
    await v.page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await v.page.evaluate(() => document.querySelector('main')!.append(document.createElement('phx-about')));
    await v.page.getByRole('heading', { name: 'Our Core Values' }).waitFor();
    expectNoConsoleErrors(v);
    await v.close();
  });

  /** A host page whose phx code (element definitions, and any other paths given) is held back until released. */
  async function heldBack(body: string, held = '**/phx/elements/**', head = '') {
    const v = await visitHtml(page(body, head));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await v.page.route(held, async (route) => {
      await gate;
      await route.continue();
    });
    await v.page.evaluate((src) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      document.head.append(script);
    }, `${baseURL}/phx/phx.js`);
    return { v, release };
  }

  it('paints a bare tag first in the configured language, its links to the configured site, before its code', async () => {
    const { v, release } = await heldBack(
      '<phx-contact></phx-contact>',
      '**/phx/elements/**',
      '<meta name="phx:lang" content="de"><meta name="phx:site-url" content="https://company.example">',
    );
    const contact = v.page.locator('phx-contact');
    await contact.getByRole('button', { name: 'Nachricht senden' }).waitFor();
    const links = await contact.evaluate((el) =>
      [...el.shadowRoot!.querySelectorAll('a[href^="http"]')].map((a) => (a as HTMLAnchorElement).href),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href.startsWith('https://company.example/'))).toEqual([]);
    release();
    await hydrated(v.page);
    expect(await contact.getByRole('button', { name: 'Nachricht senden' }).isVisible()).toBe(true);
    await v.close();
  });

  it('reserves room for an element until its code arrives, so the content below does not jump', async () => {
    // A product list that is not all of them: the build's prerendered default would be the wrong one to show.
    const { v, release } = await heldBack(
      '<phx-products product="smarthand-ai"></phx-products><p id="below">Below</p>',
    );
    const { page: p } = v;
    await p.waitForFunction(() => document.querySelector('phx-products')!.getBoundingClientRect().height > 0);
    expect(await p.locator('phx-products').evaluate((el) => el.getBoundingClientRect().height)).toBe(1800);
    expect(await p.locator('phx-products').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(242, 246, 249)',
    );
    release();
    await p.getByRole('heading', { name: 'SmartHand AI' }).waitFor();
    await v.close();
  });

  it('reserves room for server markup inserted with innerHTML (its template stays inert), then renders it', async () => {
    const { v, release } = await heldBack('<div id="slot"></div>');
    const { page: p } = v;
    await p.evaluate(() => {
      document.querySelector('#slot')!.innerHTML =
        '<phx-products product="smarthand-ai" data-phx-ssr><template shadowrootmode="open"><div data-phx-root><h2>Stale</h2></div></template></phx-products>';
    });
    await p.waitForFunction(() => document.querySelector('phx-products')!.getBoundingClientRect().height > 0);
    expect(await p.locator('phx-products').evaluate((el) => el.getBoundingClientRect().height)).toBe(1800);
    release();
    await p.getByRole('heading', { name: 'SmartHand AI' }).waitFor();
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('shows a bare tag’s prerendered form before its code arrives, then hydrates those very nodes', async () => {
    const { v, release } = await heldBack('<phx-contact endpoint="/api/inquiries" lang="de"></phx-contact>');
    const { page: p } = v;
    const button = p.getByRole('button', { name: 'Nachricht senden' });
    await button.waitFor();
    expect(await p.evaluate(() => customElements.get('phx-contact'))).toBeUndefined();
    await button.evaluate((b) => ((window as any).__button = b));
    release();
    await hydrated(p);
    expect(await button.evaluate((b) => b === (window as any).__button)).toBe(true);
    // Hydrated with the build's attributes, then the element's own: the form now posts to its endpoint.
    await p.waitForFunction(() =>
      document
        .querySelector('phx-contact')!
        .shadowRoot!.querySelector('form')!
        .getAttribute('action')
        ?.endsWith('/api/inquiries'),
    );
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('paints a bare tag with an empty lang in the language around it, as its code will render it', async () => {
    const { v, release } = await heldBack(
      '<div lang="de"><phx-contact endpoint="/api/inquiries" lang=""></phx-contact></div>',
    );
    const { page: p } = v;
    await p.getByRole('button', { name: 'Nachricht senden' }).waitFor();
    expect(await p.evaluate(() => customElements.get('phx-contact'))).toBeUndefined();
    release();
    await hydrated(p);
    expect(await p.getByRole('button', { name: 'Nachricht senden' }).count()).toBe(1);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('keeps what a visitor typed when the element is moved, and after removal and re-adding', async () => {
    const v = await visitHtml(page('<div id="a"><phx-contact></phx-contact></div><div id="b"></div>', loader), {
      wait: 'phx-contact >> form',
    });
    const { page: p } = v;
    await p.getByLabel('Full Name', { exact: true }).fill('Moved visitor');
    await p.getByLabel('Message', { exact: true }).fill('Half-written message');
    await p.evaluate(() => {
      const el = document.querySelector('phx-contact')!;
      (window as any).__form = el.shadowRoot!.querySelector('form');
      document.querySelector('#b')!.append(el);
    });
    await nextFrames(p);
    expect(await p.getByLabel('Full Name', { exact: true }).inputValue()).toBe('Moved visitor');
    // Moved, not rebuilt: the same form is on screen (the draft in session storage is the fallback, not the reason).
    expect(
      await p.evaluate(
        () => document.querySelector('phx-contact')!.shadowRoot!.querySelector('form') === (window as any).__form,
      ),
    ).toBe(true);
    await p.evaluate(() => {
      const el = document.querySelector('phx-contact')!;
      el.remove();
      (window as any).__kept = el;
    });
    await nextFrames(p);
    await p.evaluate(() => document.querySelector('#a')!.append((window as any).__kept));
    await p.getByLabel('Message', { exact: true }).waitFor();
    // Rebuilt: the draft comes back from session storage once the draft's check has loaded.
    await waitFor(
      async () => (await p.getByLabel('Message', { exact: true }).inputValue()) === 'Half-written message',
      3000,
      'the half-written message',
    );
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('still shows its toasts after it has been moved', async () => {
    const v = await visitHtml(page('<div id="a"><phx-contact></phx-contact></div><div id="b"></div>', loader), {
      wait: 'phx-contact >> form',
    });
    const { page: p } = v;
    const sendAndSeeToast = async () => {
      await fillInquiry(p, 'Moved');
      await p.getByRole('button', { name: 'Send Message' }).click();
      const toast = p.locator('[part=toast]');
      await toast.waitFor({ state: 'visible' });
      await toast.getByRole('button', { name: 'Dismiss notification' }).click();
      await toast.waitFor({ state: 'detached' });
    };
    await sendAndSeeToast();
    await p.evaluate(() => document.querySelector('#b')!.append(document.querySelector('phx-contact')!));
    await sendAndSeeToast();
    await v.close();
  });

  it('follows attribute changes and removals after mount, and warns once about a wrong value', async () => {
    const v = await visitHtml(page('<phx-products product="flexigrip-elite"></phx-products>', loader), {
      wait: 'phx-products >> [part=card]',
    });
    const names = () => v.page.locator('phx-products >> [part=card] h3').allInnerTexts();
    expect(await names()).toEqual(['FlexiGrip Elite']);
    await v.page.evaluate(() =>
      document.querySelector('phx-products')!.setAttribute('product', 'smarthand-ai,neural-pro-x1'),
    );
    await v.page.waitForFunction(
      () => document.querySelector('phx-products')!.shadowRoot!.querySelectorAll('[part=card]').length === 2,
    );
    expect(await names()).toEqual(['SmartHand AI', 'Neural Pro X1']);
    await v.page.evaluate(() => document.querySelector('phx-products')!.removeAttribute('product'));
    await v.page.waitForFunction(
      () => document.querySelector('phx-products')!.shadowRoot!.querySelectorAll('[part=card]').length === 3,
    );
    await v.page.evaluate(() => document.querySelector('phx-products')!.setAttribute('layout', 'carousel'));
    await waitFor(() => v.console.some((l) => l.startsWith('warning:')), 3000, 'a warning');
    await nextFrames(v.page);
    expect(v.console.filter((l) => l.startsWith('warning:'))).toEqual([
      'warning: <phx-products>: layout="carousel" is not valid: accepted values are list, grid; using "list".',
    ]);
    await v.close();
  });

  it('emits phx-navigate and phx-cta that reach the host document, and lets the host handle navigation', async () => {
    const v = await visitHtml(page('<phx-home site-url="https://phoenix.example"></phx-home>', loader), {
      wait: 'phx-home >> h2',
    });
    await v.page.evaluate(() => {
      (window as any).__events = [];
      for (const type of ['phx-navigate', 'phx-cta'])
        document.addEventListener(type, (e) => {
          (window as any).__events.push([type, (e as CustomEvent).detail]);
          if (type === 'phx-navigate') e.preventDefault();
        });
    });
    await v.page.getByRole('link', { name: 'View All Products' }).click();
    await v.page.getByRole('button', { name: 'Watch Demo' }).click();
    expect(await v.page.evaluate(() => (window as any).__events)).toEqual([
      ['phx-cta', { cta: 'view-all-products', href: 'https://phoenix.example/products' }],
      ['phx-navigate', { path: '/products', href: 'https://phoenix.example/products' }],
      ['phx-cta', { cta: 'watch-demo' }],
    ]);
    expect(new URL(v.page.url()).origin).toBe(baseURL);
    await v.close();
  });
});
