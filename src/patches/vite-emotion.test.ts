import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutPrefixer } from './vite-emotion';

const dist = join(import.meta.dirname, '../../node_modules/@emotion/cache/dist');
const builds = readdirSync(dist).filter((file) => /^emotion-cache\.[\w.-]*esm\.js$/.test(file));

describe('Emotion’s cache as the builds bundle it', () => {
  it.each(builds)('%s leaves its vendor prefixer out (phx gives every cache its plugins)', (file) => {
    const code = withoutPrefixer(readFileSync(join(dist, file), 'utf8'), file);
    expect(code).toContain('var defaultStylisPlugins = [];');
    expect(code).toMatch(/options\.stylisPlugins \|\| defaultStylisPlugins/);
  });

  it('fails the build, naming the plugin, when Emotion changes', () => {
    expect(() => withoutPrefixer('var defaultStylisPlugins = [somethingElse];', 'emotion-cache.esm.js')).toThrow(
      /src\/patches\/vite-emotion\.ts/,
    );
  });
});
