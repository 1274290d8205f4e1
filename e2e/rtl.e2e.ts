import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe } from './support/audits';
import { baseURL, nextFrames, page, viewports, visit, visitHtml } from './support/browser';

const loader = `<script type="module" src="${baseURL}/phx/phx.js"></script>`;

/** A host page (lang="en", no dir) holding `body`, once the element named by `ready` has rendered. */
const hostPage = (body: string, ready: string) => visitHtml(page(body, loader), { wait: ready });

/** The host page's own direction: its dir attribute and the computed direction of <html>, <body> and each element. */
const hostDirection = (p: Page) =>
  p.evaluate(() => ({
    dir: document.dir,
    html: getComputedStyle(document.documentElement).direction,
    body: getComputedStyle(document.body).direction,
    elements: [...document.querySelectorAll('phx-contact, phx-nav')].map((el) => getComputedStyle(el).direction),
  }));

const ltrHost = { dir: '', html: 'ltr', body: 'ltr' };

describe('right-to-left layout', () => {
  it('lays out <phx-contact lang="ar"> right to left, arrows pointing left, and leaves the host page left to right', async () => {
    const layout = async (lang: string) => {
      const v = await hostPage(`<phx-contact lang="${lang}"></phx-contact>`, 'phx-contact >> form');
      const contact = v.page.locator('phx-contact');
      const result = await contact.evaluate((host) => {
        const root = host.shadowRoot!;
        const form = root.querySelector('form')!.getBoundingClientRect();
        const label = root.querySelector('form label')!.getBoundingClientRect();
        const arrows = [...root.querySelectorAll('li svg')].filter((svg) =>
          svg.querySelector('path')!.getAttribute('d')!.startsWith('M5 12h14'),
        );
        return {
          direction: getComputedStyle(root.querySelector('.phx-frame')!).direction,
          // Where the first label sits in the form: 0 at its left edge, 1 at its right edge.
          labelSide: (label.left + label.width / 2 - form.left) / form.width,
          arrows: arrows.map((svg) => getComputedStyle(svg).transform),
        };
      });
      const host = await hostDirection(v.page);
      await v.close();
      return { ...result, host };
    };
    const ar = await layout('ar');
    expect(ar.direction).toBe('rtl');
    expect(ar.host).toEqual({ ...ltrHost, elements: ['ltr'] });
    expect(ar.labelSide).toBeGreaterThan(0.7);
    expect(ar.arrows).toHaveLength(5);
    for (const transform of ar.arrows) expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');

    const en = await layout('en');
    expect(en.direction).toBe('ltr');
    expect(en.labelSide).toBeLessThan(0.3);
    for (const transform of en.arrows) expect(transform).toBe('none');
  });

  it('mirrors <phx-nav lang="ar">: logo at the right, Get Started as far from the links as in English', async () => {
    const layout = async (lang: string) => {
      const v = await hostPage(
        `<phx-nav lang="${lang}" site-url="https://phoenix.example"></phx-nav>`,
        'phx-nav >> [part=nav-link]',
      );
      const result = await v.page.locator('phx-nav').evaluate((host) => {
        const root = host.shadowRoot!;
        const bar = root.querySelector('[part~=nav]')!.getBoundingClientRect();
        const brand = root.querySelector('a')!.getBoundingClientRect();
        const links = [...root.querySelectorAll('[part~=nav-link]')].map((a) => a.getBoundingClientRect());
        const cta = root.querySelector('[part~=button]')!.getBoundingClientRect();
        const last = links[links.length - 1];
        return {
          direction: getComputedStyle(root.querySelector('.phx-frame')!).direction,
          brandSide: (brand.left + brand.width / 2 - bar.left) / bar.width,
          // The gap between the last page link and Get Started, whichever side Get Started is on.
          ctaGap: Math.round(Math.max(cta.left - last.right, last.left - cta.right)),
        };
      });
      const host = await hostDirection(v.page);
      await v.close();
      return { ...result, host };
    };
    const ar = await layout('ar');
    const en = await layout('en');
    expect(ar.direction).toBe('rtl');
    expect(ar.host).toEqual({ ...ltrHost, elements: ['ltr'] });
    expect(ar.brandSide).toBeGreaterThan(0.8);
    expect(en.brandSide).toBeLessThan(0.2);
    expect(en.ctaGap).toBeGreaterThan(8);
    expect(ar.ctaGap).toBe(en.ctaGap);
  });

  it('puts a toast’s accent border on the start side: the right in Arabic', async () => {
    const border = async (lang: string) => {
      const v = await hostPage(`<phx-contact lang="${lang}"></phx-contact>`, 'phx-contact >> form');
      const contact = v.page.locator('phx-contact');
      await contact.locator('[name=name]').fill('Ada Example');
      await contact.locator('[name=email]').fill('ada@example.com');
      await contact.locator('[name=subject]').fill('RTL');
      await contact.locator('[name=message]').fill('Please call me about a fitting.');
      await contact.locator('[name=consents]').check();
      await contact.locator('[part~=submit]').click();
      const toast = contact.locator('[part=toast]');
      await toast.waitFor();
      const widths = await toast.evaluate((el) => ({
        left: getComputedStyle(el).borderLeftWidth,
        right: getComputedStyle(el).borderRightWidth,
      }));
      await v.close();
      return widths;
    };
    expect(await border('ar')).toEqual({ left: '0px', right: '6px' });
    expect(await border('en')).toEqual({ left: '6px', right: '0px' });
  });

  it('draws the about page’s timeline down the right side in Arabic', async () => {
    const sides = async (path: string) => {
      const v = await visit(path);
      await v.page.locator('phx-router >> ol li').first().waitFor();
      const result = await v.page.locator('phx-router >> ol').evaluate((ol) => {
        const box = ol.getBoundingClientRect();
        const x = (before: Element, pseudo: string) => {
          const s = getComputedStyle(before, pseudo);
          // Resolved insets of an absolutely positioned box are its used distances from each side.
          return { left: parseFloat(s.left), right: parseFloat(s.right) };
        };
        const line = x(ol, '::before');
        const dot = x(ol.querySelector('li')!, '::before');
        const item = ol.querySelector('li')!.getBoundingClientRect();
        return {
          line: line.left < line.right ? 'left' : 'right',
          // The dot's centre, measured from the line's side of the list.
          dotFromLineSide:
            line.left < line.right ? item.left - box.left + dot.left + 8 : box.right - item.right + dot.right + 8,
          lineCentre: Math.min(line.left, line.right) + 1,
        };
      });
      await v.close();
      return result;
    };
    const ar = await sides('/ar/about');
    const en = await sides('/about');
    expect(en.line).toBe('left');
    expect(ar.line).toBe('right');
    expect(ar.dotFromLineSide).toBeCloseTo(ar.lineCentre, 0);
    expect(en.dotFromLineSide).toBeCloseTo(en.lineCentre, 0);
  });

  it('shows the skip control at the top right of the Arabic site', async () => {
    const v = await visit('/ar/', { viewport: viewports.desktop });
    await v.page.locator('main h1').waitFor();
    await v.page.keyboard.press('Tab');
    const box = await v.page.evaluate(() => {
      const el = document.activeElement!.shadowRoot!.activeElement!;
      const r = el.getBoundingClientRect();
      return { part: el.getAttribute('part'), left: r.left, right: innerWidth - r.right };
    });
    expect(box.part).toBe('skip-link');
    expect(box.right).toBeLessThan(20);
    expect(box.left).toBeGreaterThan(viewports.desktop.width / 2);
    await v.close();
  });

  for (const [width, viewport] of [
    ['mobile', viewports.mobile],
    ['desktop', viewports.desktop],
  ] as const) {
    it(`serves the Arabic site right to left with no sideways scrolling and no axe violations at ${width} width`, async () => {
      for (const path of ['/ar/', '/ar/about', '/ar/products', '/ar/contact']) {
        const html = await (await fetch(new URL(path, baseURL))).text();
        expect(html, path).toMatch(/<html lang="ar" dir="rtl">/);
        const v = await visit(path, { viewport, bypassCSP: true });
        await v.page.locator('main h1').waitFor();
        await v.page.evaluate(() => document.fonts.ready);
        await nextFrames(v.page);
        const page = await v.page.evaluate(() => ({
          dir: document.documentElement.dir,
          frame: getComputedStyle(document.querySelector('phx-router')!.shadowRoot!.querySelector('.phx-frame')!)
            .direction,
          scrollsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        }));
        expect(page, path).toEqual({ dir: 'rtl', frame: 'rtl', scrollsSideways: false });
        expect(await axe(v.page), path).toEqual([]);
        await v.close();
      }
    });
  }
});
