import { defineConfig } from '@playwright/test';
import config from './playwright.config';

/**
 * `npm run screenshots`: the specs under tests/screenshots take pictures of the screens for a
 * person to look at (e2e/.artifacts/screens) and assert nothing, so `npm test` leaves them out.
 */
export default defineConfig({
  ...config,
  testDir: './tests/screenshots',
  testIgnore: [],
});
