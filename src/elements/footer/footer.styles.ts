import styled from '@emotion/styled';
import { color, layout, media, space, radius, textSpacing } from '../../ui/tokens';

export const Bottom = styled.footer`
  background: ${color.inverse};
  color: ${color.onInverse};
  padding: ${space(6)} 0 ${space(3)};
  a { color: ${color.onInverse}; text-decoration: underline; text-underline-offset: 0.2em; }
  a:hover { text-decoration-thickness: 2px; }
  :focus-visible { outline-color: ${color.onInverse}; }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${space(4)};
  /* Five columns only where German headings, hours and the sample note fit in each: three rows of three before. */
  ${media.tablet} { grid-template-columns: repeat(3, 1fr); }
  ${media.desktop} { grid-template-columns: 1.4fr 1fr 1fr 1.2fr 1.2fr; }
`;

export const Brand = styled.div`
  p { margin: ${space(1.5)} 0 ${textSpacing.paragraphSpacing()}; color: ${color.onInverseMuted}; max-width: 22em; }
  > span { display: inline-flex; align-items: center; gap: ${space(1)}; font-weight: 700; }
  /* The name is set larger, not the line: the logo and the gap stay in the base size. */
  > span > span { font-size: 1.15em; }
  svg { width: 2.5em; height: 2.5em; border-radius: ${radius.sm}; }
`;

export const Column = styled.div`
  h2, h3, h4 { margin: 0 0 ${space(1.5)}; font-size: 1em; letter-spacing: ${textSpacing.letterSpacing('0.04em')}; text-transform: uppercase; }
  ul { margin: 0; padding: 0; list-style: none; }
  li { margin: 0; color: ${color.onInverseMuted}; }
  li a { display: inline-flex; align-items: center; min-width: ${layout.minTarget}; min-height: ${layout.minTarget}; }
  address { font-style: normal; color: ${color.onInverseMuted}; }
`;

export const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(1)} ${space(3)};
  nav { display: flex; flex-wrap: wrap; gap: ${space(2)}; }
  nav a { display: inline-flex; align-items: center; min-width: ${layout.minTarget}; min-height: ${layout.minTarget}; }
  margin: ${space(5, 0.9)} 0 ${textSpacing.paragraphSpacing()};
  padding-top: ${space(3, 0.9)};
  border-top: 1px solid ${color.onInverseRule};
  color: ${color.onInverseMuted};
  font-size: 0.9em;
`;
