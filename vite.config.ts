/**
 * Three builds of one source (see package.json "build"):
 *   vite build                 dist/cdn/     for a <script> tag: the loader, each element, and its own React
 *   vite build --mode package  dist/npm/     for bundlers: the same entries, React and valibot left to the app
 *                                            (shared with its own), each element still its own chunk
 *   vite build --mode server   dist/server/  for Node: renderElement(), the `phx/server` entry
 *   vite build --mode app      server/dist/  the company's site server (server/serve.ts) for `npm run serve`
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { emotionWithoutPrefixer } from './scripts/vite-emotion.ts';
import { svgReact } from './scripts/vite-svg.ts';
import { languageCodes } from './src/content/i18n/languages.ts';
import { attributesOf, elements, phxTags } from './src/elements/runtime/contract.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** An element's definition, in its folder: <phx-compare> is src/elements/compare/define.ts. */
const definitionFile = (tag: string) => here(`src/elements/${tag.replace(/^phx-/, '')}/define.ts`);
const serverPackage = JSON.parse(readFileSync(here('server/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * `virtual:phx-registry`, the loader's registry, generated from the contract: each tag's placeholder height and a
 * literal `import()` of its definition (which bundlers follow, and which the build turns into elements/<tag>.js).
 */
export function phxRegistry(firstPaint: boolean): Plugin {
  const id = 'virtual:phx-registry';
  return {
    name: 'phx-registry',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const placeholders = Object.fromEntries(phxTags.map((tag) => [tag, elements[tag].placeholder]));
      const loaders = phxTags.map(
        (tag) => `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(definitionFile(tag))}),`,
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
 * bundled, with the aliases above: the app's copy of Emotion would bring the 2.9 KB gzip they leave out.
 */
const shared = /^(react|react-dom|scheduler|valibot)(\/.*)?$/;

/**
 * Our modules every element needs (the flat files of src/elements/, not the registries of every element): with React
 * and Emotion they form one runtime chunk. Each element's contract comes with its definition.
 */
const isRuntimeModule = (id: string) =>
  !id.endsWith('?loader') &&
  (/[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc|@emotion|stylis|@babel)[\\/]/.test(id) ||
    /[\\/]src[\\/](elements[\\/]runtime[\\/][\w-]+\.tsx?$|ui[\\/](?!ToastStack|toast-css|Artwork|Prose|articles|on-screen|Logo)|elements[\\/]demo[\\/]DemoDialog\.|content[\\/](i18n[\\/](index|format|languages|en[\\/]shared)\.|fetch-once|snapshots|site-map|company|products)|inquiry[\\/]types)/.test(
      id,
    ));

/**
 * A section's own code, in src/sections/<name>/ or an element's folder, by the folder's name (a pattern): not the
 * element's definition, contract, words or page entry (the runtime and the router carry those), nor the code the
 * section fetches only on use (the contact form's sending code, fetched when a visitor starts the form).
 */
const sectionFile = (name: string) =>
  new RegExp(
    `[\\\\/]src[\\\\/](?:sections|elements)[\\\\/](?!runtime[\\\\/]|generated[\\\\/])(${name})[\\\\/](?!(?:define|contract|docs|page|sendInquiry)\\.ts$)`,
  );

/**
 * The section whose chunk carries a part of the English words (the element's own words come with its code):
 * contact goes with the contact form; products, demo, pages and clinics (the finder's, and the site's contact page's
 * map), each read by several sections, and the inquiry record (the server's) are chunks of their own.
 */
const englishWith: Record<string, string> = {
  home: 'home',
  about: 'about',
  compare: 'compare',
  footer: 'footer',
  'not-found': 'not-found',
};

/** Aliases shared by the builds and the tests. */
export const alias = [
  // notistack writes its styles with goober into the host's <head>; route them into our shadow roots instead.
  { find: /^goober$/, replacement: here('src/ui/toast-css.ts') },
  { find: /^goober-original$/, replacement: here('node_modules/goober/dist/goober.modern.js') },
  // What phx does not need of Emotion (see each file): its list of HTML attributes, withTheme's helper, and its tag list.
  { find: /^@emotion\/is-prop-valid$/, replacement: here('src/ui/forwarded-props.ts') },
  { find: /^@emotion\/styled$/, replacement: here('src/ui/styled.ts') },
  { find: /^hoist-non-react-statics$/, replacement: here('src/ui/no-statics.ts') },
];

export const plugins = [svgReact(), emotionWithoutPrefixer(), phxRegistry(false)];

/** The loader and one entry per element (elements/<tag>.js); for bundlers, also what Node gets (nothing). */
export const browserEntries = (node: boolean) => ({
  phx: here('src/index.ts'),
  ...Object.fromEntries(phxTags.map((tag) => [`elements/${tag}`, definitionFile(tag)])),
  ...(node ? { node: here('src/node.ts') } : {}),
});

function browserBuild(outDir: string, external?: RegExp): UserConfig {
  return {
    base: './',
    resolve: { alias },
    plugins: [svgReact(), emotionWithoutPrefixer(), phxRegistry(!external), ...(external ? [] : [artworkFiles()])],
    // Only what we bundle ourselves (notistack, Emotion): the app's own React is the app's to configure.
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
          // For bundlers, no hash: the app's bundler names (and hashes) what it writes, and each name is written in
          // the app's preload lists and imports.
          chunkFileNames: external ? 'chunks/[name].js' : 'chunks/[name]-[hash].js',
          // One shared runtime instead of a dozen small chunks that each cost a request; each section stays its
          // own chunk, named after its folder (the size budgets and the package test find a section's code by it),
          // and the toast code stays lazy.
          codeSplitting: {
            groups: [
              { name: 'runtime', test: isRuntimeModule, priority: 3 },
              // Each part of the words in each language its own small chunk (words-de-contact), but English, which
              // rides in the chunk of the section that shows it (see englishWith).
              {
                name: (id: string) =>
                  `words-${/[\\/]i18n[\\/]((?:en|de|es|ar)[\\/][\w-]+)\.ts$/.exec(id)?.[1].replace(/[\\/]/, '-')}`,
                test: /[\\/]content[\\/]i18n[\\/](en[\\/](products|demo|pages|record|clinics)|(de|es|ar)[\\/](?!index\.)[\w-]+)\.ts$/,
                priority: 2.5,
              },
              // The patient pages' prose (funding, fitting, answers, legal notices), shown only by the router.
              {
                name: 'prose',
                test: /[\\/]src[\\/](ui[\\/](Prose|articles)\.|content[\\/]i18n[\\/]articles[\\/]index\.)/,
                priority: 2,
              },
              // The logo, drawn by the bar and the footer.
              { name: 'logo', test: /[\\/]src[\\/](ui[\\/]Logo|assets[\\/]logo\.)/, priority: 2 },
              { name: 'artwork', test: /[\\/]src[\\/](ui[\\/]Artwork|assets[\\/]product-)/, priority: 2 },
              // The demo itself is fetched only when it is opened or its tag appears; its dialog is shared by two pages.
              { name: 'demo-dialog', test: /[\\/]src[\\/]elements[\\/]demo[\\/](DemoPanel|dialog)/, priority: 2 },
              {
                name: 'demo',
                test: /[\\/]src[\\/]elements[\\/]demo[\\/](?!(define|contract|docs|page)\.ts$)/,
                priority: 1.5,
              },
              // The clinics' map outlines are fetched when a map first comes on screen, apart from the map's code.
              { name: 'clinic-land', test: /[\\/]src[\\/]sections[\\/]clinic-map[\\/]land\.ts$/, priority: 2 },
              // Its finer outlines, a chunk per tile, fetched for a close view only.
              {
                name: (id: string) => `clinic-tile-${/(t\d+-\d+)\.ts$/.exec(id)?.[1]}`,
                test: /[\\/]src[\\/]sections[\\/]clinic-map[\\/]land-50m[\\/]/,
                priority: 2,
              },
              // The map and the clinics, shared by the finder and the contact page (which fetches them when its map
              // panel comes on screen): named, or the bundler moves them into a chunk both already load.
              {
                name: 'clinic-map',
                test: /[\\/]src[\\/](sections[\\/]clinic-map[\\/](?!land[.-])|content[\\/]clinics[\\/]|ui[\\/]on-screen\.)/,
                priority: 2,
              },
              // Shared with the finder (a partner clinic's own form): named, or the bundler moves it into the finder's chunk.
              {
                name: 'section-contact',
                test: (id: string) =>
                  sectionFile('contact').test(id) || /[\\/]content[\\/]i18n[\\/]en[\\/]contact\./.test(id),
                priority: 1.1,
              },
              {
                name: (id: string) =>
                  `section-${sectionFile('[\\w-]+').exec(id)?.[1] ?? englishWith[/([\w-]+)\.ts$/.exec(id)![1]]}`,
                test: (id: string) =>
                  sectionFile('(?!demo[\\\\/]|router[\\\\/])[\\w-]+').test(id) ||
                  /[\\/]content[\\/]i18n[\\/]en[\\/](home|about|compare|footer|not-found)\./.test(id),
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
  // The footer's year when a render is given none: rendering itself reads no clock (see src/ssr/build-year.ts).
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __PHX_BUILD_YEAR__: String(new Date().getFullYear()),
  },
  // Bundled, in its production build, so that class names match the browser's; React is the app's.
  ssr: { noExternal: true, external: ['react', 'react-dom'] },
  build: {
    ssr: here('src/ssr/index.ts'),
    target: 'node20',
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
    ssr: here('server/serve.ts'),
    // Inside server/: its packages resolve from the workspace's own node_modules first (lru-cache 11, nodemailer),
    // where a copy of the same name that a dev tool hoisted to the root would be the wrong version.
    outDir: 'server/dist',
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
