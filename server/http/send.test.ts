// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { etagMatches, preferredEncoding } from './send';

describe('the encoding a client gets', () => {
  it('is the one it rates highest, br on a tie, and never one refused with q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0.1, gzip;q=1')).toBe('gzip');
    expect(preferredEncoding('gzip;q=1.0, BR;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.000, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding('xbr, brotli')).toBeUndefined();
  });
});

describe('an If-None-Match header', () => {
  it('matches its tag alone, in a list, weak or strong, and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
