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
          // vitest would resolve notistack's and Emotion's CommonJS builds, bypassing the aliases (goober, Emotion's
          // is-prop-valid): use their ES modules.
          alias: [
            ...alias,
            { find: /^notistack$/, replacement: here('node_modules/notistack/notistack.esm.js') },
            {
              find: /^@emotion\/styled\/base$/,
              replacement: here('node_modules/@emotion/styled/base/dist/emotion-styled-base.esm.js'),
            },
          ],
        },
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'integrations/**/*.test.ts',
          ],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          server: { deps: { inline: ['notistack', /@emotion\//] } },
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
