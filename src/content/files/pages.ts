/**
 * The long pages as content files (content/pages/<page>.<lang>.md, one per page and language): their structured words
 * in the front matter, their introduction as the body. Read and checked at build time, each problem with its file and
 * line: a missing or unknown field (the page's schema), a claim (`{claim:id}`) not in claims.json, a source not in
 * sources.ts, a placeholder the text may not hold, and a broken link (`[words](/page)` to a page not in the site
 * map, or an address that is not an https URL). A translation records the version of the English file it translates.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
// The claims file itself, not claims.ts: that module is the words' (and the words are these files').
import { claims } from '../claims.json';
import { defaultLanguage, type Language, languageCodes } from '../i18n/languages';
import { pagePaths } from '../site-map';
import { type SourceId, sources } from '../sources';
import { Problems, readMarkdown } from './read';

/** A text of a page: not empty. */
export const text = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty'));
export const titled = v.strictObject({ title: text, text });
export const texts = v.pipe(v.array(text, 'must be a list of texts'), v.minLength(1, 'needs one line or more'));
const sourceIds = Object.keys(sources) as SourceId[];
/** The ids of the official sources a text rests on (sources.ts). */
export const sourceList = v.array(
  v.picklist(sourceIds, (issue) => `${String(issue.input)} is not a source of src/content/sources.ts`),
  'must be a list of source ids',
);
/** Which page a file is (its name): the editor lists each page's files by it. */
export const pageName = <N extends string>(name: N) =>
  v.literal(name, `must be "${name}" (the editor lists the page by it)`);
export const translates = v.optional(
  v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/, 'must be the 12-letter version of the English file')),
);

export interface PageSpec<S extends v.GenericSchema> {
  /** Its file name: content/pages/<name>.<lang>.md. */
  name: string;
  /** The front matter's schema (with `page`, its name, and `translates`); the body is the page's `intro`. */
  schema: S;
  /** The placeholders a field may hold besides claims, by its path ("checked": ["date"]): each must be there. */
  placeholders?: Readonly<Record<string, readonly string[]>>;
  /** Whether the page's code reads each of those fields as a function of its placeholders (page-functions.ts). */
  functions?: boolean;
}

type Data = Record<string, unknown> & { translates?: string; page?: string };

/** Every text of `value`, with its path. */
export function textsOf(value: unknown, path: (string | number)[] = [], out: [(string | number)[], string][] = []) {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) textsOf(item, [...path, i], out);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) textsOf(item, [...path, key], out);
  return out;
}

const claimIds = new Set(claims.map((claim) => claim.id));
const linkPattern = /\[([^\]]*)\]\(([^)\s]*)\)/g;

/** What is wrong with one text: unknown claims, placeholders it may not hold or lacks, broken links. */
function textProblems(text: string, allowed: readonly string[] = []): string[] {
  const found: string[] = [];
  for (const [, inside] of text.matchAll(/\{([^}]*)\}/g)) {
    const claim = /^claim:(.*)$/.exec(inside);
    if (claim) {
      if (!claimIds.has(claim[1])) found.push(`no claim "${claim[1]}" in src/content/claims.json`);
    } else if (!allowed.includes(inside))
      found.push(
        `{${inside}} is neither a claim ({claim:id})${allowed.length ? ` nor ${allowed.map((a) => `{${a}}`).join(', ')}` : ''}`,
      );
  }
  for (const name of allowed) if (!text.includes(`{${name}}`)) found.push(`must hold {${name}} where it goes`);
  for (const [link, , target] of text.matchAll(linkPattern)) {
    if (target.startsWith('/')) {
      const path = target.split(/[?#]/)[0];
      if (!(pagePaths as readonly string[]).includes(path))
        found.push(`the link ${link} leads to no page of the site (src/content/site-map.ts)`);
    } else if (!URL.canParse(target) || new URL(target).protocol !== 'https:')
      found.push(`the link ${link} needs a page of the site (/funding) or an https:// address`);
  }
  return found;
}

/** The version of a page's English words a translation records in `translates`: its words, not its sources. */
export function pageVersion(words: Data): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([key]) => key !== 'translates' && key !== 'sources' && key !== 'page')
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, item]) => [key, canonical(item)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(words)))
    .digest('hex')
    .slice(0, 12);
}

/** Every `sources` list under `value`, by its path. */
function sourcesOf(value: unknown, path: string[] = [], out: Map<string, unknown> = new Map()) {
  if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [key, item] of Object.entries(value))
      if (key === 'sources') out.set([...path, key].join('.'), item);
      else sourcesOf(item, [...path, key], out);
  return out;
}

interface Scanned {
  words: Partial<Record<Language, Data>>;
  files: string[];
  problems: Problems;
}

function scan(contentDir: string, spec: PageSpec<v.GenericSchema>): Scanned {
  const problems = new Problems(contentDir);
  const words: Scanned['words'] = {};
  const files: string[] = [];
  for (const lang of languageCodes) {
    const file = join(contentDir, 'pages', `${spec.name}.${lang}.md`);
    files.push(file);
    if (!existsSync(file)) continue;
    const read = readMarkdown(file, spec.schema, problems);
    if (!read) continue;
    const data = read.data as Data;
    if (!read.body) problems.add(file, read.bodyLine, 'the introduction (the text after the front matter) is empty');
    else if (/\n\s*\n/.test(read.body))
      problems.add(file, read.bodyLine, 'the introduction is one paragraph: remove the blank lines inside it');
    for (const [path, value] of textsOf(data))
      for (const problem of textProblems(value, spec.placeholders?.[path.join('.')]))
        problems.add(file, read.lineOf(path), `${path.join('.')}: ${problem}`);
    for (const problem of textProblems(read.body)) problems.add(file, read.bodyLine, `the introduction: ${problem}`);
    if (lang !== defaultLanguage && !data.translates)
      problems.add(file, 2, 'translates: missing (the version of the English file this translates)');
    // In the schema's order, the introduction after the title (a notice's fingerprint reads them in this order).
    const { title, ...rest } = data;
    words[lang] = { title, intro: read.body.replace(/\s*\n\s*/g, ' '), ...rest };
  }
  // A translation cites what the English cites: its sources are the English file's.
  const english = words[defaultLanguage] && sourcesOf(words[defaultLanguage]);
  if (english)
    for (const [i, lang] of languageCodes.entries()) {
      const here = words[lang];
      if (lang === defaultLanguage || !here) continue;
      for (const [path, list] of sourcesOf(here))
        if (JSON.stringify(list) !== JSON.stringify(english.get(path)))
          problems.add(
            files[i],
            undefined,
            `${path}: must be the English file's (${(english.get(path) as string[] | undefined)?.join(', ') ?? 'none'})`,
          );
    }
  return { words, files, problems };
}

/** Per language, whether the page's words are missing, or translated from an older English text. */
export function pageTranslationStatus(contentDir: string, spec: PageSpec<v.GenericSchema>) {
  const { words, problems } = scan(contentDir, spec);
  problems.throwIfAny();
  const english = words[defaultLanguage];
  const version = english && pageVersion(english);
  return Object.fromEntries(
    languageCodes.map((lang) => [
      lang,
      {
        missing: words[lang] ? [] : [spec.name],
        stale: lang !== defaultLanguage && words[lang] && words[lang].translates !== version ? [spec.name] : [],
      },
    ]),
  ) as Record<Language, { missing: string[]; stale: string[] }>;
}

/** A page's words in every language, checked: throws a ContentError naming each file and line at fault. */
export function loadPage<S extends v.GenericSchema>(
  contentDir: string,
  spec: PageSpec<S>,
): { words: Record<Language, Omit<v.InferOutput<S>, 'translates' | 'page'> & { intro: string }>; files: string[] } {
  const { words, files, problems } = scan(contentDir, spec);
  for (const [i, lang] of languageCodes.entries())
    if (!existsSync(files[i])) problems.add(files[i], undefined, `missing: the ${spec.name} page's words in ${lang}`);
  problems.throwIfAny();
  const plain = Object.fromEntries(
    languageCodes.map((lang) => {
      const { translates: _, page: __, ...rest } = words[lang]!;
      return [lang, rest];
    }),
  );
  return { words: plain as never, files };
}
