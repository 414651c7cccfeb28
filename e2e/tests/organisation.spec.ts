import { idNumberCheckChar, maskIdNumber } from '@kaoshi/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './server';
import ExcelJS from 'exceljs';
import { chooseOption, sheetRows, signedInAs, unique } from './helpers';

/** A valid resident ID number, different for each n. */
function idNumber(n: number) {
  // Born in 1980: each spec keeps its own birth dates, so ID numbers never collide across specs.
  const first17 = `110105${19800101 + (n % 28)}${String(100 + n).slice(-3)}`;
  return first17 + idNumberCheckChar(first17);
}

async function addRecord(page: Page, path: string, fields: Record<string, string>, selects: [string, string][] = []) {
  await page.goto(path);
  await page.locator('.ant-card-extra').getByRole('button', { name: /Add$/ }).click();
  const dialog = page.getByRole('dialog');
  for (const [label, option] of selects) await chooseOption(page, label, option, dialog);
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: Object.values(fields)[0], exact: true })).toBeVisible();
}

const option = (name: string, code: string) => `${name} (${code})`;
/** A job type is listed with its level: one added with the form's default is level 5. */
const jobTypeOption = (name: string, code: string) => `${name} · Level 5 (${code})`;
const inFilterBar = (page: Page): Locator => page.locator('.filter-bar');

test('an administrator sets up a project down to a batch, imports its students, finds one and exports them', async ({ page }, testInfo) => {
  const tag = unique('').toUpperCase();
  const project = { name: `Welding ${tag}`, code: `P${tag}` };
  const category = { name: `Manufacturing ${tag}`, code: `D${tag}` };
  const jobType = { name: `Welder ${tag}`, code: `J${tag}` };
  const batch = { name: `Spring ${tag}`, code: `B${tag}` };
  await signedInAs(page, 'admin');

  await addRecord(page, '/school/schoolManage', { Name: project.name, Code: project.code });
  await addRecord(page, '/school/departmentManage', { Name: category.name, Code: category.code }, [
    ['Exam project', option(project.name, project.code)],
  ]);
  await addRecord(page, '/school/subjectManage', { Name: jobType.name, Code: jobType.code }, [
    ['Exam project', option(project.name, project.code)],
    ['Job category', option(category.name, category.code)],
  ]);
  await addRecord(page, '/school/classesManage', { Name: batch.name, Code: batch.code }, [
    ['Exam project', option(project.name, project.code)],
    ['Job category', option(category.name, category.code)],
    ['Job type', jobTypeOption(jobType.name, jobType.code)],
  ]);

  // The import file, in the template's layout.
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Students');
  sheet.addRow(['Candidate number', 'Name', 'Gender (M/F)', 'ID number', 'Phone', 'Email', 'Batch code']);
  for (let n = 1; n <= 3; n++)
    sheet.addRow([`${tag}${n}`, `Candidate ${tag} ${n}`, n % 2 ? 'M' : 'F', idNumber(n), '13800138000', '', batch.code]);
  const good = testInfo.outputPath('students.xlsx');
  await book.xlsx.writeFile(good);
  sheet.addRow([`${tag}9`, 'Broken', 'M', '123', '', '', batch.code]);
  const bad = testInfo.outputPath('students-bad.xlsx');
  await book.xlsx.writeFile(bad);

  await page.goto('/baseData/examStudent');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students from Excel' });
  await chooseOption(page, 'Exam project', option(project.name, project.code), dialog);
  await chooseOption(page, 'Job category', option(category.name, category.code), dialog);
  await chooseOption(page, 'Job type', jobTypeOption(jobType.name, jobType.code), dialog);
  await chooseOption(page, 'Batch', option(batch.name, batch.code), dialog);

  await dialog.locator('input[type=file]').setInputFiles(bad);
  await expect(dialog.locator('.ant-alert-error')).toContainText('nothing was imported');
  await expect(dialog.getByRole('cell', { name: '5', exact: true })).toBeVisible();

  await dialog.locator('input[type=file]').setInputFiles(good);
  await expect(dialog.getByText('Imported: 3 new, 0 unchanged.')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(good);
  await expect(dialog.getByText('Imported: 0 new, 3 unchanged.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await inFilterBar(page).getByPlaceholder('Name').fill(`Candidate ${tag} 2`);
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.getByRole('cell', { name: `${tag}2`, exact: true })).toBeVisible();
  // The list carries ID numbers masked; "Show" asks the server for the whole one (on the audit trail).
  const listed = page.locator('.ant-table-row', { hasText: `${tag}2` });
  await expect(listed.getByText(maskIdNumber(idNumber(2)), { exact: true })).toBeVisible();
  await listed.getByRole('button', { name: /Show the whole ID number/ }).click();
  await expect(listed.getByText(idNumber(2), { exact: true })).toBeVisible();
  await page.screenshot({ path: '.artifacts/screens/students-id-number-shown.png', fullPage: true });

  await inFilterBar(page).getByPlaceholder('Name').fill(`Candidate ${tag}`);
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(3);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const exported = testInfo.outputPath('exported.xlsx');
  await download.saveAs(exported);
  const rows = await sheetRows(exported);
  expect(rows).toHaveLength(4);
  expect(
    rows
      .slice(1)
      .map((row) => row[0])
      .sort(),
  ).toEqual([`${tag}1`, `${tag}2`, `${tag}3`]);
});

test('a project that still has job categories cannot be deleted, and the message says what holds it', async ({ page }) => {
  const tag = unique('').toUpperCase();
  const project = { name: `Hold ${tag}`, code: `H${tag}` };
  await signedInAs(page, 'admin');
  await addRecord(page, '/school/schoolManage', { Name: project.name, Code: project.code });
  await addRecord(page, '/school/departmentManage', { Name: `Held ${tag}`, Code: `C${tag}` }, [
    ['Exam project', option(project.name, project.code)],
  ]);
  await page.goto('/school/schoolManage');
  await page
    .getByRole('row', { name: new RegExp(project.name) })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(`The exam project "${project.name}" still has 1 job category(ies).`)).toBeVisible();
  await expect(page.getByRole('cell', { name: project.name, exact: true })).toBeVisible();
});

test("a course's knowledge points export to Excel, chapters and points", async ({ page }) => {
  await signedInAs(page, 'admin', '/baseData/examKnow');
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  await chooseOption(page, 'Exam project', 'Demo certification project (DEMO)');
  await chooseOption(page, 'Job category', 'Demo metalworking trades (DEMO-D)');
  await chooseOption(page, 'Job type', 'Welder · Level 5 (DEMO-S)');
  await chooseOption(page, 'Course', 'Welding safety basics (DEMO-C)');
  await expect(page.getByRole('row', { name: /Safe working SAFE/ })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const cells = (await sheetRows(download)).flat();
  expect(cells).toEqual(expect.arrayContaining(['Safe working', 'Welding practice', 'Protective equipment', 'Gas cylinders']));
});
