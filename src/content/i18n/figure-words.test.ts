// @vitest-environment node
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { afterDuration } from './arabic';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { durationIn, formatFor } from './format';

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
    expect(en.products.features.gripPatterns({ count: 15 })).toBe('15 grip patterns');
    expect(en.products.features.gripPatterns({ count: 1 })).toBe('1 grip pattern');
    expect(en.fieldErrors.tooLong({ max: 1 })).toBe('Please keep this under 1 character.');
    expect(en.fieldErrors.tooLong({ max: 2_000 })).toBe('Please keep this under 2,000 characters.');
    expect(de.products.features.battery({ hours: 1 })).toBe('1 Stunde Akkulaufzeit');
    expect(de.products.features.warranty({ years: 3 })).toBe('3 Jahre Garantie');
    expect(es.products.features.warranty({ years: 1 })).toBe('Garantía de 1 año');
    expect(es.products.features.gripPatterns({ count: 12 })).toBe('12 patrones de agarre');
    expect(ar.products.features.gripPatterns({ count: 1 })).toBe('نمط قبض واحد');
    expect(ar.products.features.gripPatterns({ count: 2 })).toBe('نمطان للقبض');
    expect(ar.products.features.gripPatterns({ count: 3 })).toBe('3 أنماط للقبض');
    expect(ar.products.features.gripPatterns({ count: 15 })).toBe('15 نمطًا للقبض');
    expect(ar.products.features.gripPatterns({ count: 100 })).toBe('100 نمط للقبض');
    expect(ar.fieldErrors.tooLong({ max: 2_000 })).toBe('يُرجى ألا يتجاوز النص 2,000 حرف.');
  });

  it('put a dual after an Arabic preposition in the genitive, and leave other durations as ICU writes them', () => {
    expect(ar.contact.success.text({ hours: 2 })).toBe('سنرد عليك خلال ساعتين.');
    expect(ar.contact.success.text({ hours: 24 })).toBe('سنرد عليك خلال 24 ساعة.');
    expect(ar.hours.reply({ hours: 2 })).toBe('نرد خلال ساعتين');
    expect(ar.products.features.fastCharging(durationIn(120))).toBe('يُشحن خلال ساعتين');
    expect(ar.products.features.fastCharging(durationIn(2))).toBe('يُشحن خلال دقيقتين');
    expect(nbsp(ar.products.features.fastCharging(durationIn(90)))).toBe('يُشحن خلال 90 دقيقة');
    // The home page's ("حتى ساعتين"): src/elements/home/Home.figures.test.tsx, on the page as it is shown.
    expect(afterDuration(f.ar, 120)).toBe('ساعتين');
    expect(nbsp(afterDuration(f.ar, 90))).toBe('90 دقيقة');
  });

  it('count clinics with the plural form their number takes, and give a distance in whole kilometres', () => {
    expect(en.clinics.shown({ count: 1 })).toBe('1 clinic.');
    expect(en.clinics.map({ count: 25, countries: 'Qatar' })).toBe('Map of 25 clinics in Qatar');
    expect(ar.clinics.shown({ count: 3 })).toBe('3 عيادات.');
    // After 11 to 99 the counted noun is singular ("25 عيادة"), not plural.
    expect(ar.clinics.map({ count: 25, countries: 'قطر' })).toBe('خريطة 25 عيادة في قطر');
    expect(ar.clinics.map({ count: 2, countries: 'قطر' })).toBe('خريطة عيادتين في قطر');
    expect(nbsp(ar.clinics.away({ km: 12.4 }))).toBe('على بعد 12 كم');
    expect(nbsp(de.clinics.away({ km: 1_234 }))).toBe('1.234 km entfernt');
  });

  it('write opening hours as each language writes an hour of the day', () => {
    expect(nbsp(en.hours.weekdays({ from: 8, to: 18 }))).toBe('Monday to Friday: 8 AM to 6 PM');
    expect(de.hours.weekdays({ from: 8, to: 18 })).toBe('Montag bis Freitag: 8–18 Uhr');
    expect(es.hours.saturday({ from: 9, to: 13 })).toBe('Sábados: de 9:00 a 13:00 h');
    expect(nbsp(ar.hours.weekdays({ from: 8, to: 18 }))).toMatch(/^من الاثنين إلى الجمعة: من 8 ص إلى 6 م$/);
  });

  it('write figures in the language’s own digits and units', () => {
    expect(nbsp(de.products.features.lightweight({ grams: 350 }))).toBe('Leichtbauweise mit nur 350 g');
    expect(nbsp(es.products.features.fastCharging(durationIn(150)))).toBe('Carga completa en 2,5 horas');
    expect(nbsp(en.products.upToNewtons({ newtons: 1_000 }))).toBe('Up to 1,000 N');
    expect(nbsp(de.products.price({ usd: 45_000 }))).toBe('ab 45.000 US$');
  });
});
