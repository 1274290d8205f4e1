/**
 * A partner clinic's page showing the contact form, side by side in one run: the reference SPA's /contact in an
 * iframe (PHX_PEER_DIR, the conventional way to embed it), a bare `<phx-contact>` tag with the loader, a
 * prerendered `<phx-contact>` (renderElement) with the loader, and the very same prerendered page without any
 * script (the limit for prerendered text: the HTML itself), the last two also at full CPU speed. Navigation →
 * "Send Message" visible, with a 4× slower CPU unless said, alternating runs, medians.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { freePort } from '../test/server/free-port.ts';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * The reference SPA the figures are compared with (the site this one replaced), where PHX_PEER_DIR names it: a folder
 * with its static server `serve.mjs`, the built SPA in `site/` and the iframe host page `host-iframe.html`. Optional.
 */
export const peerDir = process.env.PHX_PEER_DIR;

/** Why the bench runs without the reference SPA, or null when it is there. */
export function peerMissing(): string | null {
  if (!peerDir)
    return 'no reference SPA to compare with: set PHX_PEER_DIR to its folder (serve.mjs, site/, host-iframe.html)';
  if (!existsSync(`${peerDir}/serve.mjs`)) return `no reference SPA in PHX_PEER_DIR (${peerDir}/serve.mjs is missing)`;
  return null;
}

/** The reference SPA and its iframe host page, each on a server of its own (the peer's own static server). */
export async function startPeer(): Promise<{ site: string; host: string; stop(): void } | null> {
  const peer = peerDir;
  if (!peer || peerMissing()) return null;
  const children: ChildProcess[] = [];
  const serve = async (dir: string) => {
    const port = await freePort();
    const child = spawn(process.execPath, [`${peer}/serve.mjs`, dir, String(port), '--host', '127.0.0.1'], {
      stdio: 'ignore',
    });
    children.push(child);
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/`).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return `http://127.0.0.1:${port}`;
  };
  const site = await serve(`${peer}/site`);
  const host = await serve(peer);
  return {
    site,
    host,
    stop: () => {
      for (const child of children) child.kill();
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const hostPage = (
  body: string,
  base: string,
  script = true,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner clinic</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1e293b;background:#f8fafc}header{padding:16px 24px;background:#0f172a;color:#fff}main{max-width:1200px;margin:0 auto;padding:24px}</style>
${script ? `<script type="module" src="${base}/phx/phx.js"></script>` : ''}</head><body><header><strong>Partner Clinic</strong> &middot; Upper-limb prosthetics</header>
<main><h1>Contact our prosthetics partner</h1><p>The form below is provided by our partner.</p>${body}</main></body></html>`;

/**
 * In every frame: at each animation frame (just before it is painted), whether "Send Message" is on screen, in the
 * page or in any shadow root; the first such frame's time (since the epoch) is kept in `__sendMessageSeen`. Plain
 * text, not a function: a function would be serialised with the transpiler's helpers, which the page does not have.
 */
const watchForForm = `(() => {
  const find = (root) => [...root.querySelectorAll('*')].some((el) =>
    (el.localName === 'button' && el.textContent.trim() === 'Send Message' && el.getBoundingClientRect().height > 0) ||
    (el.shadowRoot ? find(el.shadowRoot) : false));
  const tick = () => {
    if (document.documentElement && find(document)) window.__sendMessageSeen = performance.timeOrigin + performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/** One cold visit (a fresh context, no cache): milliseconds from navigation to the first frame showing "Send Message". */
async function timeToForm(
  browser: Browser,
  url: string,
  html: string | null,
  inFrame: boolean,
  cpuSlowdown = 4,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: watchForForm });
  const page = await context.newPage();
  if (html) await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'commit' });
  const scope = inFrame ? page.frameLocator('iframe') : page;
  await scope.getByRole('button', { name: 'Send Message' }).waitFor({ state: 'visible', timeout: 30_000 });
  const frame = inFrame ? page.frames()[1] : page.mainFrame();
  const seen = await frame.waitForFunction(() => (window as any).__sendMessageSeen as number, undefined, {
    timeout: 30_000,
  });
  const start = await page.evaluate(() => performance.timeOrigin);
  const ms = (await seen.jsonValue()) - start;
  await context.close();
  return ms;
}

export interface PartnerTimes {
  spaIframe: number;
  bare: number;
  prerendered: number;
  /** The same prerendered page without any script. */
  noScript: number;
  /**
   * The prerendered page with and without the loader at full CPU speed (medians of `samples` visits each), and the
   * median of the ratios of the visits paired back to back (the machine's drift cancels within a pair).
   */
  fullSpeed: { prerendered: number; noScript: number; pairedRatio: number; samples: number };
  runs: number;
}

/**
 * Medians over `runs` alternating runs (at full CPU speed, `fullSpeedPairs` pairs in each run); null where the
 * reference SPA is not on this machine.
 */
export async function measurePartnerTimes(base: string, runs = 9, fullSpeedPairs = 3): Promise<PartnerTimes | null> {
  const peer = await startPeer();
  if (!peer) return null;
  const { renderElement } = (await import(
    pathToFileURL(`${root}dist/server/index.js`).href
  )) as typeof import('../src/ssr/index.ts');
  const prerendered = await renderElement('phx-contact', {}, { url: `${base}/__partner-prerendered.html` });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const times = {
    spaIframe: [] as number[],
    bare: [] as number[],
    prerendered: [] as number[],
    noScript: [] as number[],
    prerendered1x: [] as number[],
    noScript1x: [] as number[],
  };
  const prerenderedPage = (script: boolean) => hostPage(prerendered.html, base, script);
  try {
    for (let run = 0; run < runs; run++) {
      times.spaIframe.push(
        await timeToForm(
          browser,
          `${peer.host}/host-iframe.html?src=${encodeURIComponent(`${peer.site}/contact`)}`,
          null,
          true,
        ),
      );
      times.bare.push(
        await timeToForm(browser, `${base}/__partner-bare.html`, hostPage('<phx-contact></phx-contact>', base), false),
      );
      // With and without the loader, alternating which comes first: the machine's load drifts within a run.
      const pair = async (rate: number, withScript: number[], without: number[]) => {
        const one = async (script: boolean) =>
          (script ? withScript : without).push(
            await timeToForm(browser, `${base}/__partner-prerendered.html`, prerenderedPage(script), false, rate),
          );
        for (const script of run % 2 ? [false, true] : [true, false]) await one(script);
      };
      await pair(4, times.prerendered, times.noScript);
      // At full speed a visit takes about 60 ms, where single visits differ by 10: more pairs, still alternating.
      for (let extra = 0; extra < fullSpeedPairs; extra++) await pair(1, times.prerendered1x, times.noScript1x);
    }
  } finally {
    await browser.close();
    peer.stop();
  }
  return {
    spaIframe: median(times.spaIframe),
    bare: median(times.bare),
    prerendered: median(times.prerendered),
    noScript: median(times.noScript),
    fullSpeed: {
      prerendered: median(times.prerendered1x),
      noScript: median(times.noScript1x),
      pairedRatio: median(times.prerendered1x.map((ms, i) => ms / times.noScript1x[i])),
      samples: times.prerendered1x.length,
    },
    runs,
  };
}
