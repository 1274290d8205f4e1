/**
 * The tests' `@emotion/cache` (testAlias in aliases.ts): the stand-in of emotion-cache.ts, which also compiles every
 * style it is given with Emotion's real cache (stylis) and throws on any difference. Every test that renders a
 * styled element checks the stand-in this way; emotion-cache.test.ts renders every element.
 */
import realCreateCache from '@emotion/cache-original';
import createCache, { compile } from './emotion-cache';

/** Every `selector{styles}` compared so far, with the rules both made of it. */
export const compared = new Map<string, string[]>();

let real: ReturnType<typeof realCreateCache> | undefined;

/** The rules Emotion's own cache makes of `selector{styles}` (its browser build: one rule per insertRule). */
export function realRules(selector: string, styles: string): string[] {
  if (!real) {
    // Its browser build looks for server-rendered <style data-emotion> tags as it is made: a server has none.
    const stub = typeof document === 'undefined';
    if (stub) Object.assign(globalThis, { document: { querySelectorAll: () => [], head: null } });
    try {
      real = realCreateCache({ key: 'phx-real', stylisPlugins: [] });
    } finally {
      if (stub) delete (globalThis as { document?: unknown }).document;
    }
  }
  const rules: string[] = [];
  const sheet = { insert: (rule: string) => rules.push(rule) } as unknown as Parameters<typeof real.insert>[2];
  real.insert(selector, { name: 'checked', styles, next: undefined }, sheet, false);
  return rules;
}

/** What the stand-in makes of `selector{styles}`, after checking it against the real cache. */
export function checkedRules(selector: string, styles: string): string[] {
  const input = `${selector}{${styles}}`;
  const done = compared.get(input);
  if (done) return done;
  const ours = compile(selector, styles);
  const theirs = realRules(selector, styles);
  if (JSON.stringify(ours) !== JSON.stringify(theirs))
    throw new Error(
      `src/patches/emotion-cache.ts compiles ${JSON.stringify(input)}\nto   ${JSON.stringify(ours)}\nnot ${JSON.stringify(theirs)} (stylis)`,
    );
  compared.set(input, ours);
  return ours;
}

export default function checkedCache(options: Parameters<typeof createCache>[0]) {
  const cache = createCache(options);
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    checkedRules(selector, serialized.styles);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return cache;
}
