// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutTrailingSlashes } from './request-target';

describe('a route path without its trailing slashes', () => {
  it('drops them, and keeps / for a path of slashes only', () => {
    expect(withoutTrailingSlashes('/products/')).toBe('/products');
    expect(withoutTrailingSlashes('/de//')).toBe('/de');
    expect(withoutTrailingSlashes('/')).toBe('/');
    expect(withoutTrailingSlashes('///')).toBe('/');
  });

  it('takes linear time on 100,000 slashes followed by another character', () => {
    const path = `${'/'.repeat(100_000)}x`;
    const started = performance.now();
    expect(withoutTrailingSlashes(path)).toBe(path);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
