import { API, USER_TYPE } from '@kaoshi/contracts';
import { expect, request as playwrightRequest } from '@playwright/test';
import { api, signedInAs, signInByApi, test, unique, ownsDemoPassword } from './helpers';

/**
 * The console and the candidate's pages work under the server's Content-Security-Policy
 * (docs/decisions/0009): `test` from helpers fails a test on any CSP violation of its page.
 */

/** A real 2 × 2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const DEMO_EXAM = 'Demo exam: welding safety';

test.describe.configure({ mode: 'serial' });

test('the login page is served with the strict policy and works under it', async ({ page }) => {
  const response = await page.goto('/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByTestId('captcha').locator('svg')).toBeVisible();
});

test('the policy is enforced: an injected inline script does not run, and the watcher reports it', async ({ page, cspViolations }) => {
  await page.goto('/login');
  await expect(page.getByTestId('captcha').locator('svg')).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.kxInjected = true';
    document.body.append(script);
    return (window as unknown as { kxInjected?: boolean }).kxInjected ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.join('\n')).toMatch(/script-src/);
  // What this test provoked on purpose is not a failure.
  cspViolations.length = 0;
});

test('the API documentation works under the same policy', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
  await expect(page.locator('.swagger-ui .opblock-summary-path', { hasText: API.doLogin }).first()).toBeVisible();
});

let demoPublicationId = '';

test("a candidate's exam list, exam room and exam page, live channel included", async ({ page }) => {
  test.setTimeout(180_000);
  await signedInAs(page, 'student', '/kaoshi');
  await expect(page).toHaveURL(/\/kaoshi$/);
  const card = page.locator('.kx-exam-card', { hasText: DEMO_EXAM });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /Enter|Continue/ }).click();
  await expect(page).toHaveURL(/\/(kaoshi-index\?publicationId|socketA\?attemptId)=\d+/);
  if (page.url().includes('/kaoshi-index')) {
    demoPublicationId = new URL(page.url()).searchParams.get('publicationId') ?? '';
    await page.getByRole('checkbox', { name: 'I have read the notice and will follow it.' }).check();
    await expect(page.getByRole('button', { name: 'Start the exam' })).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Start the exam' }).click();
  }
  await expect(page).toHaveURL(/\/socketA\?attemptId=\d+/);
  await expect(page.getByTestId('countdown')).toContainText(/\d\d:\d\d/);
  // The WebSocket is allowed by connect-src.
  await expect(page.locator('.kx-live-on')).toBeVisible({ timeout: 30_000 });
  await page.locator('.kx-question-card').first().getByRole('radio').first().check();
  await expect(page.locator('.kx-question-card').first().getByTestId('save-state')).toHaveText(/Saved/);
  await page.locator('.kx-exam-header').getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your exam was submitted')).toBeVisible();
});

test('the console: dashboard, a question in the rich-text editor, an uploaded image, charts', async ({ page }) => {
  test.setTimeout(240_000);
  await signedInAs(page, 'admin', '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-upcoming').or(page.getByTestId('dashboard-running')).first()).toBeVisible();

  // A question's editors in the bank's dialog.
  await page.goto('/baseData/index');
  await page.locator('.ant-card-extra').getByRole('button', { name: /Add$/ }).click();
  const dialog = page.getByRole('dialog');
  const stem = dialog.getByTestId('editor-question-stem-new').getByRole('textbox');
  await stem.click();
  await page.keyboard.type('Which gas shields a MIG weld?');
  await expect(stem).toContainText('Which gas shields a MIG weld?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The editor: an uploaded image is shown from the server, a table becomes a chart.
  await page.goto('/editor-playground');
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  await (await chooser).setFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: PNG });
  const image = content.locator('img[src^="/api/kaoshi-exam/editor/files/"]');
  await expect(image).toHaveCount(1);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(2);

  // A chart screen (ECharts, SVG) over the exam the candidate just sat.
  await page.goto(`/examAnalysis/isPassStatistics${demoPublicationId ? `?publicationId=${demoPublicationId}` : ''}`);
  await expect(page.getByTestId('pass-chart').locator('svg')).toBeVisible();
});

test("the user screen ends a user's sessions after a confirmation", async ({ page, baseURL }) => {
  await signedInAs(page, 'admin');
  const username = unique('sess');
  await api(page, API.addUser, { username, nickName: 'Session Holder', userType: 1, locked: 0, roleIds: [] });
  ownsDemoPassword(username);
  const elsewhere = await playwrightRequest.newContext({ baseURL });
  // A session of the user made outside the browser (another device).
  const token = await signInByApi(elsewhere, username, USER_TYPE.TEACHER);
  const signedIn = async () =>
    ((await (await elsewhere.get(API.authWebUser, { headers: { Authorization: `Bearer ${token}` } })).json()) as { status: number }).status;
  expect(await signedIn()).toBe(200);

  await page.goto('/system/userManage');
  await page.getByPlaceholder('Username').fill(username);
  await page.getByRole('button', { name: 'Query' }).click();
  const row = page.locator('.ant-table-row', { hasText: username });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByText(`End every session of "${username}"?`)).toBeVisible();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Sessions ended: 1.')).toBeVisible();
  expect(await signedIn()).toBe(10000);
  await elsewhere.dispose();
});
