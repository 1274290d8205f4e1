/**
 * The content files (content/, read by src/content/files/) as modules: the builds, the tests and `npm run dev` get
 * each one's data as a module of plain data, so nothing is parsed in a browser. A mistake in a file stops the build
 * with the file and line. In `npm run dev`, a saved file reloads the modules made from it (and the pages using them).
 */
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { contentDir } from '../src/content/files/dir.ts';
import { loadAbout } from '../src/content/files/about.ts';
import { loadFaq } from '../src/content/files/faq.ts';
import { loadFitting } from '../src/content/files/fitting.ts';
import { loadFunding } from '../src/content/files/funding.ts';
import { loadHome } from '../src/content/files/home.ts';
import { loadLegal, loadPrivacy } from '../src/content/files/notices.ts';
import { privacyFunctions } from '../src/content/notice-shape.ts';
import { loadProducts } from '../src/content/files/products.ts';
import { languageCodes } from '../src/content/i18n/languages.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const factsModule = here('../src/content/files/product-facts.ts');
const wordsFolder = here('../src/content/files/product-words/');
/**
 * The pages' words, a module per language in each folder (`<lang>.ts`, exporting `name`), and how each is read:
 * about.ts, home.ts, and the long pages (pages.ts).
 */
const pageFolders: readonly {
  folder: string;
  name: string;
  load: (dir: string) => { words: Record<string, unknown>; files: string[] };
  functions?: Readonly<Record<string, readonly string[]>>;
}[] = [
  { folder: here('../src/content/files/about-words/'), name: 'about', load: loadAbout },
  { folder: here('../src/content/files/home-words/'), name: 'home', load: loadHome },
  { folder: here('../src/content/files/funding-words/'), name: 'funding', load: loadFunding },
  { folder: here('../src/content/files/fitting-words/'), name: 'fitting', load: loadFitting },
  { folder: here('../src/content/files/faq-words/'), name: 'faq', load: loadFaq },
  { folder: here('../src/content/files/legal-words/'), name: 'legal', load: loadLegal },
  // Its texts the page completes are functions of their placeholders, made where the module runs.
  {
    folder: here('../src/content/files/privacy-words/'),
    name: 'privacy',
    load: loadPrivacy,
    functions: privacyFunctions,
  },
];
const pageFunctions = here('../src/content/page-functions.ts');
/** The modules this plugin makes (the files in src/ that plain Node runs instead). */
const madeModules = [
  factsModule,
  ...languageCodes.flatMap((lang) => [
    `${wordsFolder}${lang}.ts`,
    ...pageFolders.map(({ folder }) => `${folder}${lang}.ts`),
  ]),
];

/** The language of a module in `folder` (`<lang>.ts`), if `file` is one. */
const languageIn = (folder: string, file: string) =>
  file.startsWith(folder) ? /^([a-z]{2})\.ts$/.exec(file.slice(folder.length))?.[1] : undefined;

/** The data module standing for `id`, or null if it is none of ours. */
function moduleFor(id: string, dir: string, watch: (file: string) => void): string | null {
  const file = id.split('?')[0];
  for (const entry of pageFolders) {
    const pageLang = languageIn(entry.folder, file);
    if (!pageLang) continue;
    const page = entry.load(dir);
    for (const watched of page.files) watch(watched);
    const words = JSON.stringify(page.words[pageLang as keyof typeof page.words]);
    return entry.functions
      ? `import { withFunctions } from ${JSON.stringify(pageFunctions)};\nexport const ${entry.name} = withFunctions(${words}, ${JSON.stringify(entry.functions)});\n`
      : `export const ${entry.name} = ${words};\n`;
  }
  const lang = languageIn(wordsFolder, file);
  if (file !== factsModule && !lang) return null;
  const content = loadProducts(dir);
  for (const watched of content.files) watch(watched);
  return lang
    ? `export const items = ${JSON.stringify(content.words[lang as keyof typeof content.words])};\n`
    : `export const productFacts = ${JSON.stringify(content.facts)};\n`;
}

/** Drops the modules made from the content files in every environment of a dev server (browser and server). */
function invalidate(server: ViteDevServer) {
  for (const environment of Object.values(server.environments))
    for (const file of madeModules)
      for (const module of environment.moduleGraph.getModulesByFile(file) ?? [])
        environment.moduleGraph.invalidateModule(module, new Set(), Date.now(), true);
}

export function contentFiles(options: { onChange?: () => void } = {}): Plugin {
  const dir = contentDir();
  return {
    name: 'phx-content-files',
    enforce: 'pre',
    load(id) {
      return moduleFor(id, dir, (file) => this.addWatchFile(file));
    },
    configureServer(server) {
      server.watcher.add(dir);
      const changed = (file: string) => {
        if (!file.startsWith(dir + sep) && file !== dir) return;
        invalidate(server);
        server.ws.send({ type: 'full-reload' });
        options.onChange?.();
      };
      server.watcher.on('add', changed).on('change', changed).on('unlink', changed);
    },
  };
}
