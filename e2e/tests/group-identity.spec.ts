import { API, type ClassRecord, hashPasswordForTransport, idNumberCheckChar, type Paged } from '@kaoshi/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { E2E_CAPTCHA, fillLogin, firstSignIn, signedInAs, signInByApi, test, unique } from './helpers';

/**
 * Security round 3 (docs/SECURITY.md, H1): a group never takes anyone over. An organisation's list names
 * a candidate who already applied with their ID number; the candidate accepts from their own
 * registration page, and only then does passing the group enrol them.
 */
const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n% group identity e2e\n');

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

/** A batch of the demo job type open for registration now. */
async function openBatch(request: APIRequestContext, admin: string, tag: string) {
  const demo = (await call<Paged<ClassRecord>>(request, admin, 'GET', API.listClasses, { code: 'DEMO-B' })).list[0]!;
  const now = Date.now();
  return call<ClassRecord>(request, admin, 'POST', API.addClasses, {
    subjectId: demo.subjectId,
    name: `Group identity ${tag}`,
    code: `GI${tag}`,
    year: 2026,
    registrationOpensAt: now - DAY,
    registrationClosesAt: now + 7 * DAY,
  });
}

/** An organisation's group application (as the admin, who holds every key), by API: its list and covering letter. */
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
  const { groupId } = await call<{ groupId: number }>(request, admin, 'POST', API.addRegistrationGroup, {
    classId,
    organisation,
    listFileId,
    coverFileId,
    photosFileId: null,
  });
  return groupId;
}

test('a group lists an existing candidate, who accepts from their own account and is then enrolled', async ({ browser, request }) => {
  const admin = await signInByApi(request, 'admin');
  const tag = unique('').toUpperCase();
  const { classId } = await openBatch(request, admin, tag);

  // The candidate signs up with a mobile number and saves a draft with their ID number.
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const password = `Good-${tag}-pass`;
  const captcha = (await (await request.get(API.captcha)).json()) as { data: { captchaKey: string } };
  const signup = (await (
    await request.post(API.signup, {
      data: {
        username: phone,
        name: `Gao Yan ${tag}`,
        password: hashPasswordForTransport(password),
        verifyCode: E2E_CAPTCHA,
        captchaKey: captcha.data.captchaKey,
      },
    })
  ).json()) as { status: number; message: string; data: { token: string } };
  expect(signup.status, signup.message).toBe(200);
  const own = idNumber(Math.floor(Math.random() * 9_000_000));
  await call(request, signup.data.token, 'POST', API.saveRegistration, {
    classId,
    name: `Gao Yan ${tag}`,
    gender: 'F',
    idNumber: own,
    phone,
    education: 'college',
    yearsInTrade: 2,
  });

  // The organisation's list names that ID number: the row waits for the candidate.
  const groupId = await sendGroup(request, admin, classId, `Acme ${tag}`, [[`Gao Yan ${tag}`, 'F', own, phone, 'college', '2']]);

  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await fillLogin(page, phone, password, 'Student');
  await expect(page).toHaveURL(/\/kaoshi/);
  await page.goto('/kaoshi-registration');
  const invitation = page.getByTestId('group-invitation');
  await expect(invitation).toContainText(`Acme ${tag}`);
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(invitation).toContainText('Existing candidate: accepted');

  const passed = await call<{ activations: unknown[] }>(request, admin, 'POST', API.reviewRegistrationGroup, { groupId, status: 1 });
  expect(passed.activations).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('group-invitation')).toContainText('Enrolled');
  const mine = await call<{ classId: number; status: number; groupId: number | null }[]>(
    request,
    signup.data.token,
    'GET',
    API.myRegistrations,
  );
  expect(mine.find((row) => row.classId === classId)).toMatchObject({ status: 2, groupId });
});

test('a new member of a passed group signs in with the activation code shown once and sets a password', async ({
  page,
  browser,
  request,
}) => {
  const admin = await signInByApi(request, 'admin');
  const tag = unique('').toUpperCase();
  const { classId } = await openBatch(request, admin, tag);
  const member = idNumber(Math.floor(Math.random() * 9_000_000));
  await sendGroup(request, admin, classId, `Beta ${tag}`, [[`He Ping ${tag}`, 'M', member, '13700000009', 'college', '4']]);

  await signedInAs(page, 'admin', '/registrationManage/group');
  const row = page.locator('.page-card .ant-table-tbody').getByRole('row', { name: new RegExp(`Beta ${tag}`) });
  await row.getByRole('button', { name: 'Review' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer).toContainText('New account');
  await drawer.getByRole('button', { name: 'Pass' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
  const codes = page.getByRole('dialog', { name: /Activation codes/ });
  await expect(codes).toContainText(member);
  const code = (await codes.getByTestId('activation-code').innerText()).trim();
  await codes.getByRole('button', { name: 'Close' }).last().click();
  await expect(row).toContainText('Passed');

  // The member's first sign-in with the code asks for their own password, then opens their exams.
  const memberPage = await (await browser.newContext()).newPage();
  await firstSignIn(memberPage, member, code, `Own-pass-${tag}`, 'Student');
  await expect(memberPage).toHaveURL(/\/kaoshi/);
});
