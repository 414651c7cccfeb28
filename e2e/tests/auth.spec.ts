import { expect } from '@playwright/test';
import { test } from './server';
import { fillLogin, loginAs, signedInAs } from './helpers';

test.describe('signing in and out', () => {
  test('an administrator logs in with the captcha and sees the System screens', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-roles')).toContainText('Super administrator');
    await page.getByRole('menuitem', { name: 'System' }).click();
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/system\/userManage$/);
    await expect(page.getByRole('cell', { name: 'teacher', exact: true })).toBeVisible();
  });

  test('a wrong password is refused with a clear message and a new captcha', async ({ page }) => {
    await page.goto('/login');
    const firstCaptcha = await page.getByTestId('captcha').innerHTML();
    await fillLogin(page, 'admin', 'not-the-password');
    await expect(page.getByText('Wrong username, password or user type.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => page.getByTestId('captcha').innerHTML()).not.toBe(firstCaptcha);
  });

  test('a page asked for before login is opened after it', async ({ page }) => {
    await page.goto('/system/roleManage');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2FroleManage$/);
    await fillLogin(page, 'admin');
    await expect(page).toHaveURL(/\/system\/roleManage$/);
    await expect(page.getByRole('cell', { name: 'SUPER_ADMIN' })).toBeVisible();
  });

  test('a student lands on /kaoshi, even when asking for the dashboard', async ({ page }) => {
    await loginAs(page, 'student');
    await expect(page).toHaveURL(/\/kaoshi$/);
    await expect(page.getByTestId('candidate-name')).toHaveText('Demo Student');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/kaoshi$/);
    // The name in the candidate's header opens their profile.
    await page.getByTestId('candidate-name').click();
    await expect(page).toHaveURL(/\/profile\/index$/);
    await expect(page.getByText('Change password', { exact: true }).first()).toBeVisible();
  });

  test('a teacher does not see System and cannot open it by address', async ({ page }) => {
    await signedInAs(page, 'teacher', '/dashboard');
    await expect(page.getByRole('menuitem', { name: 'Organisation' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'System' })).toHaveCount(0);
    await page.goto('/system/userManage');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    await signedInAs(page, 'admin');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Page not found')).toBeVisible();
  });

  test('logging out ends the session and returns to login with the page to come back to', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/system/permissionManage');
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2FpermissionManage$/);
    expect(await page.evaluate(() => localStorage.getItem('socketOpen'))).toBe('false');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });

  test('the login page follows the language choice and keeps it', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.getByRole('button', { name: /^登\s*录$/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /^登\s*录$/ })).toBeVisible();
    await expect(page).toHaveTitle('职业技能鉴定考试系统');
  });
});
