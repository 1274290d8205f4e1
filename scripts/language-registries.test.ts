// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildLanguageRegistries } from './language-registries';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A words folder with a language folder per entry, each holding the files named, and a catalog for each language. */
function folders(languages: Record<string, string[]>, catalogs = Object.keys(languages)) {
  dir = mkdtempSync(join(tmpdir(), 'phx-languages-'));
  mkdirSync(join(dir, 'catalogs'));
  for (const lang of catalogs) writeFileSync(join(dir, 'catalogs', `${lang}.po`), '');
  for (const [lang, files] of Object.entries(languages)) {
    mkdirSync(join(dir, lang));
    for (const file of files) writeFileSync(join(dir, lang, file), '');
  }
  return dir;
}

const english = ['shared.ts', 'contact.ts', 'index.ts', 'articles.ts', 'notices.ts'];

describe('the registries of the language folders', () => {
  it('name each file a language lacks, of those the English folder has', () => {
    const words = folders({ en: english, fr: ['shared.ts', 'index.ts', 'articles.ts'] });
    expect(() => buildLanguageRegistries(words, ['en', 'fr'])).toThrow(
      'missing: src/content/i18n/fr/contact.ts, src/content/i18n/fr/notices.ts',
    );
  });

  it('name a folder that is no language of the list', () => {
    const words = folders({ en: english, fr: english });
    expect(() => buildLanguageRegistries(words, ['en'])).toThrow(
      'a language folder without its line in src/content/i18n/languages.ts (add it there): src/content/i18n/fr/',
    );
  });

  it('name a language without its catalog, and a catalog of no language', () => {
    expect(() => buildLanguageRegistries(folders({ en: english, fr: english }, ['en']), ['en', 'fr'])).toThrow(
      'src/content/i18n/catalogs/fr.po missing',
    );
    expect(() => buildLanguageRegistries(folders({ en: english }, ['en', 'it']), ['en'])).toThrow(
      'src/content/i18n/catalogs/it.po has no line',
    );
  });

  it("hold each language's parts, its shared part (English's aside), its long pages and its catalogue", () => {
    const built = buildLanguageRegistries(folders({ en: english, fr: [...english, 'grammar.ts'] }), ['en', 'fr']);
    expect(built['all-words.ts']).toContain("  './fr/contact.ts': () => import('./fr/contact'),\n");
    expect(built['all-words.ts']).not.toContain('grammar');
    expect(built['all-shared-words.ts']).toContain("'./fr/shared.ts'");
    expect(built['all-shared-words.ts']).not.toContain("'./en/shared.ts'");
    expect(built['all-articles.ts']).toContain("  fr: () => import('./fr/articles').then((m) => m.articles),\n");
    expect(built['all-catalogues.ts']).toContain("import { fr } from './fr';\n");
  });
});
