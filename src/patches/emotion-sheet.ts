import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion writing into a constructable stylesheet adopted by a shadow root, instead of <style> tags: nothing lands in
 * the host's <head>, and a strict `style-src` does not apply to adopted sheets. Emotion has no option for this, so
 * the cache's `sheet` (a typed, public field) is replaced by an object with the same interface. This module is the
 * only place that knows; emotion-sheet.test.tsx fails if an Emotion upgrade stops calling it.
 */
class AdoptedSheet {
  readonly key: string;
  readonly nonce = undefined;
  readonly container: ShadowRoot;
  readonly isSpeedy = true;
  readonly before = null;
  tags: HTMLStyleElement[] = [];
  ctr = 0;
  private readonly sheet = new CSSStyleSheet();

  constructor(key: string, container: ShadowRoot) {
    this.key = key;
    this.container = container;
    container.adoptedStyleSheets = [...container.adoptedStyleSheets, this.sheet];
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

/** An Emotion cache whose rules go into a stylesheet adopted by `root`. */
export function adoptedEmotionCache(key: string, root: ShadowRoot): EmotionCache {
  const cache = createCache({ key, container: root, stylisPlugins: [] });
  cache.sheet = new AdoptedSheet(key, root) as unknown as EmotionCache['sheet'];
  return cache;
}

/**
 * Tells the cache which rules are on the page already (in a prerendered root's <style>), so that hydrating inserts
 * none of them again: re-inserting every rule of a page would restyle all of it once more. `inserted` is the
 * cache's public record of what it has written (Emotion's own server rendering fills it the same way).
 */
export function alreadyStyled(cache: EmotionCache, names: readonly string[]) {
  for (const name of names) cache.inserted[name] = true;
}
