// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh store of words for each test.
beforeEach(() => vi.resetModules());
const i18n = () => import('./index');

describe('the words, part by part', () => {
  it('has a language only once the parts asked for are fetched, and fetches no other part', async () => {
    const { loadWords, wordsIfLoaded } = await i18n();
    await import('./all-words');
    expect(wordsIfLoaded('de', ['compare'])).toBeUndefined();
    const words = await loadWords('de', ['compare']);
    expect(words.compare.title).toBe('Die Hände im Vergleich');
    expect(words.site.toastDismiss).toBeTruthy();
    expect(wordsIfLoaded('de', ['compare'])).toBe(words);
    expect(wordsIfLoaded('de', ['contact'])).toBeUndefined();
    expect(Object.keys(words)).not.toContain('contact');
  });

  it('has the English parts an element brings with its code at once, without fetching', async () => {
    const { englishWords, wordsIfLoaded } = await i18n();
    const { words: compare } = await import('./en/compare');
    expect(wordsIfLoaded('en', ['compare'])).toBeUndefined();
    expect(englishWords({ compare })).toEqual(['compare']);
    expect(wordsIfLoaded('en', ['compare'])?.compare.title).toBe('Compare the hands');
  });

  it('tries a part whose fetch failed again next time', async () => {
    const { fetchOnce } = await import('../fetch-once');
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('words');
    const parts = fetchOnce(fetch);
    await expect(parts.load('de:compare')).rejects.toThrow('offline');
    expect(parts.ifLoaded('de:compare')).toBeUndefined();
    expect(await parts.load('de:compare')).toBe('words');
    expect(await parts.load('de:compare')).toBe('words');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
