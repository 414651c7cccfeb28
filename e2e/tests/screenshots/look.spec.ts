import { test } from '../server';
import { TOKEN_COOKIE, USER_TYPE } from '@kaoshi/contracts';
import { ownsDemoPassword, signedInAs, signInByApi } from '../helpers';

/**
 * Chinese screens a centre's staff and candidates read (job types with their level, the ticket,
 * wording, the publish drawer's empty dates, list pages beside the settings button), wide and
 * narrow, for a person to look at (e2e/.artifacts/screens/look-*).
 */
const WIDTHS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
];

for (const size of WIDTHS) {
  test(`Chinese screens at ${size.name} px`, async ({ page, baseURL }) => {
    test.setTimeout(360_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.context().addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
    const shot = (name: string) => page.screenshot({ path: `.artifacts/screens/look-${size.name}-${name}.png`, fullPage: true });
    await page.goto('/login');
    await page.getByTestId('captcha').locator('svg').waitFor();
    await shot('login');

    await signedInAs(page, 'admin');
    for (const [name, path] of [
      ['classes', '/school/classesManage'],
      ['courses', '/baseData/examCourse'],
      ['articles', '/articleManage'],
      ['review', '/registrationManage/review'],
      ['groups', '/registrationManage/group'],
      ['certificates', '/examPublishManage/certificateManage'],
      ['questions', '/baseData/index'],
      ['pass-statistics', '/examAnalysis/isPassStatistics'],
      ['publish', '/examPublishManage/publishManage'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await shot(name);
    }
    // The publish drawer saved with no dates.
    await page.getByRole('button', { name: /新建发布/ }).click();
    await page.locator('.ant-drawer-open').waitFor();
    await page.getByRole('button', { name: '保 存' }).click();
    await page.getByText('请选择结束时间').waitFor();
    await page.screenshot({ path: `.artifacts/screens/look-${size.name}-publish-drawer.png` });
    await page.keyboard.press('Escape');
    // A job type picker.
    await page.goto('/school/classesManage');
    await page.getByRole('combobox', { name: '考试项目' }).first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item').first().click();
    await page.getByRole('combobox', { name: '职业类别' }).first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item').first().click();
    await page.getByRole('combobox', { name: '报考工种' }).first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item').first().waitFor();
    await page.screenshot({ path: `.artifacts/screens/look-${size.name}-subject-picker.png` });

    // The candidate's pages.
    await page.context().clearCookies();
    await signedInAs(page, 'student');
    await page.context().addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
    await page.goto('/kaoshi-learning');
    await page.waitForLoadState('networkidle');
    await shot('learning');
    await page.goto('/kaoshi-registration');
    await page.waitForLoadState('networkidle');
    await shot('registration');
  });
}

for (const size of WIDTHS) {
  test(`the admission ticket in Chinese at ${size.name} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    // demo03 is seated for the demo hall exam (seed/demo-tickets.ts).
    ownsDemoPassword('demo03');
    const token = await signInByApi(page.request, 'demo03', USER_TYPE.STUDENT);
    await page.context().addCookies([
      { name: TOKEN_COOKIE, value: token, url: baseURL! },
      { name: 'language', value: 'zh', url: baseURL! },
    ]);
    await page.goto('/kaoshi');
    await page.getByRole('button', { name: '打印准考证' }).first().click();
    await page.locator('.kx-ticket').waitFor();
    await page.screenshot({ path: `.artifacts/screens/look-${size.name}-ticket.png`, fullPage: true });
  });
}
