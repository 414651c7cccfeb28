import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit and API tests for every workspace; end-to-end tests live in e2e/ (Playwright). */
export default defineConfig({
  test: {
    // Every core (Vitest leaves one idle by default): two files at a time on this machine.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      // The benchmarks' own machinery (ports, child processes, options, in bench/ and the exam-day
      // load package); no benchmark runs here.
      {
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts', 'packages/exam-load/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // The files share a worker's modules rather than importing the server afresh (about two
          // seconds a file). They can: each test file builds its own app on its own database, and
          // every module-level cache is keyed by its database (a WeakMap) or by content.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        // Every web test starts with the catalogues registered, as main.tsx does.
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          root: 'apps/web',
          setupFiles: ['src/app/text/index.ts', 'src/test-support/page-texts.ts', 'src/test-support/timeouts.ts'],
          // A screen test on a busy two-core machine, its finding queries given 5 s (timeouts.ts).
          testTimeout: 15_000,
        },
      },
    ],
  },
});
