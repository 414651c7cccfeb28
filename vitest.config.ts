import { defineConfig } from 'vitest/config';

/** Unit and API tests for every workspace; end-to-end tests live in e2e/ (Playwright). */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', root: 'apps/web' },
      },
    ],
  },
});
