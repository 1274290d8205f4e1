// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../src/content/i18n/languages.ts';
import { storedFields } from '../../src/inquiry/record.ts';
import { readingOrder, wordsFor } from './words.ts';

describe("the team's words for an inquiry", () => {
  it.each(languageCodes)('label every stored field in %s', (lang) => {
    const { labels } = wordsFor(lang);
    for (const field of storedFields) expect(labels[field], field).toMatch(/\S/);
    expect(new Set(Object.values(labels)).size).toBeGreaterThanOrEqual(storedFields.length);
  });

  it('read what the visitor typed first, and every stored field once', () => {
    expect(readingOrder.slice(0, 6)).toEqual(['name', 'email', 'phone', 'inquiry', 'subject', 'message']);
    expect([...readingOrder].sort()).toEqual([...storedFields].sort());
  });

  it('name an inquiry type in the language asked for, and fall back to English', () => {
    expect(wordsFor('de').typeName('consultation')).toBe('Beratung vereinbaren');
    expect(wordsFor('xx').typeName('consultation')).toBe('Schedule Consultation');
    expect(wordsFor('en').typeName('unknown-type')).toBe('unknown-type');
  });
});
