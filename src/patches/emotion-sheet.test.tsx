import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../test/wait';
import { adoptedEmotionCache } from './emotion-sheet';

// The one place that relies on Emotion calling `cache.sheet.insert` for every rule: an upgrade that stops doing so
// would leave our elements unstyled, and fails here first.
describe('Emotion writing into an adopted stylesheet', () => {
  it('puts every rule of a styled component into the shadow root’s adopted sheet, and no <style> anywhere', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'open' });
    const Box = styled.p`color: rgb(1, 2, 3); padding: 7px;`;
    const container = root.appendChild(document.createElement('div'));
    createRoot(container).render(
      <CacheProvider value={adoptedEmotionCache('phx', root)}>
        <Box>styled</Box>
      </CacheProvider>,
    );
    await waitFor(() => root.querySelector('p'));
    const rules = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    const className = root.querySelector('p')!.className;
    expect(rules.some((rule) => rule.includes(`.${className}`) && rule.includes('rgb(1, 2, 3)'))).toBe(true);
    expect(root.querySelectorAll('style')).toHaveLength(0);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });
});
