/**
 * The hands as content files (content/products/): `<id>.yml` holds a hand's facts (name, place in the list, figures,
 * grips, features), `<id>.<lang>.md` its words in one language (summary and the artwork's alternative text in the
 * front matter, the description as the body). A translation names the version of the English file it translates
 * (`translates`, see englishVersion). Read and checked at build time; a fifth hand is its files and its artwork.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import type { figureKinds } from '../figures';
import { defaultLanguage, isLanguage, type Language, languageCodes } from '../i18n/languages';
import { featureIds, gripIds, type ProductData, type ProductWords } from '../product-shape';
import { Problems, readMarkdown, readYaml } from './read';

const figure = v.pipe(v.number('must be a number'), v.minValue(0, 'must not be negative'));
const factsSchema = v.strictObject({
  name: v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty')),
  order: v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more')),
  figures: v.strictObject({
    price: figure,
    weight: figure,
    battery: figure,
    charging: figure,
    gripForce: figure,
    gripPatterns: v.optional(v.pipe(figure, v.integer('must be a whole number'))),
    warranty: figure,
  } satisfies Record<keyof typeof figureKinds, unknown>),
  grips: v.pipe(
    v.array(v.picklist(gripIds, `must each be one of ${gripIds.join(', ')}`)),
    v.minLength(1, 'needs one grip or more'),
  ),
  features: v.array(v.picklist(featureIds, `must each be one of ${featureIds.join(', ')}`)),
});

const text = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty'));
const wordsSchema = v.strictObject({
  summary: text,
  imageAlt: text,
  translates: v.optional(
    v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/, 'must be the 12-letter version of the English file')),
  ),
});

/** The version of a hand's English words a translation records in `translates`: a hash of their text. */
export const englishVersion = (words: ProductWords) =>
  createHash('sha256')
    .update(JSON.stringify([words.summary, words.imageAlt, words.description]))
    .digest('hex')
    .slice(0, 12);

const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Where each hand's artwork is (product-<id>.svg). */
const artworkFolder = fileURLToPath(new URL('../../assets/', import.meta.url));

interface Scanned {
  facts: ProductData[];
  words: Record<Language, Record<string, ProductWords & { translates?: string }>>;
  files: string[];
  /** The file names in content/products/. */
  names: string[];
  problems: Problems;
}

/** Reads content/products/, collecting every problem (without throwing). */
function scan(contentDir: string, artwork = artworkFolder): Scanned {
  const dir = join(contentDir, 'products');
  const problems = new Problems(contentDir);
  const words = Object.fromEntries(languageCodes.map((lang) => [lang, {}])) as Scanned['words'];
  const facts: (ProductData & { order: number })[] = [];
  const names = existsSync(dir) ? readdirSync(dir).sort() : [];
  const files = names.map((name) => join(dir, name));
  for (const name of names) {
    const file = join(dir, name);
    const yml = /^(.+)\.ya?ml$/.exec(name);
    const md = /^(.+)\.([a-z]{2})\.md$/.exec(name);
    const id = yml?.[1] ?? md?.[1];
    if (!id) {
      problems.add(file, undefined, "is neither a hand's facts (<id>.yml) nor its words (<id>.<language>.md)");
      continue;
    }
    if (!idPattern.test(id)) {
      problems.add(file, undefined, `"${id}" is not a hand's id: lower-case letters, digits and single hyphens`);
      continue;
    }
    if (yml) {
      const data = readYaml(file, factsSchema, problems);
      if (!existsSync(join(artwork, `product-${id}.svg`)))
        problems.add(file, undefined, `the hand has no artwork: add product-${id}.svg to src/assets/`);
      if (data) {
        if (data.features.includes('gripPatterns') && data.figures.gripPatterns === undefined)
          problems.add(file, undefined, 'features: gripPatterns needs figures.gripPatterns');
        facts.push({ id, ...data });
      }
      continue;
    }
    const lang = md![2];
    if (!isLanguage(lang)) {
      problems.add(file, undefined, `"${lang}" is not a language of the site (${languageCodes.join(', ')})`);
      continue;
    }
    const read = readMarkdown(file, wordsSchema, problems);
    if (!read) continue;
    if (!read.body) problems.add(file, read.bodyLine, 'the description (the text after the front matter) is empty');
    else if (/\n\s*\n/.test(read.body))
      problems.add(file, read.bodyLine, 'the description is one paragraph: remove the blank lines inside it');
    const link = /\[[^\]]*\]\([^)]*\)/.exec(read.body);
    if (link)
      problems.add(
        file,
        read.bodyLine + read.body.slice(0, link.index).split('\n').length - 1,
        `a hand's description is shown as plain text: "${link[0]}" would show its brackets`,
      );
    if (lang !== defaultLanguage && !read.data.translates)
      problems.add(file, 2, 'translates: missing (the version of the English file this translates)');
    words[lang][id] = {
      summary: read.data.summary,
      imageAlt: read.data.imageAlt,
      description: read.body.replace(/\s*\n\s*/g, ' '),
      ...(read.data.translates ? { translates: read.data.translates } : {}),
    };
  }
  // A file that failed is reported once, not again as missing words or facts.
  const known = new Set(names.flatMap((name) => /^(.+)\.ya?ml$/.exec(name)?.[1] ?? []));
  for (const lang of languageCodes)
    for (const id of Object.keys(words[lang]))
      if (!known.has(id))
        problems.add(join(dir, `${id}.${lang}.md`), undefined, `there is no ${id}.yml for these words`);
  const sorted = facts.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)).map(({ order: _, ...f }) => f);
  return { facts: sorted, words, files, names, problems };
}

/** Per language, the hands whose words are missing, and those whose translation is of an older English text. */
type TranslationStatus = Record<Language, { missing: string[]; stale: string[] }>;

function statusOf({ facts, words }: Scanned): TranslationStatus {
  const status = {} as TranslationStatus;
  for (const lang of languageCodes) {
    const missing: string[] = [];
    const stale: string[] = [];
    for (const { id } of facts) {
      const here = words[lang][id];
      const english = words[defaultLanguage][id];
      if (!here) missing.push(id);
      else if (lang !== defaultLanguage && english && here.translates !== englishVersion(english)) stale.push(id);
    }
    status[lang] = { missing, stale };
  }
  return status;
}

/** Which hands' words are missing or stale in each language (content/products/), for the build's report. */
export function productTranslationStatus(contentDir: string, artwork?: string): TranslationStatus {
  const scanned = scan(contentDir, artwork);
  scanned.problems.throwIfAny();
  return statusOf(scanned);
}

export interface ProductContent {
  facts: ProductData[];
  /** Each language's words of every hand. */
  words: Record<Language, Record<string, ProductWords>>;
  /** The files read (for a watcher). */
  files: string[];
}

/**
 * The hands' facts and words, checked: throws a ContentError naming each file and line at fault, a missing
 * translation included (a stale one is kept, and listed by productTranslationStatus).
 */
export function loadProducts(contentDir: string, artwork?: string): ProductContent {
  const scanned = scan(contentDir, artwork);
  const { facts, words, files, names, problems } = scanned;
  if (!facts.length) problems.add(join(contentDir, 'products'), undefined, 'has no hand (<id>.yml)');
  const status = statusOf(scanned);
  for (const lang of languageCodes)
    for (const id of status[lang].missing)
      if (!names.includes(`${id}.${lang}.md`))
        problems.add(
          join(contentDir, 'products', `${id}.${lang}.md`),
          undefined,
          `missing: the words of ${id} in ${lang}`,
        );
  problems.throwIfAny();
  const plain = Object.fromEntries(
    languageCodes.map((lang) => [
      lang,
      Object.fromEntries(
        facts.map(({ id }) => {
          const { summary, description, imageAlt } = words[lang][id];
          return [id, { summary, description, imageAlt }];
        }),
      ),
    ]),
  ) as ProductContent['words'];
  return { facts, words: plain, files };
}
