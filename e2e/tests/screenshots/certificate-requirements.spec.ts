import { expect } from '@playwright/test';
import { signedInAs, test } from '../helpers';
import { serverUrl } from '../server';

/**
 * The certificate screen in Chinese with the job type's practical requirement on, wide and
 * narrow, for a person to look at (e2e/.artifacts/screens/certificate-requirements-*): the
 * checkbox and months under the counting exams, and "实操考核" among what each passer misses.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.artifacts/screens';

test('the practical requirement on the certificate screen, in Chinese', async ({ page }) => {
  await page.context().addCookies([{ name: 'language', value: 'zh', url: serverUrl() }]);
  await signedInAs(page, 'admin', '/examPublishManage/certificateManage');
  await page.getByRole('checkbox', { name: '还须通过实操考核' }).check();
  await page.getByRole('spinbutton', { name: '合格有效期（月）' }).fill('12');
  await page
    .getByRole('button', { name: /^保\s*存$/ })
    .first()
    .click();
  await expect(page.getByText(/尚未通过：.*实操考核/).first()).toBeVisible();
  for (const size of [
    { name: 'wide', width: 1440, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/certificate-requirements-${size.name}.png`, fullPage: true });
  }
});
