import { expect } from '@playwright/test';
import { loginAs, test, forgetSignIn } from './helpers';

/**
 * The console in Chinese and Spanish: dates, the audit log, the sidebar, the marking list and the
 * captcha, with screenshots for a person to look at (e2e/.artifacts/native).
 */
const RUNS = [
  { lang: 'zh', width: 1440 },
  { lang: 'zh', width: 800 },
  { lang: 'es', width: 1440 },
] as const;

for (const { lang, width } of RUNS) {
  test(`${lang} at ${width} px: dates, audit log, sidebar, marking list and captcha read natively`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const shot = (name: string) => page.screenshot({ path: `.artifacts/native/${lang}-${width}-${name}.png` });
    await loginAs(page, 'admin');
    await page.context().addCookies([{ name: 'language', value: lang, url: baseURL! }]);

    await page.goto('/system/auditLog');
    const firstRow = page.locator('.audit-log .ant-table-tbody tr.ant-table-row').first();
    // The first screen in a new language waits for its catalogue: on a cold, busy machine that is slow.
    await expect(firstRow).toBeVisible({ timeout: 60_000 });
    await shot('audit-log');
    // The date picker names months and weekdays in the interface language.
    await page.locator('.audit-log .filter-bar .ant-picker').first().click();
    const dropdown = page.locator('.ant-picker-dropdown:visible');
    await expect(dropdown).toBeVisible();
    const weekdays = await dropdown.locator('thead').first().innerText();
    if (lang === 'zh') {
      expect(weekdays.replace(/\s/g, '')).toBe('一二三四五六日');
      await expect(dropdown.locator('.ant-picker-month-btn').first()).toHaveText(/月$/);
    } else {
      expect(weekdays.replace(/\s/g, '')).toMatch(/^lun\.?mar\.?mié\.?jue\.?vie\.?sáb\.?dom\.?$/i);
    }
    await shot('date-picker');
    await page.keyboard.press('Escape');
    await firstRow.getByRole('button').last().click();
    const drawer = page.locator('.ant-drawer-content');
    await expect(drawer).toBeVisible();
    await shot('audit-drawer');
    await drawer.locator('.ant-drawer-close').click();

    if (width >= 992) {
      // Every sidebar entry shows whole: none is cut off with an ellipsis.
      const cut = await page
        .locator('.sidebar-menu .ant-menu-title-content')
        .evaluateAll((titles) => titles.filter((title) => title.scrollWidth > title.clientWidth + 1).map((title) => title.textContent));
      expect(cut).toEqual([]);
      await page.locator('.sidebar-menu').screenshot({ path: `.artifacts/native/${lang}-${width}-sidebar.png` });
    }

    if (lang === 'es') {
      // The editor's paragraph and font lists show whole names ("Fuente predeterminada"), not cut to their boxes.
      await page.goto('/editor-playground');
      for (const list of ['Formato de párrafo', 'Fuente']) {
        // The select's box, not its hidden search input (the shown value lies over that).
        await page.locator('.ant-select', { has: page.getByRole('combobox', { name: list, exact: true }) }).click();
        const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option-content');
        await expect(options.first()).toBeVisible();
        const cutOptions = await options.evaluateAll((items) =>
          items.filter((item) => item.scrollWidth > item.clientWidth + 1).map((item) => item.textContent),
        );
        expect(cutOptions).toEqual([]);
        // The box shows its chosen value whole too, growing with it.
        const shown = page
          .locator('.ant-select', { has: page.getByRole('combobox', { name: list, exact: true }) })
          .locator('.ant-select-selection-item');
        expect(await shown.evaluate((item) => item.scrollWidth <= item.clientWidth + 1)).toBe(true);
        await page.screenshot({ path: `.artifacts/native/${lang}-${width}-editor-${list === 'Fuente' ? 'font' : 'paragraph'}.png` });
        await page.keyboard.press('Escape');
      }
    }

    await page.goto('/examPublishManage/examinationSituation');
    await page.locator('.ant-tabs-tab').nth(1).click();
    const panel = page.locator('.ant-tabs-tabpane-active');
    await panel.locator('.ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await expect(panel.locator('.marking-table .ant-table-row').first()).toBeVisible();
    // Headers and tags on one line each.
    const tall = await panel
      .locator('.marking-table th, .marking-table .ant-tag')
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.textContent && cell.getBoundingClientRect().height > 60).map((cell) => cell.textContent),
      );
    expect(tall).toEqual([]);
    await shot('marking-list');

    await forgetSignIn(page, { name: 'KAOSHI_TOKEN' });
    await page.goto('/login');
    await page.getByTestId('captcha').locator('svg').waitFor();
    await page.getByTestId('captcha').screenshot({ path: `.artifacts/native/${lang}-${width}-captcha.png` });
    await shot('login');
  });
}
