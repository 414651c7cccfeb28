import { test } from '../server';
import { loginAs } from '../helpers';

/** Screenshots of the screens, wide and narrow, for a person to look at (e2e/.artifacts/screens). */
const WIDTHS = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 800, height: 1000 },
];

for (const size of WIDTHS) {
  test(`screens at ${size.name} width`, async ({ page }) => {
    // Fourteen full page loads and full-page screenshots: more than one page's time on a busy 2-core machine.
    test.setTimeout(360_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = (name: string) => page.screenshot({ path: `.artifacts/screens/${size.name}-${name}.png`, fullPage: true });
    await page.goto('/login');
    await page.getByTestId('captcha').locator('svg').waitFor();
    await shot('login');
    await loginAs(page, 'admin');
    for (const [name, path] of [
      ['dashboard', '/dashboard'],
      ['users', '/system/userManage'],
      ['roles', '/system/roleManage'],
      ['permissions', '/system/permissionManage'],
      ['profile', '/profile/index'],
      ['icons', '/icon/index'],
      ['schools', '/school/schoolManage'],
      ['departments', '/school/departmentManage'],
      ['subjects', '/school/subjectManage'],
      ['classes', '/school/classesManage'],
      ['courses', '/baseData/examCourse'],
      ['knowledge', '/baseData/examKnow'],
      ['students', '/baseData/examStudent'],
      ['editor', '/editor-playground'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await shot(name);
    }
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.locator('.ant-drawer-open').waitFor();
    await shot('settings');
    await page.keyboard.press('Escape');
    await page.locator('.navbar').getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    for (const [name, path] of [
      ['users', '/system/userManage'],
      ['students', '/baseData/examStudent'],
      ['knowledge', '/baseData/examKnow'],
      ['editor', '/editor-playground'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await shot(`${name}-zh`);
    }
  });
}
