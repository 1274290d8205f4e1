// @vitest-environment node
/**
 * The interface words' catalogs: every language complete, every message valid ICU, stale translations reported, and
 * the agency's round trip changing nothing when nothing was translated.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogDir, catalogLanguages, readCatalog, writeCatalog } from './catalog';
import { exportCatalogs, importCatalogs, reportMarkdown, updateCatalogs } from './commands';
import { compilePart, declarations } from './compile';
import { englishDrift, statuses } from './modules';
import { partKeys, type PartName } from '../../src/content/i18n/parts';

/** A copy of the catalogs to change. */
const copy = () => {
  const dir = mkdtempSync(join(tmpdir(), 'phx-catalogs-'));
  for (const file of readdirSync(catalogDir).filter((f) => f.endsWith('.po')))
    cpSync(join(catalogDir, file), join(dir, file));
  return dir;
};
const bytes = (dir: string) =>
  Object.fromEntries(catalogLanguages(dir).map((lang) => [lang, readFileSync(join(dir, `${lang}.po`), 'utf8')]));
/** Sets English's text of `id` in the copy `dir`. */
const changeEnglish = (dir: string, id: string, text: string) => {
  const english = readCatalog('en', dir);
  english.entries.set(id, {
    ...(english.entries.get(id) as NonNullable<ReturnType<typeof english.entries.get>>),
    text,
  });
  writeFileSync(english.file, writeCatalog(english));
};

describe('the catalogs', () => {
  it('have every message of English in every language, none stale, and English’s msgid equal to its text', () => {
    expect(catalogLanguages()).toEqual(['en', 'ar', 'de', 'es']);
    expect(englishDrift()).toEqual([]);
    for (const s of statuses()) expect(s, s.lang).toEqual({ lang: s.lang, missing: [], stale: [], obsolete: [] });
  });

  it('are each in the one form the commands write (so that a round trip changes no byte)', () => {
    for (const lang of catalogLanguages()) {
      const catalog = readCatalog(lang);
      expect(writeCatalog(catalog), lang).toBe(readFileSync(catalog.file, 'utf8'));
    }
  });

  it('compile, part by part, in every language', () => {
    const english = readCatalog('en');
    for (const lang of catalogLanguages())
      for (const part of Object.keys(partKeys) as PartName[])
        expect(compilePart(readCatalog(lang), english, part).code, `${lang} ${part}`).toContain('export const words');
    expect(declarations(english)).toContain("declare module '*.po?part=contact'");
  });

  it('name a missing translation by language and id, and stop its compilation with the file', () => {
    const dir = copy();
    const german = readCatalog('de', dir);
    german.entries.delete('contact.submit');
    writeFileSync(german.file, writeCatalog(german));
    const de = statuses(dir).find((s) => s.lang === 'de');
    expect(de?.missing).toEqual(['contact.submit']);
    expect(reportMarkdown(statuses(dir))).toContain('`contact.submit`');
    expect(() => compilePart(readCatalog('de', dir), readCatalog('en', dir), 'contact')).toThrow(
      /de\.po: the de catalog has no text for contact\.submit/,
    );
  });

  it('stop on a broken message, naming the file and its line', () => {
    const dir = copy();
    const text = readFileSync(join(dir, 'de.po'), 'utf8').replace(
      /msgstr "Nachricht senden"/,
      'msgstr "Nachricht {senden"',
    );
    writeFileSync(join(dir, 'de.po'), text);
    const line = text.split('\n').indexOf('msgstr "Nachricht {senden"') + 1;
    expect(() => compilePart(readCatalog('de', dir), readCatalog('en', dir), 'contact')).toThrow(
      new RegExp(`de\\.po:${line} \\(contact\\.submit\\): not a valid ICU message`),
    );
  });

  it('refuse a translation that asks for a value English does not give', () => {
    const dir = copy();
    writeFileSync(
      join(dir, 'de.po'),
      readFileSync(join(dir, 'de.po'), 'utf8').replace(
        /msgstr "Beratung zur (.*)\{product\}"/,
        'msgstr "Beratung zur $1{produkt}"',
      ),
    );
    expect(() => compilePart(readCatalog('de', dir), readCatalog('en', dir), 'contact')).toThrow(
      /\{produkt\} is not one English gives \(product\)/,
    );
  });
});

describe('when an English text changes', () => {
  it('reports the German translation as stale, and keeps it (not English) for the page', () => {
    const dir = copy();
    changeEnglish(dir, 'products.title', 'Our Hands');
    const de = statuses(dir).find((s) => s.lang === 'de');
    expect(de?.stale.map((e) => e.id)).toEqual(['products.title']);
    expect(de?.stale[0]).toMatchObject({ translated: 'Our Products', english: 'Our Hands', text: 'Unsere Produkte' });
    expect(reportMarkdown(statuses(dir))).toMatch(
      /`products\.title`[\s\S]*English now: Our Hands[\s\S]*Unsere Produkte/,
    );
    const code = compilePart(readCatalog('de', dir), readCatalog('en', dir), 'products').code;
    expect(code).toContain('`Unsere Produkte`');
    expect(code).not.toContain('Our Hands');
  });

  it('marks it fuzzy with the English it translated, as msgmerge does, and keeps it stale until a translator clears it', () => {
    const dir = copy();
    changeEnglish(dir, 'products.title', 'Our Hands');
    updateCatalogs(dir);
    const po = readFileSync(join(dir, 'de.po'), 'utf8');
    expect(po).toContain(
      '#, fuzzy\n#| msgid "Our Products"\nmsgctxt "products.title"\nmsgid "Our Hands"\nmsgstr "Unsere Produkte"',
    );
    expect(readCatalog('en', dir).entries.get('products.title')?.source).toBe('Our Hands');
    expect(
      statuses(dir)
        .find((s) => s.lang === 'de')
        ?.stale.map((e) => e.id),
    ).toEqual(['products.title']);
    writeFileSync(join(dir, 'de.po'), po.replace('#, fuzzy\n#| msgid "Our Products"\n', ''));
    expect(statuses(dir).find((s) => s.lang === 'de')?.stale).toEqual([]);
  });
});

describe('the round trip through a translation agency', () => {
  it('changes no byte when the files come back untouched', () => {
    const dir = copy();
    const before = bytes(dir);
    const agency = mkdtempSync(join(tmpdir(), 'phx-agency-'));
    exportCatalogs(agency, dir);
    expect(readdirSync(agency).sort()).toEqual(['ar.po', 'de.po', 'en.po', 'es.po']);
    expect(importCatalogs(agency, dir)).toEqual(['ar', 'de', 'es']);
    expect(bytes(dir)).toEqual(before);
  });

  it('takes back a translation, and refuses a file with an id English does not have', () => {
    const dir = copy();
    const agency = mkdtempSync(join(tmpdir(), 'phx-agency-'));
    exportCatalogs(agency, dir);
    const returned = readFileSync(join(agency, 'de.po'), 'utf8');
    writeFileSync(join(agency, 'de.po'), returned.replace('msgstr "Unsere Produkte"', 'msgstr "Unsere Hände"'));
    importCatalogs(agency, dir);
    expect(readCatalog('de', dir).entries.get('products.title')?.text).toBe('Unsere Hände');
    writeFileSync(join(agency, 'de.po'), returned.replace('msgctxt "products.title"', 'msgctxt "products.titel"'));
    expect(() => importCatalogs(agency, dir)).toThrow(/products\.titel is no id of en\.po/);
  });
});
