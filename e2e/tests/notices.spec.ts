import { expect, type Page } from '@playwright/test';
import { test } from './server';
import { signedInAs, unique } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');

test('a teacher writes an exam notice, previews it with its reading time, edits and deletes it', async ({ page }) => {
  const title = unique('Notice ');
  await signedInAs(page, 'admin');
  await page.goto('/examPublishManage/examInstruction');
  await page.locator('.ant-card-extra').getByRole('button', { name: /Add$/ }).click();

  // The content is required: the server and the form say so before anything is saved.
  await dialog(page).getByLabel('Title', { exact: true }).fill(title);
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page).getByText(/content is required/i)).toBeVisible();

  await dialog(page).getByLabel('Minimum reading time').fill('3');
  await dialog(page).getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Phones stay in your bag. ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('No talking.');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('3 s');

  // The preview: the start button waits for the reading time and the confirmation.
  await row.getByRole('button', { name: /Preview/ }).click();
  const preview = dialog(page);
  await expect(preview.getByText('No talking.')).toHaveCSS('font-weight', '700');
  const start = preview.getByRole('button', { name: /Please read the notice|Start the exam/ });
  await expect(start).toBeDisabled();
  await preview.getByRole('checkbox', { name: 'I have read the notice and will follow it.' }).check();
  await expect(start).toBeDisabled();
  await expect(preview.getByRole('button', { name: 'Start the exam' })).toBeEnabled({ timeout: 20_000 });
  await preview.getByRole('button', { name: 'Start the exam' }).click();
  await expect(preview).toBeHidden();

  // Editing keeps the content; the change shows in the list.
  await row.getByRole('button', { name: /Edit/ }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Content' })).toContainText('Phones stay in your bag.');
  await dialog(page).getByLabel('Minimum reading time').fill('60');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(row).toContainText('60 s');

  await row.getByRole('button', { name: /Delete/ }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});

for (const size of [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 800, height: 1000 },
]) {
  test(`notice screens at ${size.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = (name: string) => page.screenshot({ path: `.artifacts/screens/${size.name}-${name}.png`, fullPage: true });
    await signedInAs(page, 'admin');
    for (const lang of ['en', 'zh'] as const) {
      if (lang === 'zh') {
        await page.locator('.navbar').getByTestId('language-switcher').click();
        await page.getByRole('menuitem', { name: '简体中文' }).click();
      }
      const suffix = lang === 'zh' ? '-zh' : '';
      await page.goto('/examPublishManage/examInstruction');
      await page.locator('.ant-card-extra').getByRole('button').last().click();
      await dialog(page).locator('input').first().fill(`Shot ${lang}`);
      await dialog(page).getByRole('textbox').last().click();
      await page.keyboard.type('Bring your ID card. The exam lasts 90 minutes.');
      await shot(`notice-form${suffix}`);
      await dialog(page).locator('.ant-modal-footer .ant-btn-primary').click();
      await expect(dialog(page)).toBeHidden();
      await page.waitForLoadState('networkidle');
      await shot(`notices${suffix}`);
      await page
        .getByRole('row', { name: new RegExp(`Shot ${lang}`) })
        .first()
        .locator('button')
        .first()
        .click();
      await expect(dialog(page)).toBeVisible();
      await shot(`notice-preview${suffix}`);
      await page.keyboard.press('Escape');
    }
  });
}
