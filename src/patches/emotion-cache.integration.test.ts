// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { browserBundle } from '../test/bundle';

// What the stand-ins take out of Emotion: an alias or a rewrite that stopped applying (a renamed entry, an import
// from a new place) would bring the library back into the bundles unnoticed; it fails here.
describe('Emotion in the bundles, without stylis, its cache and sheet, its serializer and its styled', () => {
  it.each(['production', 'package'] as const)(
    '%s: no chunk holds them, and the stand-in is there',
    async (mode) => {
      const modules = [...(await browserBundle(mode)).values()].flatMap((chunk) => chunk.modules);
      expect(modules).toContain('src/patches/emotion-cache.ts');
      expect(
        modules.filter((module) => /\/(stylis|@emotion\/(cache|sheet|unitless|serialize|memoize))\//.test(module)),
      ).toEqual([]);
      // Nor Emotion's serializer: emotion-serialize.ts stands in for it.
      expect(modules).toContain('src/patches/emotion-serialize.ts');
      // Nor Emotion's styled: styled.ts stands in for its entry and its base.
      expect(modules).toContain('src/patches/styled.ts');
      expect(modules.filter((module) => module.includes('@emotion/styled'))).toEqual([]);
    },
    60_000,
  );
});
