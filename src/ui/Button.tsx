import { css } from '@emotion/react';
import styled from '@emotion/styled';
import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from './Link';
import { color, inset, layout, radius, space, textSpacing } from './tokens';

type ButtonTone = 'primary' | 'secondary' | 'inverse';

/** The one look of every button and button-like link; `tone` picks its colours. */
const buttonLook = (tone: ButtonTone) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(1)};
  min-width: ${layout.minTarget};
  min-height: ${layout.minTarget};
  padding: ${space(1.25)} ${inset(2.75)};
  border: 2px solid ${tone === 'inverse' ? color.onPrimary : color.primary};
  border-radius: ${radius.sm};
  background: ${tone === 'primary' ? color.primary : tone === 'inverse' ? color.onPrimary : 'transparent'};
  color: ${tone === 'primary' ? color.onPrimary : color.primary};
  font: inherit;
  font-weight: 600;
  line-height: ${textSpacing.lineHeight('1.25')};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, color 0.15s ease, border-color 0.15s ease;
  &:hover {
    background: ${tone === 'primary' ? color.primaryHover : color.surfaceAlt};
    border-color: ${tone === 'primary' ? color.primaryHover : tone === 'inverse' ? color.surfaceAlt : color.primaryHover};
    color: ${tone === 'primary' ? color.onPrimary : color.primaryHover};
  }
  &[disabled], &[aria-disabled='true'] { cursor: progress; opacity: 0.75; }
`;

/** A quiet control beside the content (the menu toggle, a dialog's close): neutral border and surface, never a call to act. */
export const quietLook = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(0.75)};
  min-width: ${layout.minTarget};
  min-height: ${layout.minTarget};
  padding: 0 ${space(1.5)};
  border: 2px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  font-weight: 600;
  cursor: pointer;
`;

type Tone = { tone?: ButtonTone };

/** A link to a route of the site that looks like a button. Exposed to hosts as the `button` part. */
export function ButtonLink({ tone = 'primary', ...props }: LinkProps & Tone) {
  return <Link part="button" css={buttonLook(tone)} {...props} />;
}

/**
 * A call to act on one of several things ("Request Consultation" under each hand): its label on screen, the label
 * and the thing's name for assistive technology ("Request Consultation: Neural Pro X1").
 */
export function NamedButtonLink({ label, name, ...props }: LinkProps & Tone & { label: string; name: string }) {
  return (
    <ButtonLink {...props} aria-label={`${label}: ${name}`}>
      {label}
    </ButtonLink>
  );
}

/** Buttons side by side, wrapping onto more lines where the width is short. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

/** A real <button> (type "button" unless given), exposed to hosts as the `button` part. */
export function Button({
  tone = 'primary',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Tone) {
  return <button part="button" type={type} css={buttonLook(tone)} {...props} />;
}
