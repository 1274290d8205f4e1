/**
 * What `npm run catalogs -- <command>` does (main.ts is its command line), as functions the tests call on a copy.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  catalogDir,
  catalogFile,
  catalogLanguages,
  parseCatalog,
  readCatalog,
  sourceLanguage,
  type Status,
  updateCatalog,
  writeCatalog,
} from './catalog';
import { compilePart, partOf } from './compile';
import { statuses } from './modules';
import { partKeys, type PartName } from '../../src/content/i18n/parts';

/** Each language's missing, stale and obsolete entries, as Markdown for translators. */
export function reportMarkdown(found: Status[]): string {
  const lines = ['# Translations to do', ''];
  for (const s of found) {
    lines.push(
      `## ${s.lang}.po: ${s.missing.length} missing, ${s.stale.length} stale${s.obsolete.length ? `, ${s.obsolete.length} obsolete` : ''}`,
      '',
    );
    if (s.missing.length)
      lines.push(
        'Missing (the build fails until they are translated):',
        '',
        ...s.missing.map((id) => `- \`${id}\``),
        '',
      );
    if (s.stale.length) {
      lines.push('Stale (the English changed; the page shows the old translation until it is updated):', '');
      for (const e of s.stale)
        lines.push(
          `- \`${e.id}\` (line ${e.line})`,
          `  - translated from: ${e.translated}`,
          `  - English now: ${e.english}`,
          `  - translation: ${e.text}`,
        );
      lines.push('');
    }
    if (s.obsolete.length)
      lines.push(
        'Obsolete (English no longer has them; `update` removes them):',
        '',
        ...s.obsolete.map((id) => `- \`${id}\``),
        '',
      );
  }
  return lines.join('\n');
}

/** `update`: English's msgid follows its text; stale translations get `#, fuzzy` and `#| msgid`; missing ids an empty entry. */
export function updateCatalogs(dir = catalogDir) {
  const english = readCatalog(sourceLanguage, dir);
  const updatedEnglish = updateCatalog(english, english);
  writeFileSync(english.file, writeCatalog(updatedEnglish));
  for (const lang of catalogLanguages(dir).filter((l) => l !== sourceLanguage)) {
    const catalog = readCatalog(lang, dir);
    writeFileSync(catalog.file, writeCatalog(updateCatalog(catalog, updatedEnglish)));
  }
}

/** `export <dir>`: every catalog as it is, for an agency (English as the source, the others to translate). */
export function exportCatalogs(to: string, dir = catalogDir) {
  mkdirSync(to, { recursive: true });
  for (const lang of catalogLanguages(dir)) copyFileSync(catalogFile(lang, dir), join(to, `${lang}.po`));
}

/**
 * `import <dir>`: the translated catalogs back (English is ours, and not taken back). Each is read as a PO file, its
 * ids checked against English and each message compiled, before any file is written; then it is written in the one
 * form every command writes, so a file that came back untouched changes no byte.
 */
export function importCatalogs(from: string, dir = catalogDir): string[] {
  const english = readCatalog(sourceLanguage, dir);
  const langs = catalogLanguages(from).filter((lang) => lang !== sourceLanguage);
  const taken = langs.map((lang) => {
    const file = join(from, `${lang}.po`);
    const catalog = parseCatalog(readFileSync(file, 'utf8'), file, lang);
    for (const id of catalog.entries.keys())
      if (!english.entries.has(id))
        throw new Error(`${file}:${catalog.entries.get(id)?.line}: ${id} is no id of en.po`);
    for (const part of Object.keys(partKeys) as PartName[])
      if ([...catalog.entries.values()].some((e) => partOf(e.id) === part && e.text))
        compileKnown(catalog, english, part);
    return { lang, text: writeCatalog({ ...catalog, file: catalogFile(lang, dir) }) };
  });
  for (const { lang, text } of taken) writeFileSync(catalogFile(lang, dir), text);
  return taken.map(({ lang }) => lang);
}

/** Compiles what a returned catalog has of a part (a missing entry is the report's business, not import's). */
function compileKnown(
  catalog: ReturnType<typeof readCatalog>,
  english: ReturnType<typeof readCatalog>,
  part: PartName,
) {
  const known = { ...english, entries: new Map([...english.entries].filter(([id]) => catalog.entries.get(id)?.text)) };
  compilePart(catalog, known, part);
}

export { statuses };
