import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { phxTags as elementTags } from './src/elements/registry.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));



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
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
