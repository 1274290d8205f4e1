import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The classic-script loader for pages that cannot use type="module": one tiny IIFE that imports phx.js beside it.
export default defineConfig({
  build: {
    target: 'es2020',
    outDir: 'dist/cdn',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: fileURLToPath(new URL('src/classic.ts', import.meta.url)),
      formats: ['iife'],
      name: 'phxClassic',
      fileName: () => 'phx.classic.js',
    },
  },
});
