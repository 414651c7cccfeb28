import { API, type RoleRef } from '@kaoshi/contracts';
import { expect } from '@playwright/test';
import { api, fillLogin, firstSignIn, forgetSignIn, signedInAs, takeOneTimeCode, test, tokenOf, unique } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '.artifacts/screens';

/**
 * No known default password (docs/SECURITY.md, "Round 3"): a reset shows a one-time code once to
 * the administrator; the candidate signs in with it, can do nothing before setting a password of
 * their own, and then reaches their exams. The code, the old password and the first code die.
 */
test('an administrator resets a candidate, who signs in with the one-time code, sets a password and reaches their exams', async ({
  page,
  browser,
}) => {
  const username = unique('pr');
  await signedInAs(page, 'admin', '/dashboard');
  const roles = (await (
    await page.request.get(API.listAllRolesForSelect, { headers: { Authorization: `Bearer ${await tokenOf(page)}` } })
  ).json()) as { data: RoleRef[] };
  const studentRole = roles.data.find((role) => role.roleKey === 'STUDENT')!;
  const added = await api<{ temporaryPassword: { password: string } }>(page, API.addUser, {
    username,
    nickName: 'Reset Candidate',
    userType: 2,
    locked: 0,
    roleIds: [studentRole.roleId],
  });

  await page.goto('/system/userManage');
  await page.getByPlaceholder('Username').fill(username);
  await page.getByRole('button', { name: 'Query' }).click();
  await page.getByRole('row', { name: username }).getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog', { name: `One-time code for ${username}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/password-reset-code-1440.png` });
  const code = await takeOneTimeCode(page);
  expect(code).not.toBe(added.temporaryPassword.password);

  const candidate = await browser.newPage();
  // The code the account was made with died with the reset.
  await candidate.goto('/login');
  await fillLogin(candidate, username, added.temporaryPassword.password, 'Student');
  await expect(candidate.getByText('Wrong username, password or user type')).toBeVisible();
  // The code signs in only into setting a password: the exams page is not reached before.
  await candidate.goto('/kaoshi');
  await firstSignIn(candidate, username, code, 'My-own-pass-7', 'Student');
  await expect(candidate).toHaveURL(/\/kaoshi$/);
  await expect(candidate.getByRole('heading', { name: 'Set your own password' })).toHaveCount(0);
  // From now on the candidate's own password signs in, and the code does not.
  await forgetSignIn(candidate);
  await candidate.goto('/login');
  await fillLogin(candidate, username, code, 'Student');
  await expect(candidate.getByText('Wrong username, password or user type')).toBeVisible();
  await fillLogin(candidate, username, 'My-own-pass-7', 'Student');
  await expect(candidate).toHaveURL(/\/kaoshi$/);
  await candidate.close();
});

test('the set-your-own-password page, wide and on a phone, in English and Chinese', async ({ page, baseURL }) => {
  const username = unique('ps');
  await signedInAs(page, 'admin', '/dashboard');
  const { temporaryPassword } = await api<{ temporaryPassword: { password: string } }>(page, API.addUser, {
    username,
    nickName: 'Screen Teacher',
    userType: 1,
    locked: 0,
    roleIds: [],
  });
  await forgetSignIn(page);
  await page.goto('/login');
  await fillLogin(page, username, temporaryPassword.password, 'Teacher');
  await expect(page.getByRole('heading', { name: 'Set your own password' })).toBeVisible();
  for (const [lang, heading] of [
    ['en', 'Set your own password'],
    ['zh', '设置您自己的密码'],
  ] as const) {
    await page.context().addCookies([{ name: 'language', value: lang, url: baseURL! }]);
    await page.reload();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `${SHOTS}/set-password-${lang}-${width}.png`, fullPage: true });
    }
  }
});
