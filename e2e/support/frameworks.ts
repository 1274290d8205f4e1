/**
 * One app per framework, made as a newcomer makes it: its own starter from the npm registry (versions pinned to
 * ones that run on Node 20), phx installed from the packed tarball, the framework guide's snippets copied in
 * (support/guides.ts), a production build. Used by e2e/frameworks.e2e.ts.
 *
 * Each app is also measured without phx (`baseline`): the starter built as it came (Vite, Vue, webpack), or a page
 * of the same app without elements (Next.js, Astro), so that what phx adds to a page is known.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../test/server/free-port.ts';
import { install, packageName, run, serveStatic, startServer } from './apps';
import { applyGuide } from './guides';

/** npm as a user's shell runs it, with the npm cache a CI keeps (PHX_NPM_CACHE) where there is one. */
const npmEnv = {
  ...(process.env.PHX_NPM_CACHE ? { npm_config_cache: process.env.PHX_NPM_CACHE } : {}),
  // Also for the installs a starter runs itself (create-webpack-app's): the cache first, the registry for what is missing.
  npm_config_prefer_offline: 'true',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
};

/** `npm create`'s way to run a starter: the package from the registry (then from the npm cache), at its version. */
const starter = (work: string, pkg: string, args: string[]) =>
  run('npm', ['exec', '--yes', `--package=${pkg}`, '--', pkg.replace(/@[^@/]+$/, ''), ...args], work, npmEnv);

const npmRun = (dir: string, script: string, ...args: string[]) =>
  run('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], dir, npmEnv);

const bin = (dir: string, name: string, ...args: string[]) =>
  run(join(dir, 'node_modules/.bin', name), args, dir, npmEnv);

const editJson = (file: string, edit: (json: Record<string, Record<string, string>>) => void) => {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  edit(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
};

const write = (dir: string, files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
};

export interface Served {
  url: string;
  stop(): unknown;
}

export interface FrameworkApp {
  name: string;
  /** The guide whose snippets make the app. */
  guide: string;
  dir: string;
  /** Whether the framework renders the elements into the page's HTML (server or build time). */
  serverRendered: boolean;
  /** The page with <phx-products> and <phx-contact>, and how a visitor reaches another page and comes back. */
  home: string;
  navigation?: { away: string; back: string; kind: 'client' | 'full' };
  /** The address of the same app's page without elements, served by `serve` (or by `serveBaseline`). */
  baseline: string;
  /** The file under the app that a fetched script's path names (sizes are read from the built files). */
  fileOf(pathname: string, baseline: boolean): string;
  prepare(work: string, tarball: string): Promise<void>;
  build(): Promise<void>;
  serve(): Promise<Served>;
  /** The baseline's own server, where it is a build of its own. */
  serveBaseline?(): Promise<Served>;
}

const staticServer = async (root: string): Promise<Served> => {
  const site = await serveStatic(root);
  return { url: site.url, stop: () => site.close() };
};

/** Next.js 16 from create-next-app 16.4.3's defaults (App Router, TypeScript, Turbopack, Tailwind, cacheComponents). */
export function nextApp(work: string): FrameworkApp {
  const dir = join(work, 'next');
  return {
    name: 'Next.js 16 (create-next-app 16.4, Turbopack)',
    guide: 'docs/frameworks/next.md',
    dir,
    serverRendered: true,
    home: '/',
    navigation: { away: 'About our clinic', back: 'Back to the hands', kind: 'client' },
    baseline: '/plain',
    fileOf: (pathname) => join(dir, pathname.replace(/^\/_next\//, '.next/')),
    async prepare(_, tarball) {
      await starter(work, 'create-next-app@16.4.3', ['next', '--yes', '--skip-install', '--disable-git']);
      editJson(join(dir, 'package.json'), (json) => {
        json.dependencies[packageName] = `file:${tarball}`;
        // Not used by a build, and the largest install: the linter.
        delete json.devDependencies.eslint;
        delete json.devDependencies['eslint-config-next'];
      });
      // The test's own, not the guide's: the starter's layout fetches Google's fonts while building (no internet
      // here), and a page without elements measures what phx adds.
      write(dir, {
        'app/layout.tsx': `import type { Metadata } from 'next';
import './globals.css';

export const metadata: Metadata = { title: 'A Next.js app', icons: 'data:,' };

export default function RootLayout({ children }: LayoutProps<'/'>) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
        'app/plain/page.tsx': `export default function Plain() {
  return <main><h1>Hands that listen</h1></main>;
}
`,
      });
      await install(dir);
      applyGuide(this.guide, dir);
    },
    build: async () => void (await npmRun(dir, 'build')),
    async serve() {
      const port = await freePort();
      const next = join(dir, 'node_modules/next/dist/bin/next');
      const args = [next, 'start', '-H', '127.0.0.1', '-p', String(port)];
      return startServer(process.execPath, args, dir, `http://127.0.0.1:${port}`, npmEnv);
    },
  };
}

/**
 * Astro 5.18 with the files of create-astro's minimal template (create-astro fetches its templates from GitHub,
 * which CI cannot reach): a static build.
 */
export function astroApp(work: string): FrameworkApp {
  const dir = join(work, 'astro');
  return {
    name: 'Astro 5 (minimal template, static build)',
    guide: 'docs/frameworks/astro.md',
    dir,
    serverRendered: true,
    home: '/',
    navigation: { away: 'About our clinic', back: 'Back to the hands', kind: 'full' },
    baseline: '/plain/',
    fileOf: (pathname) => join(dir, 'dist', pathname),
    async prepare(_, tarball) {
      write(dir, {
        'package.json': `${JSON.stringify(
          {
            name: 'astro',
            type: 'module',
            version: '0.0.1',
            scripts: { dev: 'astro dev', build: 'astro build', preview: 'astro preview', astro: 'astro' },
            dependencies: { astro: '5.18.2', [packageName]: `file:${tarball}` },
          },
          null,
          2,
        )}\n`,
        'astro.config.mjs': `// @ts-check
import { defineConfig } from 'astro/config';

// https://astro.build/config
export default defineConfig({});
`,
        'tsconfig.json': `${JSON.stringify({ extends: 'astro/tsconfigs/strict', include: ['.astro/types.d.ts', '**/*'], exclude: ['dist'] }, null, 2)}\n`,
        'src/pages/index.astro': `---
---

<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width" />
    <meta name="generator" content={Astro.generator} />
    <title>Astro</title>
  </head>
  <body>
    <h1>Astro</h1>
  </body>
</html>
`,
        // The test's own page without elements (what phx adds is measured against it).
        'src/pages/plain.astro': `<html lang="en"><head><meta charset="utf-8" /><title>Plain</title></head><body><h1>Hands that listen</h1></body></html>
`,
      });
      await install(dir);
      applyGuide(this.guide, dir);
    },
    build: async () => void (await npmRun(dir, 'build')),
    serve: () => staticServer(join(dir, 'dist')),
  };
}

/** Builds the starter as it came into `out` (what phx adds is measured against it). */
type Baseline = (dir: string, out: string) => Promise<unknown>;

function viteLike(
  work: string,
  folder: string,
  name: string,
  guide: string,
  scaffold: (work: string) => Promise<unknown>,
  baselineBuild: Baseline,
  navigation?: FrameworkApp['navigation'],
): FrameworkApp {
  const dir = join(work, folder);
  return {
    name,
    guide,
    dir,
    serverRendered: false,
    home: '/',
    navigation,
    baseline: '/',
    fileOf: (pathname, baseline) => join(dir, baseline ? 'dist-starter' : 'dist', pathname),
    async prepare(_, tarball) {
      await scaffold(work);
      editJson(join(dir, 'package.json'), (json) => {
        json.dependencies ??= {};
        json.dependencies[packageName] = `file:${tarball}`;
      });
      await install(dir);
      await baselineBuild(dir, join(dir, 'dist-starter'));
      applyGuide(guide, dir);
    },
    build: async () => void (await npmRun(dir, 'build')),
    serve: () => staticServer(join(dir, 'dist')),
    serveBaseline: () => staticServer(join(dir, 'dist-starter')),
  };
}

const viteBaseline: Baseline = (dir, out) => bin(dir, 'vite', 'build', '--outDir', out, '--logLevel', 'error');

/** React 19 + Vite 8 from create-vite 9.3.0's react-ts template. */
export const viteReactApp = (work: string) =>
  viteLike(
    work,
    'vite-react',
    'React 19 + Vite 8 (create-vite 9.3, react-ts)',
    'docs/frameworks/vite-react.md',
    (w) => starter(w, 'create-vite@9.3.0', ['vite-react', '--template', 'react-ts', '--no-interactive']),
    viteBaseline,
  );

/** Vue 3 from create-vue 3.21.2 (TypeScript, Vue Router); its build type-checks with vue-tsc. */
export const vueApp = (work: string) =>
  viteLike(
    work,
    'vue',
    'Vue 3 + Vite (create-vue 3.21, TypeScript, Router)',
    'docs/frameworks/vue.md',
    (w) => starter(w, 'create-vue@3.21.2', ['vue', '--ts', '--router']),
    viteBaseline,
    { away: 'About', back: 'Home', kind: 'client' },
  );

/** webpack 5 from create-webpack-app 2.1.0's default template (it installs its own dependencies). */
export const webpackApp = (work: string) =>
  viteLike(
    work,
    'webpack',
    'webpack 5 (create-webpack-app 2.1)',
    'docs/frameworks/webpack.md',
    (w) => starter(w, 'create-webpack-app@2.1.0', ['init', 'webpack', '--force']),
    (dir, out) => bin(dir, 'webpack', '--mode=production', '--config-node-env=production', '--output-path', out),
  );
