// @vitest-environment node
import { css } from '@emotion/react';
import { serializeStyles as realSerializeStyles } from '@emotion/serialize-original';
import { afterEach, describe, expect, it } from 'vitest';
import { languageCodes } from '../content/i18n/languages';
import { pagePaths } from '../content/site-map';
import { elementVariants } from '../test/attribute-values';
import { renderElement } from '../ssr/render';
import { serializeStyles } from './emotion-serialize';
import { checked } from './emotion-serialize-checked';

afterEach(() => {
  checked.real = false;
});

/** The HTML of `<tag>` server-rendered with emotion-serialize.ts, and with Emotion's own serializer. */
async function both(tag: string, attributes: Record<string, string>, url?: string) {
  const render = async (real: boolean) => {
    checked.real = real;
    return (await renderElement(tag, attributes, { url, warn: () => {} })).html;
  };
  return { ours: await render(false), theirs: await render(true) };
}

const template = (strings: TemplateStringsArray, ...values: unknown[]) => [strings, ...values];

// emotion-serialize.ts stands in for `@emotion/serialize`; the tests' `@emotion/serialize` is
// emotion-serialize-checked.ts, which runs both on every call and throws on any difference.
describe('emotion-serialize.ts, standing in for Emotion’s `@emotion/serialize`', () => {
  it('renders every element, in every language and on every page, to the very HTML Emotion’s serializer does', async () => {
    const before = checked.count;
    for (const lang of languageCodes) {
      for (const [tag, attributes] of elementVariants()) {
        const { ours, theirs } = await both(tag, { lang, ...attributes });
        expect(ours, `<${tag}> ${JSON.stringify(attributes)} in ${lang}`).toBe(theirs);
        expect(ours).toContain('class="phx-');
      }
      for (const path of pagePaths) {
        const { ours, theirs } = await both('phx-router', { lang }, `https://phoenix.example${path}`);
        expect(ours, `${path} in ${lang}`).toBe(theirs);
      }
    }
    // Every call above went through both serializers, which agreed on name, styles and next.
    expect(checked.count - before).toBeGreaterThan(1000);
  }, 120_000);

  it('serializes what phx writes as Emotion does: templates, props, `css`, flat objects, arrays, registered classes', () => {
    const props = { $wide: true, size: 2 };
    const inner = css`color: red;`;
    const registered = { 'phx-abc': 'margin:0;' };
    const cases: [unknown[], Record<string, string> | undefined, object | undefined][] = [
      [template`display: grid; gap: ${'1em'}; order: ${3};`, undefined, undefined],
      [
        template`a: b; ${(p: typeof props) => (p.$wide ? 'width: 100%;' : '')} ${() => false} ${null} c: ${(p: typeof props) => p.size}em;`,
        undefined,
        props,
      ],
      [template`${inner} b { ${inner} }`, registered, props],
      [
        [
          {
            marginBlockStart: '1.5em',
            fontSize: '1.4em',
            margin: 0,
            msFlex: '1',
            '--phx-x': 'y',
            '--phx-n': 2,
            'a-B': 'c',
            hidden: undefined,
            no: false,
          },
        ],
        undefined,
        undefined,
      ],
      [[inner, [{ padding: 0 }, 'x: y'], 'phx-abc', undefined], registered, props],
      [[() => ({ border: 0 })], undefined, {}],
      [['phx-abc', 'phx-def'], registered, props],
    ];
    for (const [args, reg, p] of cases) {
      const ours = serializeStyles(args as never, reg, p as never);
      const theirs = realSerializeStyles(args as never, reg, p as never);
      expect(ours, JSON.stringify(args)).toEqual(theirs);
    }
    // A single `css` result passes through as it is.
    expect(serializeStyles([inner])).toBe(inner);
  });

  it('refuses, naming itself, what phx does not write (it never serializes a style differently)', () => {
    const keyframes = { name: 'spin', styles: '@keyframes spin{}', anim: 1, toString: () => 'spin' };
    const refused: [unknown[], object | undefined][] = [
      [template`animation: ${keyframes} 1s;`, undefined],
      [[{ a: { b: 'c' } }], undefined],
      [[{ margin: 4 }], undefined],
      [[{ label: 'x' }], undefined],
      [template`label: x;`, undefined],
      [[{ __emotion_styles: [] }], undefined],
      [[{ name: 'a', styles: 'b', next: { name: 'c', styles: 'd' } }, 'x'], undefined],
      [template`a: ${() => 'b'};`, undefined],
    ];
    for (const [args, props] of refused)
      expect(() => serializeStyles(args as never, undefined, props as never), JSON.stringify(args)).toThrow(
        /src\/patches\/emotion-serialize\.ts/,
      );
  });
});
