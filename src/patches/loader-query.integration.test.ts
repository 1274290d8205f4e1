// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { browserBundle } from '../test/bundle';

// src/first-paint.ts imports the page-language walk as `page-language?loader`: the same file under a second module id,
// which no chunk group claims, so it is built into the loader. A bundler that stripped or merged the query would
// leave it in the runtime chunk, and the loader would fetch all of React before its first paint.
describe('the loader’s own build of the page-language walk (`?loader`)', () => {
  it('is inside the loader, which imports no other file before it runs', async () => {
    const loader = (await browserBundle('production')).get('phx')!;
    expect(loader.modules).toContain('src/elements/runtime/page-language.ts?loader');
    expect(loader.imports).toEqual([]);
  }, 30_000);
});
