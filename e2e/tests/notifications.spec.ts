import { API, type Paged, type RegistrationRecord, REGISTRATION_STATUS } from '@kaoshi/contracts';
import { expect } from '@playwright/test';
import { callWithToken, fillLogin, signedInAs, signInByApi, test } from './helpers';

const SHOTS = '.artifacts/screens';

/**
 * Notifications in the browser: a review decision reaches the candidate's message centre (badge,
 * list, mark read), and the delivery log shows every channel's outcome (e-mail and SMS are off
 * here: no SMTP or SMS provider is configured) with a resend that asks first.
 */
test('a refused applicant finds the reason in their messages, and the delivery log shows what went out', async ({
  page,
  browser,
  request,
}) => {
  const admin = await signInByApi(request, 'admin');
  const queue = await callWithToken<Paged<RegistrationRecord>>(
    request,
    admin,
    API.listRegistration,
    { status: String(REGISTRATION_STATUS.UNDER_REVIEW) },
    'GET',
  );
  const application = queue.list.find((row) => row.username === 'applicant2')!;
  await callWithToken(request, admin, API.refuseRegistration, {
    registrationId: application.registrationId,
    reason: 'The ID card photo is too dark.',
  });

  await page.goto('/login');
  await fillLogin(page, 'applicant2', undefined, 'Student');
  const link = page.getByTestId('candidate-messages');
  await expect(link).toHaveAttribute('aria-label', 'Messages: 1 unread');
  await link.click();
  await expect(page).toHaveURL(/\/kaoshi-messages$/);
  const message = page.getByTestId('message');
  await expect(message).toHaveCount(1);
  await expect(message).toContainText('was not approved');
  await expect(message).toContainText('Reason: The ID card photo is too dark.');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/messages-candidate-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await message.getByRole('button', { name: 'Mark read' }).click();
  await expect(message.getByRole('button', { name: 'Mark read' })).toBeHidden();
  await expect(link).toHaveAttribute('aria-label', 'Messages');
  await page.getByLabel('Unread only').check();
  await expect(page.getByTestId('no-messages')).toHaveText('No unread messages.');

  await page.close();
  // The office's side, in a browser of its own.
  page = await browser.newPage();
  await signedInAs(page, 'admin', '/deliveryLog');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await page.getByPlaceholder('Account or address').fill('applicant2');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(rows.filter({ hasText: 'applicant2' })).toHaveCount(3);
  const emailRow = rows.filter({ hasText: 'applicant2' }).filter({ hasText: 'E-mail' });
  await expect(emailRow).toContainText('Off');
  await expect(emailRow).toContainText('E-mail is off: SMTP_URL is not set');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/delivery-log-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await emailRow.getByRole('button', { name: 'Resend' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Queued again.')).toBeVisible();
  await expect(rows.filter({ hasText: 'resend of #' })).toHaveCount(1);

  // The console's bell: the admin has no messages.
  await page.getByTestId('message-bell').click();
  await expect(page.getByText('No messages yet.')).toBeVisible();
});
