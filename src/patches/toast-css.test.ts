import { describe, expect, it } from 'vitest';
import { collectedCss } from './toast-css';

// notistack writes its styles with goober as it loads; toast-css.ts stands in for goober (the `goober` alias), bound
// to a detached element. A notistack without goober, or a goober that ignores the bound target, fails here.
describe('notistack’s styles, through toast-css.ts', () => {
  it('collect in a detached element for the shadow roots to adopt, and none in the page’s <head>', async () => {
    await import('notistack');
    expect(collectedCss()).toMatch(/\.go\d+\{[^}]*display:flex/);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });
});
