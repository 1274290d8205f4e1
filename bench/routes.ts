/** What each route of the standalone site sends: its HTML and everything it downloads until it is interactive. */
import type { Browser } from 'playwright-core';

export async function measureRoutes(browser: Browser, base: string, paths: string[]) {
  const rows = [];
  for (const path of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}${path}`);
    await page.waitForFunction(() => document.querySelector('phx-router')?.matches(':state(ready)'));
    await page.waitForLoadState('networkidle');
    const sizes = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        html: nav.encodedBodySize,
        all: nav.encodedBodySize + resources.reduce((n, r) => n + r.encodedBodySize, 0),
        requests: resources.length + 1,
      };
    });
    rows.push({ path, htmlKB: sizes.html / 1024, totalKB: sizes.all / 1024, requests: sizes.requests });
    await context.close();
  }
  return rows;
}
