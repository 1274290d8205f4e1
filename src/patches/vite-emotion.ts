/**
 * Vite plugin: Emotion's cache without its vendor prefixer. `createCache` falls back to the prefixer when it is given
 * no stylis plugins; phx always gives `[]` (every browser it supports takes the unprefixed properties, and the
 * server's render and the browser's must agree), so the prefixer's 1 KB gzip is dead weight in every runtime. The
 * build fails, naming this file, if an Emotion upgrade no longer reads as expected.
 */
import type { Plugin } from 'vite';

// Its builds (not the `.cjs.mjs` wrappers, which only re-export one of them).
const emotionCache = /[\\/]@emotion[\\/]cache[\\/]dist[\\/]emotion-cache\.[\w.-]*(esm|cjs)\.js$/;
const withPrefixer = 'var defaultStylisPlugins = [prefixer];';

/** Emotion's cache module with no default plugins, or an error naming what changed. */
export function withoutPrefixer(code: string, id: string): string {
  if (!code.includes(withPrefixer))
    throw new Error(`src/patches/vite-emotion.ts: ${id} no longer has "${withPrefixer}"; update the plugin`);
  return code.replace(withPrefixer, 'var defaultStylisPlugins = [];');
}

export function emotionWithoutPrefixer(): Plugin {
  return {
    name: 'phx-emotion-without-prefixer',
    // One line changes and no line moves: the module's own source map still holds (map: null keeps it).
    transform: (code, id) => (emotionCache.test(id) ? { code: withoutPrefixer(code, id), map: null } : null),
  };
}
