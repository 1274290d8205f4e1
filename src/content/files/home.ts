/**
 * The home page as content files: content/pages/home.<lang>.md, one per language. Its words are all in the front
 * matter (the hero, the four feature cards, the teaser of the hands, the benefits, the closing call); there is no
 * body. Two texts hold a hand's figures as placeholders the page fills in (`{batteryHours}`…, `homePlaceholders`): the
 * page writes each figure in the reader's language. A translation names the version of the English file it translates
 * (`translates`). Read and checked at build time.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { defaultLanguage, type Language, languageCodes } from '../i18n/languages';
import { pageName, pageVersion, text, texts, textsOf, titled, translates } from './pages';
import { Problems, readMarkdown } from './read';

/** The feature cards under the hero, in the order the page shows them. */
export const homeFeatureIds = ['technology', 'durable', 'fit', 'funding'] as const;

const schema = v.strictObject({
  hero: v.strictObject({ eyebrow: text, title: text, text, primary: text, secondary: text, imageAlt: text }),
  featuresTitle: text,
  features: v.strictObject(
    Object.fromEntries(homeFeatureIds.map((id) => [id, titled])) as Record<
      (typeof homeFeatureIds)[number],
      typeof titled
    >,
  ),
  productsTitle: text,
  productsText: text,
  viewAllProducts: text,
  benefitsTitle: text,
  benefits: texts,
  benefitsFundingLink: text,
  benefitsLink: text,
  closing: v.strictObject({ title: text, text, action: text }),
  page: pageName('home'),
  translates,
});

/** The home page's words in one language. */
export type HomeWords = Omit<v.InferOutput<typeof schema>, 'page' | 'translates'>;

/**
 * The figures the page writes into a text, by the text's path: each must be there, and no other placeholder. The
 * flagship's battery life and name in the hero; the longest battery life and warranty of the hands in a card.
 */
export const homePlaceholders: Readonly<Record<string, readonly string[]>> = {
  'hero.text': ['batteryHours', 'product'],
  'features.durable.text': ['batteryHours', 'warrantyYears'],
};

/**
 * The version of the home page's English words a translation records in `translates`: as a long page's, of its texts
 * as the page reads them (trimmed, as the schema trims them; the editor saves them as typed).
 */
export const homeVersion = (words: HomeWords) => pageVersion(trimmed(words) as HomeWords);

const trimmed = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.trim()
    : Array.isArray(value)
      ? value.map(trimmed)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimmed(item)]))
        : value;

/** What is wrong with one text: a placeholder the page does not fill in there, or lacks; a link (shown as text). */
function textProblems(text: string, allowed: readonly string[] = []): string[] {
  const found: string[] = [];
  const named = allowed.map((name) => `{${name}}`).join(', ');
  for (const [whole, inside] of text.matchAll(/\{([^}]*)\}/g))
    if (!allowed.includes(inside))
      found.push(
        allowed.length
          ? `${whole} is not filled in here: the page fills in ${named}`
          : `${whole} would be shown as it is: the page fills in no placeholder in this text`,
      );
  for (const name of allowed) if (!text.includes(`{${name}}`)) found.push(`must hold {${name}} where it goes`);
  const link = /\[[^\]]*\]\([^)]*\)/.exec(text);
  if (link) found.push(`is shown as plain text: "${link[0]}" would show its brackets`);
  return found;
}

interface Scanned {
  words: Partial<Record<Language, HomeWords & { translates?: string }>>;
  files: string[];
  problems: Problems;
}

function scan(contentDir: string): Scanned {
  const problems = new Problems(contentDir);
  const words: Scanned['words'] = {};
  const files: string[] = [];
  for (const lang of languageCodes) {
    const file = join(contentDir, 'pages', `home.${lang}.md`);
    files.push(file);
    if (!existsSync(file)) continue;
    const read = readMarkdown(file, schema, problems);
    if (!read) continue;
    if (read.body)
      problems.add(
        file,
        read.bodyLine,
        "the home page's words are all in the front matter: the text after it would be shown nowhere",
      );
    const { translates, page: _, ...rest } = read.data;
    for (const [path, value] of textsOf(rest))
      for (const problem of textProblems(value, homePlaceholders[path.join('.')]))
        problems.add(file, read.lineOf(path), `${path.join('.')}: ${problem}`);
    if (lang !== defaultLanguage && !translates)
      problems.add(file, 2, 'translates: missing (the version of the English file this translates)');
    words[lang] = { ...rest, ...(translates ? { translates } : {}) };
  }
  return { words, files, problems };
}

const withoutVersion = ({ translates: _, ...words }: HomeWords & { translates?: string }): HomeWords => words;

/** Per language, whether the home page's words are missing, or translated from an older English text. */
export function homeTranslationStatus(contentDir: string) {
  const { words, problems } = scan(contentDir);
  problems.throwIfAny();
  const english = words[defaultLanguage];
  const version = english && homeVersion(withoutVersion(english));
  return Object.fromEntries(
    languageCodes.map((lang) => [
      lang,
      {
        missing: words[lang] ? [] : ['home'],
        stale: lang !== defaultLanguage && words[lang] && words[lang].translates !== version ? ['home'] : [],
      },
    ]),
  ) as Record<Language, { missing: string[]; stale: string[] }>;
}

/** The home page's words in every language, checked: throws a ContentError naming each file and line at fault. */
export function loadHome(contentDir: string): { words: Record<Language, HomeWords>; files: string[] } {
  const { words, files, problems } = scan(contentDir);
  for (const [i, lang] of languageCodes.entries())
    if (!existsSync(files[i])) problems.add(files[i], undefined, `missing: the home page's words in ${lang}`);
  problems.throwIfAny();
  return {
    words: Object.fromEntries(languageCodes.map((lang) => [lang, withoutVersion(words[lang]!)])) as Record<
      Language,
      HomeWords
    >,
    files,
  };
}
