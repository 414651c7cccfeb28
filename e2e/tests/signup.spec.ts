import { idNumberCheckChar, translate } from '@kaoshi/contracts';
import { type Browser, expect, type Page } from '@playwright/test';
import { E2E_CAPTCHA, fillLogin, test, forgetSignIn } from './helpers';

/**
 * A candidate without an account makes one from the login page, is signed in, and lands on
 * /kaoshi, which says they are in no batch yet and points to the registration.
 */

const SHOTS = process.env.SHOTS_DIR ?? '.artifacts/screens';
const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '800', width: 800, height: 1000 },
] as const;

/** A valid ID number no other run has used: a birth date and sequence from the clock, with its check character. */
function freshIdNumber() {
  const now = Date.now();
  const birth = new Date(Date.UTC(1970, 0, 1) + (Math.floor(now / 1000) % 10_000) * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .replace(/-/g, '');
  const first17 = `310104${birth}${String(now % 1000).padStart(3, '0')}`;
  return first17 + idNumberCheckChar(first17);
}

async function fillSignup(page: Page, fields: { username: string; name: string; password: string; confirm?: string }) {
  await expect(page.getByTestId('captcha').locator('svg')).toBeVisible();
  await page.getByRole('textbox', { name: /ID number|Mobile number/ }).fill(fields.username);
  await page.getByRole('textbox', { name: 'Full name' }).fill(fields.name);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(fields.password);
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill(fields.confirm ?? fields.password);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(E2E_CAPTCHA);
}

test('a candidate signs up from the login page and lands on /kaoshi, in no batch yet, pointed to the registration', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create a candidate account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create a candidate account' })).toBeVisible();

  // The form's own checks: nothing is sent while a field is wrong, and each says why beside it.
  const idNumber = freshIdNumber();
  await fillSignup(page, {
    username: `${idNumber.slice(0, 17)}${idNumber[17] === '0' ? '1' : '0'}`,
    name: 'Wang Fang',
    password: '123456',
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('textbox', { name: 'ID number' })).toHaveAccessibleDescription(/not a valid ID number/);
  await expect(page.getByRole('textbox', { name: 'ID number' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription(
    'This password is too easy to guess. Choose another.',
  );
  await expect(page).toHaveURL(/\/register$/);

  await fillSignup(page, { username: idNumber.toLowerCase(), name: 'Wang Fang', password: 'Weld-Safe-2026' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/kaoshi$/);
  await expect(page.getByTestId('candidate-name')).toHaveText('Wang Fang');
  const empty = page.getByTestId('no-batch');
  await expect(empty).toContainText('You are not enrolled in a registration batch yet.');
  await expect(empty.getByRole('link', { name: 'Apply for a batch' })).toHaveAttribute('href', '/kaoshi-registration');

  // Signed out, the same person signs in with the ID number; the login now starts at Student.
  await forgetSignIn(page);
  await page.goto('/login');
  await expect(page.getByRole('radio', { name: 'Student', exact: true })).toBeChecked();
  await fillLogin(page, idNumber, 'Weld-Safe-2026', 'Student');
  await expect(page).toHaveURL(/\/kaoshi$/);
  await expect(page.getByTestId('no-batch')).toBeVisible();
});

test("the server's refusal of a taken mobile number sits beside the field, and a new captcha is drawn", async ({ page }) => {
  const phone = `139${String(Date.now()).slice(-8)}`;
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Mobile number' }).check();
  await fillSignup(page, { username: phone, name: 'Zhao Lei', password: 'Weld-Safe-2026' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/kaoshi$/);

  await forgetSignIn(page);
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Mobile number' }).check();
  const firstCaptcha = await page.getByTestId('captcha').innerHTML();
  await fillSignup(page, { username: phone, name: 'Zhao Lei', password: 'Weld-Safe-2026' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
    translate('en', 'usernameTaken', { username: phone }),
  );
  await expect.poll(() => page.getByTestId('captcha').innerHTML()).not.toBe(firstCaptcha);
  await expect(page).toHaveURL(/\/register$/);
});

async function chinese(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL }]);
  return context;
}

test('the login page, the sign-up page and the empty /kaoshi in Chinese, wide and narrow', async ({ browser, baseURL }) => {
  const context = await chinese(browser, baseURL!);
  const page = await context.newPage();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /^登\s*录$/ })).toBeVisible();
    await expect(page.getByTestId('captcha').locator('svg')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/signin-login-${size.name}-zh.png`, fullPage: true });
    await page.getByRole('link', { name: '注册考生账号' }).click();
    await expect(page.getByRole('heading', { name: '注册考生账号' })).toBeVisible();
    await expect(page.getByTestId('captcha').locator('svg')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/signin-register-${size.name}-zh.png`, fullPage: true });
    // The form's refusals, in Chinese, beside their fields.
    await page.getByRole('button', { name: /^注\s*册$/ }).click();
    await expect(page.getByRole('textbox', { name: '身份证号' })).toHaveAccessibleDescription('请输入身份证号');
    await page.screenshot({ path: `${SHOTS}/signin-register-errors-${size.name}-zh.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES[1]);
  await fillSignupInChinese(page, freshIdNumber());
  await expect(page).toHaveURL(/\/kaoshi$/);
  await expect(page.getByTestId('no-batch')).toContainText('您尚未加入任何报名批次。');
  await page.screenshot({ path: `${SHOTS}/signin-kaoshi-no-batch-800-zh.png`, fullPage: true });
  await page.setViewportSize(SIZES[0]);
  await page.screenshot({ path: `${SHOTS}/signin-kaoshi-no-batch-1440-zh.png`, fullPage: true });
  await context.close();
});

async function fillSignupInChinese(page: Page, idNumber: string) {
  await page.getByRole('textbox', { name: '身份证号' }).fill(idNumber);
  await page.getByRole('textbox', { name: '姓名' }).fill('李娜');
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('Weld-Safe-2026');
  await page.getByRole('textbox', { name: '确认密码' }).fill('Weld-Safe-2026');
  await page.getByRole('textbox', { name: '验证码' }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: /^注\s*册$/ }).click();
}
