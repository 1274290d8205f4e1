import { CacheProvider, css } from '@emotion/react';
import realCreateStyled from '@emotion/styled/base';
import { createRef, type ElementType } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { phxTags } from '../elements/runtime/contract';
import { renderElement } from '../test/render';
import { serveClinics } from '../test/sample-clinics';
import { waitFor } from '../test/wait';
import { adoptedEmotionCache } from './emotion-sheet';
import { createStyled } from './styled';
import { emotionStyled } from './styled-checked';

const realFetch = globalThis.fetch;
beforeEach(() => serveClinics());
afterEach(() => {
  globalThis.fetch = realFetch;
  emotionStyled.real = false;
});

/** A fresh `<tag>` in the page, once settled: its shadow root's HTML and the rules of the sheets it adopted. */
async function drawn(tag: string, real: boolean) {
  emotionStyled.real = real;
  const { element, root } = await renderElement(tag, { lang: 'en' });
  await waitFor(() => !root.querySelector('[aria-busy="true"]'));
  const rules = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  // React numbers the ids of useId on one counter for every root it mounts: each one by its first appearance. And a
  // form's idempotency key is new each time.
  const ids = new Map<string, number>();
  const html = root.innerHTML
    .replace(/_r_\w+_/g, (id) => `id${ids.get(id) ?? ids.set(id, ids.size).size - 1}`)
    .replace(/[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}/g, 'uuid');
  element.remove();
  return { html, rules };
}

// The browser's side of styled.test.tsx: the elements mounted in a page (Emotion's rules inserted in an effect, not
// during the render) with styled.ts and with Emotion's own styled (styled-checked.ts, the tests' `@emotion/styled`).
describe('styled.ts in a page', () => {
  it('mounts every element to the very DOM and rules Emotion’s own styled does', async () => {
    // React's warnings too (a prop that only styles, passed to the DOM, is dropped from the HTML with a warning).
    const errors = vi.spyOn(console, 'error');
    for (const tag of phxTags) {
      const ours = await drawn(tag, false);
      expect(ours.rules.length, tag).toBeGreaterThan(0);
      expect(ours, tag).toEqual(await drawn(tag, true));
    }
    expect(errors).not.toHaveBeenCalled();
  }, 60_000);

  it('gives a ref the DOM element, and merges a `css` prop’s class, as Emotion’s does', async () => {
    const draw = async (make: typeof createStyled) => {
      const host = document.body.appendChild(document.createElement('div'));
      const shadow = host.attachShadow({ mode: 'open' });
      const Box = make('p')`color: rgb(1, 2, 3);`;
      const ref = createRef<HTMLElement>();
      const Styled = Box as ElementType;
      createRoot(shadow.appendChild(document.createElement('div'))).render(
        <CacheProvider value={adoptedEmotionCache('phx', shadow)}>
          <Styled ref={ref} className="host" css={css`padding: 1px;`} as="em" />
        </CacheProvider>,
      );
      await waitFor(() => ref.current);
      const rules = shadow.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
      host.remove();
      return { element: ref.current!.outerHTML, rules };
    };
    const ours = await draw(createStyled);
    expect(ours.element).toMatch(/^<em class="host phx-[\w-]+"><\/em>$/);
    expect(ours).toEqual(await draw(realCreateStyled as never));
  });
});
