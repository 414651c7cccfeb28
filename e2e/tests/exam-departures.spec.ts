import { expect, type Page } from '@playwright/test';
import { test } from './server';
import { chooseOption, signedInAs, signInByApi } from './helpers';
import { rowOf, seedExam, SITUATION, startInBrowser } from './live-exam';

/**
 * docs/REQUIREMENTS.md §8.5: with a tab-switch limit of 3, reloads counted as leaving the page, and
 * closing the tab after three of them submitted the exam. Here the candidate reloads four times
 * (nothing counted), really leaves three times (another page brought to the front: the browser
 * blurs the exam page for real), then closes the tab: the exam is still open when they come back,
 * and the proctor sees the departures and the reloads apart.
 */
test('reloads and a closed tab never count as leaving the exam page; real departures do, and the proctor sees both apart', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const admin = await signInByApi(request, 'admin');
  const exam = await seedExam(request, admin, { tabSwitchLimit: 3 });
  const candidate = await startInBrowser(browser, baseURL!, exam, { width: 1440, height: 900 });
  const context = candidate.context();
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  const banner = (on: Page) => on.getByTestId('departures');

  await signedInAs(page, 'admin', SITUATION);
  await chooseOption(page, 'Exam', exam.name);
  const row = rowOf(page, exam.a);
  await expect(row).toContainText('In progress');

  for (let reload = 1; reload <= 4; reload++) {
    await candidate.reload();
    await expect(candidate.getByTestId('question-3')).toBeVisible();
    await expect(candidate.getByText('重新载入不计为离开考试页面').last()).toBeVisible();
    if (reload === 1) await candidate.screenshot({ path: '.artifacts/screens/exam-reloaded-1440-zh.png' });
    // Each reload reaches the proctor as a reload, never as a departure.
    await expect(row.getByTestId('event-split')).toHaveText(`reloaded ×${reload}`);
    await expect(banner(candidate)).toHaveCount(0);
  }

  // Real departures: the browser's own focus, not the test's emulation of it (Playwright keeps every page focused).
  const cdp = await context.newCDPSession(candidate);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
  const elsewhere = await context.newPage();
  const expected = [
    '您已离开考试页面 1 次，还可离开 2 次，超过将自动交卷。',
    '您已离开考试页面 2 次，还可离开 1 次，超过将自动交卷。',
    '您已离开考试页面 3 次，已达上限：再离开一次将自动交卷。',
  ];
  for (const [index, text] of expected.entries()) {
    await elsewhere.bringToFront();
    // Counted while the candidate is still away (the page is still alive and still blurred).
    await expect(banner(candidate)).toHaveText(text);
    await expect(row.getByTestId('event-split')).toContainText(`left ×${index + 1}`);
    await candidate.bringToFront();
  }
  await candidate.screenshot({ path: '.artifacts/screens/exam-departures-last-1440-zh.png' });
  await candidate.setViewportSize({ width: 390, height: 844 });
  await expect(banner(candidate)).toBeVisible();
  await candidate.screenshot({ path: '.artifacts/screens/exam-departures-last-390-zh.png' });

  // Closing the tab at the limit (it goes hidden as it unloads) does not submit the exam.
  const examUrl = candidate.url();
  await candidate.close({ runBeforeUnload: true });
  const again = await context.newPage();
  await again.goto(examUrl);
  await expect(again.getByTestId('question-3')).toBeVisible();
  await expect(banner(again)).toHaveText(expected[2]!);
  await expect(row.getByTestId('event-split')).toContainText('left ×3');
  await expect(row.getByTestId('event-split')).toContainText('reloaded ×5');
  await expect(row).not.toContainText('Submitted');

  await page.screenshot({ path: '.artifacts/screens/live-departures-1440.png' });
  // The proctor's list names each kind.
  await row.getByRole('button', { name: `Integrity events · ${exam.a.name}` }).click();
  const drawer = page.locator('.live-events-drawer');
  await expect(drawer.getByText('Reloaded or reopened the exam page (not a departure)')).toHaveCount(5);
  await expect(drawer.getByText('Window lost focus')).toHaveCount(3);
  await page.screenshot({ path: '.artifacts/screens/live-departures-drawer-1440.png' });
  await context.close();
});
