import createCache, { type EmotionCache } from '@emotion/cache';
import { color, font, media, moreContrastColors, textSpacing } from '../../ui/tokens';
import { adoptedEmotionCache } from '../../patches/emotion-sheet';

/**
 * Styles inside a shadow root. Where the browser supports constructable stylesheets, every rule (our base rules,
 * the element's own host rules, notistack's and Emotion's) goes into a CSSStyleSheet adopted by the shadow root:
 * nothing is written to the host's <head>, and a strict `style-src` policy does not apply to adopted sheets. Elsewhere
 * Emotion falls back to <style> tags inside the shadow root, carrying the nonce of the script that loaded us.
 */

/**
 * Rules every element starts from: a frame that inherits nothing from the host page. Its own width is what its
 * layout follows (the `phx` container of tokens.ts media), the room the host gives, not the viewport. A word that
 * cannot fit on its line is hyphenated in its language (the frame's lang) and only as a last resort broken:
 * break-word, unlike anywhere, leaves a cell's or a button's min-content at its longest word.
 *
 * Written compact, one rule a line, the notes on them here rather than in the CSS (every page carries this text):
 * - `:where(…)`: zero specificity, so any component's own rule wins over these resets.
 * - Letter and word spacing are set on every element, not inherited: an em of spacing is then one of each text's own
 *   size (and controls get it).
 * - Forced colours: an icon is drawn in currentColor, but an <svg> keeps the colour we gave it, so it takes its
 *   text's system colour. The visitor's colours win over every component's own (hence !important): focus, current
 *   page, pressed buttons; those are not adjusted, as the browser's text backplate (Canvas) would hide
 *   SelectedItemText. Illustrations keep their own colours (they show the products), framed so their edge stays
 *   visible.
 */
export const baseCss = `:host{display:block}
:host([hidden]){display:none}
[data-phx-root]{display:contents}
.phx-frame{all:initial;display:block;font-family:${font.family};font-size:${font.size};line-height:${textSpacing.lineHeight()};color:${color.text};text-align:start;container:phx/inline-size;overflow-wrap:break-word;hyphens:auto;-webkit-text-size-adjust:100%;text-size-adjust:100%;-webkit-font-smoothing:antialiased}
.phx-frame[dir=rtl]{direction:rtl;unicode-bidi:isolate}
.phx-address{hyphens:manual}
.phx-frame *,.phx-frame *::before,.phx-frame *::after{box-sizing:border-box}
.phx-frame :focus-visible{outline:3px solid ${color.focus};outline-offset:2px}
:where(.phx-frame) :where(img,svg){display:block;max-width:100%}
:where(.phx-frame,.phx-frame *){letter-spacing:${textSpacing.letterSpacing()};word-spacing:${textSpacing.wordSpacing}}
:where(.phx-frame) :where(button,input,select,textarea){font:inherit;color:inherit}
.phx-visually-hidden{position:absolute!important;width:1px!important;height:1px!important;padding:0!important;margin:-1px!important;overflow:hidden!important;clip:rect(0,0,0,0)!important;white-space:nowrap!important;border:0!important}
${media.moreContrast}{.phx-frame{${moreContrastColors}}.phx-frame :focus-visible{outline-width:4px;outline-offset:3px}}
${media.forcedColors}{.phx-frame svg[aria-hidden=true]{color:inherit}.phx-frame :focus-visible{outline-color:Highlight!important}.phx-frame [aria-current]:not([aria-current=false]),.phx-frame [aria-pressed=true]{forced-color-adjust:none;background-color:SelectedItem!important;color:SelectedItemText!important;border-color:SelectedItemText!important;box-shadow:none!important}.phx-frame svg[part~=artwork]{forced-color-adjust:none;outline:2px solid CanvasText;outline-offset:-2px}}
${media.reducedMotion}{.phx-frame *,.phx-frame *::before,.phx-frame *::after{animation-duration:0.01ms!important;animation-iteration-count:1!important;transition-duration:0.01ms!important;scroll-behavior:auto!important}}
`;

const canAdopt =
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype;

const sheets = new Map<string, CSSStyleSheet>();
/** One sheet per static text (the base rules, each element's host rules, notistack's), shared by every shadow root. */
function sheetFor(name: string, css: string): CSSStyleSheet {
  let sheet = sheets.get(name);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(name, sheet);
  }
  return sheet;
}

/**
 * Called once notistack's code has loaded (it is fetched with the first toast) with the rules it generated: they
 * join the shared sheet. Without constructable stylesheets, returns them to render as a <style> tag instead.
 */
export function adoptToastCss(css: string): { css: string; nonce: string | undefined } | null {
  if (!canAdopt) return { css, nonce: scriptNonce() };
  sheetFor('toasts', '').replaceSync(css);
  return null;
}

/** The nonce of the script that loaded phx, read from the DOM property (browsers hide the attribute's value). */
function scriptNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.querySelector<HTMLScriptElement>('script[src*="phx"][nonce], script[nonce]');
  return script?.nonce || undefined;
}

interface ShadowStyles {
  cache: EmotionCache;
  /** Without constructable stylesheets: the static CSS to render as a <style> tag, and its nonce. */
  inline?: { css: string; nonce: string | undefined };
}

const styles = new WeakMap<ShadowRoot, ShadowStyles>();

/** One Emotion cache per shadow root, kept across remounts so styles are never inserted twice. */
export function shadowStyles(root: ShadowRoot, hostCss = ''): ShadowStyles {
  let found = styles.get(root);
  if (found) return found;
  if (canAdopt) {
    const own = [sheetFor('base', baseCss), sheetFor('toasts', '')];
    if (hostCss) own.push(sheetFor(hostCss, hostCss));
    root.adoptedStyleSheets = [...own, ...root.adoptedStyleSheets];
    found = { cache: adoptedEmotionCache('phx', root) };
  } else {
    const nonce = scriptNonce();
    found = {
      cache: createCache({ key: 'phx', container: root, nonce, stylisPlugins: [] }),
      inline: { css: baseCss + hostCss, nonce },
    };
  }
  styles.set(root, found);
  return found;
}
