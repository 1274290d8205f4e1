// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bestOf, figureIds, figureKinds } from './figures';
import { ar } from './i18n/ar';
import { de } from './i18n/de';
import { en } from './i18n/en';
import { es } from './i18n/es';
import { type ProductData, products, specIds } from './products';

/** Every number in a hand's entry, by dotted key. */
function numbersIn(value: unknown, key = ''): string[] {
  if (typeof value === 'number') return [key];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => numbersIn(v, key ? `${key}.${k}` : k));
  return [];
}

const hand = (id: string, figures: Partial<ProductData['figures']>) =>
  ({ id, name: id, figures, grips: [], features: [] }) as unknown as ProductData;

describe('the figures table', () => {
  it('holds each hand’s figures once, one positive number per figure, and no figure anywhere else in its entry', () => {
    for (const product of products) {
      expect(numbersIn(product).sort(), product.id).toEqual(
        Object.keys(product.figures)
          .map((id) => `figures.${id}`)
          .sort(),
      );
      for (const [id, value] of Object.entries(product.figures)) {
        expect(figureIds, `${product.id}.${id}`).toContain(id);
        expect(Number.isFinite(value) && value > 0, `${product.id}.${id}`).toBe(true);
      }
      // Only the grip patterns may go unpublished.
      expect(figureIds.filter((id) => !(id in product.figures))).toEqual(
        'gripPatterns' in product.figures ? [] : ['gripPatterns'],
      );
    }
  });

  it('marks the least as best where less is better, and the most where more is better', () => {
    const hands = [hand('a', { price: 2, battery: 8 }), hand('b', { price: 1, battery: 9 })];
    expect(figureKinds.price.better).toBe('less');
    expect(bestOf('price', hands)).toEqual(['b']);
    expect(figureKinds.battery.better).toBe('more');
    expect(bestOf('battery', hands)).toEqual(['b']);
    expect(bestOf('price', [hand('a', { price: 2 }), hand('b', { price: 3 })])).toEqual(['a']);
    expect(bestOf('battery', [hand('a', { battery: 10 }), hand('b', { battery: 9 })])).toEqual(['a']);
  });

  it('marks every hand on a tie, skips a hand that does not publish the figure, and marks none if no hand does', () => {
    expect(bestOf('weight', [hand('a', { weight: 300 }), hand('b', { weight: 300 })])).toEqual(['a', 'b']);
    expect(bestOf('gripPatterns', [hand('a', {}), hand('b', { gripPatterns: 3 })])).toEqual(['b']);
    expect(bestOf('gripPatterns', [hand('a', {}), hand('b', {})])).toEqual([]);
  });

  it('gives our hands the marks a reader expects', () => {
    const best = Object.fromEntries(figureIds.map((id) => [id, bestOf(id, products)]));
    expect(best).toEqual({
      price: ['flexigrip-elite'],
      weight: ['flexigrip-elite'],
      battery: ['smarthand-ai'],
      charging: ['flexigrip-elite'],
      gripForce: ['smarthand-ai'],
      gripPatterns: ['neural-pro-x1'],
      warranty: ['smarthand-ai'],
    });
  });

  it('has a label and a best mark for each figure in every language', () => {
    for (const [lang, words] of Object.entries({ en, de, es, ar })) {
      for (const id of figureIds) {
        expect(words.compare.rows[id], `${lang} compare.rows.${id}`).toBeTruthy();
        expect(words.compare.best[id], `${lang} compare.best.${id}`).toBeTruthy();
      }
      for (const id of specIds) expect(words.products.specs[id], `${lang} products.specs.${id}`).toBeTruthy();
    }
  });
});
