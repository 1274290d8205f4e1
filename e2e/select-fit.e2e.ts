import { describe, expect, it } from 'vitest';
import { auditLayout } from './support/layout';
import { expectNoConsoleErrors, page, visitHtml } from './support/browser';

const widths = [280, 320, 360, 414, 500, 650, 768, 900, 1024, 1280];

describe('the contact form’s inquiry type shows the whole chosen option', () => {
  for (const lang of ['en', 'de', 'es', 'ar']) {
    it(`in ${lang}, at every width from 280 px to 1280 px, whichever option is chosen`, async () => {
      const v = await visitHtml(
        page(
          `<div id="column" lang="${lang}" style="width:280px"><phx-contact></phx-contact></div>`,
          '<script type="module" src="/phx/phx.js"></script><style>body{margin:0}</style>',
        ),
        { viewport: { width: 1300, height: 900 }, wait: 'phx-contact >> button[type=submit]' },
      );
      const select = v.page.locator('phx-contact select');
      const options = await select
        .locator('option')
        .evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
      const cut: string[] = [];
      for (const width of widths) {
        await v.page.locator('#column').evaluate((column, w) => {
          (column as HTMLElement).style.width = `${w}px`;
        }, width);
        for (const option of options) {
          await select.selectOption(option);
          const faults = (await auditLayout(v.page.locator('phx-contact'))).filter((f) => f.startsWith('the select'));
          cut.push(...faults.map((fault) => `${width} px: ${fault}`));
        }
      }
      expect(cut).toEqual([]);
      expectNoConsoleErrors(v);
      await v.close();
    });
  }
});
