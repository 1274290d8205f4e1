/**
 * Stands in for `goober` when notistack imports it (see the alias in aliases.ts). goober would write notistack's
 * styles into a <style> in the host page's <head>: outside our shadow roots, into the host's styles, and against a
 * strict CSP. Bound to a detached element instead, the CSS collects here and each shadow root adopts it.
 */
import { css as gooberCss, keyframes as gooberKeyframes, glob as gooberGlob } from 'goober-original';

const target = typeof document === 'undefined' ? undefined : document.createElement('div');

export const css = gooberCss.bind({ target } as never) as typeof gooberCss;
export const keyframes = gooberKeyframes.bind({ target } as never) as typeof gooberKeyframes;
export const glob = gooberGlob.bind({ target } as never) as typeof gooberGlob;
export { setup, styled, extractCss } from 'goober-original';

/** All CSS notistack has generated so far. */
export const collectedCss = () => target?.textContent ?? '';
