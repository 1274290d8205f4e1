// @vitest-environment node
import { cpSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentCopy, problemsOf } from './test-copy';
import { englishVersion, loadProducts, productTranslationStatus } from './products';

let artwork: string;
const content = contentCopy();
const file = (name: string) => content.path(`products/${name}`);
const edit = (name: string, change: (text: string) => string) => content.edit(`products/${name}`, change);

beforeEach(() => {
  artwork = join(content.dir, 'artwork');
  cpSync(join(import.meta.dirname, '../../assets'), artwork, { recursive: true });
});

describe('the hands as content files', () => {
  it('read into the facts and the words the site shows, in the order the files give', () => {
    const { facts, words } = loadProducts(content.dir, artwork);
    expect(facts.map((f) => f.name)).toEqual(['Neural Pro X1', 'FlexiGrip Elite', 'SmartHand AI']);
    expect(facts[0].figures).toEqual({
      price: 45_000,
      weight: 420,
      battery: 16,
      charging: 120,
      gripForce: 100,
      gripPatterns: 15,
      warranty: 3,
    });
    expect(words.de['flexigrip-elite'].summary).toBe('Leicht und beweglich – angenehm zu tragen, den ganzen Tag.');
    expect(words.en['smarthand-ai'].description).toMatch(/^SmartHand AI learns your movements/);
  });

  it('name the file and line of a missing field or a wrong value, every one of them', () => {
    edit('neural-pro-x1.de.md', (text) => text.replace(/^summary: .*\n/m, ''));
    edit('smarthand-ai.yml', (text) => text.replace('price: 55000', 'price: lots').replace('mouse', 'thumbs-up'));
    const problems = problemsOf(() => loadProducts(content.dir, artwork));
    expect(problems).toContain('products/smarthand-ai.yml:4: figures.price: must be a number');
    expect(problems.some((p) => /^products\/smarthand-ai\.yml:10: grips\.7: must each be one of/.test(p))).toBe(true);
    expect(problems).toContain('products/neural-pro-x1.de.md:2: summary: missing');
    expect(problems).toHaveLength(3);
  });

  it('stop on a missing translation and on words without facts', () => {
    unlinkSync(file('flexigrip-elite.es.md'));
    cpSync(file('smarthand-ai.en.md'), file('smarthand-pro.en.md'));
    const problems = problemsOf(() => loadProducts(content.dir, artwork));
    expect(problems).toContain('products/flexigrip-elite.es.md: missing: the words of flexigrip-elite in es');
    expect(problems).toContain('products/smarthand-pro.en.md: there is no smarthand-pro.yml for these words');
  });

  it('take a fifth hand from its files alone', () => {
    for (const lang of ['en', 'de', 'es', 'ar'])
      cpSync(file(`smarthand-ai.${lang}.md`), file(`gripmaster-one.${lang}.md`));
    cpSync(file('smarthand-ai.yml'), file('gripmaster-one.yml'));
    edit('gripmaster-one.yml', (text) =>
      text.replace('name: SmartHand AI', 'name: GripMaster One').replace('order: 3', 'order: 4'),
    );
    expect(problemsOf(() => loadProducts(content.dir, artwork))).toEqual([
      'products/gripmaster-one.yml: the hand has no artwork: add product-gripmaster-one.svg to src/assets/',
    ]);
    cpSync(join(artwork, 'product-smarthand-ai.svg'), join(artwork, 'product-gripmaster-one.svg'));
    expect(loadProducts(content.dir, artwork).facts.map((f) => f.name)).toEqual([
      'Neural Pro X1',
      'FlexiGrip Elite',
      'SmartHand AI',
      'GripMaster One',
    ]);
  });

  it('list the translations of an English text that changed since, per language', () => {
    expect(productTranslationStatus(content.dir, artwork).de).toEqual({ missing: [], stale: [] });
    edit('neural-pro-x1.en.md', (text) => text.replace('for a grip for every task', 'with a grip for each task'));
    const status = productTranslationStatus(content.dir, artwork);
    for (const lang of ['de', 'es', 'ar'] as const)
      expect(status[lang]).toEqual({ missing: [], stale: ['neural-pro-x1'] });
    // A stale translation is still shown: never English inside a German page.
    expect(loadProducts(content.dir, artwork).words.de['neural-pro-x1'].summary).toMatch(/^Unsere Hand/);
    // Translated anew: it names the English text's version.
    const version = englishVersion(loadProducts(content.dir, artwork).words.en['neural-pro-x1']);
    edit('neural-pro-x1.de.md', (text) => text.replace(/^translates: .*$/m, `translates: ${version}`));
    expect(productTranslationStatus(content.dir, artwork).de.stale).toEqual([]);
  });
});
