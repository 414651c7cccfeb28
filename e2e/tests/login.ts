import { expect, type Page } from '@playwright/test';

export const E2E_CAPTCHA = 'e2e1';
export const DEMO_PASSWORD = '123456';

const USER_TYPE_LABEL: Record<string, string> = { admin: 'Administrator', teacher: 'Teacher', student: 'Student' };

/**
 * Fills the real login form (the server runs with a fixed captcha answer for tests). The user
 * type is always picked, never left to the form's default: the demo accounts' own type, or the
 * one given.
 */
export async function fillLogin(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  userType = USER_TYPE_LABEL[username] ?? 'Administrator',
) {
  await expect(page.getByTestId('captcha').locator('svg')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'User type' }).getByRole('radio', { name: userType, exact: true }).check();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login form: for tests of signing in itself; others use `signedInAs`. */
export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await fillLogin(page, username, password);
  await expect(page).not.toHaveURL(/\/login/);
}
