import { afterEach, describe, expect, it } from 'vitest';
import { readableBlocks, readingGrade } from '../test/reading-level';
import { renderElement } from '../test/render';
import { waitFor } from '../test/wait';

afterEach(() => history.replaceState(null, '', '/'));

/** The page's main content, as the router shows it in English. */
async function mainOf(path: string) {
  history.replaceState(null, '', path);
  const { root } = await renderElement('phx-router');
  await waitFor(() => root.querySelector('main h1'));
  return root.querySelector('main')!;
}

/**
 * Patient material aims at US school grade 6 to 8. The grade is Flesch–Kincaid's, from the running text a visitor
 * reads on the page (paragraphs, list items, values), wherever its words are written.
 */
describe('the patient pages read at US grade 8 or below', { timeout: 20_000 }, () => {
  for (const path of ['/funding', '/fitting', '/faq', '/privacy']) {
    it(`${path} reads at grade 8 or below`, async () => {
      const main = await mainOf(path);
      const { grade, sentence, word } = readingGrade(readableBlocks(main));
      expect(word, `${path} has text`).toBeGreaterThan(100);
      expect(grade, `${path}: ${word} words in ${sentence} sentences`).toBeLessThanOrEqual(8);
    });
  }
});

describe('the reading grade', () => {
  it('rises with long sentences and long words', () => {
    const plain = readingGrade(['We fit the hand. You try it. Then we train you.']);
    const dense = readingGrade([
      'Reimbursement determinations regarding myoelectric upper-extremity prostheses necessitate comprehensive documentation substantiating functional requirements.',
    ]);
    expect(plain.grade).toBeLessThan(3);
    expect(dense.grade).toBeGreaterThan(16);
  });

  it('reads paragraphs and list items, each a sentence of its own, without headings, sources or other languages', () => {
    const div = document.createElement('div');
    div.innerHTML =
      '<h2>Your right</h2><ul><li>A prescription</li><li>A quote (<i lang="de">Kostenvoranschlag</i>)</li></ul>' +
      '<p>Source: <cite><a lang="de">§ 33 SGB V – Hilfsmittel</a></cite></p>';
    expect(readableBlocks(div)).toEqual(['A prescription', 'A quote ()']);
    expect(readingGrade(readableBlocks(div)).sentence).toBe(2);
  });
});
