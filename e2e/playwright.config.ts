import { defineConfig } from '@playwright/test';

/**
 * The first worker's server port; worker n uses E2E_PORT + n (tests/server.ts). Give runs that
 * share a machine base ports at least `workers` apart.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_CAPTCHA = 'e2e1';

/**
 * End-to-end tests in Debian's Chromium against the real server, serving the built web app. Each
 * worker starts its own server on a fresh embedded database seeded with the demo accounts
 * (tests/server.ts), so the two workers' tests never share records or sessions.
 */
export default defineConfig({
  testDir: './tests',
  // Screenshots for a person to look at, asserting nothing, are their own command
  // (`npm run screenshots`, playwright.screenshots.config.ts).
  testIgnore: '**/screenshots/**',
  // Per port, so runs side by side do not clear each other's traces.
  outputDir: `./.artifacts/results-${E2E_PORT}`,
  // Two workers, each with a browser and a server: files are dealt to whichever worker is free;
  // the tests of one file run in order in one worker.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Timeouts only catch hangs: generous, as a busy 2-core machine runs the browser up to 3x slower.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
