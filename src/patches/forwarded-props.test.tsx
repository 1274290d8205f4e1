import styled from '@emotion/styled';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// Through Emotion, as every build resolves it: `@emotion/is-prop-valid` is aliased to forwarded-props.ts.
const Box = styled.div<{ $tone: string }>`
  color: ${(p) => p.$tone};
`;

describe('props of a styled DOM element', () => {
  it('reach the DOM, `part` included (hosts style it with ::part), but not the `$` ones that only style', () => {
    const html = renderToStaticMarkup(
      <Box $tone="red" part="card" id="box" aria-label="A box" data-variant="error" tabIndex={-1} />,
    );
    expect(html).toMatch(/^<div /);
    for (const attribute of ['part="card"', 'id="box"', 'aria-label="A box"', 'data-variant="error"', 'tabindex="-1"'])
      expect(html).toContain(attribute);
    expect(html).not.toContain('tone');
    expect(html).not.toContain('red"');
  });
});
