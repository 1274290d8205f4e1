// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { measureSizes } from './sizes';

// Sizes are deterministic, so they are checked here; timings are only printed by `npm run bench`. The budgets hold
// today's figures with a little headroom, so that growth is noticed and explained (README, Performance):
// React 19 + ReactDOM + scheduler alone are 67 KB; what a page downloads beyond that is ours, Emotion, r2wc and the
// English words; each other language (about 5.5 KB) is fetched only by a page in that language.
const budget = { loaderKB: 2, classicKB: 1, wholeSiteKB: 152, contactOnlyKB: 103, germanContactKB: 109, localeKB: 7 };

describe('bundle size budgets (gzip)', () => {
  const sizes = measureSizes();
  it(`keeps the loader under ${budget.loaderKB} KB`, () => expect(sizes.loaderKB).toBeLessThanOrEqual(budget.loaderKB));
  it(`keeps the classic script under ${budget.classicKB} KB`, () =>
    expect(sizes.classicKB).toBeLessThanOrEqual(budget.classicKB));
  it(`keeps the whole site's JS under ${budget.wholeSiteKB} KB`, () =>
    expect(sizes.wholeSiteKB).toBeLessThanOrEqual(budget.wholeSiteKB));
  it(`keeps a page with only <phx-contact> under ${budget.contactOnlyKB} KB`, () =>
    expect(sizes.pageWithOnlyKB['phx-contact']).toBeLessThanOrEqual(budget.contactOnlyKB));
  it(`keeps a German <phx-contact> page under ${budget.germanContactKB} KB`, () =>
    expect(sizes.germanContactKB).toBeLessThanOrEqual(budget.germanContactKB));
  it(`keeps each language's words under ${budget.localeKB} KB, and out of the shared runtime`, () => {
    for (const kb of Object.values(sizes.localeKB)) expect(kb).toBeLessThanOrEqual(budget.localeKB);
    const runtime = Object.entries(sizes.chunksKB).find(([file]) => file.includes('runtime-'))!;
    expect(runtime[1]).toBeLessThan(96);
  });
});
