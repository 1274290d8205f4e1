import styled from '@emotion/styled';
import { color, layout, media, radius, space } from '../../ui/tokens';

export const Layout = styled.section`
  display: grid;
  gap: ${space(2)};
  h2, h3 { margin: 0; line-height: 1.25; }
  > p { margin: 0; max-width: 46em; color: ${color.muted}; }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1.5)};
  align-items: flex-start;
  justify-content: space-between;
`;

export const Grips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
`;

const control = `
  display: inline-flex;
  align-items: center;
  gap: ${space(0.75)};
  min-width: ${layout.minTarget};
  min-height: ${layout.minTarget};
  padding: ${space(0.75)} ${space(1.5)};
  border: 2px solid ${color.primary};
  border-radius: ${radius.sm};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

export const GripButton = styled.button`
  ${control}
  background: ${color.surface};
  color: ${color.primary};
  &:hover { background: ${color.surfaceAlt}; }
  &[aria-pressed='true'] { background: ${color.primary}; color: ${color.onPrimary}; }
  @media (forced-colors: active) {
    &[aria-pressed='true'] { background: Highlight; color: HighlightText; forced-color-adjust: none; }
  }
`;

export const PlayButton = styled.button`
  ${control}
  background: ${color.surfaceAlt};
  color: ${color.text};
  border-color: ${color.border};
`;

export const Stage = styled.div`
  display: grid;
  gap: ${space(3)};
  align-items: start;
  > svg { max-width: 22em; margin-inline: auto; }
  ${media.tablet} { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); }
`;

export const Caption = styled.div`
  display: grid;
  gap: ${space(1.5)};
  dl { display: grid; gap: ${space(0.5)} ${space(1.5)}; margin: 0; grid-template-columns: max-content 1fr; }
  dt { font-weight: 700; }
  dd { margin: 0; }
  p { margin: 0; }
`;

export const Signal = styled.div`
  display: grid;
  gap: ${space(1)};
  padding: ${space(2)};
  border-radius: ${radius.md};
  background: ${color.surfaceAlt};
  h3, h4 { font-size: 1em; }
  p { color: ${color.muted}; }
`;

export const Meter = styled.div`
  block-size: 0.75em;
  border-radius: 999px;
  background: ${color.border};
  overflow: hidden;
  @media (forced-colors: active) { border: 1px solid CanvasText; }
`;

/** The signal's level, a class per level (no style attribute, so a strict CSP holds); it grows as the hand closes. */
export const MeterBar = styled.div<{ $level: number }>`
  block-size: 100%;
  inline-size: ${(p) => p.$level}%;
  background: ${color.accent};
  transition: inline-size 0.5s ease-in-out;
  @media (forced-colors: active) { background: Highlight; }
`;

export const Band = styled.div`
  padding: ${space(5)} 0;
  background: ${color.surface};
`;
