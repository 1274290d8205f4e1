/**
 * A catalog's part as a module, for every tool that loads the words: the Vite plugin (builds, vitest) and the Node
 * hook (tsx scripts and the site server run from source). `<lang>.po?part=<part>` is the module of one part of one
 * language (src/content/i18n/<lang>/<file>.ts re-exports it); the declarations typing them are written beside the
 * catalogs (messages.d.ts, not in git).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Catalog, catalogDir, catalogLanguages, parseCatalog, sourceLanguage, statusOf } from './catalog.ts';
import { compilePart, declarations } from './compile.ts';
import { partKeys, type PartName } from '../../src/content/i18n/parts.ts';

export const declarationsFile = join(catalogDir, 'messages.d.ts');

/** `<dir>/<lang>.po?part=<part>` → its file, language and part; undefined for anything else. */
export function partRequest(id: string): { file: string; lang: string; part: PartName } | undefined {
  const [path, query] = id.split('?');
  const match = /^(.*\.po)\?part=(\w+)$/.exec(`${path.startsWith('file://') ? fileURLToPath(path) : path}?${query}`);
  if (!match || !Object.hasOwn(partKeys, match[2])) return undefined;
  return { file: match[1], lang: basename(match[1], '.po'), part: match[2] as PartName };
}

const read = (file: string, lang: string): Catalog => parseCatalog(readFileSync(file, 'utf8'), file, lang);

/** The JS of one part (throws naming file and line when an entry is missing or broken). */
export function partModule(request: { file: string; lang: string; part: PartName }) {
  const english = read(join(dirname(request.file), `${sourceLanguage}.po`), sourceLanguage);
  return compilePart(read(request.file, request.lang), english, request.part).code;
}

/** Writes the declarations if they changed (typecheck and the editor read them). */
export function writeDeclarations(dir = catalogDir) {
  const text = declarations(read(join(dir, `${sourceLanguage}.po`), sourceLanguage));
  let before = '';
  try {
    before = readFileSync(join(dir, 'messages.d.ts'), 'utf8');
  } catch {}
  if (before !== text) writeFileSync(join(dir, 'messages.d.ts'), text);
}

/** Each language's missing, stale and obsolete entries against English. */
export function statuses(dir = catalogDir) {
  const english = read(join(dir, `${sourceLanguage}.po`), sourceLanguage);
  return catalogLanguages(dir)
    .filter((lang) => lang !== sourceLanguage)
    .map((lang) => statusOf(read(join(dir, `${lang}.po`), lang), english));
}

/** English's entries whose msgid is not their text (run `npm run catalogs -- update`). */
export function englishDrift(dir = catalogDir) {
  const english = read(join(dir, `${sourceLanguage}.po`), sourceLanguage);
  return [...english.entries.values()].filter((e) => e.source !== e.text).map((e) => e.id);
}
