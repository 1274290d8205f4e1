/**
 * Design tokens. Each reads a `--phx-*` custom property with our default as fallback, so a host page can
 * restyle every element from outside the shadow root. Sizes are em, never rem: the host owns the root size. The
 * base size is `medium`, the visitor's own default text size, which a host's `html { font-size }` cannot reach.
 * The theme a host may set (read by scripts/contract.ts into custom-elements.json and each element's reference page):
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
 * @cssprop --phx-font-size - Base text size; every size, space and target grows with it. Default `medium`: the visitor's own default (16px unless they changed it). `1em` follows the host page's text instead.
 * @cssprop --phx-line-height - Line height of every text, headings included (a number; 1.5 for WCAG 1.4.12 text spacing). Default: 1.55 for body text, each heading its own.
 * @cssprop --phx-letter-spacing - Letter spacing of every text (e.g. 0.12em). Default: each text's own.
 * @cssprop --phx-word-spacing - Word spacing of every text (e.g. 0.16em). Default normal.
 * @cssprop --phx-paragraph-spacing - Space after every paragraph (e.g. 2em). Default: each paragraph's own.
 * @cssprop --phx-radius-sm - Corners of buttons and fields. Default 6px.
 * @cssprop --phx-radius - Corners of cards. Default 12px.
 * @cssprop --phx-space - Spacing unit; every gap is a multiple of it. Default 0.5em (8px at a 16px text size).
 * @cssprop --phx-shadow-card - Shadow of cards.
 * @cssprop --phx-shadow-raised - Shadow of toasts.
 */
const token = (name: string, fallback: string) => `var(--phx-${name}, ${fallback})`;

/** The host's (or our) borders and secondary text, before `prefers-contrast: more` strengthens them. */
const themed = {
  border: token('color-border', '#cfd8e0'),
  muted: token('color-text-muted', '#4a5866'),
  onInverseMuted: token('color-on-inverse-muted', '#c9d8e6'),
} as const;

/** A colour `prefers-contrast: more` replaces with a stronger one, set on the frame as --phx-more-<name>. */
const strengthened = (name: string, usual: string) => `var(--phx-more-${name}, ${usual})`;

export const color = {
  primary: token('color-primary', '#0a5a8f'),
  primaryHover: token('color-primary-hover', '#08466f'),
  onPrimary: token('color-on-primary', '#ffffff'),
  accent: token('color-accent', '#0f766e'),
  text: token('color-text', '#17212b'),
  muted: strengthened('color-text-muted', themed.muted),
  surface: token('color-surface', '#ffffff'),
  surfaceAlt: token('color-surface-alt', '#f2f6f9'),
  border: strengthened('color-border', themed.border),
  inverse: token('color-inverse', '#0c2a44'),
  onInverse: token('color-on-inverse', '#ffffff'),
  onInverseMuted: strengthened('color-on-inverse-muted', themed.onInverseMuted),
  /** Hairlines on dark bands: the text colour there, faint. */
  onInverseRule: strengthened(
    'on-inverse-rule',
    `color-mix(in srgb, ${token('color-on-inverse', '#ffffff')} 20%, transparent)`,
  ),
  focus: token('color-focus', '#c2410c'),
  success: token('color-success', '#166534'),
  danger: token('color-danger', '#b42318'),
} as const;

/**
 * What `prefers-contrast: more` sets on the frame: borders and secondary text pulled most of the way towards the
 * text colour, whatever colours the host chose, and hairlines on dark bands as strong as the text beside them.
 */
export const moreContrastColors =
  `--phx-more-color-border:color-mix(in srgb,${themed.border} 35%,${color.text});` +
  `--phx-more-color-text-muted:color-mix(in srgb,${themed.muted} 40%,${color.text});` +
  `--phx-more-color-on-inverse-muted:${color.onInverse};--phx-more-on-inverse-rule:${themed.onInverseMuted}`;

export const font = {
  family: token(
    'font-family',
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  ),
  /** The base size: the visitor's own default text size, never the host's root size. */
  size: token('font-size', 'medium'),
} as const;

/**
 * Text spacing a host or an assistive extension may widen through the shadow boundary (WCAG 1.4.12). A text with a
 * line height, letter spacing or paragraph margin of its own names it here, as the default the visitor's value replaces.
 */
export const textSpacing = {
  lineHeight: (own = '1.55') => token('line-height', own),
  letterSpacing: (own = 'normal') => token('letter-spacing', own),
  wordSpacing: token('word-spacing', 'normal'),
  /** The margin after a paragraph (`margin-block-end`). */
  paragraphSpacing: (own = '0') => token('paragraph-spacing', own),
} as const;

export const radius = {
  sm: token('radius-sm', '6px'),
  md: token('radius', '12px'),
} as const;

/**
 * Spacing scale: multiples of one unit, by default half the base text size (8px at 16px). On a text set larger or
 * smaller than the base, give its size (`textScale`, e.g. 1.125 for 1.125em) so the default unit stays half the base
 * size there too; a unit the host sets in px is the same everywhere.
 */
export const space = (steps: number, textScale = 1) =>
  `calc(${token('space', textScale === 1 ? '0.5em' : `calc(0.5em / ${textScale})`)} * ${steps})`;

/**
 * Padding inside a box: `space(steps)`, but no more than a narrow screen affords, so that large text keeps room
 * for its words. From 356 px wide (the element's width) at the default text size it is exactly `space(steps)`.
 */
export const inset = (steps: number) => `min(${space(steps)}, ${steps * 2.25}cqi)`;

export const shadow = {
  card: token('shadow-card', '0 1px 2px rgba(12, 42, 68, 0.06), 0 4px 16px rgba(12, 42, 68, 0.08)'),
  raised: token('shadow-raised', '0 8px 28px rgba(12, 42, 68, 0.22)'),
} as const;

/**
 * Layout breakpoints, in em of the element's own width (a container query on its frame, `phx`): an element lays out
 * by the room its host gives it, not by the viewport, and with larger text it narrows sooner (48em is 768px at 16px,
 * 1152px at 24px).
 */
export const breakpoint = { tablet: '48em', desktop: '64em' } as const;
export const media = {
  tablet: `@container phx (min-width: ${breakpoint.tablet})`,
  desktop: `@container phx (min-width: ${breakpoint.desktop})`,
  belowTablet: `@container phx (width < ${breakpoint.tablet})`,
  /** An element narrower than 22 times its text size (352px at 16px): words barely fit across it. */
  narrowForText: '@container phx (width < 22em)',
  /** Narrower than 18 times its text size (288px at 16px): only very large text on a phone is this cramped. */
  crampedForText: '@container phx (width < 18em)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** Windows High Contrast and the like: the visitor's few system colours replace ours. */
  forcedColors: '@media (forced-colors: active)',
  moreContrast: '@media (prefers-contrast: more)',
} as const;

/**
 * The smallest target for a pointer or a finger: 44 CSS px at the default text size, growing with the text. On a
 * control whose text is set larger than the base, give its size (`textScale`).
 */
export const minTarget = (textScale = 1) => `max(44px, ${textScale === 1 ? '2.75em' : `calc(2.75em / ${textScale})`})`;

export const layout = { maxWidth: '75em', minTarget: minTarget() } as const;
