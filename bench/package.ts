/**
 * What phx adds to apps that install it from npm (the packed tarball, as e2e/package.e2e.ts installs it): a Vite 8 +
 * React 19 app built with and without `import '@phoenix-bionics/phx'` and two elements, and an esbuild app without
 * React of its own that imports `@phoenix-bionics/phx/contact` (npm brings React as phx's peer). Gzip -9 of the JS
 * each build writes, and of the JS a browser fetches before the elements have rendered. Run `npm run build` first.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  type App,
  appsFolder,
  esbuildApp,
  gzipBytes,
  jsFiles,
  packPhx,
  repoRoot,
  serveStatic,
  viteReactApp,
} from '../e2e/support/apps.ts';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (files: string[]) => files.reduce((n, f) => n + gzipBytes(f), 0);

/** Gzip bytes of the JS files the page at `root` fetches until `ready` (a role and name) is on screen. */
async function fetchedBeforeRender(
  browser: import('playwright-core').Browser,
  _app: App,
  root: string,
  ready: string[],
) {
  const site = await serveStatic(root);
  const page = await browser.newPage();
  try {
    await page.goto(site.url);
    for (const name of ready)
      await page.getByRole(name === 'Send Message' ? 'button' : 'heading', { name }).waitFor({ timeout: 30_000 });
    const paths = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('.js')),
    );
    return sum(paths.map((path) => join(root, path)));
  } finally {
    await page.close();
    await site.close();
  }
}

export async function measurePackage() {
  const work = appsFolder();
  try {
    const tarball = await packPhx(join(repoRoot, '.e2e-artifacts/package'));
    const [bare, withPhx, plain] = await Promise.all([
      viteReactApp(join(work, 'react-alone'), undefined),
      viteReactApp(join(work, 'react-phx'), tarball),
      esbuildApp(join(work, 'esbuild'), tarball),
    ]);
    await Promise.all([bare.build(), withPhx.build(), plain.build()]);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const both = ['A React app', 'Neural Pro X1', 'Send Message'];
      return {
        reactApp: {
          aloneBytes: sum(jsFiles(bare.out)),
          withPhxBytes: sum(jsFiles(withPhx.out)),
          fetchedAloneBytes: await fetchedBeforeRender(browser, bare, bare.out, ['A React app']),
          fetchedWithPhxBytes: await fetchedBeforeRender(browser, withPhx, withPhx.out, both),
          files: Object.fromEntries(jsFiles(withPhx.out).map((f) => [f.slice(withPhx.out.length + 1), gzipBytes(f)])),
        },
        plainApp: {
          bytes: sum(jsFiles(plain.out)),
          fetchedBytes: await fetchedBeforeRender(browser, plain, plain.dir, ['Send Message']),
        },
      };
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export async function benchPackage() {
  const { reactApp, plainApp } = await measurePackage();
  console.log('\nWhat phx adds to an app that installs it from npm (KB, gzip -9; goal for a React app: ≤ 35)');
  console.log("  Vite 8 + React 19 app, `import '@phoenix-bionics/phx'`, <phx-products> and <phx-contact> in JSX");
  console.log(
    `    all JS of the build            +${kb(reactApp.withPhxBytes - reactApp.aloneBytes)}   (${kb(reactApp.aloneBytes)} → ${kb(reactApp.withPhxBytes)})`,
  );
  console.log(
    `    fetched until both render      +${kb(reactApp.fetchedWithPhxBytes - reactApp.fetchedAloneBytes)}   (${kb(reactApp.fetchedAloneBytes)} → ${kb(reactApp.fetchedWithPhxBytes)})`,
  );
  for (const [file, bytes] of Object.entries(reactApp.files).sort(([, a], [, b]) => b - a)) {
    if (bytes >= 1024) console.log(`      ${file.padEnd(44)} ${kb(bytes)}`);
  }
  console.log(
    "  esbuild app without React of its own, `import '@phoenix-bionics/phx/contact'` (React comes as phx's peer)",
  );
  console.log(`    all JS of the build            ${kb(plainApp.bytes)}`);
  console.log(`    fetched until it renders       ${kb(plainApp.fetchedBytes)}`);
}
