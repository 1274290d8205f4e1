import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { alias, plugins } from './vite.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('test') },
  test: {
    projects: [
      {
        plugins,
        resolve: {
          // vitest would resolve notistack's CommonJS build, bypassing the goober alias: use its ES module.
          alias: [...alias, { find: /^notistack$/, replacement: here('node_modules/notistack/notistack.esm.js') }],
        },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          server: { deps: { inline: ['notistack'] } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
