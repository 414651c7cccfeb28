import { expect, type Page } from '@playwright/test';
import { chooseOption, DEMO_PASSWORD, fillLogin, signedInAs, test, unique } from './helpers';

/** Adds an exam project on its screen, then renames it there: two changes the trail must show. */
/** The log's rows: other pages stay mounted in their tabs (keep-alive), so this one's table is named by its screen. */
const logRows = (page: Page) => page.locator('.audit-log .ant-table-tbody tr.ant-table-row');

async function addAndRenameProject(page: Page, name: string, renamed: string, code: string) {
  await page.goto('/school/schoolManage');
  await page.locator('.ant-card-extra').getByRole('button', { name: /Add$/ }).click();
  const addDialog = page.getByRole('dialog');
  await addDialog.getByLabel('Name', { exact: true }).fill(name);
  await addDialog.getByLabel('Code', { exact: true }).fill(code);
  await addDialog.getByRole('button', { name: 'OK' }).click();
  await expect(addDialog).toBeHidden();
  await page
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('button', { name: 'Edit' })
    .click();
  const editDialog = page.getByRole('dialog');
  await editDialog.getByLabel('Name', { exact: true }).fill(renamed);
  await editDialog.getByRole('button', { name: 'OK' }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
}

test('an administrator renames a project, finds the change in the audit log with its before and after, and exports it', async ({
  page,
}) => {
  const tag = unique('').toUpperCase();
  const name = `Audit project ${tag}`;
  const renamed = `Audited project ${tag}`;
  await signedInAs(page, 'admin');
  await addAndRenameProject(page, name, renamed, `A${tag}`);

  await page.getByRole('menuitem', { name: 'System' }).click();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/system\/auditLog$/);
  const filters = page.locator('.audit-log .filter-bar');
  await chooseOption(page, 'Action', 'Exam project: changed', filters);
  await filters.getByPlaceholder('Search records').fill(tag);
  await filters.getByRole('button', { name: 'Query' }).click();
  const rows = logRows(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Exam project: changed');
  await expect(rows.first()).toContainText(renamed);
  await expect(rows.first()).toContainText('admin');

  await rows.first().getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog', { name: 'Recorded change' });
  const nameChange = drawer.getByRole('row', { name: /^Name / }).filter({ hasText: renamed });
  await expect(nameChange).toContainText(name);
  // The action in words; its recorded code only on hover.
  await expect(drawer.getByTitle('school.update')).toHaveText('Exam project: changed');
  await drawer.getByRole('button', { name: 'Close' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Audit log-\d{4}-\d{2}-\d{2}\.xlsx$/);
});

test('a refused sign-in is on the log with the name tried; the log is not for a teacher', async ({ page, browser }) => {
  const tried = unique('nobody');
  const stranger = await browser.newPage();
  await stranger.goto('/login');
  await fillLogin(stranger, tried, `${DEMO_PASSWORD}x`);
  await expect(stranger.getByText('Wrong username, password or user type.')).toBeVisible();
  await stranger.close();

  await signedInAs(page, 'admin');
  await page.goto('/system/auditLog');
  const filters = page.locator('.audit-log .filter-bar');
  await filters.getByPlaceholder('User').fill(tried);
  await filters.getByRole('button', { name: 'Query' }).click();
  const row = logRows(page);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sign-in: refused');
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog', { name: 'Recorded change' }).getByText('loginFailed')).toBeVisible();

  const teacher = await browser.newPage();
  await signedInAs(teacher, 'teacher');
  await teacher.goto('/system/auditLog');
  await expect(teacher).not.toHaveURL(/auditLog/);
  await teacher.close();
});

/** Screenshots for a person to look at (e2e/.artifacts/screens): the list and a record, wide and narrow. */
for (const size of [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 390, height: 844 },
]) {
  test(`the audit log at ${size.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const tag = unique('').toUpperCase();
    await signedInAs(page, 'admin');
    await addAndRenameProject(page, `Shot project ${tag}`, `Shot project renamed ${tag}`, `S${tag}`);
    await page.goto('/system/auditLog');
    await expect(logRows(page).first()).toBeVisible();
    await page.screenshot({ path: `.artifacts/screens/audit-list-${size.name}.png`, fullPage: true });
    await logRows(page).filter({ hasText: 'Exam project: changed' }).first().getByRole('button', { name: 'Details' }).click();
    await expect(page.getByRole('dialog', { name: 'Recorded change' })).toBeVisible();
    await page.screenshot({ path: `.artifacts/screens/audit-record-${size.name}.png`, fullPage: true });
    await page.goto('/system/auditLog');
    await page.locator('.audit-log .filter-bar').getByPlaceholder('Search records').fill('no record says this');
    await page.locator('.audit-log .filter-bar').getByRole('button', { name: 'Query' }).click();
    await expect(page.getByText('No recorded changes match.')).toBeVisible();
    await page.screenshot({ path: `.artifacts/screens/audit-empty-${size.name}.png`, fullPage: true });

    // The same list in Chinese (the stored language choice, as the language menu stores it).
    await page.context().addCookies([{ name: 'language', value: 'zh', url: page.url() }]);
    await page.goto('/system/auditLog');
    await expect(page.locator('.audit-log .filter-bar').getByRole('button', { name: /查\s?询/ })).toBeVisible();
    await expect(logRows(page).first()).toBeVisible();
    await page.screenshot({ path: `.artifacts/screens/audit-list-${size.name}-zh.png`, fullPage: true });
  });
}
