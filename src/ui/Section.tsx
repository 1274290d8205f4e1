import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { Heading } from './Heading';
import { color, layout, media, space, textSpacing } from './tokens';

/** A centred column of the page. */
export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space(2)};
  ${media.tablet} { padding: 0 ${space(4)}; }
`;

const Band = styled.section<{ $tint: 'plain' | 'alt' | 'inverse'; $centred: boolean }>`
  padding: ${space(6)} 0;
  text-align: ${(p) => (p.$centred ? 'center' : 'start')};
  background: ${(p) => (p.$tint === 'alt' ? color.surfaceAlt : p.$tint === 'inverse' ? color.inverse : color.surface)};
  color: ${(p) => (p.$tint === 'inverse' ? color.onInverse : color.text)};
  :focus-visible { outline-color: ${(p) => (p.$tint === 'inverse' ? color.onInverse : color.focus)}; }
  ${media.tablet} { padding: ${space(9)} 0; }
`;

export const Lead = styled.p`
  max-width: 46em;
  margin: ${space(1.5, 1.125)} 0 ${textSpacing.paragraphSpacing()};
  font-size: 1.125em;
  color: inherit;
  opacity: 0.92;
  ${media.moreContrast} { opacity: 1; }
`;

/** The look of a section's title. */
const titleCss = css`
  margin: 0;
  font-size: clamp(1.6em, 1.2em + 1.6cqi, 2.25em);
  line-height: ${textSpacing.lineHeight('1.2')};
  letter-spacing: ${textSpacing.letterSpacing('-0.01em')};
`;

/** A full-width band of a page with a titled, labelled region. */
export function PageSection({
  title,
  intro,
  tint = 'plain',
  rank = 1,
  centred = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  tint?: 'plain' | 'alt' | 'inverse';
  rank?: number;
  /** Title, text and actions centred together (a closing call to action). */
  centred?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Band $tint={tint} $centred={centred} aria-labelledby={id}>
      <Container>
        <Heading rank={rank} id={id} css={titleCss}>
          {title}
        </Heading>
        {intro && <Lead>{intro}</Lead>}
        {children}
      </Container>
    </Band>
  );
}
