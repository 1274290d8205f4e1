// @vitest-environment node
/**
 * The claims file holds every figure and claim the words make: a digit in the words that no claim, product fact or
 * legal citation accounts for fails here, naming the language and the key.
 */
import { describe, expect, it } from 'vitest';
import { allClaims, claimPattern, claim } from './claims';
import { catalogues } from './i18n/all-catalogues';
import { articlesIn } from './i18n/all-articles';
import type { Format } from './i18n';
import { languageCodes } from './i18n/languages';
import { products } from './products';
import { messageIds, messageTexts } from '../test/catalogs';

/** The catalogs' messages (read as text, each value an X); the rest of the words are still code. */
const ids = messageIds();

/** A stand-in for every figure a function is given: what it writes is no digit of the words. */
const given = 'X';
const format = new Proxy({} as Format, {
  get: (_, name) =>
    name === 'plural' ? () => 'other' : name === 'list' ? (items: string[]) => items.join(', ') : () => given,
});

/** Every text under `value`, by its key path; a function's with stand-ins for its figures. */
function texts(value: unknown, path: string, out: [string, string][] = []) {
  if (ids.has(path.slice(path.indexOf('.') + 1))) return out;
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, i) => (i === value.length - 1 ? format : given));
    let written: unknown;
    try {
      written = value(...args);
    } catch {
      written = value(...args.map(() => given));
    }
    texts(written, path, out);
  } else if (value && typeof value === 'object')
    // A statement's sources are ids of sources.ts (whose names are the official pages' own titles), not words.
    for (const [key, item] of Object.entries(value)) if (key !== 'sources') texts(item, `${path}.${key}`, out);
  return out;
}

/** What may stand in words with a digit: a claim by id, a product's name, a legal citation, a clock time. */
const accounted = [
  claimPattern,
  new RegExp(products.map((p) => p.name.replace(/ /g, '\\s')).join('|'), 'g'),
  /§+\s*\d+[a-z]?(\s+(Abs\.|lit\.)\s*\d*[a-z]?)*/g,
  /\b(Art\.|art\.)\s*\d+(\.\d+)*(\s*(Abs\.|lit\.)\s*\d*[a-z]?|\(\d+\)|\([a-z]\)|\.[a-z]\))*/g,
  /المادة\s*\d+(\(\d+\))*(\([\u0600-\u06ff]\))?/g,
  /(و|and|und|y)\s*المادة\s*\d+/g,
  /X:00/g,
];

const unaccounted = (text: string) => accounted.reduce((rest, pattern) => rest.replace(pattern, ''), text);

describe('the claims file', () => {
  it('gives every claim a source name, a date and an https address or none', () => {
    for (const entry of allClaims) {
      expect(entry.source.name, entry.id).not.toBe('');
      expect(entry.date, entry.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (entry.source.url !== null) expect(entry.source.url, entry.id).toMatch(/^https:\/\//);
    }
    expect(new Set(allClaims.map((c) => c.id)).size).toBe(allClaims.length);
  });

  for (const lang of languageCodes)
    it(`accounts for every digit in the ${lang} words: a claim, a product fact or a legal citation`, async () => {
      const all = [
        ...messageTexts(lang).map(([id, text]): [string, string] => [`${lang}.po: ${id}`, text]),
        ...texts(catalogues[lang], lang),
        ...texts(await articlesIn[lang](), `${lang}.articles`),
      ];
      for (const [, text] of all)
        for (const [, id] of text.matchAll(claimPattern)) expect(() => claim(id)).not.toThrow();
      const stray = all.filter(([, text]) => /\d/.test(unaccounted(text))).map(([path, text]) => `${path}: ${text}`);
      expect(stray).toEqual([]);
    });
});
