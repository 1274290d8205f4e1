/**
 * Heap growth over 1,000 connect/disconnect cycles of <phx-contact>. The first thousand also pay V8's one-time
 * compiled code for the hot paths, so the figure that says whether an element leaves memory behind is the second's.
 */
import type { Browser } from 'playwright-core';

export async function measureHeap(browser: Browser, base: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const html = `<!doctype html><html lang="en"><head><title>Host</title><script type="module" src="${base}/phx/phx.js"></script></head><body><main><div id="slot"></div><phx-contact id="warm"></phx-contact></main></body></html>`;
  await page.route(`${base}/__heap.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${base}/__heap.html`);
  await page.waitForFunction(() => document.querySelector('#warm')?.matches(':state(ready)'));
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
  await context.close();
  return { firstMB: mb(warmed - start), secondMB: mb(end - warmed) };
}
