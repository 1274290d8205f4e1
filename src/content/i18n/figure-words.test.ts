// @vitest-environment node
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { articles as articlesAr } from './ar/articles';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { formatFor } from './format';

const f = { en: formatFor('en'), de: formatFor('de'), es: formatFor('es'), ar: formatFor('ar') };
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

/** The words' files: every language file and what it is built from, but not the formatter or the language tags. */
const wordFiles = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts', '!./format.ts', '!./languages.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The regular expressions a file's code holds, literal or built. */
function regularExpressions(path: string, source: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const n = node as { type?: string; regex?: { pattern: string }; name?: string };
      if (n.type === 'Literal' && n.regex) found.push(`/${n.regex.pattern}/`);
      if (n.type === 'Identifier' && n.name === 'RegExp') found.push('RegExp');
      for (const value of Object.values(node)) walk(value);
    }
  };
  walk(parseSync(path, source, { lang: 'ts' }).program);
  return found;
}

describe('the words around a figure', () => {
  it('are written by the language files from numbers, with no regular expression in any of them', () => {
    expect(Object.keys(wordFiles)).toEqual(
      expect.arrayContaining(['./en/products.ts', './de/products.ts', './es/products.ts', './ar/products.ts']),
    );
    for (const [path, source] of Object.entries(wordFiles)) expect(regularExpressions(path, source), path).toEqual([]);
  });

  it('take the plural form a count needs in each language', () => {
    expect(en.products.features.gripPatterns(15, f.en)).toBe('15 grip patterns');
    expect(en.products.features.gripPatterns(1, f.en)).toBe('1 grip pattern');
    expect(en.fieldErrors.tooLong(1, f.en)).toBe('Please keep this under 1 character.');
    expect(en.fieldErrors.tooLong(2_000, f.en)).toBe('Please keep this under 2,000 characters.');
    expect(de.products.features.battery(1, f.de)).toBe('1 Stunde Akkulaufzeit');
    expect(de.products.features.warranty(3, f.de)).toBe('3 Jahre Garantie');
    expect(es.products.features.warranty(1, f.es)).toBe('Garantía de 1 año');
    expect(es.products.features.gripPatterns(12, f.es)).toBe('12 patrones de agarre');
    expect(ar.products.features.gripPatterns(1, f.ar)).toBe('نمط قبض واحد');
    expect(ar.products.features.gripPatterns(2, f.ar)).toBe('نمطان للقبض');
    expect(ar.products.features.gripPatterns(3, f.ar)).toBe('3 أنماط للقبض');
    expect(ar.products.features.gripPatterns(15, f.ar)).toBe('15 نمطًا للقبض');
    expect(ar.products.features.gripPatterns(100, f.ar)).toBe('100 نمط للقبض');
    expect(ar.fieldErrors.tooLong(2_000, f.ar)).toBe('يُرجى ألا يتجاوز النص 2,000 حرف.');
  });

  it('put a dual after an Arabic preposition in the genitive, and leave other durations as ICU writes them', () => {
    expect(ar.contact.success.text(2, f.ar)).toBe('سنرد عليك خلال ساعتين.');
    expect(ar.contact.success.text(24, f.ar)).toBe('سنرد عليك خلال 24 ساعة.');
    expect(ar.hours.reply(2, f.ar)).toBe('نرد خلال ساعتين');
    expect(ar.products.features.fastCharging(120, f.ar)).toBe('يُشحن خلال ساعتين');
    expect(ar.products.features.fastCharging(2, f.ar)).toBe('يُشحن خلال دقيقتين');
    expect(nbsp(ar.products.features.fastCharging(90, f.ar))).toBe('يُشحن خلال 90 دقيقة');
    expect(ar.home.features.durable.text(2, 2, f.ar)).toContain('حتى ساعتين وضمان يمتد حتى سنتين،');
    expect(ar.home.hero.text(16, 'Neural Pro X1', f.ar)).toContain('حتى 16 ساعة في Neural Pro X1');
    expect(articlesAr.fitting.suits['flexigrip-elite'](350, 120, f.ar)).toContain('وتُشحن خلال ساعتين.');
  });

  it('count clinics with the plural form their number takes, and give a distance in whole kilometres', () => {
    expect(en.clinics.shown(1, f.en)).toBe('1 clinic.');
    expect(en.clinics.map(25, 'Qatar', f.en)).toBe('Map of 25 clinics in Qatar');
    expect(ar.clinics.shown(3, f.ar)).toBe('3 عيادات.');
    // After 11 to 99 the counted noun is singular ("25 عيادة"), not plural.
    expect(ar.clinics.map(25, 'قطر', f.ar)).toBe('خريطة 25 عيادة في قطر');
    expect(ar.clinics.map(2, 'قطر', f.ar)).toBe('خريطة عيادتين في قطر');
    expect(nbsp(ar.clinics.away(12.4, f.ar))).toBe('على بعد 12 كم');
    expect(nbsp(de.clinics.away(1_234, f.de))).toBe('1.234 km entfernt');
  });

  it('write figures in the language’s own digits and units', () => {
    expect(nbsp(de.products.features.lightweight(350, f.de))).toBe('Leichtbauweise mit nur 350 g');
    expect(nbsp(es.products.features.fastCharging(150, f.es))).toBe('Carga completa en 2,5 horas');
    expect(nbsp(en.products.upToNewtons(1_000, f.en))).toBe('Up to 1,000 N');
    expect(nbsp(de.products.price(45_000, f.de))).toBe('ab 45.000 US$');
  });
});
