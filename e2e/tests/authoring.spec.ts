import { API, type PublicationRecord } from '@kaoshi/contracts';
import { expect, type Page } from '@playwright/test';
import { test } from './server';
import { loginAs, tokenOf } from './helpers';

const BANK = '/baseData/index';
const dialog = (page: Page) => page.getByRole('dialog');
const openNew = async (page: Page, add: RegExp) => {
  await page.locator('.ant-card-extra').getByRole('button', { name: add }).click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
};

test('a new question starts clean: what an abandoned "Add" typed is not offered to restore', async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page, 'admin');
  await page.goto(BANK);
  let form = await openNew(page, /Add$/);
  await form.getByTestId('editor-question-stem-new').getByRole('textbox').click();
  await page.keyboard.type('A question the author gave up on');
  // The editor keeps its draft (in local storage) as the author types.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.entries(localStorage).some(([key, value]) => key.endsWith('#question-stem-new') && value.includes('gave up on')),
      ),
    )
    .toBe(true);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();

  form = await openNew(page, /Add$/);
  await expect(form.getByTestId('editor-question-stem-new').getByRole('textbox')).toBeVisible();
  await expect(form.getByText(/A draft saved at/)).toHaveCount(0);
  await expect(form.getByTestId('editor-question-stem-new')).not.toContainText('gave up on');
});

test('a short option is written on one line; its button opens the full editor with the text', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto(BANK);
  const form = await openNew(page, /Add$/);
  const optionA = form.getByRole('group', { name: 'Option A' });
  await optionA.getByRole('textbox', { name: 'Option A' }).fill('Ohm & volt <1>');
  await expect(optionA.getByTestId('editor-question-option-new-A')).toHaveCount(0);
  await optionA.getByRole('button', { name: 'Full editor for Option A' }).click();
  await expect(optionA.getByTestId('editor-question-option-new-A')).toContainText('Ohm & volt <1>');
});

/** The finished demo exam (seeded with results on a fresh start). */
async function finishedDemoExam(page: Page): Promise<number> {
  const response = await page.request.get(`${API.listPublication}?name=${encodeURIComponent('(finished)')}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  const body = (await response.json()) as { data: { list: PublicationRecord[] } };
  expect(body.data.list).toHaveLength(1);
  return body.data.list[0]!.publicationId;
}

/** Screenshots in Chinese for a person to look at (e2e/.artifacts/screens). */
for (const size of [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 800, height: 1000 },
]) {
  test(`authoring and the demo's analysis in Chinese at ${size.name} width`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `.artifacts/screens/authoring-${name}-${size.name}-zh.png`, fullPage: true });
    };
    await loginAs(page, 'admin');
    await page.context().addCookies([{ name: 'language', value: 'zh', url: page.url() }]);
    await page.goto(BANK);
    const form = await openNew(page, /新\s?增|添\s?加/);
    await expect(form.getByRole('group', { name: '选项 A' }).getByRole('textbox', { name: '选项 A' })).toBeVisible();
    await form.getByRole('group', { name: '选项 A' }).getByRole('textbox').fill('电压');
    await form.getByRole('group', { name: '选项 B' }).getByRole('textbox').fill('电阻');
    await form.getByRole('group', { name: '选项 B' }).getByRole('radio').check();
    await form.getByRole('group', { name: '选项 C' }).getByRole('button', { name: '选项 C 的完整编辑器' }).click();
    await shot('options');

    await form.locator('.ant-select', { has: page.getByRole('combobox', { name: '题型' }) }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '判断题' }).click();
    const answer = form.getByRole('radiogroup', { name: '正确答案' });
    await expect(answer.getByRole('radio', { name: '正确' })).toBeVisible();
    await expect(answer.getByRole('radio', { name: '错误' })).toBeVisible();
    await answer.getByRole('radio', { name: '错误' }).check();
    await shot('true-false');
    await form.getByRole('button', { name: /^取\s?消$/ }).click();

    const linked = `publicationId=${await finishedDemoExam(page)}`;
    for (const tab of ['ranking', 'items', 'mastery']) {
      await page.goto(`/examAnalysis/examClassRanking?${linked}&tab=${tab}`);
      await expect(page.locator('.ant-tabs-tabpane-active .analysis-table .ant-table-row').first()).toBeVisible();
      await shot(`demo-${tab}`);
    }
    await page.goto(`/examAnalysis/isPassStatistics?${linked}`);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await shot('demo-pass');
    await page.goto('/dashboard');
    await expect(page.locator('canvas, svg').first()).toBeVisible();
    await shot('demo-dashboard');
  });
}
