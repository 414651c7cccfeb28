import { API, type ClassRecord, idNumberCheckChar, type PaperOption, type Paged, TOKEN_COOKIE } from '@kaoshi/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './server';
import ExcelJS from 'exceljs';
import { chooseOption, DEMO_PASSWORD, fillLogin, signedInAs, signInByApi, unique, ownsDemoPassword } from './helpers';

/** Where the screenshots go (SHOTS_DIR to collect them elsewhere). */
const SHOTS = process.env.SHOTS_DIR ?? '.artifacts/screens/registration';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n% registration e2e\n');
const DAY = 86_400_000;

/** One API call with a bearer token; the setup is not what these tests prove. */
async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(method === 'GET' ? { params: data as Record<string, string> } : { data }),
  });
  const body = (await response.json()) as { status: number; message: string; data: T };
  expect(body.status, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** A valid ID number, different for every n below ten million. */
const idNumber = (n: number) => {
  const birth = new Date(Date.UTC(1980, 0, 1) + (n % 9000) * DAY).toISOString().slice(0, 10).replace(/-/g, '');
  const first17 = `110105${birth}${String(Math.floor(n / 9000) % 1000).padStart(3, '0')}`;
  return first17 + idNumberCheckChar(first17);
};
const randomN = () => Math.floor(Math.random() * 9_000_000);

const classByCode = async (request: APIRequestContext, admin: string, code: string) =>
  (await call<Paged<ClassRecord>>(request, admin, 'GET', API.listClasses, { code })).list.find((row) => row.code === code)!;

/**
 * A batch of the demo job type open for registration with the demo paper published to it, and a
 * candidate whose batch (the demo's closed registration batch) has no exam.
 */
async function seedScene(request: APIRequestContext) {
  const admin = await signInByApi(request, 'admin');
  const tag = unique('').toUpperCase();
  const demo = await classByCode(request, admin, 'DEMO-B');
  const home = await classByCode(request, admin, 'DEMO-RC');
  const now = Date.now();
  const batch = { name: `Spring welders ${tag}`, code: `RG${tag}` };
  const { classId } = await call<ClassRecord>(request, admin, 'POST', API.addClasses, {
    subjectId: demo.subjectId,
    ...batch,
    year: 2026,
    registrationOpensAt: now - DAY,
    registrationClosesAt: now + 7 * DAY,
  });
  const [paper] = await call<PaperOption[]>(request, admin, 'GET', API.listAllPaperForSelect, {});
  const exam = `Registration exam ${tag}`;
  const { publicationId } = await call<{ publicationId: number }>(request, admin, 'POST', API.addPublication, {
    name: exam,
    paperId: paper!.paperId,
    noticeId: null,
    kind: 'normal',
    parentPublicationId: null,
    classIds: [classId],
    startsAt: now - 60_000,
    endsAt: now + 3 * 3_600_000,
  });
  await call(request, admin, 'POST', API.publishPublication, { id: publicationId });
  const candidate = { username: `rg${tag}`.toLowerCase(), name: `Lin Mei ${tag}`, idNumber: idNumber(randomN()) };
  await call(request, admin, 'POST', API.addStudent, {
    ...candidate,
    classId: home.classId,
    gender: '',
    phone: '',
    email: '',
    photo: '',
    locked: 0,
  });
  ownsDemoPassword(candidate.username);
  return { admin, batch: { ...batch, classId }, exam, candidate };
}

async function switchToChinese(page: Page, candidatePage: boolean) {
  if (candidatePage)
    await page
      .getByRole('button', { name: /Language|语言/ })
      .first()
      .click();
  else await page.locator('.navbar').getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
}

test("a candidate applies, is returned for changes, corrects, is approved and then finds the batch's exam on /kaoshi", async ({
  browser,
  request,
}) => {
  const scene = await seedScene(request);
  const candidate = await (await browser.newContext()).newPage();
  await candidate.goto('/login');
  await fillLogin(candidate, scene.candidate.username, DEMO_PASSWORD, 'Student');
  await expect(candidate).toHaveURL(/\/kaoshi/);
  await expect(candidate.getByText(scene.exam)).toHaveCount(0);
  await candidate.getByTestId('registration-link').click();
  await expect(candidate).toHaveURL(/\/kaoshi-registration/);

  await candidate.getByTestId(`open-batch-${scene.batch.classId}`).getByRole('button', { name: 'Apply' }).click();
  const form = candidate.locator('form');
  await expect(form.getByLabel('Name')).toHaveValue(scene.candidate.name);
  await form.getByText('Female').click();
  // A wrong check digit is refused beside the field.
  const wrong = scene.candidate.idNumber.slice(0, 17) + (scene.candidate.idNumber.endsWith('1') ? '2' : '1');
  await form.getByLabel('ID number').fill(wrong);
  await form.getByLabel('Phone').fill('13900001111');
  await form.getByLabel('Education').selectOption('vocational');
  await form.getByLabel('Years in the trade').fill('5');
  await candidate
    .getByTestId('file-photo')
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(candidate.getByTestId('file-photo')).toContainText('me.png');
  // The wrong type is refused at upload, naming the file.
  await candidate
    .getByTestId('file-idCard')
    .locator('input[type=file]')
    .setInputFiles({ name: 'id.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(candidate.getByTestId('file-idCard').getByRole('alert')).toContainText('not allowed');
  await candidate
    .getByTestId('file-idCard')
    .locator('input[type=file]')
    .setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(candidate.getByTestId('file-idCard')).toContainText('id.pdf');
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'not valid' })).toBeVisible();
  await form.getByLabel('ID number').fill(scene.candidate.idNumber);
  await form.getByRole('button', { name: 'Submit for review' }).click();
  const mine = candidate.locator('[data-testid^="my-registration-"]').filter({ hasText: scene.batch.name });
  await expect(mine).toContainText('Under review');

  // The reviewer returns it for changes with a reason.
  const reviewer = await (await browser.newContext()).newPage();
  await signedInAs(reviewer, 'admin', '/registrationManage/review');
  // The queue's row: the review drawer's own rows also name the candidate.
  const queueRow = () => reviewer.locator('.ant-table-tbody').getByRole('row', { name: new RegExp(scene.candidate.name) });
  const row = queueRow();
  await row.getByRole('button', { name: 'Review' }).click();
  const drawer = reviewer.locator('.ant-drawer-content');
  await expect(drawer.getByRole('img', { name: /Photo: me.png/ })).toBeVisible();
  // The PDF opens in a new tab: a plain link, its target answered inline as a PDF under its name
  // (the tab is signed in by the session cookie; headless Chromium has no viewer, so the response is what is checked).
  const pdfLink = drawer.getByRole('link', { name: /Open PDF · id\.pdf/ });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  const href = (await pdfLink.getAttribute('href'))!;
  const [opened, tab] = await Promise.all([
    reviewer.context().waitForEvent('response', (response) => new URL(response.url()).pathname === href),
    reviewer.context().waitForEvent('page'),
    pdfLink.click(),
  ]);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(opened.headers()['content-disposition']).toMatch(/^inline; filename="id\.pdf"/);
  await tab.close();
  // Another candidate's session gets nothing at the same address.
  const stranger = await reviewer.context().browser()!.newContext();
  await stranger.addCookies([{ name: TOKEN_COOKIE, value: await signInByApi(request, 'student'), url: new URL(reviewer.url()).origin }]);
  const refused = await stranger.request.get(new URL(href, reviewer.url()).toString());
  expect(refused.headers()['content-type']).not.toBe('application/pdf');
  await stranger.close();
  await drawer.getByRole('button', { name: 'Return for changes' }).click();
  const reasonDialog = reviewer.locator('.ant-modal');
  await reasonDialog.getByLabel(/Reason/).fill('The ID card scan is unreadable.');
  await reasonDialog.getByRole('button', { name: 'Return for changes' }).click();
  await expect(row).toContainText('Returned for changes');

  // The candidate sees the reason, corrects and resubmits.
  await candidate.reload();
  await expect(mine).toContainText('Returned for changes');
  await expect(mine).toContainText('The ID card scan is unreadable.');
  await mine.getByRole('button', { name: 'Correct and resubmit' }).click();
  await expect(form.getByLabel('ID number')).toHaveValue(scene.candidate.idNumber);
  await candidate
    .getByTestId('file-idCard')
    .locator('input[type=file]')
    .setInputFiles({ name: 'id-clear.png', mimeType: 'image/png', buffer: PNG });
  await expect(candidate.getByTestId('file-idCard')).toContainText('id-clear.png');
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(mine).toContainText('Under review');

  // Approved: the candidate is in the batch and its exam is on /kaoshi.
  await reviewer.reload();
  await queueRow().getByRole('button', { name: 'Review' }).click();
  await reviewer.locator('.ant-drawer-content').getByRole('button', { name: 'Approve' }).click();
  await expect(queueRow()).toContainText('Review passed');
  await candidate.reload();
  await expect(mine).toContainText('Review passed');
  await candidate.getByRole('link', { name: 'Back to my exams' }).click();
  await expect(candidate.getByText(scene.exam)).toBeVisible();
});

async function workbook(rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('List');
  for (const row of [['Name', 'Gender', 'ID number', 'Phone', 'Education', 'Years in trade'], ...rows]) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an organisation sends a group of three and a group reviewer passes it', async ({ page, request }) => {
  const scene = await seedScene(request);
  const tag = unique('');
  const base = randomN();
  const rows = [1, 2, 3].map((n) => [
    `Worker ${n} ${tag}`,
    n === 2 ? 'F' : 'M',
    idNumber(base + n),
    `1370000000${n}`,
    'seniorSecondary',
    String(n),
  ]);
  await signedInAs(page, 'admin', '/registrationManage/group');
  await page.getByRole('button', { name: 'New group application' }).click();
  const dialog = page.getByRole('dialog');
  await chooseOption(page, 'Exam project', 'Demo certification project (DEMO)', dialog);
  await chooseOption(page, 'Job category', 'Demo metalworking trades (DEMO-D)', dialog);
  await chooseOption(page, 'Job type', 'Welder · Level 5 (DEMO-S)', dialog);
  await chooseOption(page, 'Batch', `${scene.batch.name} (${scene.batch.code})`, dialog);
  await dialog.getByLabel('Organisation').fill(`Acme ${tag}`);
  const inputs = dialog.locator('input[type=file]');
  await inputs.nth(0).setInputFiles({
    name: 'list.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(rows),
  });
  await inputs.nth(2).setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(dialog).toBeHidden();
  // The list's row (the drawer's details name the organisation too).
  const row = page.locator('.page-card .ant-table-tbody').getByRole('row', { name: new RegExp(`Acme ${tag}`) });
  await expect(row).toContainText('Under review');
  await row.getByRole('button', { name: 'Review' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(3);
  await drawer.getByRole('button', { name: 'Pass' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
  // Three new members: each gets a one-time activation code, shown once (security round 3, H2).
  const codes = page.getByRole('dialog', { name: /Activation codes/ });
  await expect(codes.getByTestId('activation-code')).toHaveCount(3);
  await codes.getByRole('button', { name: 'Close' }).last().click();
  await expect(row).toContainText('Passed');

  const admin = await signInByApi(request, 'admin');
  const queue = await call<{ counts: Record<string, number> }>(request, admin, 'GET', API.listRegistration, {
    classId: String(scene.batch.classId),
  });
  expect(queue.counts['2']).toBe(3);
});

for (const size of [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 800, height: 1000 },
]) {
  test(`registration screens in Chinese at ${size.name} width`, async ({ browser, request }) => {
    const scene = await seedScene(request);
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const candidate = await context.newPage();
    await candidate.goto('/login');
    await fillLogin(candidate, scene.candidate.username, DEMO_PASSWORD, 'Student');
    await expect(candidate).toHaveURL(/\/kaoshi/);
    await candidate.goto('/kaoshi-registration');
    await switchToChinese(candidate, true);
    await candidate.getByTestId(`open-batch-${scene.batch.classId}`).getByRole('button').click();
    await candidate.locator('form').getByRole('button', { name: '提交审核' }).click();
    await expect(candidate.locator('form').getByRole('alert').first()).toBeVisible();
    await candidate.screenshot({ path: `${SHOTS}/candidate-form-${size.name}.png`, fullPage: true });

    const reviewer = await (await browser.newContext({ viewport: { width: size.width, height: size.height } })).newPage();
    await signedInAs(reviewer, 'admin', '/registrationManage/review');
    await switchToChinese(reviewer, false);
    await expect(reviewer.getByTestId('registration-counts')).toContainText('审核中');
    await reviewer.screenshot({ path: `${SHOTS}/review-queue-${size.name}.png`, fullPage: true });
    await reviewer.getByRole('row').nth(1).getByRole('button', { name: '审核' }).click();
    await expect(reviewer.locator('.ant-drawer-content')).toBeVisible();
    await reviewer.screenshot({ path: `${SHOTS}/review-drawer-${size.name}.png` });
    await reviewer.goto('/registrationManage/group');
    await reviewer.getByRole('button', { name: '新建集体报名' }).click();
    await expect(reviewer.getByRole('dialog')).toBeVisible();
    await reviewer.screenshot({ path: `${SHOTS}/group-form-${size.name}.png` });
  });
}
