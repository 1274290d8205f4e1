// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentCopy, problemsOf } from './test-copy';
import { loadFaq } from './faq';

const content = contentCopy();
const file = (lang: string) => `pages/faq.${lang}.md`;
const edit = (lang: string, change: (text: string) => string) => content.edit(file(lang), change);
const lineOf = (lang: string, text: string) => content.lineOf(file(lang), text);

describe('the answers page as content files', () => {
  it('reads each question with its answer, the figures left for the page to fill in', () => {
    const { words } = loadFaq(content.dir);
    expect(words.de.items.cost.question).toBe('Was kostet eine Phoenix-Hand?');
    expect(words.en.items.warranty.answer).toBe('The warranty is {warranties}.');
    expect(Object.keys(words.ar.items)).toHaveLength(12);
  });

  it('stops on an answer that lost the place of its figures, or a question left out', () => {
    edit('es', (text) => text.replace('{batteries}', '16 horas'));
    edit('de', (text) => text.replace(/^ {2}languages:\n {4}question: .*\n/m, '  languages:\n'));
    expect(problemsOf(() => loadFaq(content.dir))).toEqual([
      `pages/faq.de.md:${lineOf('de', '  languages:')}: items.languages.question: missing`,
      `pages/faq.es.md:${lineOf('es', '16 horas')}: items.battery.answer: must hold {batteries} where it goes`,
    ]);
  });
});
