/**
 * `npm run bench`: prints, from one run, the bundle's gzip sizes, the JS a page with only <phx-contact>
 * downloads, the time from navigation to visible text for <phx-contact> on a host page, the heap growth over
 * 1,000 connect/disconnect cycles, and Lighthouse (mobile) on each route of the standalone site. Figures only:
 * nothing here passes or fails (size budgets live in bench/budgets.test.ts).
 *
 *   npm run bench                      everything (about two minutes)
 *   PHX_BENCH_LIGHTHOUSE_RUNS=5 npm run bench     more Lighthouse runs per route (default 3; 0 skips it)
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createPhxServer } from '../demo/server.ts';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { runLighthouse } from './lighthouse.ts';
import { measureSizes } from './sizes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const sizes = measureSizes();
console.log('\nBundle (KB, gzip -9)');
console.log(`  loader phx.js            ${sizes.loaderKB}`);
console.log(`  classic phx.classic.js   ${sizes.classicKB}`);
console.log(`  whole site (all JS)      ${sizes.wholeSiteKB}`);
for (const [file, size] of Object.entries(sizes.chunksKB)) console.log(`  ${file.padEnd(40)} ${size}`);
console.log('\nJS a page with only one element downloads before it renders (KB, gzip)');
for (const [tag, size] of Object.entries(sizes.pageWithOnlyKB)) console.log(`  <${tag}>`.padEnd(20), size);

// Compressed ahead of time, as a CDN serves it: a cold brotli pass would be measured as server time.
const server = createPhxServer({ root, dataDir: mkdtempSync(join(tmpdir(), 'phx-bench-')), log: () => {}, precompress: true });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--enable-precise-memory-info'] });
const host = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Host</title><script type="module" src="${base}/phx/phx.js"></script></head><body><main>${body}</main></body></html>`;

async function hostPage(body: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${base}/__bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: host(body) }));
  return { page, context };
}

// Time to visible text, cold cache, 5 runs.
const times: number[] = [];
for (let run = 0; run < 5; run++) {
  const { page, context } = await hostPage('<phx-contact></phx-contact>');
  await page.goto(`${base}/__bench.html`);
  await page.getByRole('button', { name: 'Send Message' }).waitFor();
  times.push(await page.evaluate(() => performance.now()));
  await context.close();
}
times.sort((a, b) => a - b);
console.log(`\n<phx-contact> navigation → visible text (ms, median of 5, local server): ${Math.round(times[2])}`);

// Heap growth over 1,000 connect/disconnect cycles. The first thousand also pay V8's one-time compiled code for the
// hot paths (0.7–0.9 MB, the same after 3,000 cycles as after 1,000), so the figure that says whether an element
// leaves memory behind is the second thousand's.
{
  const { page, context } = await hostPage('<div id="slot"></div><phx-contact id="warm"></phx-contact>');
  await page.goto(`${base}/__bench.html`);
  await page.getByRole('button', { name: 'Send Message' }).waitFor();
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const cycles = () =>
    page.evaluate(async () => {
      const slot = document.querySelector('#slot')!;
      for (let i = 0; i < 1000; i++) {
        const el = document.createElement('phx-contact');
        slot.append(el);
        await new Promise((r) => requestAnimationFrame(r));
        el.remove();
      }
      await new Promise((r) => setTimeout(r, 100));
    });
  await page.evaluate(() => document.querySelector('#warm')!.remove());
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
  const start = await heap();
  await cycles();
  const warmed = await heap();
  await cycles();
  const end = await heap();
  console.log(`Heap growth over 1,000 connect/disconnect cycles of <phx-contact>: ${mb(end - warmed)} MB`);
  console.log(`  (the first 1,000, which include V8's one-time compiled code: ${mb(warmed - start)} MB)`);
  await context.close();
}

await browser.close();

const lighthouseRuns = Number(process.env.PHX_BENCH_LIGHTHOUSE_RUNS ?? 3);
if (lighthouseRuns > 0) {
  console.log(`\nLighthouse 12, mobile preset, standalone site (median of ${lighthouseRuns} runs per route)`);
  console.log('  route       Perf  A11y  BP   SEO   FCP ms  LCP ms  TBT ms  CLS    transfer KB');
  for (const row of await runLighthouse(base, ['/', '/about', '/products', '/contact'], lighthouseRuns)) {
    const { performance, accessibility, bestPractices, seo } = row.scores;
    console.log(
      `  ${row.path.padEnd(10)}  ${[performance, accessibility, bestPractices, seo].map((n) => String(n).padStart(4)).join('  ')}` +
        `  ${[row.fcpMs, row.lcpMs, row.tbtMs].map((n) => String(Math.round(n)).padStart(6)).join('  ')}` +
        `  ${row.cls.toFixed(3)}  ${row.transferKB.toFixed(0).padStart(6)}`,
    );
    if (row.failing.length) console.log(`              below full marks: ${row.failing.join(', ')}`);
  }
}
server.close();
