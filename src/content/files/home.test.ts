// @vitest-environment node
import { unlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { homeTranslationStatus, homeVersion, loadHome } from './home';
import { contentCopy, problemsOf } from './test-copy';

const content = contentCopy();
const file = (lang: string) => `pages/home.${lang}.md`;
const edit = (lang: string, change: (text: string) => string) => content.edit(file(lang), change);

describe('the home page as content files', () => {
  it('reads its hero, feature cards, teaser, benefits and closing, the figures left as placeholders', () => {
    const { words } = loadHome(content.dir);
    expect(words.de.hero.title).toBe('Prothesen für die Hand, gesteuert von Ihren Muskeln');
    expect(words.ar.features.funding.title).toBe('مساعدة في التمويل');
    expect(words.es.benefits).toHaveLength(4);
    expect(words.en.closing.action).toBe('Schedule Consultation');
    expect(words.en.hero.text).toBe(
      'Prosthetic hands that respond to your own muscle signals, with up to {batteryHours} of battery life in the {product}.',
    );
    expect(words.ar.features.durable.text).toContain('حتى {batteryHours} وضمان يمتد حتى {warrantyYears}،');
    expect(Object.keys(words.en)).not.toContain('translates');
    expect(Object.keys(words.de)).not.toContain('page');
  });

  it('names the file and line of a missing value, and a missing language', () => {
    edit('es', (text) => text.replace(/^ {2}fit:\n(?: {4}.*\n)+/m, ''));
    unlinkSync(content.path(file('ar')));
    const problems = problemsOf(() => loadHome(content.dir));
    expect(problems).toContain(`${file('es')}:${content.lineOf(file('es'), 'features:')}: features.fit: missing`);
    expect(problems).toContain("pages/home.ar.md: missing: the home page's words in ar");
  });

  it('stops on a placeholder missing or unknown, a link, and text after the front matter, at its line', () => {
    edit('de', (text) =>
      text
        .replace('bis zu {batteryHours} Akkulaufzeit bei', 'bis zu 16 Stunden Akkulaufzeit bei')
        .replace('bis zu {warrantyYears} Garantie', 'bis zu {warrantyYears} Garantie, {claim:company-founded}')
        .replace('Drei Hände, jede', 'Drei [Hände](/products), jede'),
    );
    edit('es', (text) => `${text}\nUn párrafo.\n`);
    const problems = problemsOf(() => loadHome(content.dir));
    const de = (text: string) => `${file('de')}:${content.lineOf(file('de'), text)}`;
    expect(problems).toEqual(
      expect.arrayContaining([
        `${de('16 Stunden')}: hero.text: must hold {batteryHours} where it goes`,
        `${de('{claim:')}: features.durable.text: {claim:company-founded} is not filled in here: the page fills in {batteryHours}, {warrantyYears}`,
        `${de('Drei [')}: productsText: is shown as plain text: "[Hände](/products)" would show its brackets`,
        `${file('es')}:${content.lineOf(file('es'), 'Un párrafo.')}: the home page's words are all in the front matter: the text after it would be shown nowhere`,
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('stops on a placeholder in a text the page does not fill in', () => {
    edit('en', (text) => text.replace('title: Help with paying', 'title: Help with paying {price}'));
    expect(problemsOf(() => loadHome(content.dir))).toEqual([
      `${file('en')}:${content.lineOf(file('en'), '{price}')}: features.funding.title: {price} would be shown as it is: the page fills in no placeholder in this text`,
    ]);
  });

  it('lists the translations of an English text that changed since', () => {
    expect(homeTranslationStatus(content.dir).de).toEqual({ missing: [], stale: [] });
    edit('en', (text) => text.replace('title: Personalized Fit', 'title: A fit of your own'));
    expect(homeTranslationStatus(content.dir).de).toEqual({ missing: [], stale: ['home'] });
    expect(homeTranslationStatus(content.dir).en).toEqual({ missing: [], stale: [] });
    // Still shown as it was translated, never English inside a German page.
    expect(loadHome(content.dir).words.de.features.fit.title).toBe('Individuelle Passform');
    const version = homeVersion(loadHome(content.dir).words.en);
    edit('de', (text) => text.replace(/^translates: .*$/m, `translates: ${version}`));
    expect(homeTranslationStatus(content.dir).de.stale).toEqual([]);
    expect(homeTranslationStatus(content.dir).es.stale).toEqual(['home']);
  });
});
