import styled from '@emotion/styled';
import { warningBox } from '../../ui/SampleNote';
import { color, layout, media, radius, space, textSpacing } from '../../ui/tokens';

// The comments are the code's, outside the CSS texts: a comment inside one ships with the bundle.

/**
 * A link that is a full-size target of its own, not a word inside its sentence: a block, not a flex box, so that its
 * words still wrap in a narrow column (a flex box's text cannot shrink below its longest word, a block's breaks it).
 */
const targetLink = `color: ${color.primary}; font-weight: 600; display: inline-block; align-content: center; min-height: ${layout.minTarget};`;

export const Layout = styled.div`
  display: grid;
  gap: ${space(4)};
  margin-top: ${space(4)};
  ${media.desktop} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
`;

export const Form = styled.form`
  display: grid;
  gap: ${space(2.5)};
  ${media.tablet} { grid-template-columns: 1fr 1fr; }
  > * { min-width: 0; }
  .phx-wide { grid-column: 1 / -1; }
`;

// The controls take the frame's font (its base rules). A native select cannot wrap its text, and cuts a long option
// ("Partnerschaften und Kooperationen" in a 360 px column): a customizable one (Chromium 135+) wraps it between words,
// at any width. Where large text barely fits (narrowForText), a word wider than the whole field may break in it too.
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(0.75)};
  label { font-weight: 600; }
  label small { font-weight: 400; color: ${color.muted}; }
  input, select, textarea {
    width: 100%;
    min-width: 0;
    min-height: ${layout.minTarget};
    padding: ${space(1.25)} ${space(1.5)};
    border: 2px solid ${color.border};
    border-radius: ${radius.sm};
    background: ${color.surface};
    color: ${color.text};
    line-height: ${textSpacing.lineHeight('1.4')};
  }
  textarea { resize: vertical; }
  @supports (appearance: base-select) {
    select, ::picker(select) { appearance: base-select; }
    select, option { white-space: normal; }
  }
  ${media.narrowForText} {
    select, option { white-space: normal; overflow-wrap: anywhere; }
    ::picker(select) { max-width: calc(100vw - ${space(2)}); }
  }
  input:hover, select:hover, textarea:hover { border-color: ${color.muted}; }
  input:focus-visible, select:focus-visible, textarea:focus-visible { border-color: ${color.primary}; }
  [aria-invalid='true'] { border-color: ${color.danger}; }
`;

/**
 * A consent: its box beside its words, the whole row a target; its explanation and any message below the words. The
 * box is the browser's own (it keeps its focus ring and forced-colours look), made larger: a target of its own as
 * large as any other control's (people who tap with a knuckle or a prosthesis hit it). The privacy link is a
 * full-size target. Where words barely fit across the element, the box stands above its words, which get the whole
 * width.
 */
export const Consent = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${space(1.5)};
  align-items: start;
  input {
    inline-size: ${layout.minTarget};
    block-size: ${layout.minTarget};
    margin: 0;
    accent-color: ${color.primary};
    cursor: pointer;
  }
  input[aria-invalid='true']:not(:focus-visible) { outline: 2px solid ${color.danger}; outline-offset: 2px; }
  label {
    display: block;
    min-height: ${layout.minTarget};
    padding-block: ${space(1.25)};
    font-weight: 600;
    cursor: pointer;
  }
  > :not(input, label) { grid-column: 2; }
  p a { ${targetLink} }
  ${media.narrowForText} {
    grid-template-columns: minmax(0, 1fr);
    > :not(input, label) { grid-column: 1; }
  }
`;

export const FieldError = styled.p`
  margin: 0 0 ${textSpacing.paragraphSpacing()};
  color: ${color.danger};
  font-weight: 600;
  font-size: 0.95em;
`;

export const Note = styled.p`
  margin: 0 0 ${textSpacing.paragraphSpacing()};
  color: ${color.muted};
  font-size: 0.95em;
`;

/** Out of sight, not moved aside: an offset to one side widens a page that reads towards that side. */
export const Honeypot = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A quick action that acts in place (opens the demo): it reads like the quick links beside it. */
export const QuickAction = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: ${layout.minTarget};
  padding: 0;
  border: 0;
  background: none;
  color: ${color.primary};
  font-weight: 600;
  text-align: start;
  cursor: pointer;
`;

/** A word wider than the whole column (very large text on a phone) is broken rather than spilling out. */
export const Aside = styled.div`
  display: grid;
  gap: ${space(3)};
  h2, h3, h4 { margin: 0 0 ${space(1.5, 1.2)}; font-size: 1.2em; }
  grid-template-columns: minmax(0, 1fr);
  ul { margin: 0; padding: 0; list-style: none; display: grid; grid-template-columns: minmax(0, 1fr); gap: ${space(1)}; }
  li { display: flex; gap: ${space(1.25)}; align-items: flex-start; }
  li > * { min-width: 0; }
  li svg { flex: none; color: ${color.primary}; margin-top: 0.125em; }
  a { ${targetLink} }
  li:has(a, button) { align-items: center; }
  address { font-style: normal; }
`;

export const Sent = styled.div`
  display: grid;
  gap: ${space(1.5)};
  margin-top: ${space(2)};
  padding: ${space(2)} ${space(2.5)};
  border-inline-start: 6px solid ${color.success};
  border-radius: ${radius.sm};
  background: ${color.surfaceAlt};
  strong { font-size: 1.15em; }
  p { margin: 0 0 ${textSpacing.paragraphSpacing()}; display: flex; flex-wrap: wrap; gap: ${space(1.5)}; align-items: center; }
  a[part='button'] { color: ${color.primary}; font-weight: 600; min-height: ${layout.minTarget}; display: inline-flex; align-items: center; }
`;

export const Notice = styled.p`
  margin: 0;
  ${warningBox}
`;

export const MapPanel = styled.div`
  display: grid;
  gap: ${space(1)};
`;
