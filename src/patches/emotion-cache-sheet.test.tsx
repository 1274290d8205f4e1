import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../test/wait';

// Where a browser lacks constructable stylesheets, shadow-styles.ts gives the cache the shadow root as its container:
// the stand-in's sheet (emotion-cache.ts) then writes one <style> there, with the nonce, as Emotion's own does.
describe('the cache stand-in’s <style> sheet', () => {
  it('writes each rule of a styled component into one <style> in the shadow root, with the nonce, none in <head>', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'open' });
    const cache = createCache({ key: 'phx', container: root, nonce: 'n0nce', stylisPlugins: [] });
    const Box = styled.p`
      color: rgb(1, 2, 3);
      a { color: rgb(4, 5, 6); }
    `;
    const container = root.appendChild(document.createElement('div'));
    createRoot(container).render(
      <CacheProvider value={cache}>
        <Box>styled</Box>
      </CacheProvider>,
    );
    await waitFor(() => root.querySelector('p'));
    const tags = root.querySelectorAll('style');
    expect(tags).toHaveLength(1);
    expect(tags[0].getAttribute('data-emotion')).toBe('phx');
    expect(tags[0].getAttribute('nonce')).toBe('n0nce');
    const className = root.querySelector('p')!.className;
    expect([...tags[0].sheet!.cssRules].map((rule) => rule.cssText.replace(/\s/g, ''))).toEqual([
      `.${className}{color:rgb(1,2,3);}`,
      // (spaces left out: `.x a` reads `.xa` here)
      `.${className}a{color:rgb(4,5,6);}`,
    ]);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    host.remove();
  });
});
