import { expect, test as setup } from '@playwright/test';
import { DEMO_ROLES, loginAs, sessionFile } from './helpers';

/**
 * Signs each demo account in once, through the real login form, and stores the browser's state
 * for `signedInAs`: a sign-in per test cost seconds of page loads and password hashing.
 */
for (const role of DEMO_ROLES) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await loginAs(page, role);
    await expect(page).toHaveURL(role === 'student' ? /\/kaoshi$/ : /\/dashboard$/);
    await page.context().storageState({ path: sessionFile(role) });
  });
}
