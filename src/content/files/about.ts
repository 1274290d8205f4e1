/**
 * The about page as content files: content/pages/about.<lang>.md, one per language. The front matter holds its
 * titles, its values and its milestones; the body is its mission, a paragraph each. A translation names the version
 * of the English file it translates (`translates`). Read and checked at build time.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { defaultLanguage, type Language, languageCodes } from '../i18n/languages';
import { type AboutWords, milestoneIds, valueIds } from '../page-shape';
import { Problems, readMarkdown } from './read';

const text = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty'));
const titled = v.strictObject({ title: text, text });
const schema = v.strictObject({
  title: text,
  intro: text,
  missionTitle: text,
  valuesTitle: text,
  values: v.strictObject(
    Object.fromEntries(valueIds.map((id) => [id, titled])) as Record<(typeof valueIds)[number], typeof titled>,
  ),
  timelineTitle: text,
  milestones: v.strictObject(
    Object.fromEntries(milestoneIds.map((id) => [id, titled])) as Record<(typeof milestoneIds)[number], typeof titled>,
  ),
  /** Which page this is: the editor lists each page's files by it. */
  page: v.literal('about', 'must be "about" (the editor lists the page by it)'),
  translates: v.optional(
    v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/, 'must be the 12-letter version of the English file')),
  ),
});

/** The version of the about page's English words a translation records in `translates`. */
export const aboutVersion = (w: AboutWords) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        w.title,
        w.intro,
        w.missionTitle,
        w.mission,
        w.valuesTitle,
        valueIds.map((id) => [w.values[id].title, w.values[id].text]),
        w.timelineTitle,
        milestoneIds.map((id) => [w.milestones[id].title, w.milestones[id].text]),
      ]),
    )
    .digest('hex')
    .slice(0, 12);

interface Scanned {
  words: Partial<Record<Language, AboutWords & { translates?: string }>>;
  files: string[];
  problems: Problems;
}

function scan(contentDir: string): Scanned {
  const problems = new Problems(contentDir);
  const words: Scanned['words'] = {};
  const files: string[] = [];
  for (const lang of languageCodes) {
    const file = join(contentDir, 'pages', `about.${lang}.md`);
    files.push(file);
    if (!existsSync(file)) continue;
    const read = readMarkdown(file, schema, problems);
    if (!read) continue;
    const mission = read.body.split(/\n\s*\n/).map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim());
    if (!read.body) problems.add(file, read.bodyLine, 'the mission (the text after the front matter) is empty');
    const link = /\[[^\]]*\]\([^)]*\)/.exec(read.body);
    if (link)
      problems.add(
        file,
        read.bodyLine + read.body.slice(0, link.index).split('\n').length - 1,
        `the mission is shown as plain text: "${link[0]}" would show its brackets`,
      );
    if (lang !== defaultLanguage && !read.data.translates)
      problems.add(file, 2, 'translates: missing (the version of the English file this translates)');
    const { translates, page: _, ...rest } = read.data;
    words[lang] = { ...rest, mission, ...(translates ? { translates } : {}) };
  }
  return { words, files, problems };
}

/** Per language, whether the about page's words are missing, or translated from an older English text. */
export function aboutTranslationStatus(contentDir: string) {
  const { words, problems } = scan(contentDir);
  problems.throwIfAny();
  const english = words[defaultLanguage];
  const version = english && aboutVersion(withoutVersion(english));
  return Object.fromEntries(
    languageCodes.map((lang) => [
      lang,
      {
        missing: words[lang] ? [] : ['about'],
        stale: lang !== defaultLanguage && words[lang] && words[lang].translates !== version ? ['about'] : [],
      },
    ]),
  ) as Record<Language, { missing: string[]; stale: string[] }>;
}

const withoutVersion = ({ translates: _, ...words }: AboutWords & { translates?: string }): AboutWords => words;

/** The about page's words in every language, checked: throws a ContentError naming each file and line at fault. */
export function loadAbout(contentDir: string): { words: Record<Language, AboutWords>; files: string[] } {
  const { words, files, problems } = scan(contentDir);
  for (const [i, lang] of languageCodes.entries())
    if (!existsSync(files[i])) problems.add(files[i], undefined, `missing: the about page's words in ${lang}`);
  problems.throwIfAny();
  return {
    words: Object.fromEntries(languageCodes.map((lang) => [lang, withoutVersion(words[lang]!)])) as Record<
      Language,
      AboutWords
    >,
    files,
  };
}
