/**
 * The language files: English is part of every element's code; the others are fetched when a page asks for them
 * (each its own chunk), and kept once fetched.
 */
import { type Catalogue, en } from './en';
import type { Language } from './languages';

export type { Catalogue } from './en';
export { type Format, formatFor, recordFormatted, seedFormatted } from './format';
export * from './languages';

const fetchers: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  de: () => import('./de').then((m) => m.de),
  es: () => import('./es').then((m) => m.es),
  ar: () => import('./ar').then((m) => m.ar),
};

const loaded = new Map<Language, Catalogue>([['en', en]]);
const loading = new Map<Language, Promise<Catalogue>>();

/** The words of `lang` if they are here already (English always is). */
export const catalogueIfLoaded = (lang: Language): Catalogue | undefined => loaded.get(lang);

/** The words of `lang`, fetched once. */
export function loadCatalogue(lang: Language): Promise<Catalogue> {
  const ready = loaded.get(lang);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(lang);
  if (!pending) {
    pending = fetchers[lang as Exclude<Language, 'en'>]().then(
      (catalogue) => {
        loaded.set(lang, catalogue);
        return catalogue;
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}
