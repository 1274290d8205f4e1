// @vitest-environment node
import { unlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentCopy, problemsOf } from './test-copy';
import { fundingTranslationStatus, loadFunding } from './funding';
import { pageVersion } from './pages';

const content = contentCopy();
const file = (lang: string) => `pages/funding.${lang}.md`;
const edit = (lang: string, change: (text: string) => string) => content.edit(file(lang), change);
const lineOf = (lang: string, text: string) => content.lineOf(file(lang), text);

describe('the funding page as content files', () => {
  it('reads its introduction, its statements with their sources, and its lists', () => {
    const { words } = loadFunding(content.dir);
    expect(words.en.intro).toMatch(/^A health insurer, a public health system or another payer usually pays/);
    expect(words.de.items.copayment).toMatchObject({ title: 'Was Sie zahlen', sources: ['sgb5', 'sgb5Copayment'] });
    expect(words.ar.questions).toHaveLength(6);
    expect(words.es.checked).toContain('{date}');
  });

  it('stops on a missing field, naming the file and its line', () => {
    edit('de', (text) => text.replace(/^helpAction: .*\n/m, ''));
    edit('es', (text) => text.replace(/^( {2}medicareAdvantage:\n {4}title: .*\n) {4}text: .*\n/m, '$1'));
    const problems = problemsOf(() => loadFunding(content.dir));
    expect(problems).toContain('pages/funding.de.md:2: helpAction: missing');
    expect(problems).toContain(
      `pages/funding.es.md:${lineOf('es', '  medicareAdvantage:')}: items.medicareAdvantage.text: missing`,
    );
  });

  it('stops on a claim that is not in the claims file', () => {
    edit('de', (text) => text.replace('{claim:de-copayment-share}', '{claim:de-copayment-percent}'));
    expect(problemsOf(() => loadFunding(content.dir))).toEqual([
      `pages/funding.de.md:${lineOf('de', 'de-copayment-percent')}: items.copayment.text: no claim "de-copayment-percent" in src/content/claims.json`,
    ]);
  });

  it('stops on a source that sources.ts does not have', () => {
    edit('en', (text) => text.replace('sources: [medicare]', 'sources: [medicare-gov]'));
    expect(problemsOf(() => loadFunding(content.dir))).toContain(
      `pages/funding.en.md:${lineOf('en', 'medicare-gov')}: items.medicare.sources.0: medicare-gov is not a source of src/content/sources.ts`,
    );
  });

  it('stops on a translation citing other sources than the English', () => {
    edit('es', (text) => text.replace('sources: [medicare]', 'sources: [medicareAdvantage]'));
    expect(problemsOf(() => loadFunding(content.dir))).toEqual([
      "pages/funding.es.md: items.medicare.sources: must be the English file's (medicare)",
    ]);
  });

  it('stops on a link to a page the site does not have, and on a malformed address', () => {
    edit('de', (text) => text.replace(/^help: .*$/m, 'help: "Siehe [die Antworten](/fragen)."'));
    edit('ar', (text) => text.replace(/^( {2}ask:\n {4}title: .*\n {4}text: ).*$/m, '$1"اسأل [CHI](chi.gov.sa)."'));
    expect(problemsOf(() => loadFunding(content.dir))).toEqual([
      `pages/funding.de.md:${lineOf('de', '(/fragen)')}: help: the link [die Antworten](/fragen) leads to no page of the site (src/content/site-map.ts)`,
      `pages/funding.ar.md:${lineOf('ar', '(chi.gov.sa)')}: items.ask.text: the link [CHI](chi.gov.sa) needs a page of the site (/funding) or an https:// address`,
    ]);
  });

  it('accepts a link to a page of the site and an https address', () => {
    edit('en', (text) =>
      text.replace(/^help: .*$/m, 'help: "See [the answers](/faq) and [Medicare](https://www.medicare.gov/)."'),
    );
    expect(problemsOf(() => loadFunding(content.dir))).toEqual([]);
  });

  it('stops on a date the text no longer holds, and on a placeholder it may not hold', () => {
    edit('de', (text) => text.replace('{date}', 'gestern'));
    edit('es', (text) => text.replace(/^title: (.*)$/m, 'title: $1 {price}'));
    expect(problemsOf(() => loadFunding(content.dir))).toEqual([
      'pages/funding.de.md:4: checked: must hold {date} where it goes',
      'pages/funding.es.md:2: title: {price} is neither a claim ({claim:id})',
    ]);
  });

  it('stops on a missing language', () => {
    unlinkSync(content.path(file('es')));
    expect(problemsOf(() => loadFunding(content.dir))).toEqual([
      "pages/funding.es.md: missing: the funding page's words in es",
    ]);
  });

  it('lists the translations of an English text that changed since, and keeps showing them', () => {
    expect(fundingTranslationStatus(content.dir).de).toEqual({ missing: [], stale: [] });
    edit('en', (text) => text.replace('title: The VA', 'title: Veterans Affairs'));
    expect(fundingTranslationStatus(content.dir)).toMatchObject({
      de: { stale: ['funding'] },
      ar: { stale: ['funding'] },
    });
    expect(loadFunding(content.dir).words.de.items.va.title).toBe('Die Veteranenbehörde (VA)');
    const version = pageVersion(loadFunding(content.dir).words.en);
    edit('de', (text) => text.replace(/^translates: .*$/m, `translates: ${version}`));
    expect(fundingTranslationStatus(content.dir).de.stale).toEqual([]);
  });
});
