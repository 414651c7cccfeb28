import { type AddPublicationBody, API } from '@kaoshi/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './server';
import { api, chooseOption, signedInAs, unique } from './helpers';

const PUBLISHING = '/examPublishManage/publishManage';
const PAPERS = '/examPublishManage/examManage';
const MINUTE = 60_000;

interface Setup {
  tag: string;
  projectLabel: string;
  batchLabels: string[];
  classIds: number[];
  paperId: number;
  paperName: string;
  noticeId: number;
  noticeTitle: string;
}

/** Project → job type → three batches, a course with three questions, a fixed paper (6 points, pass 4, 45 min) and a notice. */
async function seed(page: Page): Promise<Setup> {
  const tag = unique('').toUpperCase();
  const project = { name: `Publishing ${tag}`, code: `UP${tag}` };
  const { schoolId } = await api<{ schoolId: number }>(page, API.addSchool, project);
  const { departmentId } = await api<{ departmentId: number }>(page, API.addDepartment, {
    schoolId,
    name: `Electrical ${tag}`,
    code: `UD${tag}`,
  });
  const { subjectId } = await api<{ subjectId: number }>(page, API.addSubject, {
    departmentId,
    name: `Electrician ${tag}`,
    code: `US${tag}`,
    level: 4,
  });
  const batches = ['Spring', 'Summer', 'Autumn'].map((season, n) => ({ name: `${season} ${tag}`, code: `UB${n}${tag}` }));
  const classIds: number[] = [];
  for (const batch of batches)
    classIds.push((await api<{ classId: number }>(page, API.addClasses, { subjectId, ...batch, year: 2030 })).classId);
  const { courseId } = await api<{ courseId: number }>(page, API.addCourse, {
    subjectId,
    name: `Wiring ${tag}`,
    code: `UC${tag}`,
    description: '',
  });
  const items: { questionId: number; score: number }[] = [];
  for (let n = 1; n <= 3; n++) {
    const { questionId } = await api<{ questionId: number }>(page, API.addQuestion, {
      courseId,
      knowledgeId: null,
      type: 0,
      stem: `<p>Which wire is earth? ${n} ${tag}</p>`,
      options: ['<p>Green-yellow</p>', '<p>Blue</p>'],
      answer: ['A'],
      score: 2,
      difficulty: 2,
    });
    items.push({ questionId, score: 2 });
  }
  const paperName = `Wiring basics ${tag}`;
  const { paperId } = await api<{ paperId: number }>(page, API.addPaper, {
    courseId,
    name: paperName,
    mode: 'fixed',
    passScore: 4,
    durationMinutes: 45,
    items,
  });
  const noticeTitle = `Rules of the room ${tag}`;
  const { noticeId } = await api<{ noticeId: number }>(page, API.addNotice, {
    title: noticeTitle,
    content: '<p>Phones stay in your bag.</p>',
    minReadingSeconds: 0,
  });
  return {
    tag,
    projectLabel: `${project.name} (${project.code})`,
    batchLabels: batches.map((b) => `${b.name} (${b.code})`),
    classIds,
    paperId,
    paperName,
    noticeId,
    noticeTitle,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as the pickers take it, in the browser's (and this process's) time zone. */
const local = (epochMs: number) => {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

async function pickMoment(field: Locator, epochMs: number) {
  await field.click();
  await field.fill(local(epochMs));
  await field.press('Enter');
  await expect(field).toHaveValue(local(epochMs));
}

/** The list's row whose name cell is exactly `name` (a re-exam's row names its parent too). */
const rowOf = (page: Page, name: string) => page.locator('.ant-table-row', { has: page.getByRole('cell', { name, exact: true }) });
const formDrawer = (page: Page) => page.locator('.publication-form-drawer');

test('an administrator drafts, publishes and extends an exam, reads its log, adds a re-exam, and cannot delete it once open', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signedInAs(page, 'admin');
  const setup = await seed(page);
  const name = `Spring exam ${setup.tag}`;
  const now = Date.now();

  await page.goto(PUBLISHING);
  await page.getByRole('button', { name: 'New publication' }).click();
  const form = formDrawer(page);
  await form.getByLabel('Publication name').fill(name);
  // The project narrows the batches to choose from.
  await chooseOption(page, 'Exam project', setup.projectLabel, form);
  await chooseOption(page, 'Batches', setup.batchLabels[0]!, form);
  await chooseOption(page, 'Paper', setup.paperName, form);
  const summary = form.locator('.publication-paper-summary');
  await expect(summary).toContainText('6');
  await expect(summary).toContainText('4');
  await expect(summary).toContainText('45 min');
  await expect(form.getByLabel('Duration')).toHaveValue('45');
  await chooseOption(page, 'Exam notice', setup.noticeTitle, form);
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: the notice as a candidate sees it' });
  await expect(preview.getByText('Phones stay in your bag.')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();

  await pickMoment(form.getByRole('textbox', { name: 'Opens', exact: true }), now - 5 * MINUTE);
  // A window shorter than the duration is allowed, with a warning.
  await pickMoment(form.getByRole('textbox', { name: 'Closes', exact: true }), now + 30 * MINUTE);
  await expect(form.getByText('The window is shorter than the duration (45 min)', { exact: false })).toBeVisible();
  await pickMoment(form.getByRole('textbox', { name: 'Closes', exact: true }), now + 60 * MINUTE);
  await expect(form.getByText('The window is shorter than the duration', { exact: false })).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const row = rowOf(page, name);
  await expect(row).toContainText('Draft');
  await expect(row).toContainText(setup.batchLabels[0]!.split(' (')[0]!);

  await row.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`The paper "${setup.paperName}" will be locked`);
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(row).toContainText('Open');
  await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await page.goto(PAPERS);
  await expect(page.getByRole('row', { name: new RegExp(setup.paperName) })).toContainText('In use by a published exam');

  await page.goto(PUBLISHING);
  await row.getByRole('button', { name: 'Extend' }).click();
  const extend = page.getByRole('dialog', { name: `Extend the window · ${name}` });
  await pickMoment(extend.getByRole('textbox', { name: 'New close' }), now + 120 * MINUTE);
  await extend.getByLabel('Reason').fill('Power cut in room 2');
  await extend.getByRole('button', { name: 'OK' }).click();
  await expect(extend).toBeHidden();
  await expect(row).toContainText(local(now + 120 * MINUTE).slice(11));

  await row.getByRole('button', { name: 'Log' }).click();
  const log = page.locator('.publication-log-drawer');
  await expect(log).toContainText('Window extended');
  await expect(log).toContainText('Reason: Power cut in room 2');
  await expect(log).toContainText('Published');
  await log.getByRole('button', { name: 'Close' }).click();

  const resit = `Resit ${setup.tag}`;
  await page.getByRole('button', { name: 'New publication' }).click();
  await form.getByLabel('Publication name').fill(resit);
  await form.getByText('Supplementary', { exact: true }).click();
  await expect(form.getByText('who failed it or were absent', { exact: false })).toBeVisible();
  await chooseOption(page, 'Re-examines', `${name} · Open`, form);
  await chooseOption(page, 'Paper', setup.paperName, form);
  await pickMoment(form.getByRole('textbox', { name: 'Opens', exact: true }), now + 180 * MINUTE);
  await pickMoment(form.getByRole('textbox', { name: 'Closes', exact: true }), now + 240 * MINUTE);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, resit)).toContainText(`Re-exam of ${name}`);
  await expect(rowOf(page, resit)).toContainText('Supplementary');
  // Opened again, the re-exam shows what it re-examines.
  await rowOf(page, resit).getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByRole('radio', { name: 'Supplementary' })).toBeChecked();
  await expect(form.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Re-examines' }) })).toContainText(`${name} · Open`);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  // An open exam offers no delete, nor a tick for batch delete: its box says why (the server's
  // own refusal of a batch holding it is covered by the API tests).
  await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(row.getByRole('checkbox')).toBeDisabled();
  await row.locator('.tick-blocked').hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Candidates can enter this exam now, so it cannot be deleted. Extend it or let it close.',
  );
  await expect(row).toBeVisible();
});

test('a teacher, who holds PUBLISHMANAGE but not role SUPER, neither sees nor opens the publishing screen', async ({ page }) => {
  await signedInAs(page, 'teacher', '/dashboard');
  await expect(page.getByRole('menuitem', { name: 'Organisation' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Publish exams' })).toHaveCount(0);
  await page.goto(PUBLISHING);
  await expect(page).toHaveURL(/\/dashboard$/);
});

const SIZES = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 800, height: 1000 },
];

test('screens of the publication list, the form and the log, wide and narrow, in English and Chinese', async ({ page }) => {
  test.setTimeout(360_000);
  await signedInAs(page, 'admin');
  const setup = await seed(page);
  const now = Date.now();
  const base: AddPublicationBody = {
    name: `Spring exam ${setup.tag}`,
    kind: 'normal',
    classIds: setup.classIds,
    parentPublicationId: null,
    paperId: setup.paperId,
    noticeId: setup.noticeId,
    startsAt: now - 10 * MINUTE,
    endsAt: now + 90 * MINUTE,
    attemptsAllowed: 1,
    resultVisibility: 'afterClose',
    fullscreenRequired: 1,
    tabSwitchLimit: 3,
    blockCopyPaste: 1,
  };
  const spring = await api<{ publicationId: number }>(page, API.addPublication, base);
  await api(page, API.publishPublication, { id: spring.publicationId });
  await api(page, API.extendPublication, { id: spring.publicationId, endsAt: now + 150 * MINUTE, reason: 'Power cut in room 2' });
  await api(page, API.addPublication, {
    ...base,
    name: `Summer exam ${setup.tag}`,
    classIds: setup.classIds.slice(1, 2),
    startsAt: now + 24 * 60 * MINUTE,
    endsAt: now + 26 * 60 * MINUTE,
  });
  await api(page, API.addPublication, {
    ...base,
    name: `Resit ${setup.tag}`,
    kind: 'supplementary',
    classIds: [],
    parentPublicationId: spring.publicationId,
    startsAt: now + 48 * 60 * MINUTE,
    endsAt: now + 50 * 60 * MINUTE,
  });

  for (const lang of ['en', 'zh'] as const) {
    if (lang === 'zh') {
      await page.goto(PUBLISHING);
      await page.locator('.navbar').getByTestId('language-switcher').click();
      await page.getByRole('menuitem', { name: '简体中文' }).click();
    }
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      const shot = (name: string, fullPage = false) =>
        page.screenshot({ path: `.artifacts/screens/publications-${size.name}-${name}${lang === 'zh' ? '-zh' : ''}.png`, fullPage });
      await page.goto(PUBLISHING);
      await page.locator('.filter-bar input').first().fill(setup.tag);
      await page.keyboard.press('Enter');
      await expect(page.locator('.ant-table-row')).toHaveCount(3);
      await page.waitForLoadState('networkidle');
      await shot('list', true);

      // The draft's first action is Edit; the open exam's last but one is its log.
      await rowOf(page, `Summer exam ${setup.tag}`).locator('.ant-btn').first().click();
      const form = formDrawer(page);
      await expect(form.locator('.publication-paper-summary')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot('form');
      await form.locator('.ant-drawer-body').evaluate((body) => body.scrollTo(0, body.scrollHeight));
      await shot('form-end');
      await form.locator('.ant-drawer-close').click();
      await expect(form).toBeHidden();

      await rowOf(page, base.name).locator('.ant-btn').nth(-2).click();
      const log = page.locator('.publication-log-drawer');
      await expect(log.locator('.publication-log-entry')).toHaveCount(2);
      await shot('log');
      await log.locator('.ant-drawer-close').click();
      await expect(log).toBeHidden();
    }
  }
});
