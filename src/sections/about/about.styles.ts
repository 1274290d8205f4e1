import styled from '@emotion/styled';
import { color, media, radius, space } from '../../ui/tokens';

export const Mission = styled.div`
  display: grid;
  gap: ${space(2)};
  margin-top: ${space(3)};
  max-width: 52em;
  p { margin: 0; font-size: 1.0625em; }
`;

export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)};
  margin: ${space(4)} 0 0;
  ${media.tablet} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${space(3)} ${space(2)};
    border-radius: ${radius.md};
    background: ${color.surface};
    border: 1px solid ${color.border};
    text-align: center;
  }
  dt { color: ${color.muted}; font-weight: 600; }
  dd { margin: 0; font-size: 2.2em; font-weight: 800; color: ${color.primary}; line-height: 1.1; }
`;

export const Values = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 230px), 1fr));
  gap: ${space(3)};
  margin: ${space(4)} 0 0;
  padding: 0;
  list-style: none;
  > li { display: flex; }
  > li > * { flex: 1; }
  h2, h3, h4 { margin: 0; font-size: 1.15em; }
  p { margin: 0; color: ${color.muted}; }
  svg { color: ${color.accent}; }
`;

export const Timeline = styled.ol`
  position: relative;
  margin: ${space(4)} 0 0;
  padding: 0 0 0 ${space(4)};
  list-style: none;
  &::before {
    content: '';
    position: absolute;
    left: 11px;
    top: 6px;
    bottom: 6px;
    width: 2px;
    background: ${color.border};
  }
  li { position: relative; padding-bottom: ${space(3)}; }
  li::before {
    content: '';
    position: absolute;
    left: calc(-1 * ${space(4)} + 4px);
    top: 4px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${color.primary};
    border: 3px solid ${color.surface};
    box-shadow: 0 0 0 2px ${color.primary};
  }
  h2, h3, h4 { margin: 0; font-size: 1.15em; }
  p { margin: ${space(0.5)} 0 0; color: ${color.muted}; }
`;

export const Year = styled.span`
  display: block;
  color: ${color.primary};
  font-weight: 800;
  font-size: 1.1em;
`;
