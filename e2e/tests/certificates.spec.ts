import { API, type CertificateSheet, TOKEN_COOKIE, USER_TYPE } from '@kaoshi/contracts';
import { expect, type Page } from '@playwright/test';
import { signedInAs, signInByApi, test } from './helpers';
import { serverUrl } from './server';

/**
 * The demo's finished exam ends in a certificate: staff issue one to a candidate who passed
 * (demo01, Li Wei), the candidate sees and prints it, /verify confirms it by number and name and
 * by the QR link, and after revoking says it is revoked.
 */
const HOLDER = 'Li Wei';
const CENTRE = 'Guangdong Skills Assessment Guidance Centre';
const SHOTS = process.env.SHOTS_DIR ?? '.artifacts/screens/certificates';

async function signInAsPasser(page: Page) {
  const token = await signInByApi(page.request, 'demo01', USER_TYPE.STUDENT);
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: token, url: serverUrl() }]);
  return token;
}

test.describe.serial('certificates', () => {
  let number = '';
  let verifyUrl = '';

  test('until staff set the issuing centre the screen warns; once set, certificates carry it', async ({ page }) => {
    await signedInAs(page, 'admin', '/examPublishManage/certificateManage');
    const warning = page.getByRole('alert').filter({ hasText: 'Not set yet: Issuing centre and Public address' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Set the issuing centre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issuing centre' });
    await dialog.getByLabel('Public address').fill('https://exams.example.org/?x=1');
    await dialog.getByLabel('Issuing centre').fill(CENTRE);
    await dialog.getByRole('button', { name: /OK|Save/ }).click();
    await expect(dialog.getByText(/must be the site's address/)).toBeVisible();
    await dialog.getByLabel('Public address').fill('https://exams.example.org');
    await dialog.getByRole('button', { name: /OK|Save/ }).click();
    await expect(dialog).toBeHidden();
    await expect(warning).toBeHidden();
    await expect(page.getByText(`Issuing centre: ${CENTRE} · QR codes open https://exams.example.org`)).toBeVisible();
  });

  test('staff issue a certificate to the demo passer', async ({ page }) => {
    await signedInAs(page, 'admin', '/examPublishManage/certificateManage');
    await expect(page.getByText('Results final')).toBeVisible();
    await expect(page.getByText(/Exams that count for/)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(HOLDER) }).first();
    await expect(row.getByText('Can be issued')).toBeVisible();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Issue certificates (1)' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /OK|Confirm/ })
      .click();
    await expect(page.getByText('1 certificate(s) issued')).toBeVisible();
    await expect(row.getByText(/^Holds /)).toBeVisible();
    const issued = page.locator('section', { has: page.getByRole('heading', { name: 'Issued certificates' }) });
    await expect(issued.getByRole('row', { name: new RegExp(HOLDER) })).toContainText('Valid');
  });

  test('the candidate sees and prints the certificate from /kaoshi', async ({ page }) => {
    const token = await signInAsPasser(page);
    await page.goto('/kaoshi');
    await page.getByRole('button', { name: 'My certificates' }).click();
    await expect(page).toHaveURL(/\/kaoshi-certificates$/);
    const certificate = page.getByTestId('certificate');
    await expect(certificate).toHaveCount(1);
    await expect(certificate).toContainText(HOLDER);
    await expect(certificate).toContainText(CENTRE);
    await expect(certificate.getByRole('img', { name: /^Scan to verify/ })).toBeVisible();
    number = (await page.getByTestId('certificate-number').textContent()) ?? '';
    expect(number).toMatch(/^DEMOS-\d{4}-\d{6}-[0-9A-Z]{9}$/);
    const mine = await page.request.get(API.myCertificates, { headers: { Authorization: `Bearer ${token}` } });
    verifyUrl = ((await mine.json()) as { data: CertificateSheet[] }).data[0]!.verifyUrl;
    // On paper: the certificate alone, without the page's header and buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(certificate).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test('/verify confirms it by number and name, and by the QR link; a wrong name answers as an unknown number', async ({ page }) => {
    await page.goto('/verify');
    await expect(page.getByRole('heading', { name: 'Verify a certificate' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Certificate number' }).fill('not-a-number');
    await page.getByRole('textbox', { name: "Holder's name" }).fill(HOLDER);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(/^Not a certificate number/)).toBeVisible();

    await page.getByRole('textbox', { name: 'Certificate number' }).fill(number.toLowerCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    const outcome = page.getByTestId('verify-outcome');
    await expect(outcome.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
    await expect(outcome).toContainText(HOLDER);
    await expect(outcome).toContainText('Level 5 · Entry worker');

    await page.getByRole('textbox', { name: "Holder's name" }).fill('Somebody Else');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(outcome.getByRole('heading', { name: 'No matching certificate' })).toBeVisible();

    const link = new URL(verifyUrl);
    await page.goto(`/verify${link.search}`);
    await expect(page.getByTestId('verify-outcome').getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
    // No Ant Design on this page: the candidate's plain kit only.
    expect(await page.locator('[class*="ant-"]').count()).toBe(0);
  });

  test('screenshots in Chinese: the certificate and /verify, wide and narrow', async ({ page }) => {
    await page.context().addCookies([{ name: 'language', value: 'zh', url: serverUrl() }]);
    await signInAsPasser(page);
    for (const size of [
      { name: '1440', width: 1440 },
      { name: '800', width: 800 },
    ]) {
      await page.setViewportSize({ width: size.width, height: 1000 });
      await page.goto('/kaoshi-certificates');
      await expect(page.getByTestId('certificate')).toContainText('职业技能等级证书');
      await page.screenshot({ path: `${SHOTS}/certificate-zh-${size.name}.png`, fullPage: true });
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: `${SHOTS}/certificate-print-zh-${size.name}.png`, fullPage: true });
      await page.emulateMedia({ media: 'screen' });
      await page.goto(`/verify${new URL(verifyUrl).search}`);
      await expect(page.getByTestId('verify-outcome').getByRole('heading', { name: '证书有效' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/verify-zh-${size.name}.png`, fullPage: true });
    }
  });

  test('staff revoke it with a reason; /verify then says revoked', async ({ page }) => {
    await signedInAs(page, 'admin', '/examPublishManage/certificateManage');
    const issued = page.locator('section', { has: page.getByRole('heading', { name: 'Issued certificates' }) });
    const row = issued.getByRole('row', { name: new RegExp(HOLDER) });
    await row.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke certificate ${number}` });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog.getByText('Enter the reason for revoking.')).toBeVisible();
    await expect(dialog.getByText('Choose why it is revoked.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Clerical error' }).check();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Issued to the wrong person');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(`Certificate ${number} revoked`)).toBeVisible();
    await expect(row).toContainText('Revoked');
    await expect(row).toContainText('Issued to the wrong person');

    await page.goto('/verify');
    await page.getByRole('textbox', { name: 'Certificate number' }).fill(number);
    await page.getByRole('textbox', { name: "Holder's name" }).fill(HOLDER);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('verify-outcome').getByRole('heading', { name: 'This certificate has been revoked' })).toBeVisible();
    await page.goto(`/verify${new URL(verifyUrl).search}`);
    await expect(page.getByTestId('verify-outcome').getByRole('heading', { name: 'This certificate has been revoked' })).toBeVisible();
  });
});
