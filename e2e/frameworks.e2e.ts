/**
 * A developer adopts phx in each framework by following its guide (docs/frameworks/), as written: one app per
 * framework made with its own starter, phx installed from the packed tarball, the guide's snippets copied in by the
 * test, a production build, served, and checked in Chromium: the elements' text in the server's HTML where the
 * framework renders there, no console error or warning (no hydration warning either), also after navigating, the
 * form posts to the configured endpoint, the links lead to the company site, and what phx adds to the page's
 * scripts, written into the embedding guide's size table.
 *
 * The starters and the frameworks come from the npm registry (then from the npm cache: PHX_NPM_CACHE names a
 * folder a CI keeps between runs). Cost on 2 cores: see CONTRIBUTING.md.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appsFolder, gzipBytes, packPhx, repoRoot, run } from './support/apps';
import { fillInquiry, hydrated, type Visit, visit } from './support/browser';
import {
  astroApp,
  type FrameworkApp,
  nextApp,
  type Served,
  viteReactApp,
  vueApp,
  webpackApp,
} from './support/frameworks';

const work = appsFolder();
const apps = [nextApp(work), astroApp(work), vueApp(work), webpackApp(work), viteReactApp(work)];
const site = 'https://phoenix-bionics.example';
const endpoint = `${site}/api/inquiries`;
/** KB (gzip) of script each app's page fetches for <phx-products> and <phx-contact>, by app. */
const sizes = new Map<FrameworkApp, number>();

/** Runs a step and says how long it took (CONTRIBUTING.md quotes these figures). */
async function timed(what: string, step: () => Promise<unknown>) {
  const start = performance.now();
  await step();
  console.info(`frameworks.e2e: ${what} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

beforeAll(async () => {
  const tarball = await packPhx(join(work, 'tarball'));
  // Installs in parallel (mostly waiting on the registry or the cache); builds one after another (each uses both
  // cores).
  await timed('all starters made and installed', () =>
    Promise.all(apps.map((app) => timed(`${app.name} made and installed`, () => app.prepare(work, tarball)))),
  );
  for (const app of apps) await timed(`${app.name} built`, () => app.build());
}, 1_500_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  if (sizes.size === apps.length) sizeTable();
});

/** Opens the app's page with the company's endpoint answered here: what each inquiry posted to it carried. */
async function open(url: string) {
  const posted: Record<string, string>[] = [];
  const v = await visit('about:blank', { wait: false });
  // Chromium asks every site for /favicon.ico; the starters without one would log its 404 as a console error.
  await v.page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await v.page.route(endpoint, async (route) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    posted.push(route.request().postDataJSON());
    return route.fulfill({ status: 201, headers: cors, contentType: 'application/json', body: '{"id":"1"}' });
  });
  v.page.on('response', (response) => {
    if (response.status() >= 400) failed.push([v.page, `${response.status()} ${response.url()}`]);
  });
  await v.page.goto(url);
  return { v, posted };
}

async function bothShown(v: Visit) {
  await v.page.getByRole('heading', { name: 'Neural Pro X1' }).waitFor({ timeout: 30_000 });
  await v.page.getByRole('button', { name: 'Send Message' }).waitFor({ timeout: 30_000 });
  await hydrated(v.page);
}

/** Console lines a developer would have to look into: errors, warnings (React's hydration warnings among them). */
const troubles = (v: Visit) => [
  ...v.errors,
  ...v.console.filter((line) => line.startsWith('warning:')),
  ...failed.filter(([page]) => page === v.page).map(([, url]) => `failed: ${url}`),
];

/** Requests that failed or were answered 4xx/5xx, by page (a console error names no address). */
const failed: [unknown, string][] = [];

/** Gzip bytes of the scripts the page fetched, read from the app's built files. */
const fetchedScripts = async (v: Visit, app: FrameworkApp, baseline: boolean) => {
  const urls: string[] = await v.page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => /\.m?js(\?|$)/.test(name)),
  );
  return urls.reduce((n, url) => n + gzipBytes(app.fileOf(new URL(url).pathname, baseline)), 0);
};

for (const app of apps) {
  describe(app.name, () => {
    let served: Served;
    beforeAll(async () => {
      served = await app.serve();
    });
    afterAll(() => served?.stop());

    if (app.serverRendered) {
      it('sends both elements rendered in the page’s HTML, their links to the company site', async () => {
        const html = await (await fetch(new URL(app.home, served.url))).text();
        expect(html).toMatch(
          /<phx-products [^>]*site-url="https:\/\/phoenix-bionics\.example"[^>]*><template shadowrootmode="open">/,
        );
        expect(html).toContain('Neural Pro X1');
        expect(html).toContain('Send us a message');
        expect(html).toContain(`href="${site}/contact?inquiry=consultation&amp;product=neural-pro-x1"`);
      });
    }

    it(`shows both elements with no console error or warning${app.navigation ? ', also after navigating away and back' : ''}`, async () => {
      const { v } = await open(new URL(app.home, served.url).href);
      await bothShown(v);
      if (app.navigation) {
        const { away, back, kind } = app.navigation;
        const before = await v.page.evaluate(() => performance.getEntriesByType('navigation').length);
        await v.page.getByRole('link', { name: away, exact: true }).click();
        await v.page.waitForURL((url) => url.pathname !== new URL(app.home, served.url).pathname);
        await hydrated(v.page);
        await v.page.getByRole('link', { name: back, exact: true }).click();
        await bothShown(v);
        // Client-side navigation stays on the page it loaded; no element keeps an inert <template> inside.
        if (kind === 'client')
          expect(await v.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(before);
        const inert = await v.page.evaluate(
          () =>
            [...document.querySelectorAll('phx-products, phx-contact')].filter((el) => el.querySelector('template'))
              .length,
        );
        expect(inert).toBe(0);
      }
      expect(troubles(v)).toEqual([]);
      await v.close();
    });

    it('sends an inquiry to the configured endpoint', async () => {
      const { v, posted } = await open(new URL(app.home, served.url).href);
      await bothShown(v);
      await fillInquiry(v.page, `From ${app.name}`);
      await v.page.getByRole('button', { name: 'Send Message' }).click();
      await v.page.getByText('Message Sent Successfully!', { exact: true }).waitFor({ timeout: 20_000 });
      expect(posted.map((inquiry) => [inquiry.subject, inquiry.inquiry])).toEqual([
        [`From ${app.name}`, 'consultation'],
      ]);
      expect(troubles(v)).toEqual([]);
      await v.close();
    });

    it('leads every link of the elements to the company site', async () => {
      const { v } = await open(new URL(app.home, served.url).href);
      await bothShown(v);
      const hrefs: string[] = await v.page.evaluate(() =>
        [...document.querySelectorAll('phx-products, phx-contact')].flatMap((el) =>
          [...(el.shadowRoot?.querySelectorAll('a[href]') ?? [])].map((a) => (a as HTMLAnchorElement).href),
        ),
      );
      const pages = hrefs.filter((href) => /^https?:/.test(href));
      expect(pages.length).toBeGreaterThan(2);
      expect(pages.filter((href) => !href.startsWith(`${site}/`))).toEqual([]);
      await v.close();
    });

    it('measures what phx adds to the scripts a page fetches for <phx-products> and <phx-contact>', async () => {
      const { v } = await open(new URL(app.home, served.url).href);
      await bothShown(v);
      const withPhx = await fetchedScripts(v, app, false);
      await v.close();
      const baselineServer = app.serveBaseline ? await app.serveBaseline() : served;
      try {
        const plain = await visit(new URL(app.baseline, baselineServer.url).href, { wait: 'body' });
        await plain.page.waitForLoadState('load');
        const without = await fetchedScripts(plain, app, Boolean(app.serveBaseline));
        await plain.close();
        sizes.set(app, (withPhx - without) / 1024);
      } finally {
        if (app.serveBaseline) await baselineServer.stop();
      }
      expect(sizes.get(app)).toBeGreaterThan(20);
    });
  });
}

describe('the Vue app’s type check (vue-tsc, as create-vue runs it)', () => {
  it('refuses a template with grip="banana"', async () => {
    const vue = apps.find((app) => app.guide.endsWith('vue.md'))!;
    const mistake = join(vue.dir, 'src/components/PhxMistake.vue');
    writeFileSync(mistake, '<template>\n  <phx-demo grip="banana" />\n</template>\n');
    try {
      const checked = await run('npm', ['run', 'type-check'], vue.dir).then(
        () => 'passed',
        (error: Error) => error.message,
      );
      expect(checked).toMatch(/PhxMistake\.vue.*'"banana"' is not assignable to type 'PhxGripId/);
    } finally {
      rmSync(mistake);
    }
  }, 120_000);
});

describe('Turbopack', () => {
  it('fetches phx’s shared runtime once: Next.js adds what Vite does, give or take 2 KB', () => {
    const [next, vite] = [apps[0], apps[4]].map((app) => sizes.get(app));
    expect(next).toBeDefined();
    expect(Math.abs(next! - vite!)).toBeLessThanOrEqual(2);
  });
});

/**
 * The embedding guide's table of what phx adds in each framework, between its `sizes:frameworks` markers: printed,
 * and written into the guide with PHX_WRITE_SIZES=1 (a test run leaves the repository's files as they are).
 */
function sizeTable() {
  const file = join(repoRoot, 'docs/embedding.md');
  const rows = apps.map((app) => {
    const guide = app.guide.replace(/^docs\//, '');
    return `| [${app.name}](${guide}) | ${sizes.get(app)!.toFixed(1)} KB |`;
  });
  const table = [
    '| Framework (starter) | Script a page fetches for `<phx-products>` and `<phx-contact>` (gzip) |',
    '|---|---|',
    ...rows,
  ].join('\n');
  console.log(`What phx adds in each framework (docs/embedding.md):\n${table}`);
  if (process.env.PHX_WRITE_SIZES !== '1') return;
  const text = readFileSync(file, 'utf8').replace(
    /(<!-- sizes:frameworks -->\n)[\s\S]*?(<!-- \/sizes:frameworks -->)/,
    (_, open: string, close: string) => `${open}${table}\n${close}`,
  );
  writeFileSync(file, text);
}
