import { describe, expect, it } from 'vitest';
import { auditLayout } from './support/layout';
import { expectNoConsoleErrors, page, visitHtml } from './support/browser';

const loader = '<script type="module" src="/phx/phx.js"></script>';
const tags = [
  'phx-nav',
  'phx-home',
  'phx-about',
  'phx-products',
  'phx-contact',
  'phx-demo',
  'phx-compare',
  'phx-not-found',
  'phx-footer',
] as const;

/** Every element, one below the other, in a column `width` px wide (or the page's whole width). */
const column = (width: number | null, lang: string) =>
  page(
    `<div lang="${lang}" style="${width ? `width:${width}px;` : ''}margin:0 auto">${tags.map((tag) => `<${tag}></${tag}>`).join('')}</div>`,
    `${loader}<style>body{margin:0}</style>`,
  );

async function faultsIn(width: number | null, viewport: number, lang: string) {
  const v = await visitHtml(column(width, lang), {
    viewport: { width: viewport, height: 900 },
    wait: 'phx-contact >> button[type=submit]',
  });
  const faults: string[] = [];
  for (const tag of tags) for (const fault of await auditLayout(v.page.locator(tag))) faults.push(`<${tag}>: ${fault}`);
  expectNoConsoleErrors(v);
  await v.close();
  return faults;
}

describe('every element lays out by the width its host gives it', () => {
  for (const lang of ['en', 'de']) {
    for (const width of [280, 360, 480, 650, 900]) {
      it(`in a ${width} px column of a 1280 px page (${lang}): nothing sticks out, nothing is cut, no word breaks`, async () => {
        expect(await faultsIn(width, 1280, lang)).toEqual([]);
      });
    }
    it(`on a 360 px screen (${lang})`, async () => {
      expect(await faultsIn(null, 360, lang)).toEqual([]);
    });
  }
});

describe('the comparison’s row labels never break inside a word', () => {
  for (const lang of ['en', 'de', 'es', 'ar']) {
    for (const width of [1280, 375]) {
      it(`in ${lang} on a ${width} px screen`, async () => {
        const v = await visitHtml(page(`<phx-compare lang="${lang}"></phx-compare>`, loader), {
          viewport: { width, height: 900 },
          wait: 'phx-compare >> table',
        });
        expect(await auditLayout(v.page.locator('phx-compare'))).toEqual([]);
        expectNoConsoleErrors(v);
        await v.close();
      });
    }
  }
});
