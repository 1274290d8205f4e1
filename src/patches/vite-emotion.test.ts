import { keyframes } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from './emotion-cache';
import { withoutPrefixer, withoutUnitless } from './vite-emotion';

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
    expect(() => withoutUnitless("import unitless from '@emotion/unitless';", 'emotion-serialize.esm.js')).toThrow(
      /src\/patches\/vite-emotion\.ts/,
    );
  });
});

describe('Emotion’s serializer without its list of unitless properties', () => {
  it.each(builds('serialize', /^emotion-serialize\.[\w.-]*esm\.js$/))('%s no longer imports the list', (file, code) => {
    const patched = withoutUnitless(code, file);
    expect(patched).not.toContain('@emotion/unitless');
    expect(patched.split('\n')).toHaveLength(code.split('\n').length);
  });

  it.each(builds('serialize', /^emotion-serialize\.[\w.-]*esm\.js$/))('%s leaves keyframes out', (file, code) => {
    const patched = withoutUnitless(code, file);
    expect(code).toContain('keyframes.anim === 1');
    for (const path of ['keyframes.anim', 'animationRegex, function (match', 'next = next.next'])
      expect(patched).not.toContain(path);
  });

  it('has keyframes, which phx never writes, refused by the cache stand-in', () => {
    // (The serializer as the builds bundle it: the tests' @emotion/react may bring its own.)
    const spin = keyframes`from { opacity: 0; }`;
    const template = Object.assign(['animation: ', ' 1s;'], { raw: ['animation: ', ' 1s;'] });
    for (const styles of [serializeStyles([template, spin]), serializeStyles([{ animation: `${spin} 1s` }])])
      expect(() => compile('.phx-a1', styles.styles)).toThrow(/src\/patches\/emotion-cache\.ts/);
  });

  it('writes object styles as phx writes them, and throws on a number it would have to give a unit', () => {
    expect(serializeStyles([{ margin: 0, fontSize: '1.4em', '--phx-x': 2 }]).styles).toBe(
      'margin:0;font-size:1.4em;--phx-x:2;',
    );
    expect(() => serializeStyles([{ opacity: 0.5 }])).toThrow(/src\/patches\/vite-emotion\.ts.*opacity: 0\.5/);
    expect(() => serializeStyles([{ width: 12 }])).toThrow(/"12px"/);
  });
});
