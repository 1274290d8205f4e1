import { defineConfig } from 'vitest/config';
import { catalogs } from './scripts/vite-catalogs.ts';
import { testAlias } from './src/patches/aliases.ts';
import { plugins } from './vite.config.ts';

/** The folders whose tests sit beside their code. */
const folders = '{src,server,scripts,bench,integrations}';
/** What the unit and the integration tests share: the library stand-ins (src/patches/) and the tests' own set-up. */
const besideTheCode = {
  plugins,
  resolve: { alias: testAlias },
};
const setUp = {
  environment: 'happy-dom' as const,
  setupFiles: ['src/test/setup.ts'],
  server: { deps: { inline: ['notistack', /@emotion\//] } },
};

export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('test') },
  test: {
    projects: [
      {
        ...besideTheCode,
        // Node alone: no port, no child process, no build, no database (`*.integration.test.ts` is the rest).
        test: {
          name: 'unit',
          include: [`${folders}/**/*.test.{ts,tsx}`],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          ...setUp,
          setupFiles: [...setUp.setupFiles, 'src/test/no-network.ts'],
          // Every core (vitest leaves one to itself by default): they are quick and share nothing.
          maxWorkers: '100%',
          // Run alone, first (vitest asks each group of projects to share one number of workers).
          sequence: { groupOrder: 0 },
        },
      },
      {
        ...besideTheCode,
        // Servers on ports, PostgreSQL and SQLite files, child processes, builds (some read dist/: npm run build).
        test: {
          name: 'integration',
          include: [`${folders}/**/*.integration.test.ts`],
          ...setUp,
          sequence: { groupOrder: 1 },
          // Child processes and servers on a shared two-core machine: a limit that fails a hang, not a slow start.
          testTimeout: 30_000,
        },
      },
      {
        // The words' catalogs, which the tests read as the pages do.
        plugins: [catalogs()],
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
