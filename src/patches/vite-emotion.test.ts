import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutPrefixer } from './vite-emotion';

const builds = (name: string, pattern: RegExp) => {
  const dist = join(import.meta.dirname, `../../node_modules/@emotion/${name}/dist`);
  return readdirSync(dist)
    .filter((file) => pattern.test(file))
    .map((file) => [file, readFileSync(join(dist, file), 'utf8')]);
};

describe('Emotion’s cache as the builds bundle it', () => {
  it.each(builds('cache', /^emotion-cache\.[\w.-]*esm\.js$/))(
    '%s leaves its vendor prefixer out (phx gives every cache its plugins)',
    (file, code) => {
      const patched = withoutPrefixer(code, file);
      expect(patched).toContain('var defaultStylisPlugins = [];');
      expect(patched).toMatch(/options\.stylisPlugins \|\| defaultStylisPlugins/);
    },
  );

  it('fails the build, naming the plugin, when Emotion changes', () => {
    expect(() => withoutPrefixer('var defaultStylisPlugins = [somethingElse];', 'emotion-cache.esm.js')).toThrow(
      /src\/patches\/vite-emotion\.ts/,
    );
  });
});
