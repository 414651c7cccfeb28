import { defineConfig } from '@playwright/test';

/** E2E_PORT lets two runs share a machine (each gets its own server and database). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_CAPTCHA = 'e2e1';

/**
 * End-to-end tests in Debian's Chromium against the real server, serving the built web app,
 * on a fresh embedded database seeded with the demo accounts.
 */
export default defineConfig({
  testDir: './tests',
  // Per port, so runs side by side do not clear each other's traces.
  outputDir: E2E_PORT === 8181 ? './.artifacts/results' : `./.artifacts/results-${E2E_PORT}`,
  // Two cores: one browser and the server at a time keeps timings steady.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Timeouts only catch hangs: generous, as a busy 2-core machine runs the browser up to 3x slower.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'en-US',
    // The app turns off its animations for reduced motion: no clicks land mid-animation.
    contextOptions: { reducedMotion: 'reduce' },
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // A failed test's actions, network, console and sources; no DOM snapshots or screencast, whose
    // recording for every test cost 40 % of the run (docs/decisions/0006-tests-and-databases.md).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs the demo accounts in once per run; the tests reuse those sessions (helpers' signedInAs).
    // Every test waits on it, so a first page load slowed by a busy machine gets another go.
    { name: 'sessions', testMatch: /\.setup\.ts$/, use: { browserName: 'chromium' }, retries: 2 },
    { name: 'chromium', use: { browserName: 'chromium' }, dependencies: ['sessions'] },
  ],
  webServer: {
    command: 'node ./start-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
