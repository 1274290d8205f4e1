/**
 * Four builds of one source (package.json "build"; the classic script phx.classic.js is vite.classic.config.ts's):
 *   vite build                 dist/cdn/     for a <script> tag: the loader, each element, and its own React
 *   vite build --mode package  dist/npm/     for bundlers: the same entries, React and valibot left to the app
 *                                            (shared with its own), each element still its own chunk
 *   vite build --mode server   dist/server/  for Node: renderElement(), the `phx/server` entry
 *   vite build --mode app      server/dist/  the company's site server (server/serve.ts) for `npm run serve`, and its
 *                                            command line (server/cli/main.ts) for `npm run inquiries`
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { companyDetails, retentionDefine } from './scripts/company-file.ts';
import { contentFiles } from './scripts/content-files.ts';
import { contractForBrowsers } from './scripts/vite-contract-strip.ts';
import { cssCompact } from './scripts/vite-css-compact.ts';
import { catalogs } from './scripts/vite-catalogs.ts';
import { svgReact } from './scripts/vite-svg.ts';
import { codeSplittingGroups, namedChunks } from './src/chunks.ts';
import { languageCodes } from './src/content/i18n/languages.ts';
import { attributesOf, elements, phxTags } from './src/elements/runtime/contract.ts';
import { alias } from './src/patches/aliases.ts';
import { emotionWithoutPrefixer } from './src/patches/vite-emotion.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** An element's definition, in its folder: <phx-compare> is src/elements/compare/define.ts. */
const definitionFile = (tag: string) => here(`src/elements/${tag.replace(/^phx-/, '')}/define.ts`);
const serverPackage = JSON.parse(readFileSync(here('server/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * `virtual:phx-registry`, the loader's registry, generated from the contract: each tag's placeholder height and how
 * its code is fetched. `virtual:phx-elements` holds a literal `import()` of each definition (which bundlers follow,
 * and which the build turns into elements/<tag>.js) behind a static import of the runtime every element shares: the
 * loader fetches it first, so that a bundler sees every element's code as a child of the runtime. Turbopack puts a
 * module shared by two sibling `import()`s into both (a page with two elements fetched the runtime twice).
 */
export function phxRegistry(firstPaint: boolean): Plugin {
  const id = 'virtual:phx-registry';
  const hub = 'virtual:phx-elements';
  return {
    name: 'phx-registry',
    resolveId: (source) => (source === id || source === hub ? `\0${source}` : null),
    load(resolved) {
      if (resolved === `\0${hub}`) {
        const imports = phxTags.map(
          (tag) => `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(definitionFile(tag))}),`,
        );
        return `import ${JSON.stringify(here('src/elements/runtime/define.ts'))};\nexport const loaders = {\n${imports.join('\n')}\n};\n`;
      }
      if (resolved !== `\0${id}`) return null;
      const placeholders = Object.fromEntries(phxTags.map((tag) => [tag, elements[tag].placeholder]));

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
        `const code = (tag) => import(${JSON.stringify(hub)}).then((hub) => hub.loaders[tag]());`,
        'export const loaders = Object.fromEntries(Object.keys(placeholders).map((tag) => [tag, () => code(tag)]));',
        `export const prerendered = ${JSON.stringify(prerendered)};`,
        `export const languages = ${JSON.stringify(languageCodes)};`,
        `export const firstPaint = ${firstPaint};`,
        '',
      ].join('\n');
    },
  };
}

/**
 * The artwork as files too (artwork/<name>.svg beside the loader): what search engines and link previews fetch by
 * address (the site's JSON-LD `image` and `logo`); the elements draw it inline.
 */
function artworkFiles(): Plugin {
  return {
    name: 'phx-artwork-files',
    generateBundle() {
      for (const name of readdirSync(here('src/assets')).filter((file) => file.endsWith('.svg')))
        this.emitFile({ type: 'asset', fileName: `artwork/${name}`, source: readFileSync(here(`src/assets/${name}`)) });
    },
  };
}

/**
 * What the app brings in the package build (its own copies, shared): React and valibot. Emotion and r2wc are
 * bundled, with the stand-ins of src/patches/: the app's copy of Emotion would bring the 2.9 KB gzip they leave out.
 */
const shared = /^(react|react-dom|scheduler|valibot)(\/.*)?$/;

export const plugins = [
  catalogs(),
  contentFiles(),
  svgReact(),
  cssCompact(),
  emotionWithoutPrefixer(),
  phxRegistry(false),
];

/** The loader and one entry per element (elements/<tag>.js); for bundlers, also what Node gets (nothing). */
export const browserEntries = (node: boolean) => ({
  phx: here('src/index.ts'),
  ...Object.fromEntries(phxTags.map((tag) => [`elements/${tag}`, definitionFile(tag)])),
  ...(node ? { node: here('src/node.ts') } : {}),
});

/**
 * The lazy chunks src/chunks.ts names (each language's long pages: articles-de), emitted under their names: each
 * stays its module's own chunk, which a group would wrap (about 90 bytes gzip more).
 */
function namedLazyChunks(): Plugin {
  return {
    name: 'phx-named-lazy-chunks',
    buildStart() {
      for (const [name, id] of Object.entries(namedChunks(root))) this.emitFile({ type: 'chunk', id, name });
    },
  };
}

function browserBuild(outDir: string, external?: RegExp): UserConfig {
  const chunkFileNames = external ? 'chunks/[name].js' : 'chunks/[name]-[hash].js';
  return {
    base: './',
    resolve: { alias },
    plugins: [
      catalogs(),
      contentFiles(),
      svgReact(),
      cssCompact(),
      emotionWithoutPrefixer(),
      contractForBrowsers(),
      phxRegistry(!external),
      companyDetails({ root: here('.') }),
      namedLazyChunks(),
      ...(external ? [] : [artworkFiles()]),
    ],
    // Only what we bundle ourselves (notistack, Emotion): the app's own React is the app's to configure.
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...retentionDefine() },
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
          // For browsers, no annotations (`/* @__PURE__ */` on every JSX call): only a bundler reads them. The package
          // keeps them for the app's bundler, which drops them.
          ...(external ? {} : { comments: { legal: true, annotation: false, jsdoc: false } }),
          // The named lazy chunks are emitted as entries, and written as the chunks they are.
          entryFileNames: (chunk) => (chunk.name in namedChunks(root) ? chunkFileNames : '[name].js'),
          // For bundlers, no hash: the app's bundler names (and hashes) what it writes, and each name is written in
          // the app's preload lists and imports.
          chunkFileNames,
          // The chunks are declared in src/chunks.ts, by the modules each one starts from.
          codeSplitting: { groups: codeSplittingGroups(root) },
        },
      },
    },
  };
}

const serverBuild: UserConfig = {
  resolve: { alias },
  plugins: [...plugins, companyDetails({ root: here('.'), copy: true })],
  // The footer's year when a render is given none: rendering itself reads no clock (see src/ssr/build-year.ts).
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __PHX_BUILD_YEAR__: String(new Date().getFullYear()),
    ...retentionDefine(),
  },
  // Bundled, in its production build, so that class names match the browser's; React too: a render to HTML needs
  // no React of the app's (a Next.js Server Component's is one without the APIs it renders with, and React 18 apps
  // render too).
  ssr: { noExternal: true },
  build: {
    ssr: here('src/ssr/public.ts'),
    target: 'node20',
    // React's server renderer rides along: minified, it is 0.6 MB instead of 1.6.
    minify: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    // One file: split, the chunks would import shared code back from index.js, which would export it under
    // minified names beside phx/server's own.
    rollupOptions: { output: { format: 'es', entryFileNames: 'index.js', codeSplitting: false } },
  },
};

/** The site's server for plain `node`: our code and the renderer bundled, its packages (server/package.json) not. */
const appBuild: UserConfig = {
  ...serverBuild,
  ssr: { noExternal: true, external: Object.keys(serverPackage.dependencies) },
  build: {
    ...serverBuild.build,
    minify: false,
    ssr: true,
    // Inside server/: its packages resolve from the workspace's own node_modules first (lru-cache 11, nodemailer),
    // where a copy of the same name that a dev tool hoisted to the root would be the wrong version.
    outDir: 'server/dist',
    rollupOptions: {
      // The server (npm run serve) and its command line (npm run inquiries), both for plain `node`.
      input: { serve: here('server/serve.ts'), inquiries: here('server/cli/main.ts') },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
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
