import { expect, type Page, test } from '@playwright/test';
import { chooseOption, fillLogin, firstSignIn, signedInAs, takeOneTimeCode, unique, forgetSignIn } from './helpers';

async function openAddDialog(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add' }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('system screens', () => {
  test('an administrator adds a teacher, who signs in with the one-time code shown once and sets a password', async ({ page, browser }) => {
    const username = unique('t');
    await signedInAs(page, 'admin');
    await page.goto('/system/userManage');
    const dialog = await openAddDialog(page, 'Add user');
    await dialog.getByLabel('Username').fill('x');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('must be at least 2 characters')).toBeVisible();
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Name', { exact: true }).fill('New Teacher');
    await chooseOption(page, 'User type', 'Teacher');
    await chooseOption(page, 'Roles', 'Teacher');
    await dialog.getByLabel('Job category').fill('Welding');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    const code = await takeOneTimeCode(page);
    await page.getByPlaceholder('Username').fill(username);
    await page.getByRole('button', { name: 'Query' }).click();
    await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();
    // The dialog shows what was stored, the fields the list does not show too.
    await page.getByRole('row', { name: username }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByLabel('Job category')).toHaveValue('Welding');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    const other = await browser.newPage();
    await other.goto('/login');
    await fillLogin(other, username, '123456', 'Teacher');
    await expect(other.getByText('Wrong username, password or user type')).toBeVisible();
    await firstSignIn(other, username, code, 'Welder-pass-1', 'Teacher');
    await expect(other).toHaveURL(/\/dashboard$/);
    await other.close();
  });

  test('a duplicate username is refused with the server message and the dialog stays open', async ({ page }) => {
    await signedInAs(page, 'admin');
    await page.goto('/system/userManage');
    const dialog = await openAddDialog(page, 'Add user');
    await dialog.getByLabel('Username').fill('teacher');
    await dialog.getByLabel('Name', { exact: true }).fill('Someone');
    await dialog.getByRole('button', { name: 'OK' }).click();
    // Beside the field it names, and in the pop-up message.
    const taken = 'The username "teacher" is already taken.';
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText(taken);
    await expect(page.locator('.ant-message').getByText(taken)).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('a new role gets permissions on the tree, and a user with it sees exactly those screens', async ({ page, browser }) => {
    const roleKey = unique('AUDITOR_').toUpperCase();
    const username = unique('aud');
    await signedInAs(page, 'admin');
    await page.goto('/system/roleManage');
    const dialog = await openAddDialog(page, 'Add role');
    await dialog.getByLabel('Role key').fill(roleKey);
    await dialog.getByLabel('Role name').fill('Auditor');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(roleKey) });
    await row.getByRole('button', { name: 'Permissions' }).click();
    const drawer = page.getByRole('dialog', { name: 'Permissions of Auditor' });
    await drawer.getByText('Organisation (SCHOOL)').click();
    await drawer.getByText('Exam projects (SCHOOL-SCHOOLMANAGE)').click();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();

    await page.goto('/system/userManage');
    const userDialog = await openAddDialog(page, 'Add user');
    await userDialog.getByLabel('Username').fill(username);
    await userDialog.getByLabel('Name', { exact: true }).fill('Auditor One');
    await chooseOption(page, 'User type', 'Teacher');
    await chooseOption(page, 'Roles', 'Auditor');
    await userDialog.getByRole('button', { name: 'OK' }).click();
    await expect(userDialog).toBeHidden();
    const code = await takeOneTimeCode(page);

    const other = await browser.newPage();
    await firstSignIn(other, username, code, 'Auditor-pass-1', 'Teacher');
    await expect(other).toHaveURL(/\/dashboard$/);
    await other.getByRole('menuitem', { name: 'Organisation' }).click();
    await expect(other.getByRole('menuitem', { name: 'Exam projects' })).toBeVisible();
    await expect(other.getByRole('menuitem', { name: 'Job categories' })).toHaveCount(0);
    await expect(other.getByRole('menuitem', { name: 'Base data' })).toHaveCount(0);
    await other.close();
  });

  test('a role still bound to users cannot be deleted', async ({ page }) => {
    await signedInAs(page, 'admin');
    await page.goto('/system/roleManage');
    const teacherRow = page.getByRole('row', { name: /TEACHER/ });
    await expect(teacherRow.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  test('an administrator adds a button permission under System', async ({ page }) => {
    const key = unique('EXPORT-').toUpperCase();
    await signedInAs(page, 'admin');
    await page.goto('/system/permissionManage');
    await page
      .getByRole('row', { name: /System \(SYSTEM\)/ })
      .getByRole('button', { name: 'Add child' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add permission' });
    await dialog.getByLabel('Permission key').fill(key);
    await dialog.getByLabel('Name', { exact: true }).fill('Export users');
    await dialog.getByRole('radio', { name: 'Button' }).check();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await page
      .getByRole('row', { name: /System \(SYSTEM\)/ })
      .locator('.ant-table-row-expand-icon')
      .click();
    await expect(page.getByRole('cell', { name: `Export users (${key})` })).toBeVisible();
  });

  test('the profile page changes the password, checked against the old one', async ({ page }) => {
    const username = unique('pw');
    await signedInAs(page, 'admin');
    await page.goto('/system/userManage');
    const dialog = await openAddDialog(page, 'Add user');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Name', { exact: true }).fill('Password Changer');
    await chooseOption(page, 'Roles', 'Teacher');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    const code = await takeOneTimeCode(page);
    await forgetSignIn(page);

    await firstSignIn(page, username, code, 'first-pass-1', 'Teacher');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile/index');
    await page.getByLabel('Current password').fill('wrong-one');
    await page.getByLabel('New password', { exact: true }).fill('better-pass-1');
    await page.getByLabel('Confirm new password').fill('better-pass-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The current password is wrong.')).toBeVisible();
    await page.getByLabel('Current password').fill('first-pass-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password changed.')).toBeVisible();
  });
});
