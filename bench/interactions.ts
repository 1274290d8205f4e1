/**
 * Every interaction of the site, measured as INP measures it: the Event Timing API's duration (input delay, the
 * handlers, and the next frame), on a 390 px phone viewport with a 4× slower CPU, each on a page that has settled,
 * beside the reference SPA where it has the same interaction. The clinic finder runs with ten thousand generated
 * clinics (src/test/generated-clinics.ts). Medians and maxima over several fresh page loads; the goal is ≤ 100 ms.
 * Event Timing reports nothing under 16 ms: such an interaction counts as 16 ms.
 *
 *   npx tsx bench/interactions.ts                      alone (npm run bench runs it too)
 *   PHX_BENCH_INTERACTION_RUNS=9 …                     page loads per interaction (default 5)
 *   PHX_BENCH_INTERACTION_ONLY=finder …                only the interactions whose name has this text
 *   PHX_PEER_DIR=/path/to/peer …                       the reference SPA (its folder with serve.mjs and site/)
 *
 * Timings on a shared machine move with its load: compare the two columns of one run, and repeat.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { generatedClinics } from '../src/test/generated-clinics.ts';
import { createPhxServer } from '../server/app.ts';
import { openClinicDirectory } from '../server/clinics/directory.ts';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { peerDir, startPeer } from './partner.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const phone = { width: 390, height: 844 };
const slowdown = 4;

// Plain text, not a function (a bundler's helpers would not exist in the page): every event entry with an
// interaction, kept for the bench to read.
const observe = `(() => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__interactions.push({ id: e.interactionId, name: e.name, duration: e.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();`;

/**
 * Waits until the page has been idle for a moment (three idle periods in a row with time to spare), or 5 s at most
 * (a page that animates for ever is never idle): what "settled" means here.
 */
const settle = (page: Page) =>
  page.evaluate(
    `new Promise((done) => {
      let quiet = 0;
      setTimeout(done, 5000);
      const tick = () => requestIdleCallback((deadline) => {
        quiet = deadline.timeRemaining() > 40 ? quiet + 1 : 0;
        if (quiet >= 3) done(); else setTimeout(tick, 50);
      }, { timeout: 1000 });
      tick();
    })`,
  );

/** The durations (ms) of the interactions since the last call: per interaction, its longest event (as INP). */
async function taken(page: Page): Promise<number[]> {
  await settle(page);
  const entries = (await page.evaluate('window.__interactions.splice(0, window.__interactions.length)')) as {
    id: number;
    duration: number;
  }[];
  const longest = new Map<number, number>();
  for (const { id, duration } of entries) longest.set(id, Math.max(longest.get(id) ?? 0, duration));
  return [...longest.values()];
}

interface Interaction {
  name: string;
  /** Opens the page and readies it (not measured). */
  open(page: Page, base: string): Promise<void>;
  /** What is measured. */
  act(page: Page): Promise<void>;
  /** How many interactions `act` makes (a key each when typing; 1 by default). */
  count?: number;
}

/**
 * Event Timing reports no interaction shorter than 16 ms: each one `act` made that has no entry counts as 16 ms (an
 * upper bound), so that a median is not taken over the slow ones alone.
 */
const quickest = 16;

/** A control inside the elements' shadow roots (Playwright's role locators pierce them). */
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first();
/** Opens a page of the site and waits until its elements have hydrated (their code runs: `:state(ready)`). */
const openAt = (path: string, wait: string) => async (page: Page, base: string) => {
  await page.goto(`${base}${path}`);
  await page.locator(wait).first().waitFor();
  // Polled with plain evaluations: a function waited for is compiled in the page, which its policy forbids.
  const hydrated = `[...document.querySelectorAll('*')].every((e) => !e.localName.startsWith('phx-') || e.matches(':state(ready)'))`;
  for (let waited = 0; !(await page.evaluate(hydrated)); waited += 100) {
    if (waited > 30_000) throw new Error(`${path} did not hydrate in 30 s`);
    await page.waitForTimeout(100);
  }
};

/** The site's interactions, on phx and on the reference SPA where it has the same one. */
function siteInteractions(spa: boolean): Interaction[] {
  const menu = spa ? 'Open menu' : 'Menu';
  return [
    { name: 'open the menu', open: openAt('/', 'main'), act: (page) => button(page, menu).click() },
    {
      name: 'type in the contact form’s name',
      open: openAt('/contact', 'main'),
      act: (page) =>
        page
          .getByLabel(/^Full Name/)
          .first()
          .pressSequentially('Ada Lovelace', { delay: 120 }),
      count: 'Ada Lovelace'.length,
    },
    {
      name: 'go to Products',
      open: async (page, base) => {
        await openAt('/', 'main')(page, base);
        await button(page, menu).click();
        await settle(page);
        await taken(page);
      },
      act: (page) => page.getByRole('link', { name: 'Products', exact: true }).first().click(),
    },
    { name: 'open Watch Demo', open: openAt('/', 'main'), act: (page) => button(page, 'Watch Demo').click() },
    ...(spa
      ? []
      : [
          {
            // Choosing a language then loads that language's page (a navigation, which Event Timing does not follow).
            name: 'open the language switcher',
            open: async (page: Page, base: string) => {
              await openAt('/', 'main')(page, base);
              // On a phone the switcher is in the menu.
              await button(page, 'Menu').click();
              await settle(page);
              await taken(page);
            },
            act: (page: Page) => page.getByText('Language: English').first().click(),
          },
          {
            name: 'choose a grip in the demo',
            open: async (page: Page, base: string) => {
              await openAt('/', 'main')(page, base);
              await button(page, 'Watch Demo').click();
              await page.locator('[aria-pressed]').nth(1).waitFor();
              await settle(page);
              await taken(page);
            },
            act: (page: Page) => page.locator('button[aria-pressed="false"]').first().click(),
          },
          {
            name: 'choose a hand in the comparison',
            open: openAt('/compare', 'main'),
            act: (page: Page) => page.getByRole('checkbox').nth(1).click(),
          },
        ]),
  ];
}

/** The finder's interactions with its index here (the first use fetches it: measured on its own). */
function finderInteractions(): Interaction[] {
  const search = (page: Page) => page.getByLabel('City, country or clinic name');
  const ready = async (page: Page, base: string) => {
    await openAt('/clinics', 'li[data-clinic]')(page, base);
    const index = page.waitForResponse((r) => r.url().endsWith('/index.json'));
    await search(page).click();
    await index;
    await settle(page);
    await taken(page);
  };
  return [
    {
      name: 'finder: first use (a click in the search; the index comes)',
      open: openAt('/clinics', 'li[data-clinic]'),
      act: (page) => search(page).click(),
    },
    {
      name: 'finder: type "Berlin" right after the first click',
      open: openAt('/clinics', 'li[data-clinic]'),
      act: (page) => search(page).pressSequentially('Berlin', { delay: 120 }),
      count: 'Berlin'.length,
    },
    {
      name: 'finder: type "Berlin"',
      open: ready,
      act: (page) => search(page).pressSequentially('Berlin', { delay: 120 }),
      count: 'Berlin'.length,
    },
    {
      name: 'finder: change the hand filter',
      open: async (page, base) => {
        await ready(page, base);
        await page.getByLabel('Hand', { exact: true }).focus();
        await taken(page);
      },
      act: (page) => page.keyboard.press('ArrowDown'),
    },
    {
      name: 'finder: change the language filter',
      open: async (page, base) => {
        await ready(page, base);
        await page.getByLabel('Language spoken', { exact: true }).focus();
        await taken(page);
      },
      act: (page) => page.keyboard.press('ArrowDown'),
    },
    { name: 'finder: Near me', open: ready, act: (page) => button(page, 'Near me').click() },
    {
      name: 'finder: open a clinic',
      open: ready,
      act: (page) => page.getByText('Address, contact and hours').first().click(),
    },
    { name: 'finder: zoom the map in', open: ready, act: (page) => button(page, /Zoom in/).click() },
    {
      name: 'finder: clear the filters',
      open: async (page, base) => {
        await ready(page, base);
        await search(page).fill('Berlin');
        await settle(page);
        await taken(page);
      },
      act: (page) => button(page, 'Clear filters').click(),
    },
  ];
}

/** An interaction's durations (ms) over `runs` fresh page loads at `base`. */
async function measure(browser: Browser, base: string, interaction: Interaction, runs: number) {
  const durations: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: phone,
      permissions: ['geolocation'],
      geolocation: { latitude: 52.52, longitude: 13.4 },
    });
    await context.addInitScript({ content: observe });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    try {
      await interaction.open(page, base);
      await settle(page);
      await taken(page);
      await interaction.act(page);
      const seen = await taken(page);
      durations.push(...seen, ...Array<number>(Math.max(0, (interaction.count ?? 1) - seen.length)).fill(quickest));
    } catch (error) {
      console.log(`  (${interaction.name}: ${(error as Error).message.split('\n')[0]})`);
    } finally {
      await context.close();
    }
  }
  return durations;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const shown = (values: number[] | undefined) =>
  values?.length ? `${Math.round(median(values))} ms (${Math.round(Math.max(...values))})` : '—';

/** Measures and prints the table: phx (the finder with ten thousand clinics) beside the reference SPA. */
export async function benchInteractions(runs = Number(process.env.PHX_BENCH_INTERACTION_RUNS ?? 5)) {
  const dir = mkdtempSync(join(tmpdir(), 'phx-interactions-'));
  const file = join(dir, 'clinics-10000.csv');
  writeFileSync(file, generatedClinics(10_000));
  const clinics = openClinicDirectory({ file, log: () => {}, watch: false });
  const server = createPhxServer({ root, dataDir: join(dir, 'data'), log: () => {}, clinics, rateLimitPerMinute: 1e6 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const peer = await startPeer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const phx = new Map<string, number[]>();
  const spa = new Map<string, number[]>();
  try {
    console.log(
      `Interactions: Event Timing duration, ${phone.width} px viewport, ${slowdown}× slower CPU, a settled page, median (max) over ${runs} page loads; the finder with 10,000 clinics`,
    );
    console.log(`  ${'interaction'.padEnd(58)} ${'phx'.padEnd(16)} the reference SPA`);
    const theirs = new Map(siteInteractions(true).map((interaction) => [interaction.name, interaction]));
    // A row at a time, phx and the SPA in turn: a change of the machine's load touches both alike.
    const only = process.env.PHX_BENCH_INTERACTION_ONLY ?? '';
    for (const interaction of [...siteInteractions(false), ...finderInteractions()].filter((i) =>
      i.name.includes(only),
    )) {
      phx.set(interaction.name, await measure(browser, base, interaction, runs));
      const same = theirs.get(interaction.name);
      if (peer && same) spa.set(interaction.name, await measure(browser, peer.site, same, runs));
      console.log(
        `  ${interaction.name.padEnd(58)} ${shown(phx.get(interaction.name)).padEnd(16)} ${shown(spa.get(interaction.name))}`,
      );
    }
    if (!peer)
      console.log(
        `  (The reference SPA's column is empty: no serve.mjs in ${peerDir}. Set PHX_PEER_DIR to the folder that holds the reference SPA's serve.mjs and site/.)`,
      );
    return { phx, spa };
  } finally {
    await browser.close();
    peer?.stop();
    server.closeAllConnections();
    server.close();
    clinics.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchInteractions();
