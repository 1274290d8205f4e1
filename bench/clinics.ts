/**
 * The clinic finder on a partner's page: navigation → the list on screen, and → a usable list (the element ready for
 * input, `:state(ready)`), with a 4× slower CPU, cold, median of alternating runs of a bare tag and a prerendered one.
 */
import { pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { readClinicsFile, sampleClinicsFile } from '../server/clinics/directory.ts';

const root = new URL('..', import.meta.url);

const hostPage = (body: string, base: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner clinic</title><script type="module" src="${base}/phx/phx.js"></script></head><body><main><h1>Find a fitting near you</h1>${body}</main></body></html>`;

// Plain text, not a function (see partner.ts): the first frame where the list is on screen and the element ready.
const watchForList = `(() => {
  const tick = () => {
    const el = document.querySelector('phx-clinics');
    let ready = false;
    try { ready = Boolean(el && el.matches(':state(ready)')); } catch {}
    const entry = el && el.shadowRoot && el.shadowRoot.querySelector('li[data-clinic]');
    const now = performance.timeOrigin + performance.now();
    if (entry && entry.getBoundingClientRect().height > 0) window.__clinicsSeen ??= now;
    if (ready && window.__clinicsSeen) window.__clinicsUsable = now;
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/** One cold visit: ms from navigation to the list on screen, and to the list usable (the element ready). */
async function timeToList(browser: Browser, url: string, html: string): Promise<{ seen: number; usable: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: watchForList });
  const page = await context.newPage();
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit' });
  const seen = await page.waitForFunction(() => (window as any).__clinicsUsable as number, undefined, {
    timeout: 30_000,
  });
  const start = await page.evaluate(() => performance.timeOrigin);
  const usable = (await seen.jsonValue()) - start;
  const shown = (await page.evaluate(() => (window as any).__clinicsSeen as number)) - start;
  await context.close();
  return { seen: shown, usable };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Medians (ms) over `runs` alternating runs, of a bare `<phx-clinics>` tag and one prerendered by the partner's
 * server: the list on screen, and usable (a prerendered element's code waits for the page to be idle, or for the
 * visitor to reach for it).
 */
export async function measureClinicsTimes(base: string, runs = 5) {
  const { renderElement } = (await import(
    pathToFileURL(new URL('dist/server/index.js', root).pathname).href
  )) as typeof import('../src/ssr/index.ts');
  // As the company's server renders it, with the clinics it read (the sample, as the bench's server).
  const clinics = readClinicsFile(sampleClinicsFile).data;
  const prerendered = await renderElement('phx-clinics', {}, { url: `${base}/__clinics-prerendered.html`, clinics });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const times = {
    bare: [] as { seen: number; usable: number }[],
    prerendered: [] as { seen: number; usable: number }[],
  };
  try {
    for (let run = 0; run < runs; run++) {
      times.bare.push(
        await timeToList(browser, `${base}/__clinics-bare.html`, hostPage('<phx-clinics></phx-clinics>', base)),
      );
      times.prerendered.push(
        await timeToList(browser, `${base}/__clinics-prerendered.html`, hostPage(prerendered.html, base)),
      );
    }
  } finally {
    await browser.close();
  }
  const medians = (list: { seen: number; usable: number }[]) => ({
    seen: median(list.map((t) => t.seen)),
    usable: median(list.map((t) => t.usable)),
  });
  return { bare: medians(times.bare), prerendered: medians(times.prerendered), runs };
}
