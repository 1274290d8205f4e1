import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import styled from './styled';

// Emotion's own entry, past the alias: what `@emotion/styled` would be without styled.ts.
const entry = new URL('../../node_modules/@emotion/styled/dist/emotion-styled.browser.esm.js', import.meta.url)
  .pathname;
let emotionStyled: typeof styled;
beforeAll(async () => {
  emotionStyled = ((await import(/* @vite-ignore */ entry)) as { default: typeof styled }).default;
});

const drawn = (make: (tag: string) => unknown, tag: string) =>
  renderToStaticMarkup(createElement((make(tag) as (s: object) => never)({ color: 'teal' }), { title: 'x' }));

// styled.ts makes Emotion's shorthands (`styled.div`) on first use instead of all 135 as Emotion's entry loads. An
// Emotion whose entry offers something else, or whose base no longer makes a shorthand from a tag's name, fails here.
describe('styled.ts, standing in for Emotion’s `@emotion/styled` entry', () => {
  it('offers every shorthand Emotion’s entry offers, each drawing what Emotion’s own draws', () => {
    const names = Object.keys(emotionStyled);
    expect(names).toContain('div');
    const different = names.filter(
      (name) => drawn((tag) => (styled as never)[tag], name) !== drawn((tag) => (emotionStyled as never)[tag], name),
    );
    expect(different).toEqual([]);
  });
});
