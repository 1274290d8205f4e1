// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultPerMinute, rateLimitFrom } from './rate-limit';

describe('PHX_RATE_LIMIT', () => {
  it('takes a whole number above 0', () => {
    const warnings: string[] = [];
    expect(rateLimitFrom('25', (line) => warnings.push(line))).toBe(25);
    expect(warnings).toEqual([]);
  });

  it('unset or empty, is the default without a word', () => {
    const warnings: string[] = [];
    expect(rateLimitFrom(undefined, (line) => warnings.push(line))).toBe(defaultPerMinute);
    expect(rateLimitFrom('', (line) => warnings.push(line))).toBe(defaultPerMinute);
    expect(warnings).toEqual([]);
  });

  it.each(['abc', '-5', '0', '2.5', 'Infinity'])('%s is the default, with one line saying so', (value) => {
    const warnings: string[] = [];
    expect(rateLimitFrom(value, (line) => warnings.push(line))).toBe(defaultPerMinute);
    expect(warnings).toEqual([`PHX_RATE_LIMIT="${value}" is not a whole number above 0: using ${defaultPerMinute}`]);
  });
});
