/**
 * Vite plugin: a rewrite of Emotion's cache, failing the build, naming this file, if an Emotion upgrade no longer reads
 * as expected.
 *
 * `@emotion/cache` without its vendor prefixer. `createCache` falls back to the prefixer when it is given no stylis
 * plugins; phx always gives `[]` (every browser it supports takes the unprefixed properties, and the server's render
 * and the browser's must agree). The builds use emotion-cache.ts instead of this module; the tests compare that
 * stand-in with it. (Emotion's serializer is emotion-serialize.ts in the builds: no rewrite of its own.)
 */
import type { Plugin } from 'vite';

// Their builds (not the `.cjs.mjs` wrappers, which only re-export one of them).
const emotionCache = /[\\/]@emotion[\\/]cache[\\/]dist[\\/]emotion-cache\.[\w.-]*(esm|cjs)\.js$/;
const withPrefixer = 'var defaultStylisPlugins = [prefixer];';

function rewrite(code: string, id: string, from: string, to: string): string {
  if (!code.includes(from))
    throw new Error(`src/patches/vite-emotion.ts: ${id} no longer has "${from}"; update the plugin`);
  return code.replace(from, to);
}

/** Emotion's cache module with no default plugins, or an error naming what changed. */
export function withoutPrefixer(code: string, id: string): string {
  return rewrite(code, id, withPrefixer, 'var defaultStylisPlugins = [];');
}

export function emotionWithoutPrefixer(): Plugin {
  return {
    name: 'phx-emotion-rewrites',
    // One line changes and no line moves: each module's own source map still holds (map: null keeps it).
    transform(code, id) {
      if (emotionCache.test(id)) return { code: withoutPrefixer(code, id), map: null };
      return null;
    },
  };
}
