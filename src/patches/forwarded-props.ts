/**
 * Which props a styled DOM element passes on to the DOM, standing in for `@emotion/is-prop-valid` (aliased in
 * aliases.ts): every prop but the ones that only style, which start with `$` (as styled-components' transient
 * props), and Emotion's own `theme` and `as`. Emotion's list of every HTML and SVG attribute weighs 1.7 KB gzip,
 * and dropped `part`, which hosts style with ::part.
 */
export default function isPropValid(prop: string): boolean {
  return prop[0] !== '$' && prop !== 'theme' && prop !== 'as';
}
