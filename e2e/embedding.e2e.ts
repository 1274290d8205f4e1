import { describe, expect, it } from 'vitest';
import { baseURL, expectNoConsoleErrors, otherURL, visit } from './support/browser';

/** Computed styles a hostile page would most like to change. */
const styleProbe = (el: Element) => {
  const s = getComputedStyle(el);
  return {
    font: s.fontFamily,
    size: s.fontSize,
    color: s.color,
    line: s.lineHeight,
    spacing: s.letterSpacing,
    transform: s.textTransform,
  };
};

describe('a partner clinic page with hostile CSS', () => {
  it('renders both elements, and none of the host CSS reaches inside', async () => {
    const v = await visit('/partner.html', { wait: 'phx-contact >> button[type=submit]' });
    const { page } = v;
    await page.getByRole('heading', { name: 'Neural Pro X1' }).waitFor();
    const inside = await page.locator('phx-products >> h3').first().evaluate(styleProbe);
    expect(inside.font).not.toMatch(/Comic/);
    expect(inside.color).not.toBe('rgb(128, 0, 128)');
    expect(inside.transform).toBe('none');
    const text = await page.locator('phx-products >> .phx-frame').evaluate(styleProbe);
    expect(text.size).toBe('16px');
    expect(text.spacing).toBe('normal');
    const send = await page.getByRole('button', { name: 'Send Message' }).evaluate((b) => {
      const s = getComputedStyle(b);
      return {
        bg: s.backgroundColor,
        padding: s.paddingLeft,
        cursor: s.cursor,
        height: b.getBoundingClientRect().height,
      };
    });
    expect(send.bg).toBe('rgb(10, 90, 143)');
    expect(send.cursor).toBe('pointer');
    expect(send.height).toBeGreaterThanOrEqual(44);
    expect(await page.getByLabel('Inquiry Type', { exact: true }).inputValue()).toBe('consultation');
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('changes nothing outside the elements: same host styles and head, with and without phx', async () => {
    const probe = async (withPhx: boolean) => {
      const v = await visit('/partner.html', { wait: withPhx ? 'phx-contact >> form' : '#clinic-note' });
      if (!withPhx) await v.page.route('**/phx/**', (route) => route.abort());
      if (!withPhx) await v.page.reload();
      await v.page.locator('#clinic-note').waitFor();
      const result = await v.page.evaluate(() => ({
        head: [...document.head.children].map((el) => el.outerHTML).join('\n'),
        sheets: document.styleSheets.length,
        styles: ['#clinic-name', '#clinic-note', '#clinic-footer', 'h1', 'h2'].map((s) => {
          const cs = getComputedStyle(document.querySelector(s)!);
          return [s, cs.fontFamily, cs.fontSize, cs.color, cs.lineHeight, cs.letterSpacing].join('|');
        }),
        bodyAttrs: [...document.body.attributes].map((a) => a.name),
        htmlClass: document.documentElement.className,
      }));
      await v.close();
      return result;
    };
    const without = await probe(false);
    const withPhx = await probe(true);
    expect(withPhx).toEqual(without);
  });
});

describe('a CMS page with one classic script tag', () => {
  it('renders the element it names, with no console errors', async () => {
    const v = await visit('/cms.html', { wait: 'phx-products >> h3' });
    expect(await v.page.locator('phx-products >> [part=card] h3').allInnerTexts()).toEqual(['SmartHand AI']);
    expectNoConsoleErrors(v);
    await v.close();
  });
});

describe('a bundle served from another origin than the page', () => {
  it('loads its code from the bundle’s origin and draws its artwork with it', async () => {
    const v = await visit('about:blank', { wait: false });
    await v.page.route(`${otherURL}/host.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Host</title><main><script src="${baseURL}/phx/phx.classic.js"></script><phx-products product="flexigrip-elite"></phx-products></main>`,
      }),
    );
    await v.page.goto(`${otherURL}/host.html`);
    await v.page.getByRole('img', { name: /^Illustration of the FlexiGrip Elite/ }).waitFor();
    const code = await v.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    );
    expect(code.length).toBeGreaterThan(2);
    for (const url of code) expect(url.startsWith(`${baseURL}/phx/`), url).toBe(true);
    expectNoConsoleErrors(v);
    await v.close();
  });
});

describe('the elements demo page', () => {
  it('shows every element alone, and the themed variant takes the host’s tokens and parts', async () => {
    const v = await visit('/elements.html', { wait: '#themed-form >> form' });
    await v.page.locator('body > phx-footer >> footer').waitFor();
    const themed = await v.page
      .locator('#themed-form')
      .getByRole('button', { name: 'Send Message' })
      .evaluate((b) => {
        const s = getComputedStyle(b);
        return [s.backgroundColor, s.textTransform, s.fontFamily];
      });
    expect(themed).toEqual(['rgb(124, 45, 18)', 'uppercase', 'Georgia, "Times New Roman", serif']);
    const plain = await v.page
      .locator('#support-form')
      .getByRole('button', { name: 'Send Message' })
      .evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(plain).toBe('rgb(10, 90, 143)');
    expect(await v.page.locator('#support-form').getByLabel('Inquiry Type', { exact: true }).inputValue()).toBe(
      'support',
    );
    expectNoConsoleErrors(v);
    await v.close();
  });
});
