import { defineConfig } from 'vitest/config';
import { testAlias } from './src/patches/aliases.ts';
import { plugins } from './vite.config.ts';

export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('test') },
  test: {
    projects: [
      {
        plugins,
        // The library stand-ins (src/patches/), with the tests' own.
        resolve: { alias: testAlias },
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
