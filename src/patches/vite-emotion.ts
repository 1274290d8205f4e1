/**
 * Vite plugin: two rewrites of Emotion's modules, each failing the build, naming this file, if an Emotion upgrade no
 * longer reads as expected.
 *
 * - `@emotion/cache` without its vendor prefixer. `createCache` falls back to the prefixer when it is given no stylis
 *   plugins; phx always gives `[]` (every browser it supports takes the unprefixed properties, and the server's render
 *   and the browser's must agree). The builds use emotion-cache.ts instead of this module; the tests compare that
 *   stand-in with it.
 * - `@emotion/serialize` without `@emotion/unitless` (0.3 KB gzip), its list of the properties whose numbers take no
 *   `px` in object styles (`{ opacity: 0.5 }`). phx writes its values as text (`{ margin: 0, fontSize: '1.4em' }`):
 *   a number other than 0 in an object style throws instead of guessing a unit. And without what it does for keyframes,
 *   which phx never writes.
 */
import type { Plugin } from 'vite';

// Their builds (not the `.cjs.mjs` wrappers, which only re-export one of them).
const emotionCache = /[\\/]@emotion[\\/]cache[\\/]dist[\\/]emotion-cache\.[\w.-]*(esm|cjs)\.js$/;
const withPrefixer = 'var defaultStylisPlugins = [prefixer];';
const emotionSerialize = /[\\/]@emotion[\\/]serialize[\\/]dist[\\/]emotion-serialize\.[\w.-]*esm\.js$/;
const unitlessImport = "import unitless from '@emotion/unitless';";
const unitlessTest = "unitless[key] !== 1 && !isCustomProperty(key) && typeof value === 'number' && value !== 0";

function rewrite(code: string, id: string, from: string, to: string): string {
  if (!code.includes(from))
    throw new Error(`src/patches/vite-emotion.ts: ${id} no longer has "${from}"; update the plugin`);
  return code.replace(from, to);
}

/** Emotion's cache module with no default plugins, or an error naming what changed. */
export function withoutPrefixer(code: string, id: string): string {
  return rewrite(code, id, withPrefixer, 'var defaultStylisPlugins = [];');
}

/**
 * What the serializer does for keyframes (`keyframes` of @emotion/react), which phx never writes: an animation's name
 * read out of a value, a keyframes object, the keyframes a `css` carries along. Each is cut to its line breaks, so
 * no line moves. Keyframes written all the same reach the cache stand-in as `@keyframes` text, which it refuses.
 */
const keyframesPaths = [
  `  switch (key) {
    case 'animation':
    case 'animationName':
      {
        if (typeof value === 'string') {
          return value.replace(animationRegex, function (match, p1, p2) {
            cursor = {
              name: p1,
              styles: p2,
              next: cursor
            };
            return p1;
          });
        }
      }
  }`,
  `        var keyframes = interpolation;

        if (keyframes.anim === 1) {
          cursor = {
            name: keyframes.name,
            styles: keyframes.styles,
            next: cursor
          };
          return keyframes.name;
        }`,
  `          var next = serializedStyles.next;

          if (next !== undefined) {
            // not the most efficient thing ever but this is a pretty rare case
            // and there will be very few iterations of this generally
            while (next !== undefined) {
              cursor = {
                name: next.name,
                styles: next.styles,
                next: cursor
              };
              next = next.next;
            }
          }`,
];

/** Emotion's serializer without the list of unitless properties or keyframes, or an error naming what changed. */
export function withoutUnitless(code: string, id: string): string {
  for (const path of keyframesPaths) code = rewrite(code, id, path, path.replace(/[^\n]/g, ''));
  const noList = rewrite(
    code,
    id,
    unitlessImport,
    'var phxNumber = function (key, value) { throw new Error("src/patches/vite-emotion.ts: the object style " + key + ": " + value + " is a number; phx writes values as text (\\"" + value + "px\\")"); };',
  );
  return rewrite(
    noList,
    id,
    unitlessTest,
    "typeof value === 'number' && value !== 0 && !isCustomProperty(key) && phxNumber(key, value)",
  );
}

export function emotionWithoutPrefixer(): Plugin {
  return {
    name: 'phx-emotion-rewrites',
    // One line changes and no line moves: each module's own source map still holds (map: null keeps it).
    transform(code, id) {
      if (emotionCache.test(id)) return { code: withoutPrefixer(code, id), map: null };
      if (emotionSerialize.test(id)) return { code: withoutUnitless(code, id), map: null };
      return null;
    },
  };
}
