// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import assign from './extends';

// extends.ts stands in for Babel's `_extends` helper, which Emotion's browser builds import: an Emotion that stops
// importing it leaves the alias dead (remove it then), and one that calls it otherwise than as Object.assign fails here.
const emotion = (file: string) =>
  readFileSync(new URL(`../../node_modules/@emotion/${file}`, import.meta.url), 'utf8').replace(/\s+/g, ' ');

describe('extends.ts, standing in for @babel/runtime/helpers/esm/extends', () => {
  it('is what Emotion’s styled and element code import, and calls only with a fresh object first', () => {
    for (const file of [
      'styled/base/dist/emotion-styled-base.browser.esm.js',
      'react/dist/emotion-element-f0de968e.browser.esm.js',
    ]) {
      const code = emotion(file);
      expect(code, file).toContain("import _extends from '@babel/runtime/helpers/esm/extends';");
      expect(code.match(/_extends\([^{]/g) ?? [], file).toEqual([]);
    }
  });

  it('merges as Babel’s helper does: later sources win, the target is returned', () => {
    const target = {};
    expect(assign(target, { a: 1, b: 1 }, { b: 2 })).toBe(target);
    expect(target).toEqual({ a: 1, b: 2 });
  });
});
