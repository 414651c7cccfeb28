import { TOKEN_COOKIE } from '@kaoshi/contracts';
import type { Page } from '@playwright/test';
import { test } from '../server';
import { ownsDemoPassword, signInByApi } from '../helpers';

/**
 * The flows staff and candidates trip over, in Chinese, for a person to look at: a returned
 * application on the candidate's /kaoshi and registration page (wide and phone), the review
 * drawer's decisions, the certificate revocation's kind and the ticket screen's room hint.
 */
const SHOTS = '.artifacts/screens/flows';

async function as(page: Page, username: string, userType?: 1 | 2) {
  const token = await signInByApi(page.request, username, userType);
  const url = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1/' : page.url());
  await page.context().addCookies([
    { name: TOKEN_COOKIE, value: token, url: `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}` },
    { name: 'language', value: 'zh', url: `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}` },
  ]);
  return url;
}

test('flows in Chinese', async ({ page }) => {
  test.setTimeout(300_000);
  ownsDemoPassword('applicant5');
  await as(page, 'applicant5', 2);
  for (const size of [
    { name: 'wide', width: 1440, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/kaoshi');
    await page.getByTestId('no-batch-reason').waitFor();
    await page.screenshot({ path: `${SHOTS}/${size.name}-kaoshi-returned.png`, fullPage: true });
    await page.goto('/kaoshi-registration');
    await page.locator('[data-testid^="my-registration-"]').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/${size.name}-registration-returned.png`, fullPage: true });
  }

  await page.context().clearCookies();
  await as(page, 'admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/registrationManage/review');
  await page.locator('.ant-table-row').first().waitFor();
  await page.screenshot({ path: `${SHOTS}/wide-review-list.png`, fullPage: true });
  const underReview = page.locator('.ant-table-row', { hasText: '审核中' }).first();
  await underReview.getByRole('button', { name: '审核' }).click();
  await page.locator('.ant-drawer-content').waitFor();
  await page.screenshot({ path: `${SHOTS}/wide-review-drawer.png` });
  await page.locator('.ant-drawer-content').getByRole('button', { name: '退回修改' }).click();
  await page.locator('.ant-modal').waitFor();
  await page.screenshot({ path: `${SHOTS}/wide-return-dialog.png` });
  await page.keyboard.press('Escape');

  await page.goto('/examPublishManage/certificateManage');
  await page.waitForLoadState('networkidle');
  const revoke = page.getByRole('button', { name: '撤销' }).first();
  if (await revoke.isVisible().catch(() => false)) {
    await revoke.click();
    await page.locator('.ant-modal').waitFor();
    await page.screenshot({ path: `${SHOTS}/wide-revoke-dialog.png` });
    await page.keyboard.press('Escape');
  }
  await page.screenshot({ path: `${SHOTS}/wide-certificates.png`, fullPage: true });

  await page.goto('/examPublishManage/ticketManage');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/wide-tickets.png`, fullPage: true });
  await page.goto('/examPublishManage/examinationSituation');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/wide-live.png` });
});
