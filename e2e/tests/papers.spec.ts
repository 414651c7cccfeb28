import { type AddPaperBody, API } from '@kaoshi/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './server';
import { api, chooseOption, signedInAs, tokenOf, unique } from './helpers';

const PAPERS = '/examPublishManage/examManage';

async function bankQuestions(page: Page, courseId: number) {
  const response = await page.request.get(API.listQuestion, {
    params: { courseId, limit: 20 },
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  return ((await response.json()) as { data: { list: { questionId: number; score: number }[] } }).data.list;
}

interface Bank {
  courseId: number;
  courseLabel: string;
  pointId: number;
  pointLabel: string;
  tag: string;
}

/**
 * Project → job category → job type → course with a chapter and one appraisal point, and a small
 * bank: 3 single choice on the point, 2 single choice elsewhere, 2 multiple choice, 3 true/false.
 */
async function seedBank(page: Page): Promise<Bank> {
  const tag = unique('').toUpperCase();
  const { schoolId } = await api<{ schoolId: number }>(page, API.addSchool, { name: `Papers ${tag}`, code: `PP${tag}` });
  const { departmentId } = await api<{ departmentId: number }>(page, API.addDepartment, {
    schoolId,
    name: `Metalwork ${tag}`,
    code: `PD${tag}`,
  });
  const { subjectId } = await api<{ subjectId: number }>(page, API.addSubject, {
    departmentId,
    name: `Welder ${tag}`,
    code: `PS${tag}`,
    level: 3,
  });
  const course = { name: `Welding safety ${tag}`, code: `PC${tag}` };
  const { courseId } = await api<{ courseId: number }>(page, API.addCourse, { subjectId, ...course, description: '' });
  const chapter = await api<{ knowledgeId: number }>(page, API.addKnowledge, {
    courseId,
    parentId: null,
    type: 'cn',
    code: `CH${tag}`,
    name: `Gas ${tag}`,
    weight: 100,
  });
  const point = { name: `Cylinders ${tag}`, code: `KN${tag}` };
  const { knowledgeId: pointId } = await api<{ knowledgeId: number }>(page, API.addKnowledge, {
    courseId,
    parentId: chapter.knowledgeId,
    type: 'kn',
    ...point,
    weight: 100,
  });

  const question = (stem: string, fields: object) =>
    api(page, API.addQuestion, {
      courseId,
      knowledgeId: null,
      stem: `<p>${stem} ${tag}</p>`,
      explanation: `<p>Because ${stem}</p>`,
      difficulty: 3,
      ...fields,
    });
  const choices = ['<p>Open the valve slowly</p>', '<p>Open it at once</p>', '<p>Leave it shut</p>'];
  for (let n = 1; n <= 3; n++)
    await question(`Cylinder single ${n}`, { type: 0, knowledgeId: pointId, options: choices, answer: ['A'], score: 2, difficulty: 2 });
  for (let n = 1; n <= 2; n++) await question(`Arc single ${n}`, { type: 0, options: choices, answer: ['B'], score: 2 });
  for (let n = 1; n <= 2; n++) await question(`Protection multiple ${n}`, { type: 1, options: choices, answer: ['A', 'C'], score: 3 });
  for (let n = 1; n <= 3; n++)
    await question(`Ventilation true-false ${n}`, { type: 2, options: ['<p>True</p>', '<p>False</p>'], answer: ['A'], score: 1 });
  return { courseId, courseLabel: `${course.name} (${course.code})`, pointId, pointLabel: `${point.name} (${point.code})`, tag };
}

/** Opens the editor for a new paper and fills its name and course. */
async function startPaper(page: Page, bank: Bank, name: string): Promise<Locator> {
  await page.goto(PAPERS);
  await page.getByRole('button', { name: 'New paper' }).click();
  const editor = page.locator('.paper-editor-drawer');
  await editor.getByLabel('Paper name').fill(name);
  await chooseOption(page, 'Course', bank.courseLabel, editor);
  return editor;
}

/** Picks a node of an antd TreeSelect found by its accessible name (its list is a tree, not the options chooseOption reads). */
async function chooseTreeNode(page: Page, selectName: string, node: string, within: Locator) {
  await within
    .locator('.ant-select', { has: page.getByRole('combobox', { name: selectName }) })
    .first()
    .click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-title')
    .getByText(node, { exact: true })
    .click();
}

const total = (editor: Locator) => editor.locator('.paper-total .ant-statistic-content');

test('a fixed paper is composed from the bank, scored, saved and previewed', async ({ page }) => {
  await signedInAs(page, 'admin');
  const bank = await seedBank(page);
  const editor = await startPaper(page, bank, `Fixed ${bank.tag}`);

  await editor.getByRole('button', { name: 'Add questions' }).click();
  const picker = page.getByRole('dialog', { name: 'Add questions from the bank' });
  await chooseOption(page, 'Type', 'Single choice', picker);
  await expect(picker.locator('.ant-table-row')).toHaveCount(5);
  for (const n of [1, 2])
    await picker
      .getByRole('row', { name: new RegExp(`Cylinder single ${n}`) })
      .getByRole('checkbox')
      .check();
  // Ticks survive a change of filter: the picker adds across pages and filters.
  await chooseOption(page, 'Type', 'True/false', picker);
  await picker
    .getByRole('row', { name: /Ventilation true-false 1/ })
    .getByRole('checkbox')
    .check();
  await picker.getByRole('button', { name: 'Add 3 selected' }).click();
  await expect(picker).toBeHidden();

  const single = editor.locator('.paper-section', { hasText: 'Single choice' });
  const trueFalse = editor.locator('.paper-section', { hasText: 'True/false' });
  await expect(single).toContainText('2 question(s) · 4 pt');
  await expect(trueFalse).toContainText('1 question(s) · 1 pt');
  await expect(total(editor)).toHaveText('5');

  await trueFalse.getByLabel('Score True/false 1').fill('2');
  await single.getByLabel('Score for all Single choice').fill('3');
  await single.getByRole('button', { name: 'Apply' }).click();
  await expect(total(editor)).toHaveText('8');
  await single.getByRole('button', { name: 'Move down' }).first().click();
  await expect(single.locator('.ant-table-row').first()).toContainText('Cylinder single 2');

  // The default pass score (60) is above this paper's total: the form says so before saving.
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('The pass mark cannot be above the total score (8).')).toBeVisible();
  await editor.getByLabel('Pass mark').fill('5');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-drawer-title', { hasText: `Edit paper · Fixed ${bank.tag}` })).toBeVisible();

  await editor.getByRole('button', { name: 'Preview' }).click();
  const preview = page.locator('.ant-drawer', { hasText: `Preview · Fixed ${bank.tag}` });
  await expect(preview.locator('.kx-question')).toHaveCount(3);
  await expect(preview.locator('.kx-question').first()).toContainText('Cylinder single 2');
  await expect(preview.getByText('Draw again')).toHaveCount(0);
  await preview.getByText('Show answers').click();
  await expect(preview.getByText('Because Cylinder single 2')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await editor.getByRole('button', { name: 'Close' }).first().click();

  const row = page.getByRole('row', { name: new RegExp(`Fixed ${bank.tag}`) });
  await expect(row).toContainText('Fixed questions');
  await expect(row.getByRole('cell', { name: '8', exact: true })).toBeVisible();
});

test('a random paper is checked against the bank, refused while a rule is short, then saved and drawn again', async ({ page }) => {
  await signedInAs(page, 'admin');
  const bank = await seedBank(page);
  const editor = await startPaper(page, bank, `Random ${bank.tag}`);
  await editor.getByText('Random by rules').click();

  await chooseTreeNode(page, 'Knowledge point 1', bank.pointLabel, editor);
  await editor.getByLabel('Count 1').fill('2');
  await editor.getByLabel('Score each 1').fill('2');
  await editor.getByRole('button', { name: 'Add rule' }).click();
  await chooseOption(page, 'Type 2', 'True/false', editor);
  await editor.getByLabel('Count 2').fill('2');
  const rules = editor.locator('.paper-part .ant-table-row');
  await expect(rules.nth(0)).toContainText('3 / 2');
  await expect(rules.nth(1)).toContainText('3 / 2');
  await expect(total(editor)).toHaveText('6');

  await editor.getByLabel('Count 2').fill('5');
  await expect(rules.nth(1)).toContainText('Short by 2');
  await expect(editor.getByText('The bank cannot fill every rule.', { exact: false })).toBeVisible();
  await editor.getByLabel('Pass mark').fill('4');
  await editor.getByRole('button', { name: 'Save' }).click();
  // The server names the short rule; the editor keeps the draft and the red mark.
  await expect(page.locator('.ant-message')).toContainText('Rule 2');
  await expect(rules.nth(1)).toHaveClass(/paper-rule-short/);

  await editor.getByLabel('Count 2').fill('3');
  await expect(rules.nth(1)).toContainText('3 / 3');
  await expect(total(editor)).toHaveText('7');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-drawer-title', { hasText: `Edit paper · Random ${bank.tag}` })).toBeVisible();

  await editor.getByRole('button', { name: 'Preview' }).click();
  const preview = page.locator('.ant-drawer', { hasText: `Preview · Random ${bank.tag}` });
  await expect(preview.locator('.kx-question')).toHaveCount(5);
  await expect(preview.locator('.kx-question').filter({ hasText: 'Cylinder single' })).toHaveCount(2);
  await expect(preview.locator('.kx-question').filter({ hasText: 'Ventilation true-false' })).toHaveCount(3);
  const draws = page.waitForResponse((response) => response.url().includes(API.previewPaper));
  await preview.getByRole('button', { name: 'Draw again' }).click();
  await draws;
  await expect(preview.locator('.kx-question')).toHaveCount(5);
});

const SIZES = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 800, height: 1000 },
];

test('screens of the paper list, both editors and the preview, wide and narrow, in English and Chinese', async ({ page }) => {
  test.setTimeout(360_000);
  await signedInAs(page, 'admin');
  const bank = await seedBank(page);
  const base = { courseId: bank.courseId, passScore: 6, durationMinutes: 60, shuffleQuestions: 0, shuffleOptions: 1 };
  const bankList = await bankQuestions(page, bank.courseId);
  const fixed: AddPaperBody = {
    ...base,
    name: `Safety basics ${bank.tag}`,
    mode: 'fixed',
    items: bankList.slice(0, 7).map(({ questionId, score }) => ({ questionId, score })),
    rules: [],
  };
  const random: AddPaperBody = {
    ...base,
    name: `Safety draw ${bank.tag}`,
    mode: 'random',
    items: [],
    rules: [
      { type: 0, knowledgeId: bank.pointId, difficulty: null, count: 2, score: 2 },
      { type: 1, knowledgeId: null, difficulty: null, count: 2, score: 3 },
      { type: 2, knowledgeId: null, difficulty: 3, count: 2, score: 1 },
    ],
  };
  await api(page, API.addPaper, fixed);
  await api(page, API.addPaper, random);

  for (const lang of ['en', 'zh'] as const) {
    if (lang === 'zh') {
      await page.goto(PAPERS);
      await page.locator('.navbar').getByTestId('language-switcher').click();
      await page.getByRole('menuitem', { name: '简体中文' }).click();
    }
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      const shot = (name: string) =>
        page.screenshot({ path: `.artifacts/screens/${size.name}-papers-${name}${lang === 'zh' ? '-zh' : ''}.png` });
      await page.goto(PAPERS);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `.artifacts/screens/${size.name}-papers-list${lang === 'zh' ? '-zh' : ''}.png`, fullPage: true });
      for (const [name, paper] of [
        ['fixed', fixed.name],
        ['random', random.name],
      ] as const) {
        await page
          .getByRole('row', { name: new RegExp(paper) })
          .getByRole('button')
          .first()
          .click();
        const editor = page.locator('.paper-editor-drawer');
        await expect(editor.locator('.paper-part')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await shot(name);
        if (name === 'fixed') {
          await editor.locator('.paper-part-head').getByRole('button').click();
          const picker = page.locator('.ant-modal').filter({ has: page.locator('.ant-table-row') });
          await picker.locator('.ant-table-row .ant-checkbox-input').first().check();
          await shot('picker');
          await picker.locator('.ant-modal-close').click();
          await expect(picker).toBeHidden();
        }
        await editor.locator('.paper-summary').getByRole('button').first().click();
        const preview = page.locator('.ant-drawer').filter({ has: page.locator('.kx-question') });
        await expect(preview.locator('.kx-question').first()).toBeVisible();
        await preview.locator('.ant-switch').click();
        await shot(`${name}-preview`);
        await preview.locator('.ant-drawer-close').click();
        await editor.locator('.ant-drawer-close').click();
        await expect(editor).toBeHidden();
      }
    }
  }
});

test('a paper in use by a published exam opens read-only but for its name, and "Copy to edit" opens an editable copy', async ({ page }) => {
  await signedInAs(page, 'admin');
  const bank = await seedBank(page);
  const [first] = await bankQuestions(page, bank.courseId);
  const name = `In use ${bank.tag}`;
  await api(page, API.addPaper, {
    courseId: bank.courseId,
    name,
    mode: 'fixed',
    passScore: 1,
    durationMinutes: 30,
    items: [{ questionId: first!.questionId, score: 2 }],
  });
  // Publishing (docs/REQUIREMENTS.md §7) is what locks a paper; until it exists, the server's answer is marked as locked on its way in.
  const markLocked = (url: string) =>
    page.route(`**${url}**`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({ response, body: body.replace(/"locked":0/g, '"locked":1') });
    });
  await markLocked(API.listPaper);
  await markLocked(API.getPaperById);

  await page.goto(PAPERS);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('In use by a published exam');
  await row.getByRole('button', { name: 'Edit' }).click();
  const editor = page.locator('.paper-editor-drawer');
  await expect(editor.getByText('This paper is used by a published exam')).toBeVisible();
  await expect(editor.getByLabel('Paper name')).toBeEditable();
  await expect(editor.getByLabel('Pass mark')).toBeDisabled();
  await expect(editor.getByRole('button', { name: 'Add questions' })).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '.artifacts/screens/wide-papers-locked.png' });

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await editor.getByRole('button', { name: 'Copy to edit' }).click();
  await expect(page.locator('.ant-drawer-title', { hasText: `Edit paper · ${name} (copy)` })).toBeVisible();
  await expect(editor.getByText('This paper is used by a published exam')).toHaveCount(0);
  await expect(editor.getByLabel('Pass mark')).toBeEnabled();
});

/** How many papers the list holds for the bank's course (the draft preview must not add one). */
async function paperCount(page: Page, courseId: number) {
  const response = await page.request.get(API.listPaper, {
    params: { courseId, limit: 20 },
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  return ((await response.json()) as { data: { total: number } }).data.total;
}

test('a paper is previewed before it is saved: its questions as they stand, refusals in the words a save uses, nothing stored', async ({
  page,
}) => {
  await signedInAs(page, 'admin');
  const bank = await seedBank(page);
  const editor = await startPaper(page, bank, `Draft ${bank.tag}`);
  // 0: a pass mark within any total, so only the server's checks can refuse the empty draft.
  await editor.getByLabel('Pass mark').fill('0');

  // Nothing chosen yet: the same refusal a save would give.
  await editor.getByRole('button', { name: 'Preview' }).click();
  const preview = page.locator('.paper-preview');
  await expect(preview.getByRole('alert')).toContainText('A fixed paper needs at least one question.');
  await preview.locator('.ant-drawer-close').click();

  await editor.getByRole('button', { name: 'Add questions' }).click();
  const picker = page.getByRole('dialog', { name: 'Add questions from the bank' });
  await chooseOption(page, 'Type', 'True/false', picker);
  await picker
    .getByRole('row', { name: /Ventilation true-false 1/ })
    .getByRole('checkbox')
    .check();
  await chooseOption(page, 'Type', 'Single choice', picker);
  await picker
    .getByRole('row', { name: /Cylinder single 3/ })
    .getByRole('checkbox')
    .check();
  await picker.getByRole('button', { name: 'Add 2 selected' }).click();
  await expect(total(editor)).toHaveText('3');

  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(page.locator('.ant-drawer-title', { hasText: `Preview · Draft ${bank.tag}` })).toBeVisible();
  await expect(preview.getByText('Not saved yet: this is the paper as it stands in the editor.')).toBeVisible();
  // Sections by type, as candidates get them: single choice before true/false.
  await expect(preview.locator('.kx-question')).toHaveCount(2);
  await expect(preview.locator('.kx-question').first()).toContainText('Cylinder single 3');
  await expect(preview.locator('.kx-question').nth(1)).toContainText('Ventilation true-false 1');
  await preview.getByText('Show answers').click();
  await expect(preview.getByText('Because Cylinder single 3')).toBeVisible();
  await preview.locator('.ant-drawer-close').click();
  expect(await paperCount(page, bank.courseId)).toBe(0);
  // Still a draft: the title is the new paper's and Save is on offer.
  await expect(page.locator('.ant-drawer-title', { hasText: 'New paper' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save' })).toBeEnabled();

  // A random draft the bank cannot fill is refused with the save's message naming the rule.
  await editor.getByText('Random by rules').click();
  await chooseOption(page, 'Type 1', 'True/false', editor);
  await editor.getByLabel('Count 1').fill('5');
  await editor.getByLabel('Score each 1').fill('1');
  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(preview.getByRole('alert')).toContainText('Rule 1');
  await expect(preview.getByRole('alert')).toContainText('(2 short)');
  await preview.locator('.ant-drawer-close').click();
  await editor.getByLabel('Count 1').fill('3');
  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(preview.locator('.kx-question').filter({ hasText: 'Ventilation true-false' })).toHaveCount(3);
  const draws = page.waitForResponse((response) => response.url().endsWith(API.previewPaperDraft));
  await preview.getByRole('button', { name: 'Draw again' }).click();
  await draws;
  await expect(preview.locator('.kx-question')).toHaveCount(3);
  expect(await paperCount(page, bank.courseId)).toBe(0);
});

test('screens of an unsaved paper previewed in Chinese, wide and narrow', async ({ page }) => {
  await signedInAs(page, 'admin');
  const bank = await seedBank(page);
  await page.goto(PAPERS);
  await page.locator('.navbar').getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(PAPERS);
    await page.getByRole('button', { name: '新建试卷' }).click();
    const editor = page.locator('.paper-editor-drawer');
    await editor.getByLabel('试卷名称').fill(`焊接安全草稿 ${bank.tag}`);
    await chooseOption(page, '课程', bank.courseLabel, editor);
    await editor.getByLabel('合格分').fill('3');
    await editor.getByRole('button', { name: '添加试题' }).click();
    const picker = page.locator('.ant-modal').filter({ has: page.locator('.ant-table-row') });
    for (const n of [0, 1, 2]) await picker.locator('.ant-table-row .ant-checkbox-input').nth(n).check();
    await picker.getByRole('button', { name: '添加所选 3 题' }).click();
    await expect(picker).toBeHidden();
    await editor.getByRole('button', { name: '预览' }).click();
    const preview = page.locator('.paper-preview');
    await expect(preview.getByText('尚未保存：这是编辑器中当前的试卷。')).toBeVisible();
    await expect(preview.locator('.kx-question')).toHaveCount(3);
    await preview.locator('.ant-switch').click();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `.artifacts/screens/${size.name}-papers-draft-preview-zh.png` });
    await preview.locator('.ant-drawer-close').click();
    await editor.locator('.ant-drawer-close').click();
    // The draft was never saved: the editor asks before dropping it.
    await page.locator('.ant-modal-confirm .ant-btn-dangerous').click();
    await expect(editor).toBeHidden();
  }
});
