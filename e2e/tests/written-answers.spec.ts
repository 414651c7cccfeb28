import { API, idNumberCheckChar } from '@kaoshi/contracts';
import { type APIRequestContext, expect, type Page, request as playwrightRequest } from '@playwright/test';
import { test } from './server';
import {
  callWithToken,
  chooseOption,
  DEMO_PASSWORD,
  fillLogin,
  ownsDemoPassword,
  signedInAs,
  signInByApi,
  tokenOf,
  unique,
} from './helpers';

interface Seeded {
  publicationId: number;
  name: string;
  courseName: string;
  candidate: string;
}

/**
 * A paper of a single choice (2), a fill-in of two blanks (1 + 1), a short answer (4), an essay (6)
 * and a case question whose one part is a short answer (3); published to one candidate, results at once.
 */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const admin = await signInByApi(request, 'admin');
  const post = <T>(path: string, data: unknown) => callWithToken<T>(request, admin, path, data);
  const tag = unique('').toUpperCase();
  const { schoolId } = await post<{ schoolId: number }>(API.addSchool, { name: `Written ${tag}`, code: `WP${tag}` });
  const { departmentId } = await post<{ departmentId: number }>(API.addDepartment, { schoolId, name: `Gas ${tag}`, code: `WD${tag}` });
  const { subjectId } = await post<{ subjectId: number }>(API.addSubject, {
    departmentId,
    name: `Gas welder ${tag}`,
    code: `WS${tag}`,
    level: 3,
  });
  const { classId } = await post<{ classId: number }>(API.addClasses, { subjectId, name: `Batch ${tag}`, code: `WB${tag}`, year: 2026 });
  const first17 = `110105${19920101}${100 + Math.floor(Math.random() * 900)}`;
  const candidate = `wr${tag}`.toLowerCase();
  await post(API.addStudent, {
    username: candidate,
    name: `Wen ${tag}`,
    idNumber: first17 + idNumberCheckChar(first17),
    classId,
    gender: '',
    phone: '',
    email: '',
    photo: '',
    locked: 0,
  });
  ownsDemoPassword(candidate);
  const courseName = `Shielding gases ${tag}`;
  const courseCode = `WC${tag}`;
  const { courseId } = await post<{ courseId: number }>(API.addCourse, { subjectId, name: courseName, code: courseCode, description: '' });
  const common = { courseId, knowledgeId: null, difficulty: 3, explanation: '', options: [], answer: [] };
  const written = (text: string) => ({ scoringPoints: [{ text, points: 2 }], referenceAnswer: `<p>${text}.</p>` });
  const questions = [
    {
      ...common,
      type: 0,
      stem: `<p>Which gas shields TIG welding ${tag}?</p>`,
      options: ['<p>Argon</p>', '<p>Oxygen</p>'],
      answer: ['A'],
      score: 2,
    },
    {
      ...common,
      type: 4,
      stem: `<p>Argon is a {{1}} gas ${tag}; its symbol is {{2}}.</p>`,
      score: 2,
      spec: {
        blanks: [
          { accepted: ['noble', 'inert'], points: 1 },
          { accepted: ['Ar'], points: 1 },
        ],
        anyOrder: false,
      },
    },
    { ...common, type: 5, stem: `<p>Why ventilate a welding bay ${tag}?</p>`, score: 4, spec: written('Fumes are toxic') },
    {
      ...common,
      type: 6,
      stem: `<p>Discuss gas cylinder safety ${tag}.</p>`,
      score: 6,
      spec: { ...written('Chain cylinders upright'), minLength: 0, maxLength: 2000 },
    },
    {
      ...common,
      type: 7,
      stem: `<p>A welder reports headaches after a shift in a closed tank ${tag}.</p>`,
      score: 3,
      subQuestions: [
        {
          type: 5,
          stem: '<p>Name the likely cause.</p>',
          options: [],
          answer: [],
          score: 3,
          difficulty: 3,
          explanation: '',
          hasVideo: 0,
          spec: written('Fumes'),
        },
      ],
    },
  ];
  const items: { questionId: number; score: number }[] = [];
  for (const question of questions) {
    const { questionId } = await post<{ questionId: number }>(API.addQuestion, question);
    items.push({ questionId, score: question.score });
  }
  const { paperId } = await post<{ paperId: number }>(API.addPaper, {
    courseId,
    name: `Gas paper ${tag}`,
    mode: 'fixed',
    passScore: 10,
    durationMinutes: 60,
    shuffleQuestions: 0,
    shuffleOptions: 0,
    items,
    rules: [],
  });
  const name = `Gas welder theory ${tag}`;
  const now = Date.now();
  const { publicationId } = await post<{ publicationId: number }>(API.addPublication, {
    name,
    paperId,
    noticeId: null,
    kind: 'normal',
    parentPublicationId: null,
    classIds: [classId],
    startsAt: now - 60_000,
    endsAt: now + 3 * 3_600_000,
    resultVisibility: 'immediate',
  });
  await post(API.publishPublication, { id: publicationId });
  return { publicationId, name, courseName: `${courseName} (${courseCode})`, candidate };
}

const card = (page: Page, number: number) => page.getByTestId(`question-${number}`);
const saveState = (page: Page, number: number) => card(page, number).getByTestId('save-state').first();

async function shot(page: Page, name: string) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.screenshot({ path: `.artifacts/screens/written-${name}.png`, fullPage: true });
}

test.describe('written answers', () => {
  let seeded: Seeded;
  test.beforeAll(async ({ baseURL }) => {
    const request = await playwrightRequest.newContext({ baseURL });
    seeded = await seed(request);
    await request.dispose();
  });

  test('an author writes a fill-in question: the blank button numbers the markers and the table follows', async ({ page }) => {
    await signedInAs(page, 'admin', '/baseData/index');
    await page.locator('.ant-card-extra').getByRole('button', { name: /Add$/ }).click();
    const dialog = page.getByRole('dialog');
    await chooseOption(page, 'Course', seeded.courseName, dialog);
    await chooseOption(page, 'Type', 'Fill in the blanks', dialog);
    const stem = dialog.getByTestId('editor-question-stem-new').getByRole('textbox');
    await stem.click();
    await stem.pressSequentially('The capital of France is ');
    await dialog.getByRole('button', { name: 'Insert blank' }).click();
    await expect(stem).toContainText('{{1}}');
    await expect(dialog.getByTestId('blanks-editor').getByRole('group')).toHaveCount(1);
    const accepted = dialog.getByRole('combobox', { name: 'Accepted answers for Blank 1' });
    await accepted.fill('Paris');
    await accepted.press('Enter');
    await expect(dialog.getByTestId('blanks-check')).toHaveCount(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, 'editor-fill-in-wide');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'editor-fill-in-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const [type, name] of [
      ['Short answer', 'short'],
      ['Essay', 'essay'],
      ['Case (material)', 'case'],
    ] as const) {
      await chooseOption(page, 'Type', type, dialog);
      if (name === 'case') await dialog.getByRole('button', { name: 'Add a sub-question' }).click();
      await shot(page, `editor-${name}-wide`);
    }
    // Back to fill-in: the blanks table is as it was.
    await chooseOption(page, 'Type', 'Fill in the blanks', dialog);
    await expect(dialog.getByTestId('blanks-editor').getByRole('group')).toHaveCount(1);
  });

  test('a candidate on a phone answers every type, loses the connection while typing, reloads, and submits; an examiner marks', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await fillLogin(page, seeded.candidate, DEMO_PASSWORD, 'Student');
    await expect(page).not.toHaveURL(/\/login/);
    const token = (await tokenOf(page))!;
    const started = await callWithToken<{ attemptId: number }>(page.request, token, API.startAttempt, {
      publicationId: seeded.publicationId,
    });
    await page.goto(`/socketA?attemptId=${started.attemptId}`);
    await expect(page.getByTestId('countdown')).toContainText(/\d\d:\d\d/);
    await page
      .getByRole('radio', { name: 'All on one page' })
      .check({ force: true })
      .catch(() => undefined);

    await card(page, 1).getByRole('radio').first().check();
    await card(page, 2).getByTestId('blank-1').fill('Noble ');
    await card(page, 2).getByTestId('blank-2').fill('xe');
    await card(page, 3).getByRole('textbox').fill('Welding fumes are toxic.');
    await expect(saveState(page, 3)).toHaveText(/Saved/, { timeout: 30_000 });
    await shot(page, 'exam-phone');

    // Offline while typing: the essay waits in the outbox and is sent when the connection returns.
    await context.setOffline(true);
    const essay = card(page, 4).getByRole('textbox', { name: 'Your essay' });
    await essay.click();
    await essay.pressSequentially('Chain cylinders upright.');
    await card(page, 5).getByRole('textbox').fill('Fumes in a closed space.');
    await expect(page.getByTestId('outbox-banner')).toContainText('Offline');
    await context.setOffline(false);
    await expect(page.getByTestId('outbox-banner')).toHaveCount(0, { timeout: 30_000 });
    await expect(saveState(page, 5)).toHaveText(/Saved/, { timeout: 30_000 });

    await page.reload();
    await expect(card(page, 2).getByTestId('blank-1')).toHaveValue('Noble ');
    await expect(card(page, 3).getByRole('textbox')).toHaveValue('Welding fumes are toxic.');
    await expect(card(page, 4).getByTestId('essay-answer')).toContainText('Chain cylinders upright.');
    await expect(card(page, 5).getByRole('textbox')).toHaveValue('Fumes in a closed space.');
    await expect(card(page, 4).getByTestId('essay-count')).toContainText('24');

    await page.locator('.kx-exam-header').getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your exam was submitted')).toBeVisible();

    // The examiner marks the short answer (3 of 4), the essay (5 of 6) and the case part (2 of 3).
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInAs(page, 'admin', `/examinationRead?attemptId=${started.attemptId}`);
    await expect(page.getByTestId('hold-banner')).toContainText('You are marking this attempt');
    await expect(page.getByTestId('objective-score')).toHaveText('3');
    for (const [max, score] of [
      [4, '3'],
      [6, '5'],
      [3, '2'],
    ] as const) {
      const form = page.locator('.marking-task-form', { has: page.getByLabel(`Score (0 – ${max})`) }).first();
      await form.getByLabel(`Score (0 – ${max})`).fill(score);
      await form.getByRole('button', { name: 'Save score' }).click();
      await expect(page.getByText('Saved').first()).toBeVisible();
    }
    await expect(page.getByTestId('final-score')).toHaveText('13');
    await shot(page, 'marking-wide');
  });
});
