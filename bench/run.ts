/**
 * `npm run bench`: figures only, printed from one run (nothing here passes or fails; size budgets live in
 * bench/budgets.integration.test.ts). Speed is compared side by side, in the same run, with the reference SPA where PHX_PEER_DIR
 * names it (optional: without it, the bench says so and prints phx's figures alone).
 *
 *   npm run bench                                   everything (about ten minutes)
 *   PHX_BENCH_LIGHTHOUSE_RUNS=5 npm run bench       Lighthouse runs per route (default 5; 0 skips it)
 *   PHX_BENCH_PARTNER_RUNS=9 npm run bench          alternating runs of the partner page (default 9)
 *   PHX_BENCH_PARTNER_FULL_SPEED_PAIRS=3 npm run bench   pairs at full CPU speed in each of those runs (default 3)
 *   PHX_BENCH_INTERACTION_RUNS=9 npm run bench     page loads per interaction (default 5; 0 skips them)
 *   PHX_PEER_DIR=/path/to/peer npm run bench       the reference SPA to compare with (serve.mjs, site/, host-iframe.html)
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createPhxServer } from '../server/app.ts';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { measureHeap } from './heap.ts';
import { type LighthouseRow, runLighthouse } from './lighthouse.ts';
import { benchPackage } from './package.ts';
import { measureClinicsTimes } from './clinics.ts';
import { benchInteractions } from './interactions.ts';
import { benchPages } from './pages.ts';
import { measurePartnerTimes, peerMissing, startPeer } from './partner.ts';
import { benchDelivery } from './delivery.ts';
import { benchReceiver } from './receiver.ts';
import { benchRequests } from './requests.ts';
import { measureRoutes } from './routes.ts';
import { measureSizes } from './sizes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const section = (title: string) => console.log(`\n── ${title} ${'─'.repeat(Math.max(0, 100 - title.length))}`);

// ── Bundle sizes ──
const sizes = measureSizes();
section('Bundle (KB, gzip -9)');
console.log(`  loader phx.js            ${sizes.loaderKB}`);
console.log(`  classic phx.classic.js   ${sizes.classicKB}`);
console.log(`  whole site (all JS)      ${sizes.wholeSiteKB}`);
for (const [file, size] of Object.entries(sizes.chunksKB)) console.log(`  ${file.padEnd(44)} ${size}`);
section('JS a page with only one element downloads before it renders (KB, gzip)');
for (const [tag, size] of Object.entries(sizes.pageWithOnlyKB)) console.log(`  <${tag}>`.padEnd(20), size);
console.log(`  <phx-contact lang="de">  ${sizes.germanContactKB}   (with its German parts of the words)`);
console.log(
  `  each part of the words:  ${Object.entries(sizes.wordsKB)
    .map(([part, kb]) => `${part} ${kb}`)
    .join(', ')}`,
);
console.log(
  `  own code of the new elements: ${Object.entries(sizes.ownKB)
    .map(([tag, kb]) => `<${tag}> ${kb}`)
    .join(', ')}`,
);

console.log(
  `  <phx-clinics>: its own code ${sizes.clinicsKB.code}, the map's outlines of the world ${sizes.clinicsKB.mapData} (fetched when the map is on screen), finer outlines ${sizes.clinicsKB.tiles} in all (a tile fetched for a close view of it, the largest ${sizes.clinicsKB.largestTile})`,
);

// Compressed ahead of time, as a CDN serves it: a cold brotli pass would be measured as server time.
const server = createPhxServer({
  root,
  dataDir: mkdtempSync(join(tmpdir(), 'phx-bench-')),
  log: () => {},
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// ── What each route sends ──
section('Each route of the standalone site: its HTML, and all it downloads until interactive (KB, compressed)');
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--enable-precise-memory-info'],
});
for (const row of await measureRoutes(browser, base, [
  '/',
  '/about',
  '/products',
  '/compare',
  '/contact',
  '/clinics',
  '/de/',
  '/ar/contact',
])) {
  console.log(
    `  ${row.path.padEnd(12)} HTML ${row.htmlKB.toFixed(1).padStart(5)}   all ${row.totalKB.toFixed(1).padStart(6)}   (${row.requests} requests)`,
  );
}

// ── Memory ──
section('Memory');
const heap = await measureHeap(browser, base);
console.log(`  heap growth over 1,000 connect/disconnect cycles of <phx-contact>: ${heap.secondMB} MB`);
console.log(`  (the first 1,000, which include V8's one-time compiled code: ${heap.firstMB} MB)`);
await browser.close();

// ── A partner's page, side by side with the reference SPA in an iframe ──
const partnerRuns = Number(process.env.PHX_BENCH_PARTNER_RUNS ?? 9);
const fullSpeedPairs = Number(process.env.PHX_BENCH_PARTNER_FULL_SPEED_PAIRS ?? 3);
const partner = partnerRuns > 0 ? await measurePartnerTimes(base, partnerRuns, fullSpeedPairs) : null;
section(
  `A partner page: navigation → "Send Message" on screen (ms, 4× slower CPU, median of ${partnerRuns} alternating runs)`,
);
if (!partner) console.log(`  (${peerMissing() ?? 'not measured: PHX_BENCH_PARTNER_RUNS=0'})`);
else {
  console.log(`  reference SPA /contact in an iframe   ${Math.round(partner.spaIframe)}`);
  console.log(
    `  bare <phx-contact> tag                ${Math.round(partner.bare)}   ${(partner.bare / partner.spaIframe).toFixed(2)}×`,
  );
  console.log(
    `  prerendered <phx-contact>             ${Math.round(partner.prerendered)}   ${(partner.prerendered / partner.spaIframe).toFixed(2)}×`,
  );
  // The limit for prerendered text is the HTML itself: the same page without any script (goal: within 1.1×).
  const { fullSpeed } = partner;
  console.log(
    `  the same page without any script      ${Math.round(partner.noScript)}   prerendered/no-script ${(partner.prerendered / partner.noScript).toFixed(2)}×`,
  );
  console.log(
    `  at full CPU speed (median of ${fullSpeed.samples} alternating pairs): prerendered ${Math.round(fullSpeed.prerendered)}, without script ${Math.round(fullSpeed.noScript)}   prerendered/no-script ${(fullSpeed.prerendered / fullSpeed.noScript).toFixed(2)}× (median of the pairs' ratios ${fullSpeed.pairedRatio.toFixed(2)}×)`,
  );
}

// ── The clinic finder on a partner's page ──
if (partnerRuns > 0) {
  const clinics = await measureClinicsTimes(base, Math.min(partnerRuns, 5));
  section(
    `A partner page with <phx-clinics>: navigation → the list on screen / usable (ms, 4× slower CPU, median of ${clinics.runs})`,
  );
  console.log(
    `  bare <phx-clinics> tag                ${Math.round(clinics.bare.seen)} / ${Math.round(clinics.bare.usable)}`,
  );
  console.log(
    `  prerendered <phx-clinics>             ${Math.round(clinics.prerendered.seen)} / ${Math.round(clinics.prerendered.usable)}`,
  );
}

// ── Every interaction (Event Timing, as INP), the finder with 10,000 clinics, beside the reference SPA ──
section('Interactions (PHX_BENCH_INTERACTION_RUNS page loads each; 0 skips them)');
if (Number(process.env.PHX_BENCH_INTERACTION_RUNS ?? 5) > 0) await benchInteractions();

// ── Lighthouse, the standalone site and the reference SPA in the same run ──
const lighthouseRuns = Number(process.env.PHX_BENCH_LIGHTHOUSE_RUNS ?? 5);
if (lighthouseRuns > 0) {
  section(`Lighthouse 12, mobile preset (median of ${lighthouseRuns} runs per route)`);
  console.log('  route           Perf  A11y  BP   SEO   FCP ms  LCP ms  TBT ms  CLS    transfer KB');
  const print = (who: string, rows: LighthouseRow[]) => {
    for (const row of rows) {
      const { performance, accessibility, bestPractices, seo } = row.scores;
      console.log(
        `  ${`${who}${row.path}`.padEnd(14)}  ${[performance, accessibility, bestPractices, seo].map((n) => String(n).padStart(4)).join('  ')}` +
          `  ${[row.fcpMs, row.lcpMs, row.tbtMs].map((n) => String(Math.round(n)).padStart(6)).join('  ')}` +
          `  ${row.cls.toFixed(3)}  ${row.transferKB.toFixed(0).padStart(6)}`,
      );
    }
  };
  print(
    '',
    // The slowest routes of a run over every route in every language (`npx tsx bench/lighthouse-routes.ts`) too.
    await runLighthouse(
      base,
      ['/', '/about', '/products', '/contact', '/compare', '/clinics', '/de/', '/ar/', '/ar/contact', '/ar/clinics'],
      lighthouseRuns,
    ),
  );
  const peer = await startPeer();
  if (peer) {
    print('SPA ', await runLighthouse(peer.site, ['/', '/about', '/products', '/contact'], lighthouseRuns));
    peer.stop();
  } else console.log(`  (${peerMissing()})`);
}
server.close();

// ── Serving pages, beside the server this one replaced ──
await benchPages();

// ── The receiver ──
await benchReceiver();
await benchRequests();

// ── Delivery: from a visitor's 201 to the team's e-mail and webhook ──
await benchDelivery();

// ── The npm package: what installing phx adds to a Vite + React app, and to an app without React ──
await benchPackage();
