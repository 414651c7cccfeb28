import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './server';
import { signedInAs } from './helpers';

/** The demo seed (apps/server/src/seed/demo-exam.ts) publishes this exam to the demo student, open now, three attempts, results at once. */
const DEMO_EXAM = 'Demo exam: welding safety';

const examCard = (page: Page) => page.locator('.kx-exam-card', { hasText: DEMO_EXAM });
const questionOfType = (page: Page, type: string) =>
  page.locator('.kx-question-card', { has: page.locator('.kx-question-head .kx-question-type', { hasText: type }) });
const saveState = (card: Locator) => card.getByTestId('save-state');

/** /kaoshi → the exam room → the notice read and confirmed → the exam page. */
async function enterAndStart(page: Page, button: string | RegExp = 'Enter') {
  await examCard(page).getByRole('button', { name: button }).click();
  // "Continue" (an attempt left open) goes straight to the exam page.
  await expect(page).toHaveURL(/\/(kaoshi-index\?publicationId|socketA\?attemptId)=\d+/);
  if (page.url().includes('/socketA')) return;
  await expect(page.getByTestId('candidate-card')).toContainText('Demo Student');
  const start = page.getByRole('button', { name: /Please read the notice|Start the exam/ });
  await expect(start).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I have read the notice and will follow it.' }).check();
  // The demo notice asks for 10 seconds of reading.
  await expect(page.getByRole('button', { name: 'Start the exam' })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page).toHaveURL(/\/socketA\?attemptId=\d+/);
  await expect(page.getByTestId('countdown')).toContainText(/\d\d:\d\d/);
}

test('a candidate takes the demo exam: answers saved through a reload and an outage, submitted with the result', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await signedInAs(page, 'student', '/kaoshi');
  await expect(page).toHaveURL(/\/kaoshi$/);
  await expect(examCard(page)).toContainText('Not started');
  await expect(examCard(page)).toContainText('0 of 3 used');
  await enterAndStart(page);

  // All questions on one page; the choice is remembered through the reload.
  await page.getByText('All on one page').click();
  const single = questionOfType(page, 'Single choice').first();
  const multiple = questionOfType(page, 'Multiple choice').first();
  const trueFalse = questionOfType(page, 'True/false').first();
  const task = questionOfType(page, 'External link').first();
  await single.getByRole('radio').first().check();
  await multiple.getByRole('checkbox').nth(0).check();
  await multiple.getByRole('checkbox').nth(1).check();
  await trueFalse.getByRole('radio').nth(1).check();
  await task.getByRole('textbox').fill('Set 120 A with an E7018 electrode.');
  await task.getByRole('textbox').blur();
  await trueFalse.getByRole('button', { name: 'Mark for review' }).click();
  for (const card of [single, multiple, trueFalse, task]) await expect(saveState(card)).toHaveText(/Saved/);
  await expect(page.getByTestId('answered-count')).toContainText('4 / 12 answered');

  // A reload resumes the same attempt with every acknowledged answer. Routing turns the browser's
  // cache off, so each reload fetches the paper's content again; asked for again, the server
  // compresses it, and by the second reload it comes compressed, and is shown.
  const examUrl = page.url();
  await context.route('**/paperContent/**', (route) => route.continue());
  await page.reload();
  await expect(page.getByTestId('countdown')).toContainText(/\d\d:\d\d/);
  const content = page.waitForResponse((response) => response.url().includes('/paperContent/'));
  await page.reload();
  expect(await (await content).headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
  await expect(page).toHaveURL(examUrl);
  for (const card of [single, multiple, trueFalse, task]) await expect(saveState(card)).toHaveText(/Saved/);
  await expect(single.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(multiple.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(task.getByRole('textbox')).toHaveValue('Set 120 A with an E7018 electrode.');
  await expect(trueFalse.getByRole('button', { name: 'Mark for review' })).toHaveAttribute('aria-pressed', 'true');

  // Offline: two more answers wait in the browser, and go out when the network returns.
  await context.setOffline(true);
  const secondSingle = questionOfType(page, 'Single choice').nth(1);
  const secondTrueFalse = questionOfType(page, 'True/false').nth(1);
  await secondSingle.getByRole('radio').nth(2).check();
  await secondTrueFalse.getByRole('radio').first().check();
  await expect(page.getByTestId('outbox-banner')).toContainText('Offline — 2 answers waiting');
  await expect(saveState(secondSingle)).toHaveText(/Saving/);
  await context.setOffline(false);
  await expect(saveState(secondSingle)).toHaveText(/Saved/, { timeout: 30_000 });
  await expect(saveState(secondTrueFalse)).toHaveText(/Saved/);
  await expect(page.getByTestId('outbox-banner')).toHaveCount(0);

  // Submit: the confirmation lists what is unanswered and what is marked.
  await page.locator('.kx-exam-header').getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Unanswered (6)');
  await expect(dialog).toContainText('Marked for review (1)');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your exam was submitted')).toBeVisible();
  // Results are shown at once, but the practical task still waits for an examiner: no score until it is marked.
  await expect(page.getByTestId('exam-finished')).toContainText('Your answers are being marked.');
  await expect(page.getByTestId('exam-finished')).not.toContainText('Score');
  await page.screenshot({ path: '.artifacts/screens/exam-finished-wide.png', fullPage: true });
  // The same page on a phone: the result is read where most candidates sat the exam.
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('exam-finished')).toBeVisible();
  await page.screenshot({ path: '.artifacts/screens/exam-finished-phone.png', fullPage: true });
  if (wide) await page.setViewportSize(wide);

  await page.getByRole('button', { name: 'Back to my exams' }).click();
  await expect(page).toHaveURL(/\/kaoshi$/);
  await expect(examCard(page)).toContainText('Submitted');
  await expect(examCard(page)).toContainText('1 of 3 used');
});

for (const size of [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 800, height: 1000 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`candidate screens at ${size.name} width`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = (name: string, lang: string) =>
      page.screenshot({ path: `.artifacts/screens/exam-${name}-${size.name}${lang === 'zh' ? '-zh' : ''}.png`, fullPage: true });
    await signedInAs(page, 'student');
    for (const lang of ['en', 'zh']) {
      if (lang === 'zh') {
        await page.goto('/kaoshi');
        await page.getByTestId('language-switcher').click();
        await page.getByRole('menuitem', { name: '简体中文' }).click();
      }
      await page.goto('/kaoshi');
      await expect(examCard(page)).toBeVisible();
      await shot('kaoshi', lang);
      // Straight to the room: with an attempt left open the card offers "Continue" to the exam page instead.
      const publicationId = (await examCard(page).getAttribute('data-testid'))!.replace('exam-', '');
      await page.goto(`/kaoshi-index?publicationId=${publicationId}`);
      await expect(page.locator('.kx-room').getByTestId('candidate-card')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot('room', lang);
    }
    // One attempt for the exam page, shown in both languages.
    await page.goto('/kaoshi');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await enterAndStart(page, /^(Enter|Continue)$/);
    await questionOfType(page, 'Single choice').first().getByRole('radio').first().check();
    await expect(saveState(questionOfType(page, 'Single choice').first())).toHaveText(/Saved/);
    await shot('page', 'en');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await page.getByText('整卷显示').click();
    await shot('page-all', 'zh');
    await page.locator('.kx-exam-header .kx-btn-primary').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('submit', 'zh');
  });
}

test('staff with STUDENT-EXAM see the same list inside the console, empty, with the reason', async ({ page }) => {
  await signedInAs(page, 'admin');
  await page.goto('/exam-student/examStudentTest');
  await expect(page.locator('.page-card')).toContainText('Times in');
  // Only candidate accounts sit exams: the administrator's list is empty and says why.
  await expect(page.locator('.page-card')).toContainText('You have no exams yet.');
  await expect(page.locator('.page-card')).toContainText('Only candidate accounts sit exams');
  await expect(page.locator('.page-card')).not.toContainText('Exams published to your batch appear here.');
  await page.screenshot({ path: '.artifacts/screens/exam-student-test-wide.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('[data-device="mobile"]')).toHaveCount(1);
  await page.screenshot({ path: '.artifacts/screens/exam-student-test-narrow.png', fullPage: true });
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.locator('.page-card')).toContainText('只有考生账号可以参加考试');
  await page.screenshot({ path: '.artifacts/screens/exam-student-test-narrow-zh.png', fullPage: true });
});
