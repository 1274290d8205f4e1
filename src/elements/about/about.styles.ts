import styled from '@emotion/styled';
import { color, space, textSpacing } from '../../ui/tokens';

export const Mission = styled.div`
  display: grid;
  gap: ${space(2)};
  margin-top: ${space(3)};
  max-width: 52em;
  p { margin: 0 0 ${textSpacing.paragraphSpacing()}; font-size: 1.0625em; }
`;

export const Values = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14.375em), 1fr));
  gap: ${space(3)};
  margin: ${space(4)} 0 0;
  padding: 0;
  list-style: none;
  > li { display: flex; }
  > li > * { flex: 1; }
  h2, h3, h4 { margin: 0; font-size: 1.15em; }
  p { margin: 0 0 ${textSpacing.paragraphSpacing()}; color: ${color.muted}; }
  svg { color: ${color.accent}; }
`;

/* The line runs down the start side (the right in Arabic); each dot is centred on it, 0.75em from the start. */
export const Timeline = styled.ol`
  position: relative;
  margin: ${space(4)} 0 0;
  padding: 0;
  padding-inline-start: ${space(4)};
  list-style: none;
  &::before {
    content: '';
    position: absolute;
    inset-inline-start: calc(0.75em - 1px);
    top: 0.375em;
    bottom: 0.375em;
    width: 2px;
    background: ${color.border};
  }
  li { position: relative; padding-bottom: ${space(3)}; }
  li::before {
    content: '';
    position: absolute;
    inset-inline-start: calc(-1 * ${space(4)} + 0.25em);
    top: 0.25em;
    width: 1em;
    height: 1em;
    border-radius: 50%;
    background: ${color.primary};
    border: 3px solid ${color.surface};
    box-shadow: 0 0 0 2px ${color.primary};
  }
  h2, h3, h4 { margin: 0; font-size: 1.15em; }
  p { margin: ${space(0.5)} 0 ${textSpacing.paragraphSpacing()}; color: ${color.muted}; }
`;

export const Year = styled.span`
  display: block;
  color: ${color.primary};
  font-weight: 800;
  font-size: 1.1em;
`;
