import { API, type ClassRecord, hashPasswordForTransport, idNumberCheckChar, type Paged, type PublicationRecord } from '@kaoshi/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { E2E_CAPTCHA, loginAs, signInByApi, sitExamByApi, test, unique } from '../helpers';

/**
 * The identity round's dialogs in Chinese, wide and narrow, for a person to look at
 * (e2e/.artifacts/screens/identity-*): a passed group's activation codes, the review queue's
 * duplicate column, and an exam's close-early dialog.
 */
const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n% identity screenshots\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==', 'base64');
const WIDTHS = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

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

async function upload(request: APIRequestContext, token: string, kind: string, name: string, mimeType: string, buffer: Buffer) {
  const response = await request.post(API.uploadRegistrationFile, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { kind, file: { name, mimeType, buffer } },
  });
  const body = (await response.json()) as { status: number; message: string; data: { fileId: number } };
  expect(body.status, body.message).toBe(200);
  return body.data.fileId;
}

const idNumber = (n: number) => {
  const birth = new Date(Date.UTC(1985, 0, 1) + (n % 9000) * DAY).toISOString().slice(0, 10).replace(/-/g, '');
  const first17 = `110105${birth}${String(Math.floor(n / 9000) % 1000).padStart(3, '0')}`;
  return first17 + idNumberCheckChar(first17);
};
const randomIdNumber = () => idNumber(Math.floor(Math.random() * 9_000_000));

async function openBatch(request: APIRequestContext, admin: string, tag: string, name: string) {
  const demo = (await call<Paged<ClassRecord>>(request, admin, 'GET', API.listClasses, { code: 'DEMO-B' })).list[0]!;
  const now = Date.now();
  return call<ClassRecord>(request, admin, 'POST', API.addClasses, {
    subjectId: demo.subjectId,
    name,
    code: `ID${tag}`,
    year: 2026,
    registrationOpensAt: now - DAY,
    registrationClosesAt: now + 7 * DAY,
  });
}

async function sendGroup(request: APIRequestContext, admin: string, classId: number, organisation: string, rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Members');
  for (const row of [['Name', 'Gender', 'ID number', 'Phone', 'Education', 'Years in trade'], ...rows]) sheet.addRow(row);
  const listFileId = await upload(
    request,
    admin,
    'groupList',
    'list.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    Buffer.from(await book.xlsx.writeBuffer()),
  );
  const coverFileId = await upload(request, admin, 'groupCover', 'letter.pdf', 'application/pdf', PDF);
  await call(request, admin, 'POST', API.addRegistrationGroup, { classId, organisation, listFileId, coverFileId, photosFileId: null });
}

/** A candidate who signs up by mobile number and submits an application with `id` for the batch. */
async function applicant(request: APIRequestContext, classId: number, name: string, id: string) {
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const captcha = (await (await request.get(API.captcha)).json()) as { data: { captchaKey: string } };
  const signup = (await (
    await request.post(API.signup, {
      data: {
        username: phone,
        name,
        password: hashPasswordForTransport(`Good-${phone}-pass`),
        verifyCode: E2E_CAPTCHA,
        captchaKey: captcha.data.captchaKey,
      },
    })
  ).json()) as { status: number; message: string; data: { token: string } };
  expect(signup.status, signup.message).toBe(200);
  const token = signup.data.token;
  const photoFileId = await upload(request, token, 'photo', 'me.png', 'image/png', PNG);
  const idCardFileId = await upload(request, token, 'idCard', 'id.pdf', 'application/pdf', PDF);
  await call(request, token, 'POST', API.saveRegistration, {
    classId,
    name,
    gender: 'F',
    idNumber: id,
    phone,
    education: 'college',
    yearsInTrade: 2,
    photoFileId,
    idCardFileId,
    submit: 1,
  });
}

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
};

test('identity dialogs in Chinese, wide and on a phone', async ({ page, request, baseURL }) => {
  test.setTimeout(600_000);
  const admin = await signInByApi(request, 'admin');

  // Two applications with one ID number (two accounts), and a third with the same name and birth date.
  const tag = unique('').toUpperCase();
  const batch = await openBatch(request, admin, tag, `2026 年第二期焊工（中级）${tag}`);
  const other = await openBatch(request, admin, `${tag}B`, `2026 年第三期焊工（中级）${tag}`);
  const shared = randomIdNumber();
  await applicant(request, batch.classId, '欧阳娜娜', shared);
  await applicant(request, other.classId, '欧阳娜娜', shared);
  await applicant(request, other.classId, '王小明', randomIdNumber());

  // The demo exam, sat once by the demo candidate, so it can be closed early.
  const demo = (
    await call<Paged<PublicationRecord>>(request, admin, 'GET', API.listPublication, { name: 'Demo exam: welding safety', limit: 5 })
  ).list[0]!;
  if (demo.attemptCount === 0) {
    const student = await signInByApi(request, 'student');
    // The exam room opens the notice; its reading time runs on the server's clock.
    await call(request, student, 'GET', `${API.examRoom}/${demo.publicationId}`);
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    await sitExamByApi(request, student, demo.publicationId, () => undefined);
  }

  await loginAs(page, 'admin');
  await page.context().addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = (name: string, fullPage = false) =>
      page.screenshot({ path: `.artifacts/screens/identity-${size.name}-${name}.png`, fullPage });

    // A passed group's new members: the activation codes shown once to the reviewer.
    const organisation = `华东建设劳务有限公司 ${size.name}`;
    await sendGroup(request, admin, batch.classId, organisation, [
      ['司马相如', 'M', randomIdNumber(), '13700000001', '高中', '4'],
      ['李娜', 'F', randomIdNumber(), '13700000002', '大专', '2'],
      ['阿卜杜热合曼·买买提', 'M', randomIdNumber(), '13700000003', '初中', '12'],
    ]);
    await page.goto('/registrationManage/group');
    const row = page.locator('.page-card .ant-table-tbody').getByRole('row', { name: new RegExp(organisation) });
    await row.getByRole('button', { name: '审核' }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.locator('.ant-drawer-footer .ant-btn-primary').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    const codes = page.locator('.ant-modal').filter({ has: page.getByTestId('activation-code').first() });
    await expect(codes.getByTestId('activation-code')).toHaveCount(3, { timeout: 30_000 });
    await settle(page);
    await shot('activation-codes');
    await codes.locator('.ant-modal-footer .ant-btn-primary').click();

    // The review queue with its duplicate column.
    await page.goto('/registrationManage/review');
    await expect(page.locator('.ant-table-tbody .ant-tag-warning').first()).toBeVisible({ timeout: 30_000 });
    await settle(page);
    await shot('review-queue', true);
    await page
      .locator('.ant-table-tbody tr', { has: page.locator('.ant-tag-warning') })
      .first()
      .getByRole('button')
      .last()
      .click();
    await expect(page.locator('.ant-drawer-content')).toBeVisible();
    await settle(page);
    await shot('review-drawer');

    // The exam's close-early dialog.
    await page.goto('/examPublishManage/publishManage');
    const exam = page.locator('.ant-table-tbody tr', { hasText: 'Demo exam: welding safety' }).first();
    await exam.getByText('提前结束').click();
    await expect(page.locator('.ant-modal-content')).toBeVisible();
    await settle(page);
    await shot('close-early');
    await page.keyboard.press('Escape');
  }
});
