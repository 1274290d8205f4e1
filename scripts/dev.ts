/**
 * `npm run dev`: the whole site from the source, for editing. The site's server (server/app.ts: its pages, the
 * receiver, the demo pages) renders every page through Vite's server-side loading of src/, so a saved change to the
 * code or the content files (content/) is in the next page rendered; the browser gets the elements from Vite, with
 * hot reload; `npm run dev` runs it under `tsx watch`, which restarts it after a change to what Node loads (server/).
 * /admin is the content editor (Decap CMS, scripts/dev-admin.ts), writing the files in this checkout.
 * Never for production: `npm start` serves the built site. PORT (default 5173), PHX_CONTENT_DIR (default content/).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerModuleRunner, createServer as createVite, type ViteDevServer } from 'vite';
import type { ModuleRunner } from 'vite/module-runner';
import { buildApp } from '../server/app.ts';
import type { Render } from '../server/site/pages.ts';
import { testAlias } from '../src/patches/aliases.ts';
import { plugins } from '../vite.config.ts';
import { companyDetails, retentionDefine } from './company-file.ts';
import { adminHandler } from './dev-admin.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The loader a page includes (/phx/phx.js), from the source: Vite's client (hot reload) and src/index.ts. */
const devLoader = "import '/@vite/client';\nexport * from '/src/index.ts';\n";

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the dev server on `port` (0: any free one) of 127.0.0.1; inquiries sent from its pages go to `dataDir`. */
export async function startDev({
  port = 5173,
  host = '127.0.0.1',
  dataDir = join(root, 'data'),
} = {}): Promise<DevServer> {
  let vite: ViteDevServer | undefined;
  let runner: ModuleRunner | undefined;
  let admin: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  // Bumped by every saved file Vite watches (code and content): pages rendered before it are not served again.
  let version = 0;
  const render: Render = async (...args) => {
    const { renderElement } = (await runner!.import('/src/ssr/public.ts')) as { renderElement: Render };
    return renderElement(...args);
  };
  const { app } = buildApp(
    {
      root,
      dataDir,
      render,
      pagesVersion: () => String(version),
      log: (line, level) => {
        if (level !== 'info') console.log(`${level}: ${line}`);
      },
    },
    (handler) =>
      createServer((req, res) => {
        const path = (req.url ?? '/').split('?')[0];
        if (path === '/phx/phx.js') {
          res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end(devLoader);
          return;
        }
        if (admin?.(req, res)) return;
        // Vite's own (its client, the source it transforms), else the site's server.
        vite!.middlewares(req, res, () => handler(req, res));
      }),
  );
  vite = await createVite({
    configFile: false,
    root,
    plugins: [...plugins, companyDetails({ root })],
    resolve: { alias: testAlias },
    define: retentionDefine(),
    appType: 'custom',
    logLevel: 'warn',
    clearScreen: false,
    ssr: { noExternal: ['notistack', /@emotion\//] },
    // Every element's code is looked through at start, so that the packages the browser gets are bundled once, before
    // the first page: one found later would make Vite bundle them anew and reload the pages (and break a preview).
    optimizeDeps: {
      entries: [
        'src/index.ts',
        'src/elements/*/define.ts',
        'scripts/admin/preview.ts',
        'scripts/admin/page-preview.ts',
      ],
      include: ['react', 'react-dom', 'react-dom/client', '@emotion/react', '@emotion/cache', '@r2wc/core', 'valibot'],
    },
    server: {
      middlewareMode: true,
      hmr: { server: app.server },
      watch: { ignored: ['**/data/**', '**/dist/**', '**/.e2e-artifacts/**'] },
    },
  });
  // Each render after a saved change runs the source afresh (Vite keeps what did not change transformed): the
  // words, once fetched, are kept in a module of their own, which a change deep below it would not reach.
  runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
  vite.watcher.on('all', () => {
    version++;
    runner?.clearCache();
  });
  admin = await adminHandler();
  await app.ready();
  await new Promise<void>((resolve) => app.server.listen(port, host, resolve));
  const url = `http://${host}:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    async close() {
      await runner?.close();
      await vite!.close();
      app.server.closeAllConnections();
      await app.close();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dev = await startDev({ port: Number(process.env.PORT ?? 5173) });
  console.log(`phx dev: the site at ${dev.url}/, the content editor at ${dev.url}/admin/`);
  const stop = () => void dev.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
