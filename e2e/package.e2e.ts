/**
 * phx as a new user gets it from npm: the packed tarball (dist/package, as published) installed into throwaway apps
 * (a Vite + React 19 app, the same with React 18.3, an esbuild app without React of its own), built, served and
 * opened in Chromium; and the installed package itself: its files, its manifest, its bin, every entry imported in
 * Node. Each framework's own starter app is e2e/frameworks.e2e.ts. Installs prefer the npm cache the repository's
 * own install warmed (`--prefer-offline`).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhxServer } from '../server/app.ts';
import { freePort } from '../test/server/free-port.ts';
import { storedIn } from '../test/server/test-server';
import {
  type App,
  appsFolder,
  esbuildApp,
  gzipBytes,
  jsFiles,
  packageName,
  packPhx,
  repoRoot,
  run,
  serveStatic,
  viteDevServer,
  viteReactApp,
} from './support/apps';
import { expectNoConsoleErrors, fillInquiry, hydrated, type Visit, visit } from './support/browser';
import { waitFor } from '../src/test/wait';

const work = appsFolder();
const dataDir = mkdtempSync(join(tmpdir(), 'phx-package-receiver-'));
const viteSite = await serveStatic(join(work, 'vite-react/dist'));
// The same app without phx: what phx's bytes are measured against.
const reactAloneSite = await serveStatic(join(work, 'react-alone/dist'));
const esbuildSite = await serveStatic(join(work, 'esbuild'));
const react18Site = await serveStatic(join(work, 'react-18/dist'));
const devPort = await freePort();
let viteApp: App;
let reactAlone: App;
let esbuild: App;
let react18: App;
const servers: ReturnType<typeof createPhxServer>[] = [];

beforeAll(async () => {
  // The receiver of the apps' inquiries accepts them from the apps' origins, known before the apps are built.
  const allowed = [viteSite.url, esbuildSite.url, react18Site.url, `http://127.0.0.1:${devPort}`];
  const inbox = createPhxServer({
    root: repoRoot,
    dataDir,
    rateLimitPerMinute: 1000,
    log: () => {},
    allowedOrigins: allowed,
  });
  await new Promise<void>((resolve) => inbox.listen(0, '127.0.0.1', resolve));
  servers.push(inbox);
  const endpoint = `http://127.0.0.1:${(inbox.address() as AddressInfo).port}/api/inquiries`;

  const tarball = await packPhx(join(repoRoot, '.e2e-artifacts/package'));
  [viteApp, reactAlone, esbuild, react18] = await Promise.all([
    viteReactApp(join(work, 'vite-react'), tarball, endpoint),
    viteReactApp(join(work, 'react-alone'), undefined),
    esbuildApp(join(work, 'esbuild'), tarball, endpoint),
    // The oldest React the package's peer range takes.
    viteReactApp(join(work, 'react-18'), tarball, endpoint, '18.3.1'),
  ]);
  await Promise.all([viteApp.build(), reactAlone.build(), esbuild.build(), react18.build()]);
}, 600_000);

afterAll(async () => {
  await Promise.all([viteSite.close(), reactAloneSite.close(), esbuildSite.close(), react18Site.close()]);
  for (const server of servers) {
    server.closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(work, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const stored = (subject: string) => storedIn(dataDir).filter((r) => r.subject === subject);

/** The JS files the page has fetched so far. */
const scriptsOf = (v: Visit) =>
  v.page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.endsWith('.js')),
  );

async function sendsAnInquiry(v: Visit, subject: string) {
  await fillInquiry(v.page, subject);
  await v.page.getByRole('button', { name: 'Send Message' }).click();
  await v.page.getByText('Message Sent Successfully!', { exact: true }).waitFor({ timeout: 20_000 });
  expect(stored(subject)).toHaveLength(1);
}

async function rendersProductsAndContact(v: Visit) {
  await v.page.getByRole('button', { name: 'Send Message' }).waitFor({ timeout: 30_000 });
  await v.page.getByRole('heading', { name: 'Neural Pro X1' }).waitFor();
  expect(await v.page.getByRole('heading', { name: 'Send us a message' }).isVisible()).toBe(true);
}

/** Gzip bytes of the JS files the page has fetched so far, read from the app's output folder. */
const fetchedJsBytes = async (v: Visit, out: string) =>
  (await scriptsOf(v)).reduce((n, url) => n + gzipBytes(join(out, new URL(url).pathname)), 0);

/**
 * What a React app fetches of phx to show <phx-products> and <phx-contact> in English (gzip): issue #26's goal was
 * 35 KB (34.9 when it was set). Issue #36 added 0.7 KB: configure() and the early link taps in the loader, the
 * configured values read by the runtime, and every element's code reached through the runtime's own chunk (so that
 * Turbopack fetches the runtime once). What is left is the element runtime, Emotion (bundled, without the parts phx
 * does not use) and r2wc, the two sections with their English words, and the loader with Vite's preload helper.
 */
// Since then (37.96): the explicit consent for health details the form must ask for, with its words and its check
// (#32), the form's partner-clinic box and its `clinic` attribute (#33; the clinic's name is fetched only with it), and
// the hands' figures as a chunk of their own (#37: 0.4 KB less for a contact page, 0.2 more here, a request and
// Vite's preload list). Left to take back: Vite's preload lists for phx's dynamic imports (about 1 KB of this figure).
// Then 40.1: the clinic's country and the consent asked per inquiry type, the sample note (#43), the receiver found
// from the loader or a visible failure, a Send kept until the code runs (#41), the form's own messages for refused
// fields (#46). Then 40.31 with the words compiled from catalogs (#42) and the patient link (#44): the two sections' English words and the
// language's Format are about 3 KB of it, the rest the element runtime, Emotion, r2wc and the two sections' code, so
// the goal of 35 needs those smaller. Then 34.96 (#42): Emotion's cache, serializer and styled our own (no stylis),
// r2wc without props and events, the element runtime and the contact form's own code smaller, the CSS of every
// template compact, and each element's contract without its docs-only fields: the goal of 35 again.
const phxFetchedBudgetKB = 35;

/** Output files that contain `marker`, by name. */
const filesWith = (dir: string, marker: string) => jsFiles(dir).filter((f) => readFileSync(f, 'utf8').includes(marker));

describe('a React 19 app made with Vite 8 that does `import "@phoenix-bionics/phx"`', () => {
  it('renders both elements from its production build, sends an inquiry, and logs no error', async () => {
    const v = await visit(viteSite.url);
    await rendersProductsAndContact(v);
    const scripts = await scriptsOf(v);
    await sendsAnInquiry(v, 'From a Vite build');
    // Each element's code still comes only when its tag is on the page.
    expect(scripts.some((url) => /section-contact/.test(url))).toBe(true);
    expect(scripts.filter((url) => /section-(home|about|nav|footer)|phx-router/.test(url))).toEqual([]);
    // The form's sending code comes once a visitor starts the form, not with the form.
    expect(scripts.filter((url) => /sendInquiry/.test(url))).toEqual([]);
    expect((await scriptsOf(v)).some((url) => /sendInquiry/.test(url))).toBe(true);
    expectNoConsoleErrors(v);
    await v.close();
  });

  it(`fetches at most ${phxFetchedBudgetKB} KB gzip of phx's JS to show both elements`, async () => {
    const v = await visit(viteSite.url);
    await rendersProductsAndContact(v);
    const withPhx = await fetchedJsBytes(v, viteApp.out);
    await v.close();
    const alone = await visit(reactAloneSite.url);
    await alone.page.getByRole('heading', { name: 'A React app' }).waitFor();
    const withoutPhx = await fetchedJsBytes(alone, reactAlone.out);
    await alone.close();
    expect((withPhx - withoutPhx) / 1024).toBeLessThanOrEqual(phxFetchedBudgetKB);
  });

  it('keeps the page’s origin for links without site-url, and says so once, naming site-url', async () => {
    const v = await visit(viteSite.url);
    await rendersProductsAndContact(v);
    const href = await v.page
      .getByRole('link', { name: /Request Consultation/ })
      .first()
      .getAttribute('href');
    expect(href).toBe(`${new URL(viteSite.url).origin}/contact?inquiry=consultation&product=neural-pro-x1`);
    await waitFor(() => v.console.some((line) => line.includes('site-url')), 3000, 'the site-url warning');
    expect(v.console.filter((line) => line.includes('site-url'))).toHaveLength(1);
    expect(v.console.find((line) => line.includes('site-url'))).toMatch(
      /^info: <phx-(products|contact)>: phx is bundled/,
    );
    await v.close();
  });

  it("ships one React: the app's own", () => {
    for (const marker of ['react.transitional.element', '__reactContainer$']) {
      expect(
        filesWith(viteApp.out, marker).map((f) => relative(viteApp.out, f)),
        marker,
      ).toHaveLength(1);
    }
    // The React the output carries is the one that also carries the app's own code.
    expect(filesWith(viteApp.out, 'A React app')).toEqual(filesWith(viteApp.out, '__reactContainer$'));
  });

  it('renders both elements on the Vite dev server, and sends an inquiry', async () => {
    const dev = await viteDevServer(viteApp, devPort);
    try {
      const v = await visit(dev.url);
      await rendersProductsAndContact(v);
      await sendsAnInquiry(v, 'From the Vite dev server');
      expectNoConsoleErrors(v);
      await v.close();
    } finally {
      dev.stop();
    }
  }, 120_000);
});

describe('a React 18.3 app made with Vite 8 (the peer range is ^18.3 || ^19)', () => {
  it('installs phx without a peer conflict, renders both elements, sends an inquiry, and logs no error', async () => {
    const installedReact = JSON.parse(readFileSync(join(react18.dir, 'node_modules/react/package.json'), 'utf8'));
    expect(installedReact.version).toBe('18.3.1');
    const v = await visit(react18Site.url);
    await rendersProductsAndContact(v);
    await sendsAnInquiry(v, 'From a React 18 app');
    expectNoConsoleErrors(v);
    await v.close();
  });

  it('hydrates an element that phx/server rendered, keeping its nodes', async () => {
    const script = `
      import { renderElement } from '${packageName}/server';
      console.log(JSON.stringify(String(await renderElement('phx-compare', { product: 'neural-pro-x1,smarthand-ai' }))));
    `;
    const output = await run(process.execPath, ['--input-type=module', '-e', script], react18.dir);
    const rendered = JSON.parse(output.trim().split('\n').at(-1)!) as string;
    const index = join(react18.out, 'index.html');
    const page = readFileSync(index, 'utf8');
    writeFileSync(
      join(react18.out, 'compare.html'),
      page.replace('<div id="root"></div>', `${rendered}<div id="root"></div>`),
    );
    const v = await visit(`${react18Site.url}/compare.html`);
    const heading = v.page.locator('phx-compare').getByRole('heading').first();
    await heading.waitFor();
    await heading.evaluate((node) => ((node as HTMLElement & { kept?: boolean }).kept = true));
    await hydrated(v.page);
    expect(await heading.evaluate((node) => (node as HTMLElement & { kept?: boolean }).kept)).toBe(true);
    expectNoConsoleErrors(v);
    await v.close();
  });
});

describe('an app without React, bundled by esbuild, that does `import "@phoenix-bionics/phx/contact"`', () => {
  it('defines only <phx-contact>, which renders and sends an inquiry with no console error', async () => {
    const v = await visit(esbuildSite.url);
    await v.page.getByRole('button', { name: 'Send Message' }).waitFor({ timeout: 30_000 });
    expect(await v.page.getByRole('heading', { name: 'Send us a message' }).isVisible()).toBe(true);
    expect(
      await v.page.evaluate(() => ['phx-contact', 'phx-products'].map((tag) => Boolean(customElements.get(tag)))),
    ).toEqual([true, false]);
    await sendsAnInquiry(v, 'From an esbuild bundle');
    expectNoConsoleErrors(v);
    await v.close();
  });
});

describe('the installed package in plain Node', () => {
  it('holds every file its exports point to (types included)', () => {
    const phx = join(viteApp.dir, 'node_modules', packageName);
    const { exports } = JSON.parse(readFileSync(join(phx, 'package.json'), 'utf8'));
    const targets = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(targets);
    const files = targets(exports).filter((target) => !target.includes('*'));
    expect(files.filter((file) => !existsSync(join(phx, file)))).toEqual([]);
    expect(files).toContain('./types/server.d.ts');
  });

  it('is what a registry user needs: a licence, a changelog, the guides, no build tooling, no self-hosting files', () => {
    const phx = join(viteApp.dir, 'node_modules', packageName);
    const manifest = JSON.parse(readFileSync(join(phx, 'package.json'), 'utf8'));
    expect(manifest.license).toBe('MIT');
    expect(Object.keys(manifest)).not.toEqual(expect.arrayContaining(['scripts']));
    expect(Object.keys(manifest)).not.toEqual(expect.arrayContaining(['devDependencies']));
    expect(Object.keys(manifest)).not.toEqual(expect.arrayContaining(['workspaces']));
    for (const file of ['LICENSE', 'CHANGELOG.md', 'docs/embedding.md', 'docs/frameworks/next.md', 'bin/phx-render.js'])
      expect(existsSync(join(phx, file)), file).toBe(true);
    for (const file of ['dist/cdn', 'dist/wordpress', 'dist/site'])
      expect(existsSync(join(phx, file)), file).toBe(false);
    const elements = JSON.parse(readFileSync(join(phx, 'custom-elements.json'), 'utf8')) as {
      modules: { path: string }[];
    };
    expect(elements.modules.filter((module) => !existsSync(join(phx, module.path)))).toEqual([]);
    expect(readFileSync(join(phx, 'README.md'), 'utf8')).not.toMatch(/\]\(docs\//);
  });

  it('prints an element rendered to HTML with its bin, phx-render', async () => {
    const html = await run(
      'npx',
      ['--no-install', 'phx-render', 'phx-contact', '--inquiry', 'consultation'],
      viteApp.dir,
    );
    expect(html).toMatch(/^<phx-contact inquiry="consultation" data-phx-ssr><template shadowrootmode="open">/);
  });

  it('imports every entry without a DOM, defining nothing; phx/server renders declarative shadow roots', async () => {
    const script = `
      import { readFileSync } from 'node:fs';
      const name = ${JSON.stringify(packageName)};
      const { exports } = JSON.parse(readFileSync(\`node_modules/\${name}/package.json\`, 'utf8'));
      const entries = Object.keys(exports).filter((key) => exports[key].default || typeof exports[key] === 'string').filter((key) => !key.endsWith('.json')).map((key) => key.replace(/^\\./, name));
      const imported = {};
      for (const entry of entries) imported[entry] = Object.keys(await import(entry));
      const { renderElement } = await import(\`\${name}/server\`);
      const contact = String(await renderElement('phx-contact'));
      console.log(JSON.stringify({ imported, contact, globals: [typeof customElements, typeof document] }));
    `;
    const output = await run(process.execPath, ['--input-type=module', '-e', script], viteApp.dir);
    const { imported, contact, globals } = JSON.parse(output.trim().split('\n').at(-1)!);
    const entries = ['', '/contact', '/products', '/router', '/server', '/next'].map((e) => `${packageName}${e}`);
    expect(Object.keys(imported)).toEqual(expect.arrayContaining(entries));
    const [server, next] = [`${packageName}/server`, `${packageName}/next`];
    for (const [entry, names] of Object.entries(imported))
      if (entry !== server && entry !== next) expect(names, entry).toEqual(['configure']);
    expect((imported[server] as string[]).sort()).toEqual([
      'configure',
      'languageCodes',
      'phxTags',
      'renderElement',
      'siteMap',
    ]);
    expect(imported[next]).toEqual(['PhxElement', 'configure']);
    expect(globals).toEqual(['undefined', 'undefined']);
    expect(contact).toMatch(/^<phx-contact[^>]*><template shadowrootmode="open">/);
  });
});
