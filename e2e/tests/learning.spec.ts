import { API } from '@kaoshi/contracts';
import { expect, type Page } from '@playwright/test';
import { api, signedInAs, test, unique, forgetSignIn } from './helpers';
import { serverUrl } from './server';

/**
 * Learning articles: staff write one with a video and pin it, the demo candidate sees it first
 * (above a newer one that is not pinned), opens and finishes it, and staff see the counts.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.artifacts/screens/learning';
const dialog = (page: Page) => page.getByRole('dialog');
const inChinese = (page: Page) => page.context().addCookies([{ name: 'language', value: 'zh', url: serverUrl() }]);

test.describe.serial('learning articles', () => {
  const pinned = unique('Safe welding ');
  const newer = unique('Tool care ');

  test('staff write a pinned article with a video', async ({ page }) => {
    await signedInAs(page, 'admin', '/articleManage');
    await page.locator('.ant-card-extra').getByRole('button', { name: /Add$/ }).click();
    await dialog(page).getByLabel('Title', { exact: true }).fill(pinned);
    await dialog(page).getByRole('switch', { name: 'Pinned' }).click();
    await dialog(page).getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Always wear a mask when welding.');
    await page.getByRole('button', { name: 'Video, audio, attachment' }).hover();
    await page.getByRole('menuitem', { name: 'Video from an address' }).click();
    await page.getByRole('textbox', { name: 'Address' }).fill('https://media.example/weld.mp4');
    await page.getByRole('dialog', { name: 'Video from an address' }).getByRole('button', { name: 'OK' }).click();
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(dialog(page)).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(pinned) });
    await expect(row).toContainText('Has video');
    await expect(row).toContainText('Pinned');
    await expect(row).toContainText('Published');
    // A newer article that is not pinned: the pinned one must still come first for candidates.
    await api(page, API.addArticle, {
      title: newer,
      type: 1,
      coverImage: '',
      content: '<p>Oil the hinges once a month.</p>',
      subjectIds: [],
      pinned: 0,
      published: 1,
    });
  });

  test('the candidate sees the pinned article first, opens and finishes it', async ({ page }) => {
    await signedInAs(page, 'student', '/kaoshi');
    await page.getByRole('button', { name: 'Learning' }).click();
    await expect(page).toHaveURL(/\/kaoshi-learning/);
    const items = page.getByTestId('article-item');
    await expect(items.first()).toContainText(pinned);
    await expect(items.first()).toContainText('Has video');
    await expect(items.first()).toContainText('New');
    await expect(page.getByTestId('article-list')).toContainText(newer);

    // The type filter: the newer one is "Excellent culture", the pinned one "Classic reading".
    await page.getByRole('radio', { name: 'Excellent culture' }).check();
    await expect(page.getByTestId('article-list')).not.toContainText(pinned);
    await page.getByRole('radio', { name: 'All types' }).check();

    await items.filter({ hasText: pinned }).getByRole('button').click();
    const reader = page.getByTestId('article-reader');
    await expect(reader).toContainText('Always wear a mask when welding.');
    await expect(reader.locator('video')).toHaveAttribute('src', 'https://media.example/weld.mp4');
    await reader.getByRole('button', { name: 'I have finished reading' }).click();
    await expect(page.getByTestId('article-finished')).toContainText('Finished reading on');
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(items.filter({ hasText: pinned })).toContainText('Finished');

    // /kaoshi-index without an exam shows the same list.
    await page.goto('/kaoshi-index');
    await expect(page.getByTestId('article-item').first()).toContainText(pinned);
  });

  test('staff see who opened and finished it', async ({ page }) => {
    await signedInAs(page, 'admin', '/articleManage');
    const row = page.getByRole('row', { name: new RegExp(pinned) });
    const cells = row.getByRole('cell');
    await expect(row).toBeVisible();
    const headers = await page.getByRole('columnheader').allInnerTexts();
    const opened = headers.findIndex((text) => text.trim() === 'Opened');
    const finished = headers.findIndex((text) => text.trim() === 'Finished');
    expect(opened).toBeGreaterThan(0);
    await expect(cells.nth(opened)).toHaveText('1');
    await expect(cells.nth(finished)).toHaveText('1');
  });

  test('scrolling to the end of a long article finishes it', async ({ page }) => {
    const long = unique('Long read ');
    await signedInAs(page, 'admin');
    const paragraphs = Array.from({ length: 60 }, (_, index) => `<p>Paragraph ${index + 1} of the long read.</p>`).join('');
    const { articleId } = await api<{ articleId: number }>(page, API.addArticle, {
      title: long,
      type: 0,
      coverImage: '',
      content: paragraphs,
      subjectIds: [],
      pinned: 0,
      published: 1,
    });
    await forgetSignIn(page);
    await signedInAs(page, 'student', `/kaoshi-learning?articleId=${articleId}`);
    await expect(page.getByTestId('article-reader')).toContainText('Paragraph 60');
    await expect(page.getByTestId('finish-article')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('article-finished')).toBeVisible();
  });

  for (const size of [
    { name: 'wide', width: 1440, height: 900 },
    { name: 'narrow', width: 800, height: 1000 },
  ]) {
    test(`screens in Chinese at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await inChinese(page);
      await signedInAs(page, 'student', '/kaoshi-learning');
      await expect(page.getByTestId('article-item').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/learning-${size.width}.png`, fullPage: true });
      await page.getByTestId('article-item').first().getByRole('button').click();
      await expect(page.getByTestId('article-finished')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/article-${size.width}.png`, fullPage: true });

      await forgetSignIn(page);
      await inChinese(page);
      await signedInAs(page, 'admin', '/articleManage');
      await expect(page.getByRole('row', { name: new RegExp(pinned) })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/manage-${size.width}.png`, fullPage: true });
      await page
        .getByRole('row', { name: new RegExp(pinned) })
        .getByRole('button', { name: /编辑|Edit/ })
        .click();
      await expect(dialog(page)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/manage-form-${size.width}.png` });
    });
  }
});
