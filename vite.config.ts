import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { phxTags as elementTags } from './src/elements/registry.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Modules every element needs: they form the one shared runtime chunk. Not the loader's registry: phx.js imports nothing. */
const isRuntimeModule = (id: string) =>
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc|@emotion|stylis|hoist-non-react-statics|react-is|@babel)[\\/]/.test(id) ||
  /[\\/]src[\\/](elements[\\/](?!phx-|goober|registry)|ui[\\/](?!ToastStack)|router[\\/](Link|navigation)\.|content[\\/]site\.)/.test(id);

/** Aliases shared by the build and the tests. */
export const alias = [
  // notistack writes its styles with goober into the host's <head>; route them into our shadow roots instead.
  { find: /^goober$/, replacement: here('src/elements/goober-shim.ts') },
  { find: /^goober-original$/, replacement: here('node_modules/goober/dist/goober.modern.js') },
];

// A normal (not library) build: assets stay files resolved against the script's own URL, NODE_ENV is replaced,
// and nothing is injected into the host page (no modulepreload links).
export default defineConfig({
  base: './',
  resolve: { alias },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: false,
    // dist/.vite/manifest.json: the import graph, from which the demo server writes the standalone site's hints.
    manifest: true,
    copyPublicDir: false,
    rollupOptions: {
      // The loader, and each element's definition as its own entry: the loader imports them by URL, so it has no
      // imports of its own (a CSP that allows just phx.js still lets it run and explain what else it needs).
      input: {
        phx: here('src/index.ts'),
        ...Object.fromEntries(elementTags.map((tag) => [tag, here(`src/elements/${tag}.ts`)])),
      },
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: (chunk) => (chunk.name === 'phx' ? 'phx.js' : 'elements/[name].js'),
        chunkFileNames: 'chunks/[name]-[hash].js',
        // One shared runtime (React, Emotion, r2wc, our element shell, ui and links) instead of a dozen small chunks
        // that each cost a request; each section stays its own chunk, and the toast code stays lazy.
        codeSplitting: { groups: [{ name: 'runtime', test: isRuntimeModule }] },
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
