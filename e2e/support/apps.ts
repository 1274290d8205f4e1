/**
 * Throwaway apps that install phx the way a new user does: from the packed tarball, with npm, into a folder of
 * their own. Used by e2e/package.e2e.ts (do they work?) and bench/package.ts (what does phx add to them?).
 *
 * The apps live outside the repository (in the OS temp folder): inside it, Node and the bundlers would also find
 * the repository's own node_modules and hide a dependency the package forgot to declare.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../../src/test/wait';
import { gzipSync } from 'node:zlib';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The name a partner installs (`npm install @phoenix-bionics/phx`): every app below imports it by this name. */
export const packageName: string = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).name;

/** The version the repository itself installed, so that an app's install finds it in the warm npm cache. */
const installed = (name: string): string =>
  JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;

/**
 * The environment a user's shell would give: without what `npm run`/`npx` adds (npm_config_local_prefix points npm
 * at the repository) and without the test runner's NODE_ENV=test (which makes Vite build in development mode).
 */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    const npmOwn = /^npm_(?!config_)/.test(key) || /^npm_config_(local_prefix|global_prefix|prefix|call)$/.test(key);
    if (npmOwn || /^(INIT_CWD|NODE_ENV|VITEST.*|TEST|NODE_OPTIONS)$/.test(key)) delete env[key];
  }
  return env;
}

/** Runs a command to its end; rejects with its output when it fails. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...cleanEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * `npm pack` of the package as it is published (dist/package, written by `npm run build`) into `into`; returns the
 * tarball's path.
 */
export async function packPhx(into: string): Promise<string> {
  mkdirSync(into, { recursive: true });
  const output = await run('npm', ['pack', './dist/package', '--json', '--pack-destination', into], repoRoot);
  const [{ filename }] = JSON.parse(output.slice(output.indexOf('['))) as { filename: string }[];
  return join(into, filename);
}

/** A fresh folder for apps, outside the repository (see the top of this file). */
export const appsFolder = () => mkdtempSync(join(process.env.PHX_APPS_DIR ?? tmpdir(), 'phx-apps-'));

export interface App {
  dir: string;
  /** The folder the build writes (served as the site's root). */
  out: string;
  build(): Promise<string>;
}

function writeApp(dir: string, files: Record<string, string>, dependencies: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'app', private: true, type: 'module', dependencies }, null, 2)}\n`,
  );
}

/**
 * Installs what the app's package.json lists, from the npm cache where it can (the repository's install warmed it;
 * Next.js comes from the registry once, then from the cache). PHX_NPM_CACHE names a cache folder a CI keeps between
 * runs; without it, npm's own.
 */
export const install = (dir: string) =>
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    dir,
    process.env.PHX_NPM_CACHE ? { npm_config_cache: process.env.PHX_NPM_CACHE } : {},
  );

const html = (head: string, body: string) =>
  `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>App</title><link rel="icon" href="data:,">${head}</head>\n<body>${body}</body>\n</html>\n`;

/**
 * A React 19 app made with Vite 8, as the embedding guide's "In a React app" says: `import '@phoenix-bionics/phx'` once, the elements in
 * JSX. Without `tarball`, the same app without phx (what phx's bytes are measured against).
 */
export async function viteReactApp(
  dir: string,
  tarball: string | undefined,
  endpoint = '/api/inquiries',
  /** React's version; by default the one this repository installed (React 19). */
  react?: string,
): Promise<App> {
  const elements = tarball
    ? `\n      <phx-products product="neural-pro-x1" />\n      <phx-contact endpoint=${JSON.stringify(endpoint)} />`
    : '';
  writeApp(
    dir,
    {
      'index.html': html('', '<div id="root"></div><script type="module" src="/src/main.tsx"></script>'),
      'src/main.tsx': `${tarball ? `import '${packageName}';\n` : ''}import { createRoot } from 'react-dom/client';

function App() {
  return (
    <main>
      <h1>A React app</h1>${elements}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
`,
    },
    {
      ...(tarball ? { [packageName]: `file:${tarball}` } : {}),
      react: react ?? installed('react'),
      'react-dom': react ?? installed('react-dom'),
      vite: installed('vite'),
    },
  );
  await install(dir);
  const vite = join(dir, 'node_modules/vite/bin/vite.js');
  return { dir, out: join(dir, 'dist'), build: () => run(process.execPath, [vite, 'build'], dir) };
}

/** Runs a server of an app on `port` until stopped; resolves once `url` answers. */
export async function startServer(
  command: string,
  args: string[],
  cwd: string,
  url: string,
  env: NodeJS.ProcessEnv = {},
) {
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env: { ...cleanEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  // Polling a server that is starting: there is no event to wait for from outside its process.
  await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}:\n${output}`);
      return fetch(url).then(
        (r) => r.ok,
        () => false,
      );
    },
    30_000,
    `${args.join(' ')} to answer on ${url}`,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
  return { url, stop: () => child.kill() };
}

/** Starts the Vite dev server of an app from viteReactApp() on `port`; resolves once it answers. */
export function viteDevServer(app: App, port: number): Promise<{ url: string; stop(): void }> {
  const vite = join(app.dir, 'node_modules/vite/bin/vite.js');
  const args = [vite, '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--clearScreen', 'false'];
  return startServer(process.execPath, args, app.dir, `http://127.0.0.1:${port}`);
}

/**
 * An app without React of its own, bundled by esbuild: only `import '@phoenix-bionics/phx/contact'`, and the element added by
 * plain DOM code. npm installs React as phx's peer.
 */
export async function esbuildApp(dir: string, tarball: string, endpoint = '/api/inquiries'): Promise<App> {
  writeApp(
    dir,
    {
      'index.html': html(
        '<script type="module" src="/out/main.js"></script>',
        '<main><h1>A page without React</h1></main>',
      ),
      'src/main.js': `import '${packageName}/contact';

const contact = document.createElement('phx-contact');
contact.setAttribute('endpoint', ${JSON.stringify(endpoint)});
document.querySelector('main').append(contact);
`,
    },
    { [packageName]: `file:${tarball}`, esbuild: installed('esbuild') },
  );
  await install(dir);
  const esbuild = join(dir, 'node_modules/.bin/esbuild');
  const args = ['src/main.js', '--bundle', '--format=esm', '--splitting', '--minify', '--outdir=out'];
  return { dir, out: join(dir, 'out'), build: () => run(esbuild, args, dir) };
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A static file server for a built app (its root folder), on a free port of 127.0.0.1. */
export async function serveStatic(root: string): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root + sep)) return res.writeHead(400).end();
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every .js file under `dir`. */
export const jsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );

/** gzip -9 bytes of a file. */
export const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
