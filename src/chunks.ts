/**
 * The chunks of the browser builds (dist/cdn and dist/npm), declared here by the modules each one starts from. The
 * build's entries are not here: the loader (phx.js) and each element's definition (elements/<tag>.js) come from the
 * contract. Every other chunk is a group below: its modules, and what they import that no group above it claims
 * (an earlier group wins). A module that only one chunk's code imports needs no line: it follows its importer.
 *
 * `src/chunks.test.ts` builds both and fails when a module named here lands in another chunk, when a file named here
 * is gone (rename it here too), or when code of ours lands in a chunk not declared here.
 */
import { languageCodes } from './content/i18n/languages';
import type { Part } from './content/i18n/words';

export interface ChunkGroup {
  /** The chunk's name: chunks/<name>-<hash>.js (the size budgets and the package test find a section by it). */
  name: string;
  /** The modules it starts from, from the repository's root. */
  modules: string[];
  /**
   * Made by the bundler itself, named after its module, because code fetches that module with `import()`: declared
   * for the check only (as a group, its exports would be wrapped in an object, about 50 bytes more).
   */
  lazy?: true;
}

const chunk = (name: string, ...modules: string[]): ChunkGroup => ({ name, modules });
const lazy = (module: string): ChunkGroup => ({
  name: /([^/]+)\.tsx?$/.exec(module)![1],
  modules: [module],
  lazy: true,
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
    .map(([part]) => chunk(`words-${lang}-${kebab(part)}`, `src/content/i18n/${lang}/${kebab(part)}.ts`)),
);

export const chunkGroups: ChunkGroup[] = [
  // One shared runtime instead of a dozen small chunks that each cost a request: React, Emotion and r2wc (through the
  // element runtime), the shared look every section draws with, the content most pages read, and English's shared
  // words. The demo's dialog is here too: three pages open it.
  chunk(
    'runtime',
    'src/elements/runtime/define.ts',
    'src/elements/demo/DemoDialog.tsx',
    'src/ui/Address.tsx',
    'src/ui/Button.tsx',
    'src/ui/Card.tsx',
    'src/ui/ErrorBoundary.tsx',
    'src/ui/Heading.tsx',
    'src/ui/Icon.tsx',
    'src/ui/Link.tsx',
    'src/ui/OpeningHours.tsx',
    'src/ui/Section.tsx',
    'src/ui/Toasts.tsx',
    'src/ui/events.ts',
    'src/ui/figures.ts',
    'src/patches/forwarded-props.ts',
    'src/ui/host.ts',
    'src/ui/icons.ts',
    'src/ui/locale.ts',
    'src/ui/navigation.ts',
    'src/ui/page.ts',
    'src/patches/styled.ts',
    'src/ui/tokens.ts',
    'src/content/company.ts',
    'src/content/fetch-once.ts',
    'src/content/figures.ts',
    'src/content/products.ts',
    'src/content/site-map.ts',
    'src/content/i18n/index.ts',
    'src/content/i18n/format.ts',
    'src/content/i18n/languages.ts',
    'src/content/i18n/en/shared.ts',
    'src/inquiry/types.ts',
  ),
  ...words,
  // The patient pages' prose (funding, fitting, answers, legal notices), shown only by the router.
  chunk('prose', 'src/ui/Prose.tsx', 'src/ui/articles.ts', 'src/content/i18n/articles/index.ts'),
  // The logo, drawn by the bar and the footer; the hands' artwork, drawn by the home page and the products.
  chunk('logo', 'src/ui/Logo.tsx'),
  chunk('artwork', 'src/ui/Artwork.tsx'),
  // The demo itself, fetched only when it is opened or its tag appears.
  chunk('demo-dialog', 'src/elements/demo/DemoPanel.tsx', 'src/elements/demo/Demo.tsx'),
  // The clinics' map outlines, fetched when a map first comes on screen, apart from the map's code.
  chunk('clinic-land', 'src/sections/clinic-map/land.ts'),
  // The map and the clinics, shared by the finder and the contact page (which fetches them when its map panel comes
  // on screen): named, or the bundler moves them into a chunk both already load.
  chunk(
    'clinic-map',
    'src/sections/clinic-map/ClinicMap.tsx',
    'src/sections/clinic-map/ClinicsOverview.tsx',
    'src/content/clinics.ts',
    'src/content/clinic-ids.ts',
    'src/ui/on-screen.ts',
  ),
  chunk('demo', 'src/elements/demo/DemoPage.tsx'),
  // Each section its own chunk, with the English words only it shows. The contact form is shared with the finder (a
  // partner clinic's own form): named, or the bundler moves it into the finder's chunk.
  chunk(
    'section-contact',
    'src/elements/contact/Contact.tsx',
    'src/elements/contact/ContactPage.tsx',
    'src/content/i18n/en/contact.ts',
  ),
  chunk('section-about', 'src/elements/about/About.tsx', 'src/content/i18n/en/about.ts'),
  chunk('section-clinics', 'src/elements/clinics/Clinics.tsx', 'src/elements/clinics/ClinicsPage.tsx'),
  chunk(
    'section-compare',
    'src/elements/compare/Compare.tsx',
    'src/elements/compare/ComparePage.tsx',
    'src/content/i18n/en/compare.ts',
  ),
  chunk('section-footer', 'src/elements/footer/Footer.tsx', 'src/content/i18n/en/footer.ts'),
  chunk('section-home', 'src/elements/home/Home.tsx', 'src/content/i18n/en/home.ts'),
  chunk('section-nav', 'src/elements/nav/Nav.tsx', 'src/elements/nav/LanguageSwitcher.tsx'),
  chunk('section-not-found', 'src/elements/not-found/NotFound.tsx', 'src/content/i18n/en/not-found.ts'),
  chunk('section-products', 'src/elements/products/Products.tsx'),
  chunk('section-faq', 'src/sections/faq/Faq.tsx'),
  chunk('section-fitting', 'src/sections/fitting/Fitting.tsx'),
  chunk('section-funding', 'src/sections/funding/Funding.tsx'),
  chunk('section-legal', 'src/sections/legal/Legal.tsx', 'src/sections/legal/Privacy.tsx'),
  // Fetched on use: the toasts (the first message), the inquiry's checks and its sending code (when a visitor starts
  // the form), and each language's long pages.
  lazy('src/ui/ToastStack.tsx'),
  lazy('src/inquiry/schema.ts'),
  lazy('src/elements/contact/sendInquiry.ts'),
  ...languageCodes.map((lang) => lazy(`src/content/i18n/articles/articles.${lang}.ts`)),
];

/**
 * The groups as the bundler takes them (output.codeSplitting.groups): each captures its modules by id, and with
 * them what they import; an earlier group is the higher priority. `root`: the repository's folder.
 */
export function codeSplittingGroups(root: string) {
  const grouped = chunkGroups.filter((group) => !group.lazy);
  const slashed = (path: string) => path.replace(/\\/g, '/');
  return grouped.map((group, index) => {
    const ids = new Set(group.modules.map((module) => `${slashed(root).replace(/\/$/, '')}/${module}`));
    return { name: group.name, test: (id: string) => ids.has(slashed(id)), priority: grouped.length - index };
  });
}
