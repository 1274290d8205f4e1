/**
 * The chunks of the browser builds (dist/cdn and dist/npm), declared here by the modules each one starts from. The
 * build's entries are not here: the loader (phx.js) and each element's definition (elements/<tag>.js) come from the
 * contract. Every other chunk is a group below: its modules, and what they import that no group above it claims
 * (an earlier group wins). A module that only one chunk's code imports needs no line: it follows its importer.
 *
 * `src/chunks.integration.test.ts` builds both and fails when a module named here lands in another chunk, when a file named here
 * is gone (rename it here too), or when code of ours lands in a chunk not declared here.
 */
import { readdirSync } from 'node:fs';
import { languageCodes } from './content/i18n/languages';
import type { Part } from './content/i18n/words';

interface ChunkGroup {
  /** The chunk's name: chunks/<name>-<hash>.js. */
  name: string;
  /** The modules it starts from, from src/ (or a plugin's virtual module, by its id: see isVirtual). */
  modules: string[];
  /**
   * Made by the bundler itself, named after its module, because code fetches that module with `import()`: declared
   * for the check only (as a group, its exports would be wrapped in an object, about 50 bytes more).
   */
  lazy?: true;
  /** A lazy chunk whose module's file name is not its own (each language's articles.ts): the build names it. */
  named?: true;
}

const chunk = (name: string, ...modules: string[]): ChunkGroup => ({ name, modules });
/** A module a plugin of vite.config.ts makes (its id starts with \0): named by its id, not a file of src/. */
export const isVirtual = (module: string) => module.startsWith('\0');
/** A section's own chunk (section-<name>: the size budgets and the package test find a section's code by it). */
const section = (name: string, ...modules: string[]) => chunk(`section-${name}`, ...modules);
const lazy = (module: string, name?: string): ChunkGroup => ({
  name: name ?? /([^/]+)\.tsx?$/.exec(module)![1],
  modules: [module],
  lazy: true,
  ...(name && { named: true }),
});
const kebab = (part: string) => part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The parts of the words (src/content/i18n/<lang>/<part>.ts): each part of each language is a small chunk of its own
 * (words-de-contact), fetched when something shows it, but the English parts that ride with the code that shows them
 * (`true`: each is named in that chunk below). Every part is here (the type check names one missing).
 */
const parts: Record<Part | 'shared', boolean> = {
  shared: true,
  pages: false,
  home: true,
  about: true,
  products: false,
  contact: true,
  record: false,
  footer: true,
  demo: false,
  compare: true,
  clinics: false,
  notFound: true,
};
const words = languageCodes.flatMap((lang) =>
  Object.entries(parts)
    .filter(([, withItsCode]) => lang !== 'en' || !withItsCode)
    // Another language's part is only fetched (import()): a named lazy chunk, as a group's exports would be wrapped in an
    // object (about 50 bytes a part). English's parts that do not ride with their code are imported by it: groups.
    .map(([part]) =>
      lang === 'en'
        ? chunk(`words-${lang}-${kebab(part)}`, `content/i18n/${lang}/${kebab(part)}.ts`)
        : lazy(`content/i18n/${lang}/${kebab(part)}.ts`, `words-${lang}-${kebab(part)}`),
    ),
);

/** The tiles of the map's finer outlines (src/sections/clinic-map/land-50m/, written by scripts/clinic-map.ts). */
const mapTiles = readdirSync(new URL('./sections/clinic-map/land-50m/', import.meta.url))
  .filter((file) => /^t\d+-\d+\.ts$/.test(file))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

export const chunkGroups: ChunkGroup[] = [
  // One shared runtime instead of a dozen small chunks that each cost a request: React, Emotion and r2wc (through the
  // element runtime), the shared look every section draws with, the content most pages read, and English's shared
  // words. The demo's dialog is here too: three pages open it.
  chunk(
    'runtime',
    'elements/runtime/define.ts',
    // The loader's hub of every element's import() (vite.config.ts): with the runtime, so that a bundler sees each
    // element's code as the runtime's child and fetches the runtime once (Turbopack put it into every element's).
    '\0virtual:phx-elements',
    'elements/demo/DemoDialog.tsx',
    'ui/Address.tsx',
    'ui/Button.tsx',
    'ui/Card.tsx',
    'ui/ErrorBoundary.tsx',
    'ui/Heading.tsx',
    'ui/Icon.tsx',
    'ui/Link.tsx',
    'ui/OpeningHours.tsx',
    // Beside company details wherever they are (the contact form, the footer, the finder, the legal pages): here, or
    // the footer would fetch the whole contact form for it.
    'ui/SampleNote.tsx',
    'ui/Section.tsx',
    'ui/Toasts.tsx',
    'ui/events.ts',
    'ui/host.ts',
    'ui/icons.ts',
    'ui/locale.ts',
    'ui/navigation.ts',
    'ui/page.ts',
    'ui/tokens.ts',
    'patches/styled.ts',
    'patches/forwarded-props.ts',
    'content/company.ts',
    'content/fetch-once.ts',
    'content/snapshots.ts',
    'content/products.ts',
    'content/site-map.ts',
    'content/i18n/index.ts',
    'content/i18n/format.ts',
    'content/i18n/languages.ts',
    'content/i18n/en/shared.ts',
    'inquiry/types.ts',
  ),
  ...words,
  // What fills a hand's figures into a content file's text (its placeholders, Arabic's words around a figure): shared by
  // the home page and the patient pages' prose, so neither fetches the other's chunk for it.
  chunk('fill', 'content/fill.ts', 'content/i18n/arabic.ts'),
  // The patient pages' prose (funding, fitting, answers, legal notices), shown only by the router.
  chunk('prose', 'ui/Prose.tsx', 'ui/articles.ts', 'content/i18n/articles.ts', 'content/page-functions.ts'),
  // The hands' figures and their formatting, shown by the products, the comparison and the fitting page only.
  chunk('figures', 'ui/figures.ts', 'content/figures.ts'),
  // The logo, drawn by the bar and the footer; the hands' artwork, drawn by the home page and the products.
  chunk('logo', 'ui/Logo.tsx'),
  chunk('artwork', 'ui/Artwork.tsx'),
  // The demo itself, fetched only when it is opened or its tag appears.
  chunk('demo-dialog', 'elements/demo/DemoPanel.tsx', 'elements/demo/Demo.tsx'),
  // The clinics' map outlines, fetched when a map first comes on screen, apart from the map's code.
  chunk('clinic-land', 'sections/clinic-map/land.ts'),
  // Its finer outlines, a chunk per tile (clinic-tile-t0-1), fetched for a close view of that tile only.
  ...mapTiles.map((tile) => lazy(`sections/clinic-map/land-50m/${tile}.ts`, `clinic-tile-${tile}`)),
  // The map and the clinics, shared by the finder and the contact page (which fetches them when its map panel comes
  // on screen): named, or the bundler moves them into a chunk both already load.
  chunk(
    'clinic-map',
    'sections/clinic-map/ClinicMap.tsx',
    'sections/clinic-map/ClinicsOverview.tsx',
    'content/clinics/source.ts',
    'content/clinics/clinic.ts',
    'ui/on-screen.ts',
  ),
  chunk('demo', 'elements/demo/DemoPage.tsx'),
  // Each section its own chunk, with the English words only it shows. The contact form is shared with the finder (a
  // partner clinic's own form): named, or the bundler moves it into the finder's chunk.
  section('contact', 'elements/contact/Contact.tsx', 'content/i18n/en/contact.ts'),
  section('about', 'elements/about/About.tsx', 'content/i18n/en/about.ts'),
  section('clinics', 'elements/clinics/Clinics.tsx', 'elements/clinics/ClinicsPage.tsx'),
  section('compare', 'elements/compare/Compare.tsx', 'elements/compare/ComparePage.tsx', 'content/i18n/en/compare.ts'),
  section('footer', 'elements/footer/Footer.tsx', 'content/i18n/en/footer.ts'),
  section('home', 'elements/home/Home.tsx', 'content/i18n/en/home.ts'),
  section('nav', 'elements/nav/Nav.tsx', 'elements/nav/LanguageSwitcher.tsx'),
  section('not-found', 'elements/not-found/NotFound.tsx', 'content/i18n/en/not-found.ts'),
  section('products', 'elements/products/Products.tsx'),
  section('faq', 'sections/faq/Faq.tsx'),
  section('fitting', 'sections/fitting/Fitting.tsx'),
  section('funding', 'sections/funding/Funding.tsx'),
  section('legal', 'sections/legal/Legal.tsx', 'sections/legal/Privacy.tsx'),
  // Each language's long pages (articles-de), fetched by the pages that show them; named, since the bundler would
  // name all four after their file (articles.ts).
  ...languageCodes.map((lang) => lazy(`content/i18n/${lang}/articles.ts`, `articles-${lang}`)),
  // Fetched on use: the toasts (the first message), the inquiry's checks and its sending code (when a visitor starts
  // the form).
  lazy('ui/ToastStack.tsx'),
  lazy('inquiry/schema.ts'),
  lazy('elements/contact/sendInquiry.ts'),
  // A contact form bound to a partner clinic (`clinic`): what finds the clinic's name, fetched only then.
  lazy('elements/contact/NamedClinic.tsx'),
  // The site's contact page around the form (the router's only): not in the form's chunk, which <phx-contact> fetches.
  lazy('elements/contact/ContactPage.tsx'),
];

/** The lazy chunks the build names (`lazy(module, name)`): each its module's path, by name. `root`: the repository. */
export const namedChunks = (root: string) =>
  Object.fromEntries(
    chunkGroups
      .filter((group) => group.named)
      .map((group) => [group.name, `${root.replace(/[\\/]$/, '')}/src/${group.modules[0]}`]),
  );

/**
 * The groups as the bundler takes them (output.codeSplitting.groups): each captures its modules by id, and with
 * them what they import; an earlier group is the higher priority. `root`: the repository's folder.
 */
export function codeSplittingGroups(root: string) {
  const grouped = chunkGroups.filter((group) => !group.lazy);
  const slashed = (path: string) => path.replace(/\\/g, '/');
  return grouped.map((group, index) => {
    const ids = new Set(
      group.modules.map((module) => (isVirtual(module) ? module : `${slashed(root).replace(/\/$/, '')}/src/${module}`)),
    );
    return { name: group.name, test: (id: string) => ids.has(slashed(id)), priority: grouped.length - index };
  });
}
