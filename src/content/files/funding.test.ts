// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentDir } from './dir';
import { fundingTranslationStatus, loadFunding } from './funding';
import { pageVersion } from './pages';
import { ContentError } from './read';

let dir: string;
const file = (lang: string) => join(dir, 'pages', `funding.${lang}.md`);
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
/** The line a text is on in a file. */
const lineOf = (lang: string, text: string) =>
  readFileSync(file(lang), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'phx-content-'));
  cpSync(contentDir(), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the funding page as content files', () => {
  it('reads its introduction, its statements with their sources, and its lists', () => {
    const { words } = loadFunding(dir);
    expect(words.en.intro).toMatch(/^A health insurer, a public health system or another payer usually pays/);
    expect(words.de.items.copayment).toMatchObject({ title: 'Was Sie zahlen', sources: ['sgb5', 'sgb5Copayment'] });
    expect(words.ar.questions).toHaveLength(6);
    expect(words.es.checked).toContain('{date}');
  });

  it('stops on a missing field, naming the file and its line', () => {
    edit('de', (text) => text.replace(/^helpAction: .*\n/m, ''));
    edit('es', (text) => text.replace(/^( {2}medicareAdvantage:\n {4}title: .*\n) {4}text: .*\n/m, '$1'));
    const problems = problemsOf(() => loadFunding(dir));
    expect(problems).toContain('pages/funding.de.md:2: helpAction: missing');
    expect(problems).toContain(
      `pages/funding.es.md:${lineOf('es', '  medicareAdvantage:')}: items.medicareAdvantage.text: missing`,
    );
  });

  it('stops on a claim that is not in the claims file', () => {
    edit('de', (text) => text.replace('{claim:de-copayment-share}', '{claim:de-copayment-percent}'));
    expect(problemsOf(() => loadFunding(dir))).toEqual([
      `pages/funding.de.md:${lineOf('de', 'de-copayment-percent')}: items.copayment.text: no claim "de-copayment-percent" in src/content/claims.json`,
    ]);
  });

  it('stops on a source that sources.ts does not have', () => {
    edit('en', (text) => text.replace('sources: [medicare]', 'sources: [medicare-gov]'));
    expect(problemsOf(() => loadFunding(dir))).toContain(
      `pages/funding.en.md:${lineOf('en', 'medicare-gov')}: items.medicare.sources.0: medicare-gov is not a source of src/content/sources.ts`,
    );
  });

  it('stops on a translation citing other sources than the English', () => {
    edit('es', (text) => text.replace('sources: [medicare]', 'sources: [medicareAdvantage]'));
    expect(problemsOf(() => loadFunding(dir))).toEqual([
      "pages/funding.es.md: items.medicare.sources: must be the English file's (medicare)",
    ]);
  });

  it('stops on a link to a page the site does not have, and on a malformed address', () => {
    edit('de', (text) => text.replace(/^help: .*$/m, 'help: "Siehe [die Antworten](/fragen)."'));
    edit('ar', (text) => text.replace(/^( {2}ask:\n {4}title: .*\n {4}text: ).*$/m, '$1"اسأل [CHI](chi.gov.sa)."'));
    expect(problemsOf(() => loadFunding(dir))).toEqual([
      `pages/funding.de.md:${lineOf('de', '(/fragen)')}: help: the link [die Antworten](/fragen) leads to no page of the site (src/content/site-map.ts)`,
      `pages/funding.ar.md:${lineOf('ar', '(chi.gov.sa)')}: items.ask.text: the link [CHI](chi.gov.sa) needs a page of the site (/funding) or an https:// address`,
    ]);
  });

  it('accepts a link to a page of the site and an https address', () => {
    edit('en', (text) =>
      text.replace(/^help: .*$/m, 'help: "See [the answers](/faq) and [Medicare](https://www.medicare.gov/)."'),
    );
    expect(problemsOf(() => loadFunding(dir))).toEqual([]);
  });

  it('stops on a date the text no longer holds, and on a placeholder it may not hold', () => {
    edit('de', (text) => text.replace('{date}', 'gestern'));
    edit('es', (text) => text.replace(/^title: (.*)$/m, 'title: $1 {price}'));
    expect(problemsOf(() => loadFunding(dir))).toEqual([
      'pages/funding.de.md:4: checked: must hold {date} where it goes',
      'pages/funding.es.md:2: title: {price} is neither a claim ({claim:id})',
    ]);
  });

  it('stops on a missing language', () => {
    unlinkSync(file('es'));
    expect(problemsOf(() => loadFunding(dir))).toEqual([
      "pages/funding.es.md: missing: the funding page's words in es",
    ]);
  });

  it('lists the translations of an English text that changed since, and keeps showing them', () => {
    expect(fundingTranslationStatus(dir).de).toEqual({ missing: [], stale: [] });
    edit('en', (text) => text.replace('title: The VA', 'title: Veterans Affairs'));
    expect(fundingTranslationStatus(dir)).toMatchObject({ de: { stale: ['funding'] }, ar: { stale: ['funding'] } });
    expect(loadFunding(dir).words.de.items.va.title).toBe('Die Veteranenbehörde (VA)');
    const version = pageVersion(loadFunding(dir).words.en);
    edit('de', (text) => text.replace(/^translates: .*$/m, `translates: ${version}`));
    expect(fundingTranslationStatus(dir).de.stale).toEqual([]);
  });
});
