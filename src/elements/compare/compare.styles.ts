import styled from '@emotion/styled';
import { color, layout, radius, space } from '../../ui/tokens';

export const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(2)};
  margin: ${space(3)} 0 0;
  padding: 0;
  border: 0;
  /* A fieldset is as wide as its content by default: it would push a narrow page sideways. */
  min-inline-size: 0;
  legend { padding: 0; margin-block-end: ${space(1)}; font-weight: 700; }
  p { flex-basis: 100%; margin: 0; color: ${color.muted}; }
`;

export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  min-height: ${layout.minTarget};
  padding-inline: ${space(1.5)};
  border: 2px solid ${color.border};
  border-radius: ${radius.sm};
  cursor: pointer;
  input { inline-size: 1.25em; block-size: 1.25em; margin: 0; accent-color: ${color.primary}; }
  &:has(input:checked) { border-color: ${color.primary}; }
`;

/** On a narrow screen the table scrolls sideways inside its own labelled box, never the page. */
export const Scroller = styled.div`
  margin-block-start: ${space(3)};
  overflow-x: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;

export const Table = styled.table`
  inline-size: 100%;
  min-inline-size: 36em;
  border-collapse: collapse;
  caption { padding: ${space(1.5)} ${space(2)}; text-align: start; font-weight: 700; color: ${color.muted}; }
  th, td { padding: ${space(1.25)} ${space(2)}; text-align: start; vertical-align: top; border-block-start: 1px solid ${color.border}; }
  thead th { background: ${color.surfaceAlt}; }
  tbody th { font-weight: 600; color: ${color.muted}; }
  td[data-best] { background: color-mix(in srgb, ${color.success} 10%, ${color.surface}); font-weight: 700; }
  td span { color: ${color.muted}; font-style: italic; }
  @media (forced-colors: active) { td[data-best] { outline: 2px solid Highlight; outline-offset: -2px; } }
`;

/** The best value of a row, said in words (colour alone would not tell). */
export const Best = styled.strong`
  display: block;
  margin-block-start: ${space(0.5)};
  font-size: 0.875em;
  font-weight: 700;
  color: ${color.success};
  @media (forced-colors: active) { color: CanvasText; }
`;
