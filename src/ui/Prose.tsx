import styled from '@emotion/styled';
import { color, layout, media, radius, space, textSpacing } from './tokens';

/** A page of running text (funding, fitting, answers, the notices): readable line length, calm spacing. */
export const Prose = styled.div`
  max-width: 48em;
  margin-top: ${space(3)};
  h2, h3 { margin: ${space(4)} 0 ${space(1)}; line-height: ${textSpacing.lineHeight('1.25')}; }
  h2 { font-size: 1.4em; }
  h3 { font-size: 1.125em; }
  p { margin: 0 0 ${textSpacing.paragraphSpacing('0.75em')}; }
  ul, ol { margin: 0 0 ${textSpacing.paragraphSpacing('0.75em')}; padding-inline-start: 1.25em; }
  li { margin: 0 0 ${space(0.75)}; }
  /* Links in the text; a link that looks like a button keeps the button's colours. */
  a:not([part~='button']) { color: ${color.primary}; text-underline-offset: 0.2em; }
`;

/** A link standing on its own line (a source, a next step): a full-size target, not a word inside a sentence. */
export const BlockLink = styled.p`
  margin: 0 0 ${space(1)};
  a { display: inline-flex; align-items: center; min-height: ${layout.minTarget}; }
  cite { font-style: normal; }
`;

/** A quiet line under a heading: when the facts below were last checked, or what the page is not. */
export const Note = styled.p`
  color: ${color.muted};
  font-size: 0.9375em;
`;

/** A boxed group inside running text (one step, one country). */
export const Panel = styled.section`
  margin: ${space(3)} 0;
  padding: ${space(1)} ${space(2)} ${space(2)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  ${media.tablet} { padding: ${space(1)} ${space(3)} ${space(3)}; }
  > h2:first-of-type { margin-top: ${space(2)}; }
`;

/**
 * Label and value pairs (who and how long; the legal notice): each label above its value on a narrow screen, where
 * two columns would squeeze the values into words broken in the middle; side by side from tablet width.
 */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 ${space(2)};
  margin: 0 0 ${textSpacing.paragraphSpacing('0.75em')};
  dt { font-weight: 700; }
  dd { margin: 0 0 ${space(1)}; }
  dd a { display: inline-flex; align-items: center; min-height: ${layout.minTarget}; overflow-wrap: anywhere; }
  ${media.tablet} {
    grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
    gap: ${space(0.5)} ${space(2)};
    dd { margin: 0; }
  }
`;
