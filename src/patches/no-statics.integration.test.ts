// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { browserBundle } from '../test/bundle';

// no-statics.ts stands in for hoist-non-react-statics, which Emotion calls only in `withTheme`: nothing phx runs calls
// it, so the build drops it. An Emotion that hoisted statics anywhere phx goes (styled, the cache provider) would keep
// it in a chunk, and its components would lose their statics: that upgrade fails here.
describe('no-statics.ts, standing in for hoist-non-react-statics', () => {
  it('is called by nothing the browser build runs (no chunk keeps it)', async () => {
    const modules = [...(await browserBundle('production')).values()].flatMap((chunk) => chunk.modules);
    expect(modules).toContain('src/patches/styled.ts');
    expect(modules.filter((module) => /no-statics|hoist-non-react-statics|hnrs/.test(module))).toEqual([]);
  }, 30_000);
});
