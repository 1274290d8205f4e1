// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { phxTags } from '../../elements/runtime/contract';
import { renderElement } from '../../ssr/render';
import { ar } from './ar';
import { de } from './de';
import { type Catalogue, en } from './en';
import { es } from './es';
import { formatFor } from './format';
import { matchLanguage, splitLanguagePath } from './languages';

/** Every string of a catalogue, functions called with sample figures, by dotted key. */
function strings(catalogue: Catalogue, lang: 'en' | 'de' | 'es' | 'ar'): Map<string, string> {
  const found = new Map<string, string>();
  // One argument for every parameter: a figure (7, as a number or as text) that is also the language's Format.
  // A message of the catalogs takes its values by name: each is 7 too.
  const base = Object.assign(Object.create(formatFor(lang)), { valueOf: () => 7, toString: () => '7' });
  const sample = new Proxy(base, { get: (target, name) => (name in target ? target[name] : 7) });
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') found.set(key, value);
    else if (typeof value === 'function') found.set(key, String(value(sample, sample, sample)));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
  };
  walk(catalogue, '');
  return found;
}

const names = /Phoenix Bionics|Phoenix|Neural Pro X1|FlexiGrip Elite|SmartHand AI/g;

describe('the languages', () => {
  it('have every key of the English text, and no other', () => {
    const keys = [...strings(en, 'en').keys()];
    for (const [lang, catalogue] of [
      ['de', de],
      ['es', es],
      ['ar', ar],
    ] as const)
      expect([...strings(catalogue, lang).keys()], lang).toEqual(keys);
  });

  for (const [lang, catalogue] of [
    ['de', de],
    ['es', es],
    ['ar', ar],
  ] as const) {
    it(`leave no English sentence in any element rendered in ${lang} (names, figures and the brand aside)`, async () => {
      // English phrases of two words or more, once the names are taken out.
      const english = [...strings(en, 'en').values()]
        .map((text) =>
          text
            .replace(names, '')
            .replace(/\d[\d,.]*/g, '')
            .trim(),
        )
        .filter((text) => text.split(/\s+/).length >= 2);
      for (const tag of phxTags) {
        const html = (await renderElement(tag, { lang }, { url: 'https://phoenix.example/' })).html;
        const text = html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, '\n');
        const left = english.filter((sentence) => text.includes(sentence));
        expect(left, `${tag} in ${lang}`).toEqual([]);
      }
      expect(strings(catalogue, lang).size).toBeGreaterThan(100);
    });
  }

  it('write prices in US dollars in each language’s own way', () => {
    expect(formatFor('en').usd(45_000)).toBe('$45,000');
    expect(formatFor('de').usd(45_000)).toBe('45.000\u00a0US$');
    expect(formatFor('es').usd(45_000)).toBe('45.000\u00a0US$');
    expect(formatFor('ar').usd(45_000)).toContain('45,000');
    // Isolated left to right, so that the sign stays after the number in Arabic text.
    expect(formatFor('ar').usd(45_000)).toMatch(
      /^\u2066[^\u200e\u200f\u061c\u2066]*45,000[^\u200e\u200f\u061c]*\u2069$/,
    );
    expect(de.products.price({ usd: 45_000 })).toBe('ab 45.000\u00a0US$');
    expect(formatFor('de').hours(2.5)).toBe('2,5 Stunden');
  });

  it('fall back from a region to its language, and to English from one we do not speak', () => {
    expect(matchLanguage('de-AT')).toEqual({ lang: 'de' });
    expect(matchLanguage('es_MX')).toEqual({ lang: 'es' });
    expect(matchLanguage('fr')).toEqual({ lang: 'en', unsupported: 'fr' });
    expect(matchLanguage(undefined)).toEqual({ lang: 'en' });
    expect(splitLanguagePath('/ar/products')).toEqual({ lang: 'ar', path: '/products' });
    expect(splitLanguagePath('/en/products')).toEqual({ path: '/en/products' });
  });
});
