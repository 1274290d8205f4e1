/**
 * The interface words' catalogs (src/content/i18n/catalogs/<lang>.po): reading and writing them as gettext PO (with
 * gettext-parser), and what each language lacks or has out of date. An entry is one ICU message: `msgctxt` its id (the
 * dotted path the code reads, "contact.fields.name"), `msgid` the English text it translates, `msgstr` the text, `#.`
 * the comment for translators, `#, fuzzy` with `#| msgid` an entry whose English changed since it was translated.
 * English's own text is en.po's `msgstr` (its `msgid` is kept equal by `npm run catalogs -- update`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GetTextComment, type GetTextTranslation, po } from 'gettext-parser';

export const catalogDir = fileURLToPath(new URL('../../src/content/i18n/catalogs/', import.meta.url));
export const sourceLanguage = 'en';

export interface Entry {
  /** The message's id (msgctxt). */
  id: string;
  /** The English text this entry translates (msgid). */
  source: string;
  /** The text (msgstr), ICU MessageFormat. */
  text: string;
  /** For translators (#.). */
  comment: string;
  /** Marked out of date by `update` (#, fuzzy). */
  fuzzy: boolean;
  /** The English text it translated before (#| msgid), when fuzzy. */
  previous?: string;
  /** Where its msgstr starts in the file (1-based). */
  line: number;
}

export interface Catalog {
  lang: string;
  file: string;
  headers: Record<string, string>;
  entries: Map<string, Entry>;
}

/** Every catalog's language in `dir`, English first. */
export const catalogLanguages = (dir = catalogDir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.po'))
    .map((name) => name.slice(0, -3))
    .sort((a, b) => (a === sourceLanguage ? -1 : b === sourceLanguage ? 1 : a.localeCompare(b)));

export const catalogFile = (lang: string, dir = catalogDir) => join(dir, `${lang}.po`);

/** A catalog read from its text; throws naming the file and line of a broken entry. */
export function parseCatalog(text: string, file: string, lang: string): Catalog {
  let table: ReturnType<typeof po.parse>;
  try {
    table = po.parse(text, { validation: true });
  } catch (error) {
    throw new Error(`${file}: not a PO file: ${(error as Error).message}`);
  }
  const lines = text.split('\n');
  const lineOf = new Map<string, number>();
  lines.forEach((line, i) => {
    const match = /^msgctxt "(.*)"$/.exec(line);
    if (match) lineOf.set(JSON.parse(`"${match[1]}"`), i + 3);
  });
  const entries = new Map<string, Entry>();
  for (const [context, messages] of Object.entries(table.translations)) {
    for (const [msgid, message] of Object.entries(messages)) {
      if (context === '' && msgid === '') continue;
      const line = lineOf.get(context) ?? 0;
      if (!context) throw new Error(`${file}:${line}: the entry "${msgid.slice(0, 40)}" has no msgctxt (its id)`);
      if (entries.has(context)) throw new Error(`${file}:${line}: the id ${context} appears twice`);
      const flags = (message.comments?.flag ?? '').split(/[,\s]+/);
      const previous = /^msgid "(.*)"$/s.exec((message.comments?.previous ?? '').replace(/"\n"/g, ''));
      entries.set(context, {
        id: context,
        source: msgid,
        text: message.msgstr[0] ?? '',
        comment: message.comments?.extracted ?? '',
        fuzzy: flags.includes('fuzzy'),
        previous: previous ? JSON.parse(`"${previous[1]}"`) : undefined,
        line: line + (msgid.includes('\n') ? msgid.split('\n').length : 0),
      });
    }
  }
  return { lang, file, headers: table.headers, entries };
}

export function readCatalog(lang: string, dir = catalogDir): Catalog {
  const file = catalogFile(lang, dir);
  if (!existsSync(file)) throw new Error(`${file}: no catalog for the language ${lang}`);
  return parseCatalog(readFileSync(file, 'utf8'), file, lang);
}

/** A catalog as its file holds it: the one way every command writes a catalog, so a round trip changes no byte. */
export function writeCatalog(catalog: Catalog): string {
  const translations: Record<string, Record<string, GetTextTranslation>> = {
    '': { '': { msgid: '', msgstr: [''] } },
  };
  for (const entry of catalog.entries.values()) {
    const comments: GetTextComment = {
      translator: '',
      reference: '',
      extracted: entry.comment,
      flag: entry.fuzzy ? 'fuzzy' : '',
      previous: entry.fuzzy && entry.previous !== undefined ? `msgid ${JSON.stringify(entry.previous)}` : '',
    };
    translations[entry.id] = {
      [entry.source]: { msgctxt: entry.id, msgid: entry.source, msgstr: [entry.text], comments },
    };
  }
  return po
    .compile({ charset: 'utf-8', headers: catalog.headers, translations }, { foldLength: 0, sort: false })
    .toString('utf8');
}

/** The English text of every id, from en.po. */
export const englishTexts = (english: Catalog) => new Map([...english.entries].map(([id, e]) => [id, e.text]));

export interface Status {
  lang: string;
  /** Ids English has and this language lacks (or has with an empty text). */
  missing: string[];
  /** Entries whose English changed since they were translated: shown as translated, listed for translators. */
  stale: { id: string; translated: string; english: string; text: string; line: number }[];
  /** Ids this language has and English no longer has. */
  obsolete: string[];
}

/** What `catalog` lacks and has out of date against English. */
export function statusOf(catalog: Catalog, english: Catalog): Status {
  const texts = englishTexts(english);
  const missing = [...texts.keys()].filter((id) => !catalog.entries.get(id)?.text);
  const stale = [...catalog.entries.values()]
    .filter((e) => texts.has(e.id) && e.text && (e.fuzzy || e.source !== texts.get(e.id)))
    .map((e) => ({
      id: e.id,
      translated: e.fuzzy && e.previous !== undefined ? e.previous : e.source,
      english: texts.get(e.id) as string,
      text: e.text,
      line: e.line,
    }));
  const obsolete = [...catalog.entries.keys()].filter((id) => !texts.has(id));
  return { lang: catalog.lang, missing, stale, obsolete };
}

/**
 * What `npm run catalogs -- update` does, as msgmerge does: English's msgid becomes its text; a translation whose
 * English changed is marked fuzzy, with the English it translated as `#| msgid`, and its msgid becomes the new
 * English; a missing id gets an empty entry (for translators to fill in); an id English dropped goes.
 */
export function updateCatalog(catalog: Catalog, english: Catalog): Catalog {
  const entries = new Map<string, Entry>();
  for (const source of english.entries.values()) {
    const found = catalog.entries.get(source.id);
    if (catalog.lang === english.lang) {
      entries.set(source.id, { ...source, source: source.text, fuzzy: false, previous: undefined });
      continue;
    }
    const base = { comment: source.comment, line: 0, id: source.id };
    if (!found) entries.set(source.id, { ...base, source: source.text, text: '', fuzzy: false });
    else if (found.source === source.text) entries.set(source.id, { ...found, comment: source.comment });
    else
      entries.set(source.id, {
        ...found,
        comment: source.comment,
        source: source.text,
        fuzzy: Boolean(found.text),
        previous: found.fuzzy && found.previous !== undefined ? found.previous : found.source,
      });
  }
  return { ...catalog, entries };
}
