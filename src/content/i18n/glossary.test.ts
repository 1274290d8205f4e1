// @vitest-environment node
/** The glossary's wrong forms (glossary.json) appear nowhere in the words, in any language: not in a text, not in a comment (the catalogs and the language folders). */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogWords } from '../../test/catalogs';
import glossary from './glossary.json';

/** A language's catalog, its folder, and its content files (content/pages/, content/products/: `<name>.<lang>.md`). */
const wordsOf = (lang: string) => {
  const folder = new URL(`./${lang}/`, import.meta.url);
  const content = ['pages', 'products'].flatMap((name) => {
    const dir = new URL(`../../../content/${name}/`, import.meta.url);
    return readdirSync(dir)
      .filter((file) => file.endsWith(`.${lang}.md`))
      .map((file) => readFileSync(new URL(file, dir), 'utf8'));
  });
  return [
    catalogWords(lang),
    ...readdirSync(folder).map((file) => readFileSync(new URL(file, folder), 'utf8')),
    ...content,
  ].join('\n');
};

describe('the glossary', () => {
  for (const lang of ['en', 'de', 'es', 'ar'])
    it(`is followed in ${lang}: no listed wrong form of a term`, () => {
      const words = wordsOf(lang);
      const found = glossary.terms.flatMap(({ concept, wrong }) =>
        ((wrong as Record<string, string[]>)[lang] ?? [])
          .filter((form) => new RegExp(form).test(words))
          .map((form) => `${concept}: ${form}`),
      );
      expect(found).toEqual([]);
    });
});
