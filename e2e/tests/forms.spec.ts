import { translate } from '@kaoshi/contracts';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { chooseOption, fillLogin, loginAs, test, forgetSignIn } from './helpers';

/** Forms and their errors: the login's user type, blocked submits, fields the server refuses, batch delete. */

const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '800', width: 800, height: 1000 },
] as const;

/** The user type chosen on the login page: the label of its checked radio button. */
const shownUserType = (page: Page) => page.getByRole('radiogroup', { name: /User type|用户类型/ }).locator('label:has(input:checked)');

/** The stored language choice, as the language menu stores it. */
const inChinese = (page: Page) => page.context().addCookies([{ name: 'language', value: 'zh', url: page.url() }]);

test('the login page starts at candidate, then at the type that last signed in on this device', async ({ page }) => {
  await page.goto('/login');
  await expect(shownUserType(page)).toHaveText('Student');
  await fillLogin(page, 'admin');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await forgetSignIn(page);
  await page.goto('/login');
  await expect(shownUserType(page)).toHaveText('Administrator');
});

test('the login page in Chinese, wide and narrow, offers candidate first', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  const page = await context.newPage();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/login');
    await expect(shownUserType(page)).toHaveText('考生');
    await expect(page.getByTestId('captcha').locator('svg')).toBeVisible();
    await page.screenshot({ path: `.artifacts/screens/forms-login-${size.name}-zh.png`, fullPage: true });
  }
  await context.close();
});

for (const size of SIZES) {
  test(`a student form in Chinese: a blocked submit is not an error, the server's refusals sit beside their fields (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await loginAs(page, 'admin');
    await inChinese(page);
    await page.goto('/baseData/examStudent');
    await page.locator('.ant-card-extra').getByRole('button', { name: /新增$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
    // The production build logs real faults under a red badge; a form asking for its fields is none.
    await expect(page.getByRole('button', { name: '错误日志' })).toHaveCount(0);

    await chooseOption(page, '考试项目', 'Demo certification project (DEMO)', dialog);
    await chooseOption(page, '职业类别', 'Demo metalworking trades (DEMO-D)', dialog);
    await chooseOption(page, '报考工种', 'Welder · 五级 (DEMO-S)', dialog);
    await chooseOption(page, '报名批次', 'Demo batch (DEMO-B)', dialog);
    await dialog.getByLabel('账号', { exact: true }).fill('student');
    await dialog.getByLabel('姓名', { exact: true }).fill('张三');
    await dialog.getByLabel('身份证号', { exact: true }).fill('110105199003071238');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    const idItem = dialog.locator('.ant-form-item', { has: page.getByLabel('身份证号', { exact: true }) });
    await expect(idItem.locator('.ant-form-item-explain-error')).toHaveText(
      translate('zh', 'idNumberInvalid', { idNumber: '110105199003071238' }),
    );
    await page.screenshot({ path: `.artifacts/screens/forms-student-field-error-${size.name}-zh.png`, fullPage: true });

    // The photo's address follows the URL policy: another /api path is refused beside its field.
    const photo = dialog.getByLabel('照片', { exact: true });
    const photoItem = dialog.locator('.ant-form-item', { has: page.getByLabel('照片', { exact: true }) });
    await photo.fill('/api/kaoshi-user/user/logout');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(photoItem.locator('.ant-form-item-explain-error')).toBeVisible();
    await photo.fill('https://example.com/zhang.png');
    await expect(photoItem.locator('.ant-form-item-explain-error')).toHaveCount(0);

    // A valid ID number: the candidate number is the one already taken, marked on its own field.
    await dialog.getByLabel('身份证号', { exact: true }).fill('110105199003071239');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    const usernameItem = dialog.locator('.ant-form-item', { has: page.getByLabel('账号', { exact: true }) });
    await expect(usernameItem.locator('.ant-form-item-explain-error')).toHaveText(
      translate('zh', 'usernameTaken', { username: 'student' }),
    );
    await expect(page.getByRole('button', { name: '错误日志' })).toHaveCount(0);
  });

  test(`batch delete cannot tick an exam candidates can enter, and says why (${size.name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await loginAs(page, 'admin');
    await page.goto('/examPublishManage/publishManage');
    const demo = page.locator('.ant-table-row', { hasText: 'Demo' }).first();
    // The list waits for its first page; a busy machine can take a while.
    await expect(demo).toBeVisible({ timeout: 60_000 });
    await expect(demo.getByRole('checkbox')).toBeDisabled();
    await demo.locator('.tick-blocked').hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Candidates can enter this exam now, so it cannot be deleted. Extend it or let it close.',
    );
    await page.screenshot({ path: `.artifacts/screens/forms-publications-tick-${size.name}.png`, fullPage: true });
  });
}

for (const size of SIZES) {
  test(`the student import in Chinese names the template's columns and takes 男/女 (${size.name})`, async ({ page }, testInfo) => {
    await page.setViewportSize(size);
    await loginAs(page, 'admin');
    await inChinese(page);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('考生');
    sheet.addRow(['准考证号', '姓名', '性别（男/女）', '身份证号', '电话', '邮箱', '批次编码']);
    sheet.addRow([`F${size.name}1`, '李四', '男', '110105199003071239', '', '', 'DEMO-B']);
    sheet.addRow([`F${size.name}2`, '王五', '未知', '110105199003071238', '', '', 'DEMO-B']);
    const file = testInfo.outputPath('students-zh.xlsx');
    await book.xlsx.writeFile(file);

    await page.goto('/baseData/examStudent');
    await page.getByRole('button', { name: /导\s?入/ }).click();
    const dialog = page.getByRole('dialog', { name: '从 Excel 导入考生' });
    await dialog.locator('input[type=file]').setInputFiles(file);
    const problems = dialog.locator('.ant-table-row');
    await expect(problems).toHaveCount(2);
    await expect(problems.nth(0).getByRole('cell').nth(1)).toHaveText('性别（男/女）');
    await expect(problems.nth(0).getByRole('cell').nth(2)).toHaveText('性别只能填男或女（或 M、F），也可留空。');
    await expect(problems.nth(1).getByRole('cell').nth(1)).toHaveText('身份证号');
    await page.screenshot({ path: `.artifacts/screens/forms-student-import-${size.name}-zh.png`, fullPage: true });
  });
}
