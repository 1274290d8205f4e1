// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentDir } from './dir';
import { loadFaq } from './faq';
import { ContentError } from './read';

let dir: string;
const file = (lang: string) => join(dir, 'pages', `faq.${lang}.md`);
const edit = (lang: string, change: (text: string) => string) => {
  const before = readFileSync(file(lang), 'utf8');
  const after = change(before);
  expect(after, 'the test changed nothing').not.toBe(before);
  writeFileSync(file(lang), after);
};
const problemsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
};
const lineOf = (lang: string, text: string) =>
  readFileSync(file(lang), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'phx-content-'));
  cpSync(contentDir(), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the answers page as content files', () => {
  it('reads each question with its answer, the figures left for the page to fill in', () => {
    const { words } = loadFaq(dir);
    expect(words.de.items.cost.question).toBe('Was kostet eine Phoenix-Hand?');
    expect(words.en.items.warranty.answer).toBe('The warranty is {warranties}.');
    expect(Object.keys(words.ar.items)).toHaveLength(12);
  });

  it('stops on an answer that lost the place of its figures, or a question left out', () => {
    edit('es', (text) => text.replace('{batteries}', '16 horas'));
    edit('de', (text) => text.replace(/^ {2}languages:\n {4}question: .*\n/m, '  languages:\n'));
    expect(problemsOf(() => loadFaq(dir))).toEqual([
      `pages/faq.de.md:${lineOf('de', '  languages:')}: items.languages.question: missing`,
      `pages/faq.es.md:${lineOf('es', '16 horas')}: items.battery.answer: must hold {batteries} where it goes`,
    ]);
  });
});
