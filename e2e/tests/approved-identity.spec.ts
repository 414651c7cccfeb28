import { crc32, deflateSync } from 'node:zlib';
import {
  API,
  type CertificatePublication,
  type OpenBatchRecord,
  type RegistrationFileRecord,
  type RegistrationRecord,
  TOKEN_COOKIE,
  USER_TYPE,
} from '@kaoshi/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { callWithToken, signInByApi, test } from './helpers';
import { serverUrl } from './server';

/**
 * The approved identity (security round 3, H3): demo03 passed the demo's finished exam under the
 * name they signed up with; they apply for the open batch as "Real Applicant" with a photo and are
 * approved. Their admission ticket and their certificate show the approved name and photo, and
 * /verify confirms the certificate for the approved name only.
 */
const APPROVED = 'Real Applicant';
const SHOTS = process.env.SHOTS_DIR ?? '.artifacts/screens/approved-identity';

/** A 120 × 160 passport-like photo: one colour, as a real PNG the server's signature check takes. */
function photoPng(): Buffer {
  const [width, height] = [120, 160];
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([70, 130, 180]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function uploadFile(request: APIRequestContext, token: string, kind: string, name: string, mimeType: string, buffer: Buffer) {
  const response = await request.post(API.uploadRegistrationFile, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { kind, file: { name, mimeType, buffer } },
  });
  const body = (await response.json()) as { status: number; message: string; data: RegistrationFileRecord };
  expect(body.status, body.message).toBe(200);
  return body.data.fileId;
}

async function signInAs(page: Page, token: string, language: 'en' | 'zh') {
  const url = serverUrl();
  await page.context().addCookies([
    { name: TOKEN_COOKIE, value: token, url },
    { name: 'language', value: language, url },
  ]);
}

test.describe.serial('the approved identity', () => {
  let candidate = '';
  let signUpName = '';
  let number = '';

  test('an approved application makes its name the one the certificate carries', async ({ request }) => {
    candidate = await signInByApi(request, 'demo03', USER_TYPE.STUDENT);
    const admin = await signInByApi(request, 'admin', USER_TYPE.ADMIN);
    signUpName = (await callWithToken<{ nickName: string }>(request, candidate, API.authWebUser, undefined, 'GET')).nickName;
    expect(signUpName).not.toBe(APPROVED);
    const [batch] = await callWithToken<OpenBatchRecord[]>(request, candidate, API.openRegistrationBatches, undefined, 'GET');
    const application = await callWithToken<RegistrationRecord>(request, candidate, API.saveRegistration, {
      classId: batch!.classId,
      name: APPROVED,
      gender: 'F',
      idNumber: '110105199201011237',
      phone: '13912345678',
      education: 'vocational',
      yearsInTrade: 4,
      organisation: '',
      photoFileId: await uploadFile(request, candidate, 'photo', 'me.png', 'image/png', photoPng()),
      idCardFileId: await uploadFile(request, candidate, 'idCard', 'id.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
      submit: 1,
    });
    await callWithToken(request, admin, API.approveRegistration, { ids: [application.registrationId] });
    const exams = await callWithToken<CertificatePublication[]>(request, admin, API.certificatePublications, undefined, 'GET');
    const finished = exams.find((exam) => exam.resultsFinal)!;
    const demo03 = await callWithToken<{ list: { studentId: number; username: string }[] }>(
      request,
      admin,
      API.listStudent,
      { username: 'demo03', page: '1', limit: '10' },
      'GET',
    );
    await callWithToken(request, admin, API.issueCertificates, {
      publicationId: finished.publicationId,
      studentIds: [demo03.list.find((row) => row.username === 'demo03')!.studentId],
    });
  });

  for (const width of [1440, 390]) {
    test(`the candidate's certificate shows the approved name and photo (zh, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await signInAs(page, candidate, 'zh');
      await page.goto('/kaoshi-certificates');
      const certificate = page.getByTestId('certificate');
      await expect(certificate).toContainText(APPROVED);
      await expect(certificate).not.toContainText(signUpName);
      const photo = certificate.locator('img.kx-certificate-photo');
      await expect(photo).toHaveAttribute('src', new RegExp(`^${API.registrationFile}/\\d+$`));
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
      number = (await page.getByTestId('certificate-number').textContent()) ?? '';
      await page.screenshot({ path: `${SHOTS}/certificate-zh-${width}.png`, fullPage: true });
    });
  }

  test('the admission ticket names the approved person with an admission number of its own', async ({ page }) => {
    await signInAs(page, candidate, 'zh');
    await page.goto('/kaoshi');
    const tickets = await page.request.get(API.myTickets, { headers: { Authorization: `Bearer ${candidate}` } });
    const [held] = ((await tickets.json()) as { data: { publicationId: number }[] }).data;
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`/kaoshi-ticket?publicationId=${held!.publicationId}`);
      const ticket = page.locator('.kx-ticket');
      await expect(ticket).toContainText(APPROVED);
      await expect(page.getByTestId('ticket-admission-number')).toHaveText(/^K\d{9}$/);
      await expect(ticket).not.toContainText('demo03');
      await page.screenshot({ path: `${SHOTS}/ticket-zh-${width}.png`, fullPage: true });
    }
  });

  test('/verify confirms the certificate for the approved name, not for the sign-up name', async ({ page }) => {
    await page.goto('/verify');
    await page.getByRole('textbox', { name: 'Certificate number' }).fill(number);
    await page.getByRole('textbox', { name: "Holder's name" }).fill(APPROVED);
    await page.getByRole('button', { name: 'Verify' }).click();
    const outcome = page.getByTestId('verify-outcome');
    await expect(outcome.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
    await expect(outcome).toContainText(APPROVED);

    await page.getByRole('textbox', { name: "Holder's name" }).fill(signUpName);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(outcome.getByRole('heading', { name: 'No matching certificate' })).toBeVisible();
  });
});
