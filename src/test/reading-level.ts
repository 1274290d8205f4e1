import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/**
 * The running text a reader takes in as one unit: a paragraph, a list item, a value beside its label. Headings,
 * labels and buttons are left out: a few words each, they would make any page look easy.
 */
const blocks = 'p, li, dd, figcaption, blockquote';

/**
 * The English running text of `scope`: one entry per block (a list item is a sentence of its own even without a
 * full stop), leaving out lines that cite a source (`<cite>`) and words marked as another language.
 */
export function readableBlocks(scope: ParentNode): string[] {
  // A line that cites a source is a reference, not running text.
  const leaves = [...scope.querySelectorAll(blocks)].filter(
    (block) => !block.querySelector(blocks) && !block.querySelector('cite'),
  );
  return leaves
    .map((block) => {
      let text = '';
      const walker = block.ownerDocument.createTreeWalker(block, 4 /* NodeFilter.SHOW_TEXT */);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang');
        if (!lang || lang.startsWith('en')) text += node.textContent;
      }
      return text.replace(/\s+/g, ' ').trim();
    })
    .filter(Boolean);
}

/** The Flesch–Kincaid grade (US school grade) of English blocks of text, with the counts it rests on. */
export function readingGrade(texts: string[]) {
  const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });
  const words = new Intl.Segmenter('en', { granularity: 'word' });
  const counts = { sentence: 0, word: 0, syllable: 0 };
  for (const text of texts) {
    counts.sentence += [...sentences.segment(text)].filter((s) => /\p{L}|\d/u.test(s.segment)).length;
    for (const w of words.segment(text)) {
      if (!w.isWordLike) continue;
      counts.word++;
      counts.syllable += Math.max(1, syllable(w.segment));
    }
  }
  return { grade: fleschKincaid(counts), ...counts };
}
