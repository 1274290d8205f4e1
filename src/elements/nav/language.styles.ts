import styled from '@emotion/styled';
import { color, layout, media, radius, shadow, space } from '../../ui/tokens';

export const Switcher = styled.details`
  position: relative;
  margin-block-start: ${space(1)};
  ${media.tablet} { margin-block-start: 0; margin-inline-start: ${space(1)}; }
  summary {
    display: inline-flex;
    align-items: center;
    gap: ${space(0.75)};
    min-width: ${layout.minTarget};
    min-height: ${layout.minTarget};
    padding: 0 ${space(1.25)};
    border-radius: ${radius.sm};
    color: ${color.text};
    font-weight: 500;
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker { display: none; }
    &:hover { background: ${color.surfaceAlt}; }
  }
  ul {
    display: grid;
    gap: ${space(0.25)};
    margin: ${space(0.5)} 0 0;
    padding: ${space(0.5)};
    list-style: none;
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
    background: ${color.surface};
    ${media.tablet} {
      position: absolute;
      inset-inline-end: 0;
      inset-block-start: 100%;
      z-index: 20;
      min-inline-size: 12em;
      box-shadow: ${shadow.raised};
    }
  }
  a {
    display: flex;
    align-items: center;
    gap: ${space(1)};
    min-height: ${layout.minTarget};
    padding: 0 ${space(1.25)};
    border-radius: ${radius.sm};
    color: ${color.text};
    text-decoration: none;
    &:hover { background: ${color.surfaceAlt}; color: ${color.primary}; }
    &[aria-current='true'] { font-weight: 700; color: ${color.primary}; }
    /* Unmarked languages line up with the marked one's name. */
    &:not([aria-current]) span { padding-inline-start: calc(1.125em + ${space(1)}); }
  }
`;
