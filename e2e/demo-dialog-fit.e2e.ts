import { describe, expect, it } from 'vitest';
import { auditLayout } from './support/layout';
import { expectNoConsoleErrors, page, visitHtml } from './support/browser';

const loader = '<script type="module" src="/phx/phx.js"></script>';

/** Whether the drawn hand and each control of the open demo dialog are inside its visible box, as it opens. */
const placement = (home: Element) => {
  const dialog = home.shadowRoot!.querySelector('dialog[open]')!;
  const box = dialog.getBoundingClientRect();
  const inside = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.top >= box.top - 1 && r.bottom <= box.bottom + 1 && r.left >= box.left - 1 && r.right <= box.right + 1;
  };
  const hand = dialog.querySelector('svg[viewBox="0 0 240 300"]')!;
  const controls = [...dialog.querySelectorAll('button')];
  return {
    scrolled: dialog.scrollTop,
    hand: inside(hand) && hand.getBoundingClientRect().height > 100,
    hidden: controls.filter((c) => !inside(c)).map((c) => c.textContent),
  };
};

describe('the demo dialog', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
    { width: 375, height: 740 },
  ]) {
    it(`shows the whole hand and every control at ${viewport.width}x${viewport.height} without scrolling`, async () => {
      const v = await visitHtml(page('<phx-home></phx-home>', loader), {
        viewport,
        wait: 'phx-home >> [part~=button]',
      });
      await v.page.getByRole('button', { name: 'Watch Demo' }).click();
      await v.page.locator('phx-home >> dialog[open] svg[viewBox="0 0 240 300"]').waitFor();
      expect(await v.page.locator('phx-home').evaluate(placement)).toEqual({ scrolled: 0, hand: true, hidden: [] });
      expectNoConsoleErrors(v);
      await v.close();
    });
  }

  for (const lang of ['en', 'de', 'es', 'ar']) {
    it(`keeps its Close button's word whole (${lang}), on a phone too`, async () => {
      const v = await visitHtml(page(`<phx-home lang="${lang}"></phx-home>`, loader), {
        viewport: { width: 375, height: 740 },
        wait: 'phx-home >> [part~=button]',
      });
      await v.page.locator('phx-home').evaluate((home) => {
        const watch = [...home.shadowRoot!.querySelectorAll('button')].find((b) => !b.closest('dialog'))!;
        watch.click();
      });
      await v.page.locator('phx-home >> dialog[open] svg[viewBox="0 0 240 300"]').waitFor();
      const faults = (await auditLayout(v.page.locator('phx-home'))).filter((f) => !f.includes('sticks out'));
      expect(faults).toEqual([]);
      await v.close();
    });
  }
});
