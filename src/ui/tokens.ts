/**
 * Design tokens. Each reads a `--phx-*` custom property with our default as fallback, so a host page can
 * restyle every element from outside the shadow root. Sizes are px or em, never rem: the host owns the root size.
 * The theme a host may set (read by scripts/manifest.ts into custom-elements.json and listed in the README):
 *
 * @cssprop --phx-color-primary - Buttons, links and accents. Default #0a5a8f.
 * @cssprop --phx-color-primary-hover - Buttons under the pointer. Default #08466f.
 * @cssprop --phx-color-on-primary - Text on primary buttons. Default #ffffff.
 * @cssprop --phx-color-accent - Eyebrows and icons. Default #0f766e.
 * @cssprop --phx-color-text - Body text. Default #17212b.
 * @cssprop --phx-color-text-muted - Secondary text. Default #4a5866.
 * @cssprop --phx-color-surface - Page and card background. Default #ffffff.
 * @cssprop --phx-color-surface-alt - Alternate bands and placeholders. Default #f2f6f9.
 * @cssprop --phx-color-border - Borders of cards and fields. Default #cfd8e0.
 * @cssprop --phx-color-inverse - Dark bands and the footer. Default #0c2a44.
 * @cssprop --phx-color-on-inverse - Text on dark bands. Default #ffffff.
 * @cssprop --phx-color-on-inverse-muted - Secondary text on dark bands. Default #c9d8e6.
 * @cssprop --phx-color-focus - Focus outline. Default #c2410c.
 * @cssprop --phx-color-success - Success marks and toasts. Default #166534.
 * @cssprop --phx-color-danger - Errors. Default #b42318.
 * @cssprop --phx-font-family - Every text. Default: the system UI font stack.
 * @cssprop --phx-font-size - Base text size (px). Default 16px.
 * @cssprop --phx-radius-sm - Corners of buttons and fields. Default 6px.
 * @cssprop --phx-radius - Corners of cards. Default 12px.
 * @cssprop --phx-space - Spacing unit; every gap is a multiple of it. Default 8px.
 * @cssprop --phx-shadow-card - Shadow of cards. 
 * @cssprop --phx-shadow-raised - Shadow of toasts.
 */
const token = (name: string, fallback: string) => `var(--phx-${name}, ${fallback})`;

export const color = {
  primary: token('color-primary', '#0a5a8f'),
  primaryHover: token('color-primary-hover', '#08466f'),
  onPrimary: token('color-on-primary', '#ffffff'),
  accent: token('color-accent', '#0f766e'),
  text: token('color-text', '#17212b'),
  muted: token('color-text-muted', '#4a5866'),
  surface: token('color-surface', '#ffffff'),
  surfaceAlt: token('color-surface-alt', '#f2f6f9'),
  border: token('color-border', '#cfd8e0'),
  inverse: token('color-inverse', '#0c2a44'),
  onInverse: token('color-on-inverse', '#ffffff'),
  onInverseMuted: token('color-on-inverse-muted', '#c9d8e6'),
  focus: token('color-focus', '#c2410c'),
  success: token('color-success', '#166534'),
  danger: token('color-danger', '#b42318'),
} as const;

export const font = {
  family: token(
    'font-family',
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  ),
  size: token('font-size', '16px'),
  lineHeight: '1.55',
} as const;

export const radius = {
  sm: token('radius-sm', '6px'),
  md: token('radius', '12px'),
} as const;

/** Spacing scale: multiples of one base unit (default 8px). */
export const space = (steps: number) => `calc(${token('space', '8px')} * ${steps})`;

export const shadow = {
  card: token('shadow-card', '0 1px 2px rgba(12, 42, 68, 0.06), 0 4px 16px rgba(12, 42, 68, 0.08)'),
  raised: token('shadow-raised', '0 8px 28px rgba(12, 42, 68, 0.22)'),
} as const;

/** Layout breakpoints, in px of the viewport. */
export const breakpoint = { tablet: 768, desktop: 1024 } as const;
export const media = {
  tablet: `@media (min-width: ${breakpoint.tablet}px)`,
  desktop: `@media (min-width: ${breakpoint.desktop}px)`,
  belowTablet: `@media (max-width: ${breakpoint.tablet - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const layout = { maxWidth: '1200px', minTarget: '44px' } as const;
