import { API, type Envelope, TOKEN_COOKIE } from '@kaoshi/contracts';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { test } from './server';
import ExcelJS from 'exceljs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseOption, signedInAs, tokenOf, unique } from './helpers';

const QTI_CHOICE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/src/test/fixtures/qti/choice.xml');
const BANK = '/baseData/index';

/** One API call as the signed-in page's user: the token from its cookie, in the header as the console sends it (the cookie alone authorises only GETs). */
async function call<T>(request: APIRequestContext, url: string, data: Record<string, unknown>): Promise<T> {
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === TOKEN_COOKIE)?.value;
  const body = (await (await request.post(url, { headers: { Authorization: `Bearer ${token}` }, data })).json()) as Envelope<T>;
  expect(body.status, body.message).toBe(200);
  return body.data;
}

/** A project → category → job type → course with one chapter and one appraisal point. */
async function courseWithKnowledge(request: APIRequestContext) {
  const tag = unique('').toUpperCase();
  const school = await call<{ schoolId: number }>(request, API.addSchool, { name: `Bank ${tag}`, code: `QB${tag}` });
  const category = await call<{ departmentId: number }>(request, API.addDepartment, {
    schoolId: school.schoolId,
    name: `Power ${tag}`,
    code: `QD${tag}`,
  });
  const jobType = await call<{ subjectId: number }>(request, API.addSubject, {
    departmentId: category.departmentId,
    name: `Electrician ${tag}`,
    code: `QS${tag}`,
    level: 3,
  });
  const course = await call<{ courseId: number; name: string; code: string }>(request, API.addCourse, {
    subjectId: jobType.subjectId,
    name: `Wiring ${tag}`,
    code: `QC${tag}`,
    description: '',
  });
  const chapter = await call<{ knowledgeId: number }>(request, API.addKnowledge, {
    courseId: course.courseId,
    parentId: null,
    type: 'cn',
    code: `CH${tag}`,
    name: `Circuits ${tag}`,
    weight: 100,
  });
  const point = await call<{ knowledgeId: number; name: string; code: string }>(request, API.addKnowledge, {
    courseId: course.courseId,
    parentId: chapter.knowledgeId,
    type: 'kn',
    code: `PT${tag}`,
    name: `Ohm law ${tag}`,
    weight: 100,
  });
  return { tag, courseId: course.courseId, course: `${course.name} (${course.code})`, point: `${point.name} (${point.code})` };
}
type Course = Awaited<ReturnType<typeof courseWithKnowledge>>;

const dialog = (page: Page) => page.getByRole('dialog');
const filterBar = (page: Page) => page.locator('.filter-bar');
const rows = (page: Page) => page.locator('.ant-table-tbody .ant-table-row');
const editorIn = (within: Locator, id: string) => within.getByTestId(`editor-${id}`).getByRole('textbox');
const option = (within: Locator, key: string) => within.getByRole('group', { name: `Option ${key}` });
/** An option's single-line box (short options are written there; a button opens the full editor). */
const optionLine = (within: Locator, key: string) => option(within, key).getByRole('textbox', { name: `Option ${key}` });

async function typeInto(page: Page, editor: Locator, text: string) {
  await editor.click();
  await page.keyboard.type(text);
}

/** The knowledge point: a tree select, so its node is picked from the open tree. */
async function chooseKnowledge(page: Page, within: Locator, title: string) {
  await within.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Knowledge point' }) }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: title }).click();
}

async function openNewQuestion(page: Page, course: Course, type: string) {
  await page.locator('.ant-card-extra').getByRole('button', { name: /Add$/ }).click();
  const form = dialog(page);
  await chooseOption(page, 'Course', course.course, form);
  await chooseKnowledge(page, form, course.point);
  await chooseOption(page, 'Type', type, form);
  return form;
}

async function save(page: Page) {
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toBeHidden();
}

async function filterByCourse(page: Page, course: Course) {
  await chooseOption(page, 'Course', course.course, filterBar(page));
  await page.getByRole('button', { name: 'Query' }).click();
}

test('an author writes one question of each type, finds them, previews one, retires and deletes', async ({ page }) => {
  // Four questions typed into the editor, key by key, take a while.
  test.setTimeout(360_000);
  await signedInAs(page, 'admin');
  const course = await courseWithKnowledge(page.request);
  await page.goto(BANK);
  await filterByCourse(page, course);
  await expect(page.locator('.ant-empty-description')).toHaveText('No data');

  // Single choice: the form refuses a key with no mark before anything is sent.
  let form = await openNewQuestion(page, course, 'Single choice');
  await typeInto(page, editorIn(form, 'question-stem-new'), `Which unit measures resistance ${course.tag}?`);
  for (const [key, text] of [
    ['A', 'Volt'],
    ['B', 'Ohm'],
    ['C', 'Ampere'],
    ['D', 'Watt'],
  ])
    await optionLine(form, key!).fill(text!);
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByText('Mark exactly one option as correct.')).toBeVisible();
  await option(form, 'B').getByRole('radio').check();
  await expect(form.getByText('Mark exactly one option as correct.')).toBeHidden();
  await typeInto(page, editorIn(form, 'question-explanation-new'), 'The ohm is the SI unit of resistance.');
  await save(page);

  // Multiple choice: checkboxes; removing an option relabels the rest and the marks follow.
  form = await openNewQuestion(page, course, 'Multiple choice');
  // The question just saved is not offered back as a draft.
  await expect(form.getByText(/A draft saved at/)).toHaveCount(0);
  await typeInto(page, editorIn(form, 'question-stem-new'), `Which are conductors ${course.tag}?`);
  for (const [key, text] of [
    ['A', 'Rubber'],
    ['B', 'Copper'],
    ['C', 'Glass'],
    ['D', 'Aluminium'],
  ])
    await optionLine(form, key!).fill(text!);
  await option(form, 'B').getByRole('checkbox').check();
  await option(form, 'D').getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Remove option A' }).click();
  await expect(optionLine(form, 'A')).toHaveValue('Copper');
  await expect(option(form, 'A').getByRole('checkbox')).toBeChecked();
  await expect(option(form, 'C').getByRole('checkbox')).toBeChecked();
  await expect(option(form, 'D')).toHaveCount(0);
  await save(page);

  // True/false: its two fixed options, only the answer to choose; no editors, no adding.
  form = await openNewQuestion(page, course, 'True/false');
  await typeInto(page, editorIn(form, 'question-stem-new'), `Copper conducts electricity ${course.tag}.`);
  const answer = form.getByRole('radiogroup', { name: 'The correct answer' });
  await expect(answer.getByRole('radio')).toHaveCount(2);
  await expect(option(form, 'A')).toHaveCount(0);
  await expect(form.locator('[data-testid^="editor-question-option-"]')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Add option' })).toHaveCount(0);
  await answer.getByRole('radio', { name: 'True' }).check();
  await save(page);

  // External link: a task address instead of options.
  form = await openNewQuestion(page, course, 'External link');
  await typeInto(page, editorIn(form, 'question-stem-new'), `Wire a two-way switch ${course.tag}.`);
  await expect(option(form, 'A')).toBeHidden();
  await form.getByLabel('Task address').fill('lab.example/switch');
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByText('Give the task address, starting with http:// or https://.')).toBeVisible();
  await form.getByLabel('Task address').fill('https://lab.example/switch');
  await form.getByLabel('Score').fill('10');
  await save(page);

  await expect(rows(page)).toHaveCount(4);
  for (const type of ['Single choice', 'Multiple choice', 'True/false', 'External link'])
    await expect(page.locator('.ant-table-tbody').getByText(type, { exact: true })).toBeVisible();

  // Editing loads the stored options with their marks.
  await page
    .getByRole('row', { name: /Which are conductors/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  form = dialog(page);
  await expect(optionLine(form, 'A')).toHaveValue('Copper');
  await expect(option(form, 'A').getByRole('checkbox')).toBeChecked();
  await expect(option(form, 'B').getByRole('checkbox')).not.toBeChecked();
  await expect(option(form, 'C').getByRole('checkbox')).toBeChecked();
  await option(form, 'B').getByRole('checkbox').check();
  await save(page);
  await page
    .getByRole('row', { name: /Which are conductors/ })
    .getByRole('button', { name: /Preview/ })
    .click();
  await dialog(page).getByRole('switch').click();
  await expect(dialog(page).getByText('Answer', { exact: true })).toHaveCount(3);
  await page.keyboard.press('Escape');

  // Filters: by type, then by a word of the stem.
  await chooseOption(page, 'Type', 'True/false', filterBar(page));
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Copper conducts electricity');
  await filterBar(page)
    .locator('.ant-select', { has: page.getByRole('combobox', { name: 'Type' }) })
    .hover();
  await filterBar(page)
    .locator('.ant-select', { has: page.getByRole('combobox', { name: 'Type' }) })
    .locator('.ant-select-clear')
    .click();
  await filterBar(page).getByPlaceholder('Word in the stem').fill('conductors');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Which are conductors');
  await filterBar(page).getByPlaceholder('Word in the stem').fill('');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(rows(page)).toHaveCount(4);

  // The preview is the candidate's view; the key and explanation only on request.
  const single = page.getByRole('row', { name: /Which unit measures resistance/ });
  await single.getByRole('button', { name: /Preview/ }).click();
  const preview = dialog(page);
  const ohm = preview.locator('.kx-choice', { hasText: 'Ohm' });
  await expect(ohm).toBeVisible();
  await expect(preview.getByText('Answer', { exact: true })).toHaveCount(0);
  await preview.getByRole('switch', { name: 'Show the answer key and explanation' }).click();
  await expect(ohm).toContainText('Answer');
  await expect(preview.locator('.kx-choice', { hasText: 'Volt' })).not.toContainText('Answer');
  await expect(preview.getByText('The ohm is the SI unit of resistance.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Retired questions leave the default list (in use) and show under "Retired".
  await single.getByRole('button', { name: 'Retire' }).click();
  await expect(page.getByText(/Retired 1 question/)).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await chooseOption(page, 'Status', 'Retired', filterBar(page));
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByText('Retired', { exact: true })).toBeVisible();
  await rows(page).getByRole('button', { name: 'Restore' }).click();
  await expect(rows(page)).toHaveCount(0);

  // Batch: retire two at once, then delete one that is on no paper.
  await chooseOption(page, 'Status', 'In use', filterBar(page));
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(rows(page)).toHaveCount(4);
  for (const stem of [/Which are conductors/, /Copper conducts/]) await page.getByRole('row', { name: stem }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Retire selected' }).click();
  await expect(rows(page)).toHaveCount(2);
  await page
    .getByRole('row', { name: /two-way switch/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(rows(page)).toHaveCount(1);
});

test('saving a stem the course already has asks first, and saves on "Save anyway"', async ({ page }) => {
  await signedInAs(page, 'admin');
  const course = await courseWithKnowledge(page.request);
  const stem = `Which colour is the earth wire ${course.tag}?`;
  const first = await call<{ questionId: number }>(page.request, API.addQuestion, {
    courseId: course.courseId,
    knowledgeId: null,
    type: 0,
    stem: `<p>${stem}</p>`,
    options: ['<p>Green and yellow</p>', '<p>Blue</p>'],
    answer: ['A'],
    score: 1,
    difficulty: 2,
    explanation: '',
  });
  await page.goto(BANK);
  await filterByCourse(page, course);
  await expect(rows(page)).toHaveCount(1);

  const form = await openNewQuestion(page, course, 'True/false');
  await typeInto(page, editorIn(form, 'question-stem-new'), stem);
  await form.getByRole('radiogroup', { name: 'The correct answer' }).getByRole('radio', { name: 'True' }).check();
  await form.getByRole('button', { name: 'OK' }).click();
  const warning = page.getByTestId('duplicate-stems');
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('The same stem is already in this course');
  await expect(warning).toContainText(`#${first.questionId}`);
  await expect(warning).toContainText(stem);
  // "Cancel" keeps the author's work in the open form.
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  await expect(editorIn(form, 'question-stem-new')).toContainText(stem);

  await form.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Save anyway' }).click();
  await expect(form).toBeHidden();
  await expect(rows(page)).toHaveCount(2);

  // A question on a paper is not deleted: the server says why and what to do instead.
  await call(page.request, API.addPaper, {
    courseId: course.courseId,
    name: `Paper ${course.tag}`,
    mode: 'fixed',
    passScore: 1,
    durationMinutes: 30,
    items: [{ questionId: first.questionId, score: 1 }],
  });
  const onPaper = page
    .getByRole('row', { name: new RegExp(`Which colour is the earth wire ${course.tag}`) })
    .filter({ hasText: 'Single choice' });
  await onPaper.getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/Retire it instead/)).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
});

test('the Excel template and a QTI 2.1 item import into a course; a bad row imports nothing and is listed', async ({ page }, testInfo) => {
  await signedInAs(page, 'admin');
  const course = await courseWithKnowledge(page.request);
  const template = testInfo.outputPath('template.xlsx');
  // Downloads carry the header too: the cookie alone signs in nothing but the editor's files.
  const download = await page.request.get(API.questionImportTemplate, {
    headers: { 'Accept-Language': 'en', Authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(download.ok()).toBe(true);
  await writeFile(template, await download.body());
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const examples = book.worksheets[0]!.rowCount - 1;
  // The same file with an answer key that names no option.
  const answerColumn = (book.worksheets[0]!.getRow(1).values as unknown[]).findIndex((header) => header === 'Answer');
  expect(answerColumn).toBeGreaterThan(0);
  book.worksheets[0]!.getRow(2).getCell(answerColumn).value = 'Z';
  const bad = testInfo.outputPath('bad.xlsx');
  await book.xlsx.writeFile(bad);

  await page.goto(BANK);
  await filterByCourse(page, course);
  await page.getByRole('button', { name: 'Import' }).click();
  const importer = page.getByRole('dialog', { name: 'Import questions' });
  await expect(importer.getByRole('combobox', { name: 'Course' })).toBeVisible();
  await expect(importer.locator('.ant-select-selection-item')).toHaveText(course.course);

  const excelFile = importer.getByRole('tabpanel', { name: 'Excel' }).locator('input[type=file]');
  await excelFile.setInputFiles(bad);
  await expect(importer.getByText('Nothing was imported. Correct these and try again:')).toBeVisible();
  await expect(importer.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  await excelFile.setInputFiles(template);
  await expect(importer.getByText(`Imported ${examples} question(s).`)).toBeVisible();

  await importer.getByRole('tab', { name: 'QTI 2.1' }).click();
  await importer.getByRole('tabpanel', { name: 'QTI 2.1' }).locator('input[type=file]').setInputFiles(QTI_CHOICE);
  await expect(importer.getByText('Imported 1 question(s).')).toBeVisible();
  await importer.getByRole('button', { name: 'Close' }).first().click();

  await expect(rows(page)).toHaveCount(examples + 1);
  // QTI has no form for the template's external-link example: the file comes without it, and the user is told.
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export QTI 2.1' }).click()]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  await expect(page.getByText('1 question(s) have no QTI 2.1 form (external-link tasks) and were left out of the file.')).toBeVisible();

  await filterBar(page).getByPlaceholder('Word in the stem').fill('What does it say');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Single choice');
});

for (const size of [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 800, height: 1000 },
]) {
  test(`question bank screens at ${size.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = (name: string) => page.screenshot({ path: `.artifacts/screens/${size.name}-${name}.png`, fullPage: true });
    await signedInAs(page, 'admin');
    const course = await courseWithKnowledge(page.request);
    for (const [type, stem, options, answer] of [
      [0, 'Which unit measures electrical resistance?', ['Volt', 'Ohm', 'Ampere', 'Watt'], ['B']],
      [1, 'Which of these materials conduct electricity well?', ['Rubber', 'Copper', 'Glass', 'Aluminium'], ['B', 'D']],
      [2, 'A residual-current device protects against electric shock.', ['True', 'False'], ['A']],
    ] as const) {
      await call(page.request, API.addQuestion, {
        courseId: course.courseId,
        knowledgeId: null,
        type,
        stem: `<p>${stem}</p>`,
        options: options.map((o) => `<p>${o}</p>`),
        answer,
        score: 2,
        difficulty: 3,
        explanation: '<p>See chapter 2 of the wiring regulations.</p>',
      });
    }
    for (const lang of ['en', 'zh'] as const) {
      if (lang === 'zh') {
        await page.locator('.navbar').getByTestId('language-switcher').click();
        await page.getByRole('menuitem', { name: '简体中文' }).click();
      }
      const suffix = lang === 'zh' ? '-zh' : '';
      await page.goto(BANK);
      await chooseOption(page, lang === 'zh' ? '课程' : 'Course', course.course, filterBar(page));
      await filterBar(page).locator('.ant-btn-primary').click();
      await expect(rows(page)).toHaveCount(3);
      await page.waitForLoadState('networkidle');
      await shot(`questions${suffix}`);

      // The form, tall enough to show whole: a modal scrolls inside the window, not the page.
      await page.locator('.ant-card-extra .ant-btn-primary').click();
      await expect(dialog(page)).toBeVisible();
      await dialog(page).locator('.ant-select').nth(2).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
      const height = await dialog(page).evaluate((element) => element.closest('.ant-modal')!.getBoundingClientRect().height);
      await page.setViewportSize({ width: size.width, height: Math.ceil(height) + 160 });
      await shot(`question-form${suffix}`);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: size.width, height: size.height });

      await rows(page).nth(1).locator('.ant-btn').first().click();
      await dialog(page).getByRole('switch').click();
      await shot(`question-preview${suffix}`);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();

      await page.locator('.ant-card-extra .ant-btn').first().click();
      await expect(dialog(page)).toBeVisible();
      await shot(`question-import${suffix}`);
      await dialog(page).getByRole('tab').last().click();
      await shot(`question-import-qti${suffix}`);
      await page.keyboard.press('Escape');
    }
  });
}
