/**
 * Three builds of one source (see package.json "build"):
 *   vite build                 dist/cdn/     for a <script> tag: the loader, each element, and its own React
 *   vite build --mode package  dist/npm/     for bundlers: the same entries, React, Emotion, r2wc and valibot left
 *                                            to the app (shared with its own), each element still its own chunk
 *   vite build --mode server   dist/server/  for Node: renderElement(), the `phx/server` entry
 *   vite build --mode app      dist/app/     the company's site server (server/serve.ts) for `npm run serve`
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { svgReact } from './scripts/vite-svg.ts';
import { languageCodes } from './src/content/i18n/languages.ts';
import { attributesOf, elements, phxTags } from './src/elements/contract.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const serverPackage = JSON.parse(readFileSync(here('server/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * `virtual:phx-registry`, the loader's registry, generated from the contract: each tag's placeholder height and a
 * literal `import()` of its definition (which bundlers follow, and which the build turns into elements/<tag>.js).
 */
function phxRegistry(firstPaint: boolean): Plugin {
  const id = 'virtual:phx-registry';
  return {
    name: 'phx-registry',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const placeholders = Object.fromEntries(phxTags.map((tag) => [tag, elements[tag].placeholder]));
      const loaders = phxTags.map(
        (tag) => `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(here(`src/elements/${tag}.ts`))}),`,
      );
      // For a bare tag's first paint: the elements the build prerendered, each with the attributes that would make
      // its prerendered HTML the wrong one (the script-tag build only: a bundling app renders its own way).
      const prerendered = Object.fromEntries(
        phxTags
          .filter((tag) => firstPaint && elements[tag].firstPaint)
          .map((tag) => [
            tag,
            Object.entries(attributesOf(tag))
              .filter(([, spec]) => spec.shapes)
              .map(([name]) => name),
          ]),
      );
      return [
        `export const placeholders = ${JSON.stringify(placeholders)};`,
        `export const loaders = {\n${loaders.join('\n')}\n};`,
        `export const prerendered = ${JSON.stringify(prerendered)};`,
        `export const languages = ${JSON.stringify(languageCodes)};`,
        `export const firstPaint = ${firstPaint};`,
        '',
      ].join('\n');
    },
  };
}

/** What the app brings in the package build (its own copies, shared): React, Emotion, r2wc, valibot. */
const shared = /^(react|react-dom|scheduler|@emotion\/[^/]+|@r2wc\/core|valibot)(\/.*)?$/;

/** Our modules every element needs: with React and Emotion (in the script-tag build) they form one runtime chunk. */
const isRuntimeModule = (id: string) =>
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc|@emotion|stylis|hoist-non-react-statics|react-is|@babel)[\\/]/.test(
    id,
  ) ||
  /[\\/]src[\\/](elements[\\/](?!phx-)|ui[\\/](?!ToastStack|toast-css|Artwork)|content[\\/](i18n[\\/](index|en|format|languages)\.|site-map|company|products)|inquiry[\\/]types)/.test(
    id,
  );

/** Aliases shared by the builds and the tests. */
export const alias = [
  // notistack writes its styles with goober into the host's <head>; route them into our shadow roots instead.
  { find: /^goober$/, replacement: here('src/ui/toast-css.ts') },
  { find: /^goober-original$/, replacement: here('node_modules/goober/dist/goober.modern.js') },
];

export const plugins = [svgReact(), phxRegistry(false)];

/** The loader and one entry per element (elements/<tag>.js); for bundlers, also what Node gets (nothing). */
const browserEntries = (node: boolean) => ({
  phx: here('src/index.ts'),
  ...Object.fromEntries(phxTags.map((tag) => [`elements/${tag}`, here(`src/elements/${tag}.ts`)])),
  ...(node ? { node: here('src/node.ts') } : {}),
});

function browserBuild(outDir: string, external?: RegExp): UserConfig {
  return {
    base: './',
    resolve: { alias },
    plugins: [svgReact(), phxRegistry(!external)],
    // Only what we bundle ourselves (notistack): the app's own React and Emotion are the app's to configure.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      target: 'es2022',
      outDir,
      emptyOutDir: true,
      modulePreload: false,
      copyPublicDir: false,
      // Library mode leaves dynamic imports bare (no preload helper), so the loader imports nothing of its own.
      lib: { entry: browserEntries(Boolean(external)), formats: ['es'] },
      rollupOptions: {
        external: external && ((id) => external.test(id)),
        preserveEntrySignatures: 'strict',
        output: {
          format: 'es',
          minify: true,
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          // One shared runtime instead of a dozen small chunks that each cost a request; each section stays its
          // own chunk, and the toast code stays lazy.
          // Each section is one chunk, named after its folder (the demo server's hints find a page's code by it).
          codeSplitting: {
            groups: [
              { name: 'runtime', test: isRuntimeModule, priority: 3 },
              { name: 'artwork', test: /[\\/]src[\\/](ui[\\/]Artwork|assets[\\/]product-)/, priority: 2 },
              // The demo itself is fetched only when it is opened or its tag appears; its dialog is shared by two pages.
              { name: 'demo-dialog', test: /[\\/]src[\\/]sections[\\/]demo[\\/](DemoDialog|dialog)/, priority: 2 },
              { name: 'demo', test: /[\\/]src[\\/]sections[\\/]demo[\\/]/, priority: 1.5 },
              {
                name: (id: string) => `section-${/[\\/]src[\\/]sections[\\/]([\w-]+)[\\/]/.exec(id)?.[1]}`,
                test: /[\\/]src[\\/]sections[\\/](?!demo)/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  };
}

const serverBuild: UserConfig = {
  resolve: { alias },
  plugins,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Bundled, in its production build, so that class names match the browser's; React is the app's.
  ssr: { noExternal: true, external: ['react', 'react-dom'] },
  build: {
    ssr: here('src/server/index.ts'),
    target: 'node20',
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { format: 'es', entryFileNames: 'index.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
};

/** The site's server for plain `node`: our code and the renderer bundled, its packages (server/package.json) not. */
const appBuild: UserConfig = {
  ...serverBuild,
  ssr: { noExternal: true, external: Object.keys(serverPackage.dependencies) },
  build: {
    ...serverBuild.build,
    ssr: here('server/serve.ts'),
    outDir: 'dist/app',
    rollupOptions: { output: { format: 'es', entryFileNames: 'serve.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
};

export default defineConfig(({ mode }) =>
  mode === 'server'
    ? serverBuild
    : mode === 'app'
      ? appBuild
      : mode === 'package'
        ? browserBuild('dist/npm', shared)
        : browserBuild('dist/cdn'),
);
