/**
 * A translation saved in the content editor records the English text it was made from: before the local backend
 * writes an entry, each language file whose words the editor changed gets `translates` set to the current English
 * file's version (unless the English changed in the same save: then nobody can tell which it follows); a language
 * file whose words did not change keeps the version it had on disk (the editor sends back what it loaded).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { aboutVersion } from '../../src/content/files/about.ts';
import { type HomeWords, homeVersion } from '../../src/content/files/home.ts';
import { longPages } from '../../src/content/files/long-pages.ts';
import { pageVersion } from '../../src/content/files/pages.ts';
import { englishVersion } from '../../src/content/files/products.ts';
import type { AboutWords } from '../../src/content/page-shape.ts';

interface Parsed {
  front: Record<string, unknown>;
  body: string;
}

function parsed(raw: string): Parsed | undefined {
  const match = /^---\n([\s\S]*?\n)?---(?:\n|$)/.exec(raw.replace(/\r\n?/g, '\n'));
  if (!match) return undefined;
  const front = (parse(match[1] ?? '') ?? {}) as Record<string, unknown>;
  return { front, body: raw.replace(/\r\n?/g, '\n').slice(match[0].length).trim() };
}

/** The words alone (not the version), in a form that does not depend on how the editor laid the file out. */
function wordsKey(file: Parsed | undefined) {
  if (!file) return undefined;
  const { translates: _, ...front } = file.front;
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;
  return JSON.stringify([sorted(front), file.body.replace(/\s+/g, ' ')]);
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/**
 * The version of an English file, as the build computes it (files/products.ts, files/about.ts, files/home.ts,
 * files/pages.ts).
 */
function versionOf(path: string, english: Parsed) {
  const { translates: _, ...front } = english.front;
  const longPage = longPages.find((page) => path.endsWith(`/pages/${page.name}.en.md`));
  if (longPage) return pageVersion({ ...front, intro: oneLine(english.body) });
  if (/\/pages\/home\.en\.md$/.test(path)) return homeVersion(front as unknown as HomeWords);
  if (/\/pages\/about\.en\.md$/.test(path))
    return aboutVersion({ ...front, mission: english.body.split(/\n\s*\n/).map(oneLine) } as unknown as AboutWords);
  return englishVersion({
    summary: String(front.summary ?? ''),
    imageAlt: String(front.imageAlt ?? ''),
    description: oneLine(english.body),
  });
}

const withVersion = (raw: string, version: string) =>
  /^translates: .*$/m.test(raw)
    ? raw.replace(/^translates: .*$/m, `translates: ${version}`)
    : raw.replace(/^(---\n[\s\S]*?\n)(---)/, `$1translates: ${version}\n$2`);

/** Sets `translates` in the language files of one save (paths relative to `repo`), as described above. */
export function markTranslations(repo: string, files: { path: string; raw: string }[]) {
  const onDisk = (path: string) => {
    const file = join(repo, path);
    return existsSync(file) ? parsed(readFileSync(file, 'utf8')) : undefined;
  };
  for (const file of files) {
    const lang = /\.([a-z]{2})\.md$/.exec(file.path)?.[1];
    if (!lang || lang === 'en') continue;
    const englishPath = file.path.replace(/\.[a-z]{2}\.md$/, '.en.md');
    const savedEnglish = files.find((f) => f.path === englishPath);
    const english = savedEnglish ? parsed(savedEnglish.raw) : onDisk(englishPath);
    const englishChanged = savedEnglish !== undefined && wordsKey(english) !== wordsKey(onDisk(englishPath));
    const before = onDisk(file.path);
    const changed = wordsKey(parsed(file.raw)) !== wordsKey(before);
    const version =
      changed && !englishChanged && english
        ? versionOf(englishPath, english)
        : typeof before?.front.translates === 'string'
          ? before.front.translates
          : undefined;
    if (version) file.raw = withVersion(file.raw, version);
  }
}
