/**
 * The library stand-ins as the builds and the tests resolve them: one list, read by vite.config.ts and
 * vitest.config.ts. Each one, why it exists and the upgrade that would remove it: README.md beside this file.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const library = (path: string) => here(`../../node_modules/${path}`);

/**
 * A stand-in that rewrites a whole library's entry was checked against one version of it (its test runs both): another
 * version stops every build and test run here until the test has been run against it and the range below moved.
 */
function checked(name: string, versions: RegExp) {
  const { version } = JSON.parse(readFileSync(library(`${name}/package.json`), 'utf8')) as { version: string };
  if (!versions.test(version))
    throw new Error(`src/patches/aliases.ts: ${name} ${version} is not the version its stand-in was checked against.`);
}
checked('@r2wc/core', /^1\.3\./);

/** Aliases shared by the builds and the tests. */
export const alias = [
  // notistack writes its styles with goober into the host's <head>; route them into our shadow roots instead.
  { find: /^goober$/, replacement: here('toast-css.ts') },
  { find: /^goober-original$/, replacement: library('goober/dist/goober.modern.js') },
  // What phx does not need of Emotion (see each file): its list of HTML attributes, withTheme's helper, and of styled
  // its tag list and what phx never uses.
  { find: /^@emotion\/is-prop-valid$/, replacement: here('forwarded-props.ts') },
  { find: /^@emotion\/styled$/, replacement: here('styled.ts') },
  // Its cache, with a compiler for the CSS phx writes instead of stylis, and its serializer for what phx writes.
  { find: /^@emotion\/cache$/, replacement: here('emotion-cache.ts') },
  { find: /^@emotion\/serialize$/, replacement: here('emotion-serialize.ts') },
  { find: /^hoist-non-react-statics$/, replacement: here('no-statics.ts') },
  // Babel's `_extends` helper, which Emotion imports: Object.assign itself.
  { find: /^@babel\/runtime\/helpers\/esm\/extends$/, replacement: here('extends.ts') },
  // r2wc's element without the props and events phx never gives it (r2wc-core.ts).
  { find: /^@r2wc\/core$/, replacement: here('r2wc-core.ts') },
  { find: /^@r2wc\/core-original$/, replacement: library('@r2wc/core/dist/core.js') },
];

/**
 * The tests' aliases: vitest would resolve notistack's and Emotion's CommonJS builds, bypassing the aliases above
 * (goober, Emotion's is-prop-valid) and vite-emotion.ts's rewrite of the cache: their ES modules instead. And
 * Emotion's cache and serializer are the stand-ins checked against the real ones on every style a test renders.
 */
export const testAlias = [
  // The cache stand-in, checked against the real cache (stylis) on every style a test renders.
  { find: /^@emotion\/cache$/, replacement: here('emotion-cache-checked.ts') },
  // styled.ts beside Emotion's own styled (styled-checked.ts): a test picks which one renders.
  { find: /^@emotion\/styled$/, replacement: here('styled-checked.ts') },
  // The serializer stand-in, checked against Emotion's own on every call.
  { find: /^@emotion\/serialize$/, replacement: here('emotion-serialize-checked.ts') },
  { find: /^@emotion\/cache-original$/, replacement: library('@emotion/cache/dist/emotion-cache.browser.esm.js') },
  ...alias,
  { find: /^notistack$/, replacement: library('notistack/notistack.esm.js') },
  { find: /^@emotion\/serialize-original$/, replacement: library('@emotion/serialize/dist/emotion-serialize.esm.js') },
  { find: /^@emotion\/styled\/base$/, replacement: library('@emotion/styled/base/dist/emotion-styled-base.esm.js') },
];
