import createCache, { type EmotionCache } from '@emotion/cache';
import { color, font, media } from '../ui/tokens';

/**
 * Styles inside a shadow root. Where the browser supports constructable stylesheets, every rule (our base rules,
 * notistack's, and Emotion's) goes into a CSSStyleSheet adopted by the shadow root: nothing is written to the host's
 * <head>, and a strict `style-src` policy does not apply to adopted sheets, so no nonce is needed. Elsewhere Emotion
 * falls back to <style> tags inside the shadow root, carrying the nonce of the script that loaded us.
 */

/** Rules every element starts from: a frame that inherits nothing from the host page. */
export const baseCss = `
:host { display: block; }
:host([hidden]) { display: none; }
.phx-frame {
  all: initial;
  display: block;
  font-family: ${font.family};
  font-size: ${font.size};
  line-height: ${font.lineHeight};
  color: ${color.text};
  text-align: start;
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  -webkit-font-smoothing: antialiased;
}
.phx-frame *, .phx-frame *::before, .phx-frame *::after { box-sizing: border-box; }
.phx-frame :focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
/* Zero specificity: any component's own rule wins over these resets. */
:where(.phx-frame) :where(img, svg) { display: block; max-width: 100%; }
:where(.phx-frame) :where(button, input, select, textarea) { font: inherit; color: inherit; }
.phx-visually-hidden {
  position: absolute !important; width: 1px !important; height: 1px !important; padding: 0 !important;
  margin: -1px !important; overflow: hidden !important; clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important; border: 0 !important;
}
${media.reducedMotion} {
  .phx-frame *, .phx-frame *::before, .phx-frame *::after {
    animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important; scroll-behavior: auto !important;
  }
}
`;

const canAdopt =
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype;

let sharedSheets: [base: CSSStyleSheet, toasts: CSSStyleSheet] | undefined;
/** Our base rules, and notistack's (empty until its code loads): one sheet each, shared by every shadow root. */
function staticSheets(): CSSStyleSheet[] {
  if (!sharedSheets) {
    sharedSheets = [new CSSStyleSheet(), new CSSStyleSheet()];
    sharedSheets[0].replaceSync(baseCss);
  }
  return sharedSheets;
}

/**
 * Called once notistack's code has loaded (it is fetched with the first toast) with the rules it generated: they
 * join the shared sheet. Without constructable stylesheets, returns them to render as a <style> tag instead.
 */
export function toastStyles(css: string): { css: string; nonce: string | undefined } | null {
  if (canAdopt) {
    staticSheets()[1].replaceSync(css);
    return null;
  }
  return { css, nonce: scriptNonce() };
}

/** Emotion's sheet interface, writing into an adopted CSSStyleSheet. */
class AdoptedSheet {
  readonly key: string;
  readonly nonce: string | undefined;
  readonly container: ShadowRoot;
  readonly isSpeedy = true;
  tags: HTMLStyleElement[] = [];
  ctr = 0;
  private readonly sheet = new CSSStyleSheet();

  constructor(options: { key: string; container: ShadowRoot; nonce?: string }) {
    this.key = options.key;
    this.nonce = options.nonce;
    this.container = options.container;
    this.container.adoptedStyleSheets = [...this.container.adoptedStyleSheets, this.sheet];
  }

  hydrate() {}

  insert(rule: string) {
    try {
      this.sheet.insertRule(rule, this.sheet.cssRules.length);
    } catch {
      // A rule this browser does not understand: skipping it is what a <style> tag would do.
    }
    this.ctr++;
  }

  flush() {
    this.sheet.replaceSync('');
    this.ctr = 0;
  }
}

/** The nonce of the script that loaded phx, read from the DOM property (browsers hide the attribute's value). */
function scriptNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.querySelector<HTMLScriptElement>('script[src*="phx"][nonce], script[nonce]');
  return script?.nonce || undefined;
}

export interface ShadowStyles {
  cache: EmotionCache;
  /** Without constructable stylesheets: the static CSS to render as <style> tags, and their nonce. */
  inline?: { css: string; nonce: string | undefined };
}

const styles = new WeakMap<ShadowRoot, ShadowStyles>();

/** One Emotion cache per shadow root, kept across remounts so styles are never inserted twice. */
export function shadowStyles(root: ShadowRoot): ShadowStyles {
  let found = styles.get(root);
  if (found) return found;
  if (canAdopt) {
    root.adoptedStyleSheets = [...staticSheets(), ...root.adoptedStyleSheets];
    const cache = createCache({ key: 'phx', container: root, stylisPlugins: [] });
    cache.sheet = new AdoptedSheet({ key: 'phx', container: root }) as unknown as EmotionCache['sheet'];
    found = { cache };
  } else {
    const nonce = scriptNonce();
    found = {
      cache: createCache({ key: 'phx', container: root, nonce, stylisPlugins: [] }),
      inline: { css: baseCss, nonce },
    };
  }
  styles.set(root, found);
  return found;
}
