import styled from '@emotion/styled';
import { color, radius, space } from '../../ui/tokens';

export const SkipLink = styled.button`
  position: absolute;
  top: ${space(1)};
  inset-inline-start: ${space(1)};
  z-index: 100;
  padding: ${space(1.5)} ${space(2)};
  border-radius: ${radius.sm};
  background: ${color.inverse};
  color: ${color.onInverse};
  border: 0;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  transform: translateY(-200%);
  /* Unseen until focused wherever the host puts the site (inside a theme's column, -200% is still on screen). */
  &:not(:focus) { clip-path: inset(50%); }
  &:focus, &:focus-visible { transform: none; outline-color: ${color.focus}; }
`;

export const Main = styled.main`
  display: block;
  /* Keeps the footer below the fold until the first page arrives: nothing on screen moves when it does. */
  min-height: calc(100vh - 4.5em);
  &:focus { outline: none; }
`;

export const ErrorScreen = styled.div`
  padding: ${space(6)} ${space(2)};
  max-width: 60em;
  margin: 0 auto;
  h1 { margin: 0 0 ${space(2, 2)}; color: ${color.danger}; font-size: 2em; }
  pre {
    margin: 0;
    padding: ${space(2)};
    border-radius: ${radius.sm};
    background: ${color.surfaceAlt};
    white-space: pre-wrap;
    font-size: 0.95em;
  }
`;

/** The router's own language, when its address names one ("/de/…"): a box that only sets lang and dir. */
export const LanguageScope = styled.div`
  display: contents;
`;
