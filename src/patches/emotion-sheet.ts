import createCache, { type EmotionCache, type Options } from '@emotion/cache';

/**
 * Emotion writing into a constructable stylesheet adopted by a shadow root, instead of <style> tags: nothing lands in
 * the host's <head>, and a strict `style-src` does not apply to adopted sheets. Emotion has no option for this; the
 * cache stand-in (emotion-cache.ts, the builds' and the tests' `@emotion/cache`) takes one, `adopted`, and its sheet
 * inserts each rule there. emotion-sheet.test.tsx fails if an Emotion upgrade stops calling the cache's sheet.
 */

/** An Emotion cache whose rules go into a stylesheet adopted by `root`. */
export function adoptedEmotionCache(key: string, root: ShadowRoot): EmotionCache {
  const adopted = new CSSStyleSheet();
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, adopted];
  return createCache({ key, container: root, stylisPlugins: [], adopted } as Options);
}

/**
 * Tells the cache which rules are on the page already (in a prerendered root's <style>), so that hydrating inserts
 * none of them again: re-inserting every rule of a page would restyle all of it once more. `inserted` is the
 * cache's public record of what it has written (Emotion's own server rendering fills it the same way).
 */
export function alreadyStyled(cache: EmotionCache, names: readonly string[]) {
  for (const name of names) cache.inserted[name] = true;
}
