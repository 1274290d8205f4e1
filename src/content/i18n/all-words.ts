/**
 * Where every part of the words is, in every language: for the code that may show any of them (the router, the
 * server, and the site's pages, which plain Node also runs). An element alone registers only its own parts (its
 * define.ts). Literal imports, which every bundler (and Node) follows.
 */
import { allParts, type Language, loadWords, type Part, wordsAt } from './index';

wordsAt({
  './en/shared.ts': () => import('./en/shared'),
  './en/pages.ts': () => import('./en/pages'),
  './en/home.ts': () => import('./en/home'),
  './en/about.ts': () => import('./en/about'),
  './en/products.ts': () => import('./en/products'),
  './en/contact.ts': () => import('./en/contact'),
  './en/record.ts': () => import('./en/record'),
  './en/footer.ts': () => import('./en/footer'),
  './en/demo.ts': () => import('./en/demo'),
  './en/compare.ts': () => import('./en/compare'),
  './en/clinics.ts': () => import('./en/clinics'),
  './en/not-found.ts': () => import('./en/not-found'),
  './de/shared.ts': () => import('./de/shared'),
  './de/pages.ts': () => import('./de/pages'),
  './de/home.ts': () => import('./de/home'),
  './de/about.ts': () => import('./de/about'),
  './de/products.ts': () => import('./de/products'),
  './de/contact.ts': () => import('./de/contact'),
  './de/record.ts': () => import('./de/record'),
  './de/footer.ts': () => import('./de/footer'),
  './de/demo.ts': () => import('./de/demo'),
  './de/compare.ts': () => import('./de/compare'),
  './de/clinics.ts': () => import('./de/clinics'),
  './de/not-found.ts': () => import('./de/not-found'),
  './es/shared.ts': () => import('./es/shared'),
  './es/pages.ts': () => import('./es/pages'),
  './es/home.ts': () => import('./es/home'),
  './es/about.ts': () => import('./es/about'),
  './es/products.ts': () => import('./es/products'),
  './es/contact.ts': () => import('./es/contact'),
  './es/record.ts': () => import('./es/record'),
  './es/footer.ts': () => import('./es/footer'),
  './es/demo.ts': () => import('./es/demo'),
  './es/compare.ts': () => import('./es/compare'),
  './es/clinics.ts': () => import('./es/clinics'),
  './es/not-found.ts': () => import('./es/not-found'),
  './ar/shared.ts': () => import('./ar/shared'),
  './ar/pages.ts': () => import('./ar/pages'),
  './ar/home.ts': () => import('./ar/home'),
  './ar/about.ts': () => import('./ar/about'),
  './ar/products.ts': () => import('./ar/products'),
  './ar/contact.ts': () => import('./ar/contact'),
  './ar/record.ts': () => import('./ar/record'),
  './ar/footer.ts': () => import('./ar/footer'),
  './ar/demo.ts': () => import('./ar/demo'),
  './ar/compare.ts': () => import('./ar/compare'),
  './ar/clinics.ts': () => import('./ar/clinics'),
  './ar/not-found.ts': () => import('./ar/not-found'),
});

/** Every word of `lang` (the server renders any element, and reads every part). */
export const loadCatalogue = (lang: Language) =>
  loadWords(
    lang,
    allParts.filter((part): part is Part => part !== 'shared'),
  );
