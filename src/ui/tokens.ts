/**
 * Design tokens. Each reads a `--phx-*` custom property with our default as fallback, so a host page can
 * restyle every element from outside the shadow root. Sizes are px or em, never rem: the host owns the root size.
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
  pill: token('radius-pill', '999px'),
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

/** The list of tokens a host may set, for docs and the manifest. */
export const themeTokens = [
  '--phx-color-primary', '--phx-color-primary-hover', '--phx-color-on-primary', '--phx-color-accent',
  '--phx-color-text', '--phx-color-text-muted', '--phx-color-surface', '--phx-color-surface-alt',
  '--phx-color-border', '--phx-color-inverse', '--phx-color-on-inverse', '--phx-color-on-inverse-muted',
  '--phx-color-focus', '--phx-color-success', '--phx-color-danger', '--phx-font-family', '--phx-font-size',
  '--phx-radius-sm', '--phx-radius', '--phx-radius-pill', '--phx-space', '--phx-shadow-card', '--phx-shadow-raised',
] as const;
