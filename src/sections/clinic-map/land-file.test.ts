// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { land } from './land';
import { landFile, landFileName } from './land-file';

describe('the land file', () => {
  it('draws the very outlines the map fetches as code (scripts/clinic-map.ts writes both)', () => {
    const file = readFileSync(new URL(`../../assets/${landFileName}`, import.meta.url), 'utf8');
    expect(file).toBe(landFile(land));
    expect(file).toContain(`<path d="${land}" `);
  });
});
