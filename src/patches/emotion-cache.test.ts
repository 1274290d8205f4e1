// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../content/i18n/languages';
import { pagePaths } from '../content/site-map';
import { elementVariants } from '../test/attribute-values';
import { renderElement } from '../ssr/render';
import { compile } from './emotion-cache';
import { checkedRules, compared, realRules } from './emotion-cache-checked';

describe('Emotion’s cache without stylis (src/patches/emotion-cache.ts)', () => {
  it('compiles every style phx’s elements render, in every language and on every page, to what stylis makes of it', async () => {
    // Through src/patches/emotion-cache-checked.ts (the tests' @emotion/cache), which throws on any difference.
    for (const lang of languageCodes) {
      for (const [tag, attributes] of elementVariants())
        await renderElement(tag, { lang, ...attributes }, { warn: () => {} });
      for (const path of pagePaths)
        await renderElement('phx-router', { lang }, { url: `https://phoenix.example${path}`, warn: () => {} });
    }
    // Every element's own styles: dozens of rules, nested selectors, media, container and feature queries among them.
    expect(compared.size).toBeGreaterThan(150);
    const rules = [...compared.values()].flat();
    expect(rules.some((rule) => rule.startsWith('@media'))).toBe(true);
    expect(rules.some((rule) => rule.startsWith('@supports'))).toBe(true);
  }, 60_000);

  it('agrees with stylis on what phx writes: nesting, & and :pseudo-classes, lists, at-rules, comments and spaces', () => {
    const styles = [
      'display: grid;\n  gap: 1em;\n  > * { min-width: 0; }\n  .phx-wide { grid-column: 1 / -1; }',
      'label small { font-weight: 400; } input, select, textarea { width: 100%; padding: 1em  2em; }',
      ':focus-visible { outline: 2px solid red !important; } &:hover, &[aria-disabled="true"] { cursor: progress; }',
      'select, ::picker(select) { appearance: base-select; } > :not(input, label) { grid-column: 2; }',
      '@media (min-width: 40em) { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); a { color: red; } }',
      '@container phx (min-width: 30em) { @supports (appearance: base-select) { b, i { x: y } c: d; } e: f; }',
      'a { b { &:hover { c: d } :focus { e: f } } } /* a comment */ g : h ; ; label: x; content: "a  ;{b}";',
      'transition: color 0.15s ease,\n    background-color 0.15s ease; margin: calc(100vw - 2em) auto;',
      'a:hover, b { :is(c) { d: e } } --phx-x: var(--y, 1px);',
    ];
    for (const style of styles) expect(compile('.phx-a1', style), style).toEqual(realRules('.phx-a1', style));
  });

  it('refuses, naming itself, the CSS it does not know (it never compiles a style differently)', () => {
    for (const style of [
      'a { b: c ',
      'a: b } c { d: e }',
      '// a line comment\n a: b;',
      '@keyframes spin { from { a: b } }',
      ':not(&) { a: b }',
      'content: \\201C;',
      '@import url(x);',
      '--x: { a: b }',
      ':hover & { a: b }',
    ])
      expect(() => compile('.phx-a1', style), style).toThrow(/src\/patches\/emotion-cache\.ts/);
    expect(() => checkedRules('.phx-a1', 'a: b;')).not.toThrow();
  });
});
