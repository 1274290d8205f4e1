// @vitest-environment node
import createCache from '@emotion/cache';
import { CacheProvider, css, jsx } from '@emotion/react';
import realCreateStyled from '@emotion/styled/base';
import { createElement, type ElementType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { languageCodes } from '../content/i18n/languages';
import { pagePaths } from '../content/site-map';
import { elementVariants } from '../test/attribute-values';
import { renderElement } from '../ssr/render';
import styled, { createStyled } from './styled';
import { emotionStyled } from './styled-checked';

// Emotion's own entry, past the alias: what `@emotion/styled` would be without styled.ts.
const entry = new URL('../../node_modules/@emotion/styled/dist/emotion-styled.esm.js', import.meta.url).pathname;
let emotionEntry: typeof styled;
beforeAll(async () => {
  emotionEntry = ((await import(/* @vite-ignore */ entry)) as { default: typeof styled }).default;
});
afterEach(() => {
  emotionStyled.real = false;
});

/** The HTML of `<tag>` server-rendered with styled.ts, and with Emotion's own styled. */
async function both(tag: string, attributes: Record<string, string>, url?: string) {
  const render = async (real: boolean) => {
    emotionStyled.real = real;
    const warnings: string[] = [];
    const { html } = await renderElement(tag, attributes, { url, warn: (message) => warnings.push(message) });
    return { html, warnings };
  };
  return { ours: await render(false), theirs: await render(true) };
}

/** The HTML of `<component {...props}>`, and the CSS its render inserted (compat mode, as phx renders on a server). */
function drawn(component: ElementType, props: object = { title: 'x' }) {
  const cache = createCache({ key: 'phx', stylisPlugins: [] });
  cache.compat = true;
  const html = renderToStaticMarkup(createElement(CacheProvider, { value: cache }, createElement(component, props)));
  return html + Object.values(cache.inserted).join('');
}

// styled.ts stands in for Emotion's `@emotion/styled` (its entry and its base). The tests' `@emotion/styled` makes
// every styled component with both (styled-checked.ts): an Emotion upgrade that renders otherwise fails here.
describe('styled.ts, standing in for Emotion’s `@emotion/styled`', () => {
  it('renders every element, in every language and on every page, to the very HTML Emotion’s styled does', async () => {
    // React's warnings too (a prop that only styles, passed to the DOM, is dropped from the HTML with a warning).
    const errors = vi.spyOn(console, 'error');
    let pages = 0;
    for (const lang of languageCodes) {
      const renders = [
        ...elementVariants().map(([tag, attributes]) => [tag, { lang, ...attributes }] as const),
        ...pagePaths.map((path) => ['phx-router', { lang }, `https://phoenix.example${path}`] as const),
      ];
      for (const [tag, attributes, url] of renders) {
        const { ours, theirs } = await both(tag, attributes, url);
        expect(ours, `${tag} ${JSON.stringify(attributes)} ${url ?? ''}`).toEqual(theirs);
        pages++;
      }
    }
    // Not two empty renders: styled elements with their classes, their props and their styles.
    const { ours } = await both('phx-contact', { lang: 'en' });
    expect(ours.html).toMatch(/<form[^>]* class="phx-[\w-]+"/);
    expect(ours.html).toMatch(/part="card"/);
    expect(ours.html).toMatch(/\.phx-[\w-]+\{[^}]*display:/);
    expect(pages).toBeGreaterThan(100);
    expect(errors).not.toHaveBeenCalled();
  }, 120_000);

  it('renders what Emotion’s does with `as`, a class name, a `css` prop, $props and a styled component restyled', () => {
    const cases = (make: typeof createStyled) => {
      const Box = make('div')`color: red; width: ${(p: { $w?: string }) => p.$w ?? '1em'};`;
      const Row = make(Box as never)`gap: 1em;`;
      const Wrapped = make((({ $tone, ...props }: { $tone?: string }) =>
        createElement('section', { ...props, 'data-tone': $tone })) as never)`margin: 0;`;
      return [
        drawn(Box, { $w: '2em', title: 't', 'aria-label': 'a', part: 'box' }),
        drawn(Box, { as: 'li', className: 'host-class', id: 'i' }),
        drawn(Row, { as: 'span', $w: '3em', hidden: true }),
        drawn(Row, { className: undefined, 'data-x': 'y' }),
        drawn(Wrapped, { as: 'b', title: 'w', $tone: 'dark' }),
        drawn(() => jsx(Row, { css: css`padding: 1px;`, className: 'host' })),
        drawn(Box, { className: 7 }),
      ];
    };
    expect(cases(createStyled)).toEqual(cases(realCreateStyled as never));
    expect(() => createStyled('div', { label: 'x' })).toThrow(/src\/patches\/styled\.ts/);
  });

  it('offers every shorthand Emotion’s entry offers, each drawing what Emotion’s own draws', () => {
    const names = Object.keys(emotionEntry);
    expect(names).toContain('div');
    // SVG's mixed-case elements (clipPath) inside an <svg>, where React expects them.
    const draw = (make: typeof styled, name: string) => {
      const component = (make as never as Record<string, (s: object) => ElementType>)[name]({ color: 'teal' });
      return name === name.toLowerCase()
        ? drawn(component)
        : drawn(() => createElement('svg', null, createElement(component, { title: 'x' })));
    };
    expect(names.filter((name) => draw(styled, name) !== draw(emotionEntry, name))).toEqual([]);
  });
});
