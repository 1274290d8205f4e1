import { css } from '@emotion/react';
import type { IconPath } from './icons';

const mirroredInRtl = css`
  &:dir(rtl) { transform: scaleX(-1); }
`;

/**
 * A small line icon (from ui/icons.ts), `size` em wide and high: it grows with the text beside it (1.5em is 24px at
 * the default text size). Decorative: the text next to it says what it means.
 */
export function Icon({ icon, size = 1.5 }: { icon: IconPath; size?: number }) {
  return (
    <svg
      css={icon.alongReading ? mirroredInRtl : undefined}
      width={`${size}em`}
      height={`${size}em`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={icon.d} />
    </svg>
  );
}
