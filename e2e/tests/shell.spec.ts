import { expect, type Page } from '@playwright/test';
import { test } from './server';
import { signedInAs } from './helpers';

const tag = (page: Page, path: string) => page.getByTestId(`tag-${path}`);
const menu = (page: Page) => page.getByTestId('sidebar');

test.describe('console shell', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, 'admin', '/dashboard');
  });

  test('the sidebar folds, and stays folded after a reload', async ({ page }) => {
    await expect(menu(page)).toHaveCSS('width', '210px');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(menu(page)).toHaveCSS('width', '64px');
    expect((await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
    await page.reload();
    await expect(menu(page)).toHaveCSS('width', '64px');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(menu(page)).toHaveCSS('width', '210px');
  });

  test('tabs open once per page, close, close others, close all; the dashboard stays', async ({ page }) => {
    // In-app navigation: a full reload starts a fresh tab strip.
    await menu(page).getByRole('menuitem', { name: 'System' }).click();
    // Each page shown before the next click: on a slow machine a click during the submenu's opening was lost.
    for (const [name, path] of [
      ['Users', '/system/userManage'],
      ['Roles', '/system/roleManage'],
      ['Permissions', '/system/permissionManage'],
      ['Users', '/system/userManage'],
    ]) {
      await menu(page).getByRole('menuitem', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await expect(page.locator('.tags-view-item')).toHaveCount(4);
    await expect(tag(page, '/dashboard').locator('.tags-view-close')).toHaveCount(0);

    await tag(page, '/system/permissionManage').getByLabel('Close Permissions').click();
    await expect(tag(page, '/system/permissionManage')).toHaveCount(0);

    await tag(page, '/system/roleManage').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close others' }).click();
    await expect(page).toHaveURL(/\/system\/roleManage$/);
    await expect(page.locator('.tags-view-item')).toHaveText(['Dashboard', 'Roles']);

    await tag(page, '/system/roleManage').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close all' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('.tags-view-item')).toHaveText(['Dashboard']);
  });

  test('a tab keeps what was typed while another is shown; refresh starts it afresh', async ({ page }) => {
    await menu(page).getByRole('menuitem', { name: 'System' }).click();
    await menu(page).getByRole('menuitem', { name: 'Users' }).click();
    await page.getByPlaceholder('Username').fill('kept across tabs');
    await tag(page, '/dashboard').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await tag(page, '/system/userManage').click();
    await expect(page.getByPlaceholder('Username')).toHaveValue('kept across tabs');

    await tag(page, '/system/userManage').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Refresh' }).click();
    await expect(page).toHaveURL(/\/system\/userManage$/);
    await expect(page.getByPlaceholder('Username')).toHaveValue('');
    await expect(page.locator('.tags-view-item')).toHaveText(['Dashboard', 'Users']);
  });

  test('a new theme colour reaches the primary buttons at once and after a reload', async ({ page }) => {
    await page.goto('/system/userManage');
    const query = page.getByRole('button', { name: 'Query' });
    await expect(query).toHaveCSS('background-color', 'rgb(64, 158, 255)');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.locator('.ant-drawer .ant-color-picker-trigger').click();
    await page.locator('.ant-color-picker-presets-color').nth(5).click();
    await expect(query).toHaveCSS('background-color', 'rgb(17, 169, 131)');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Query' })).toHaveCSS('background-color', 'rgb(17, 169, 131)');
  });

  test('settings hide the tabs and the sidebar logo, and close on an outside click', async ({ page }) => {
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Open-page tabs').click();
    await page.getByLabel('Sidebar logo').click();
    await page.locator('.ant-drawer-mask').click({ position: { x: 10, y: 10 } });
    await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
    await expect(page.locator('.tags-view')).toHaveCount(0);
    await expect(page.locator('.sidebar-logo')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.tags-view')).toHaveCount(0);
  });

  test("every string follows the language choice, Ant Design's own included; the title stays", async ({ page }) => {
    const dashboardIn = { en: 'Dashboard', zh: '首页', es: 'Panel', ja: 'ダッシュボード' };
    const perPageIn = { en: '20 / page', zh: '20 条/页', es: '20 / página', ja: '20 件 / ページ' };
    const labels = { en: 'English', zh: '简体中文', es: 'Español', ja: '日本語' };
    await page.goto('/system/userManage');
    for (const lang of ['zh', 'es', 'ja', 'en'] as const) {
      await page.locator('.navbar').getByTestId('language-switcher').click();
      await page.getByRole('menuitem', { name: labels[lang] }).click();
      await expect(menu(page).getByRole('menuitem', { name: dashboardIn[lang] })).toBeVisible();
      await expect(page.locator('.ant-pagination-options')).toContainText(perPageIn[lang]);
      await expect(page).toHaveTitle('职业技能鉴定考试系统');
    }
  });

  test('the header search finds a page by pinyin initials in Chinese, from the keyboard', async ({ page }) => {
    await page.locator('.navbar').getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.keyboard.type('yhgl');
    await expect(page.locator('.ant-select-item-option', { hasText: '系统管理 > 用户管理' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/system\/userManage$/);
  });

  test('the component size can be changed and is remembered', async ({ page }) => {
    await page.goto('/system/userManage');
    await expect(page.getByRole('button', { name: 'Query' })).toHaveCSS('height', '32px');
    await page.getByRole('button', { name: 'Size' }).click();
    await page.getByRole('menuitem', { name: 'Large' }).click();
    await expect(page.getByRole('button', { name: 'Query' })).toHaveCSS('height', '40px');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Query' })).toHaveCSS('height', '40px');
  });

  test('the icons page copies an icon name', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/icon/index');
    await page.getByRole('button', { name: 'BankOutlined' }).click();
    await expect(page.getByText('Copied BankOutlined')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('BankOutlined');
  });

  test('user 1 has the manual and deployment notes in the avatar menu', async ({ page }) => {
    await page.getByTestId('avatar-menu').click();
    const [manual] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Usage manual' }).click()]);
    await expect(manual.getByRole('heading', { name: 'Usage manual' })).toBeVisible();
  });

  test("the settings button keeps clear of a list page's top-right buttons at 1440 px", async ({ page }) => {
    await page.goto('/examPublishManage/publishManage');
    const toggle = await page.getByRole('button', { name: 'Settings' }).boundingBox();
    const pageCard = await page.locator('.page-card').first().boundingBox();
    // Everything on the page, its top-right buttons included, ends left of the fixed button.
    expect(pageCard!.x + pageCard!.width).toBeLessThanOrEqual(toggle!.x);
  });
});

test.describe('console shell on a narrow screen', () => {
  test.use({ viewport: { width: 800, height: 1000 } });

  test('the sidebar is a drawer that closes on navigation and on an outside click', async ({ page }) => {
    await signedInAs(page, 'admin', '/dashboard');
    await expect(page.locator('.sidebar-drawer .ant-drawer-open')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.locator('.sidebar-drawer');
    await drawer.getByRole('menuitem', { name: 'System' }).click();
    await drawer.getByRole('menuitem', { name: 'Roles' }).click();
    await expect(page).toHaveURL(/\/system\/roleManage$/);
    await expect(page.locator('.sidebar-drawer .ant-drawer-content-wrapper')).toBeHidden();

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(drawer.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await page.mouse.click(700, 500);
    await expect(page.locator('.sidebar-drawer .ant-drawer-content-wrapper')).toBeHidden();
  });
});
