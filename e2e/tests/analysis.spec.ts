import { API, idNumberCheckChar, USER_TYPE } from '@kaoshi/contracts';
import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { callWithToken, chooseOption, signedInAs, sheetRows, signInByApi, sitExamByApi, unique, ownsDemoPassword } from './helpers';

const RANKING = '/examAnalysis/examClassRanking';
const PASS = '/examAnalysis/isPassStatistics';
const RE_EXAM = '/examAnalysis/examSupplementary';

interface Candidate {
  username: string;
  name: string;
  /** How many of the four questions (in paper order) they answer right; null: enrolled, never starts. */
  correct: number | null;
}
interface Seeded {
  publicationId: number;
  name: string;
  reExamName: string;
  className: string;
  candidates: Candidate[];
}

/**
 * A batch of five: Ada 100, Bo and Cy 75 (a tie), Dee 25 (fails: pass mark 60), Eve enrolled
 * but absent. Four single-choice questions of 25 on one appraisal point, a fixed paper, an exam
 * open now taken through the API, and a (draft) re-exam of it.
 */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const admin = await signInByApi(request, 'admin');
  const post = <T>(path: string, data: unknown) => callWithToken<T>(request, admin, path, data);
  const tag = unique('').toUpperCase();
  const { schoolId } = await post<{ schoolId: number }>(API.addSchool, { name: `Analysis ${tag}`, code: `AP${tag}` });
  const { departmentId } = await post<{ departmentId: number }>(API.addDepartment, {
    schoolId,
    name: `Mechanical ${tag}`,
    code: `AD${tag}`,
  });
  const { subjectId } = await post<{ subjectId: number }>(API.addSubject, {
    departmentId,
    name: `Welder ${tag}`,
    code: `AS${tag}`,
    level: 4,
  });
  const className = `Autumn batch ${tag}`;
  const { classId } = await post<{ classId: number }>(API.addClasses, { subjectId, name: className, code: `AB${tag}`, year: 2026 });
  const serial = 100 + Math.floor(Math.random() * 900);
  const candidates: Candidate[] = [];
  for (const [n, first, correct] of [
    [1, 'Ada', 4],
    [2, 'Bo', 3],
    [3, 'Cy', 3],
    [4, 'Dee', 1],
    [5, 'Eve', null],
  ] as const) {
    const first17 = `110105${19900100 + n}${serial}`;
    const candidate = { username: `an${tag}${n}`.toLowerCase(), name: `${first} ${tag}`, correct };
    await post(API.addStudent, {
      username: candidate.username,
      name: candidate.name,
      idNumber: first17 + idNumberCheckChar(first17),
      classId,
      gender: '',
      phone: '',
      email: '',
      photo: '',
      locked: 0,
    });
    ownsDemoPassword(candidate.username);
    candidates.push(candidate);
  }
  const { courseId } = await post<{ courseId: number }>(API.addCourse, {
    subjectId,
    name: `Welding theory ${tag}`,
    code: `AC${tag}`,
    description: '',
  });
  const chapter = await post<{ knowledgeId: number }>(API.addKnowledge, {
    courseId,
    parentId: null,
    type: 'cn',
    code: `K${tag}`,
    name: 'Safety',
    weight: 100,
  });
  const point = await post<{ knowledgeId: number }>(API.addKnowledge, {
    courseId,
    parentId: chapter.knowledgeId,
    type: 'kn',
    code: `K${tag}1`,
    name: `Protective gear ${tag}`,
    weight: 100,
  });
  const items: { questionId: number; score: number }[] = [];
  for (let n = 1; n <= 4; n++) {
    const { questionId } = await post<{ questionId: number }>(API.addQuestion, {
      courseId,
      knowledgeId: point.knowledgeId,
      type: 0,
      stem: `<p>Analysis question ${n} ${tag}: which gear protects the eyes?</p>`,
      options: ['<p>Goggles</p>', '<p>Sandals</p>', '<p>A scarf</p>'],
      answer: ['A'],
      score: 25,
      difficulty: 3,
      explanation: '',
    });
    items.push({ questionId, score: 25 });
  }
  const { paperId } = await post<{ paperId: number }>(API.addPaper, {
    courseId,
    name: `Welding paper ${tag}`,
    mode: 'fixed',
    passScore: 60,
    durationMinutes: 45,
    shuffleQuestions: 0,
    shuffleOptions: 0,
    items,
    rules: [],
  });
  const name = `Welder theory ${tag}`;
  const now = Date.now();
  const window = { startsAt: now - 60_000, endsAt: now + 3 * 3_600_000 };
  const { publicationId } = await post<{ publicationId: number }>(API.addPublication, {
    name,
    paperId,
    noticeId: null,
    kind: 'normal',
    parentPublicationId: null,
    classIds: [classId],
    ...window,
  });
  await post(API.publishPublication, { id: publicationId });

  for (const candidate of candidates) {
    if (candidate.correct === null) continue;
    const token = await signInByApi(request, candidate.username, USER_TYPE.STUDENT);
    const correct = candidate.correct;
    await sitExamByApi(request, token, publicationId, (_question, index) => ({ choices: [index < correct ? 'A' : 'B'], text: '' }));
  }

  const reExamName = `Welder re-exam ${tag}`;
  await post(API.addPublication, {
    name: reExamName,
    paperId,
    noticeId: null,
    kind: 'supplementary',
    parentPublicationId: publicationId,
    classIds: [classId],
    ...window,
  });
  return { publicationId, name, reExamName, className, candidates };
}

async function exportFrom(page: Page, scope: ReturnType<Page['locator']>, name = 'Export') {
  const downloading = page.waitForEvent('download');
  await scope.getByRole('button', { name }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  return download;
}

const cellsOf = (row: ReturnType<Page['locator']>) => row.locator('td').allInnerTexts();
const activePanel = (page: Page) => page.locator('.ant-tabs-tabpane-active');

test.describe.configure({ mode: 'serial' });

let seeded: Seeded;
test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(240_000);
  const request = await playwrightRequest.newContext({ baseURL });
  seeded = await seed(request);
  await request.dispose();
});

test('the ranking shares a rank on a tie, sums up the scores, analyses the questions and exports', async ({ page }) => {
  test.setTimeout(240_000);
  const [ada, bo, cy, dee] = seeded.candidates;
  await signedInAs(page, 'admin');
  await page.goto(RANKING);
  // Choosing the exam puts it into the address, so the view can be linked and reloaded.
  await chooseOption(page, 'Exam to analyse', seeded.name);
  await expect(page).toHaveURL(new RegExp(`publicationId=${seeded.publicationId}`));
  await page.reload();
  await expect(page.locator('.analysis-publication')).toContainText(seeded.name);

  const rows = activePanel(page).locator('.analysis-table .ant-table-row');
  await expect(rows).toHaveCount(4);
  const expected = [
    ['1', ada!, '100 / 100', 'Pass'],
    ['2', bo!, '75 / 100', 'Pass'],
    ['2', cy!, '75 / 100', 'Pass'],
    ['4', dee!, '25 / 100', 'Fail'],
  ] as const;
  for (const [index, [rank, candidate, score, result]] of expected.entries()) {
    const cells = await cellsOf(rows.nth(index));
    expect(cells.slice(0, 6)).toEqual([rank, candidate.username, candidate.name, seeded.className, seeded.name, score]);
    expect(cells[6]).toMatch(/^0:\d\d:\d\d$/);
    expect(cells[7]).toBe(result);
  }
  await expect(page.getByTestId('summary-mean')).toContainText('68.75');
  await expect(page.getByTestId('summary-median')).toContainText('75');
  await expect(page.getByTestId('summary-highest')).toContainText('100');
  await expect(page.getByTestId('summary-lowest')).toContainText('25');
  await expect(page.getByTestId('summary-count')).toContainText('4');
  await expect(page.getByTestId('distribution-chart').locator('svg')).toBeVisible();

  const ranking = await sheetRows(await exportFrom(page, activePanel(page)));
  expect(ranking[1]).toEqual([seeded.name, seeded.className, '1', ada!.username, ada!.name, '100', expect.any(String), 'Yes']);
  expect(ranking.slice(1).map((row) => row[2])).toEqual(['1', '2', '2', '4']);

  // Item analysis: every question of the paper, the first answered right by all four (too easy).
  await page.getByRole('tab', { name: 'Item analysis' }).click();
  await expect(page).toHaveURL(/tab=items/);
  const items = activePanel(page).locator('.analysis-table .ant-table-row');
  await expect(items).toHaveCount(4);
  const first = await cellsOf(items.first());
  expect(first[0]).toBe('Q1');
  expect(first[1]).toContain('Single choice');
  expect(first.slice(2, 4)).toEqual(['4', '100.0%']);
  expect(first[6]).toBe('A 4');
  expect(first[7]).toContain('Too easy');
  await expect(items.first()).toHaveClass(/analysis-row-flagged/);
  // Q4: only Ada; the others chose B.
  expect((await cellsOf(items.nth(3))).slice(2, 4)).toEqual(['4', '25.0%']);
  expect((await cellsOf(items.nth(3)))[6]).toBe('A 1 · B 3');
  const itemSheet = await sheetRows(await exportFrom(page, activePanel(page)));
  expect(itemSheet).toHaveLength(5);
  // The export numbers the questions as the paper does, then the facility.
  expect(itemSheet[1]![0]).toBe('Q1');
  expect(itemSheet[1]![4]).toBe('1');

  await page.getByRole('tab', { name: 'Knowledge mastery' }).click();
  const mastery = activePanel(page).locator('.analysis-table .ant-table-row');
  await expect(mastery).toHaveCount(1);
  // (4 + 3 + 3 + 1) × 25 of 16 × 25.
  expect((await cellsOf(mastery.first())).slice(0, 4)).toEqual([
    seeded.className,
    expect.stringContaining('Protective gear'),
    '275',
    '400',
  ]);
  await expect(mastery.first()).toContainText('68.8%');

  // Another screen and back through the tab bar (which opens the bare path): the kept view writes its filter back.
  await page.getByRole('menuitem', { name: 'Failed statistics' }).click();
  await expect(page).toHaveURL(new RegExp(`${PASS}$`));
  await page.getByTestId(`tag-${RANKING}`).click();
  await expect(page).toHaveURL(new RegExp(`publicationId=${seeded.publicationId}&tab=mastery`));
  await expect(activePanel(page).locator('.analysis-table .ant-table-row')).toHaveCount(1);
});

test('the failed statistics count enrolled, sat, absent, passed and failed, list the failed candidate and export both tables', async ({
  page,
}) => {
  const dee = seeded.candidates[3]!;
  await signedInAs(page, 'admin');
  await page.goto(`${PASS}?publicationId=${seeded.publicationId}`);
  const batches = page.getByTestId('pass-batches');
  await expect(batches.locator('.ant-table-row')).toHaveCount(1);
  // The window is still open: Eve is yet to sit, not absent. Pass rates over sitters, over registered, at the first attempt.
  expect(await cellsOf(batches.locator('.ant-table-row').first())).toEqual([
    seeded.name,
    seeded.className,
    '5',
    '4',
    '0',
    '1',
    '3',
    '1',
    '75.0%',
    '60.0%',
    '75.0%',
  ]);
  await expect(page.getByTestId('pass-chart').locator('svg')).toBeVisible();
  const failed = page.getByTestId('pass-failed');
  await expect(failed.locator('.ant-table-row')).toHaveCount(1);
  expect(await cellsOf(failed.locator('.ant-table-row').first())).toEqual([seeded.name, seeded.className, dee.username, dee.name, '25']);

  const table = await sheetRows(await exportFrom(page, batches));
  expect(table[1]).toEqual([seeded.name, seeded.className, '5', '4', '0', '1', '3', '1', '75', '60', '75']);
  const failedSheet = await sheetRows(await exportFrom(page, failed));
  expect(failedSheet.slice(1)).toEqual([[seeded.name, seeded.className, dee.username, dee.name, '25']]);
});

test('the re-exam statistics show who is eligible and the pass rates before and after', async ({ page }) => {
  const [, , , dee, eve] = seeded.candidates;
  await signedInAs(page, 'admin');
  await page.goto(RE_EXAM);
  await chooseOption(page, 'Exam to analyse', seeded.reExamName);
  const publications = page.getByTestId('supplementary-publications');
  await expect(publications.locator('.ant-table-row')).toHaveCount(1);
  // Dee failed and Eve was absent; nobody has sat the re-exam yet: 3 of 5 passed either way.
  expect(await cellsOf(publications.locator('.ant-table-row').first())).toEqual([
    seeded.reExamName,
    seeded.name,
    '2',
    '0',
    '0',
    '60.0%',
    '60.0%',
  ]);
  const candidates = page.getByTestId('supplementary-candidates').locator('.ant-table-row');
  await expect(candidates).toHaveCount(2);
  expect(await cellsOf(candidates.nth(0))).toEqual([seeded.reExamName, dee!.username, dee!.name, '25', '—', 'Not sat']);
  expect(await cellsOf(candidates.nth(1))).toEqual([seeded.reExamName, eve!.username, eve!.name, '—', '—', 'Not sat']);
});

for (const size of [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 800, height: 1000 },
]) {
  test(`analysis screens at ${size.name} width`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `.artifacts/screens/analysis-${name}-${size.name}.png`, fullPage: true });
    };
    await signedInAs(page, 'admin');
    const linked = `publicationId=${seeded.publicationId}`;
    for (const tab of ['ranking', 'items', 'mastery']) {
      await page.goto(`${RANKING}?${linked}&tab=${tab}`);
      await expect(activePanel(page).locator('.analysis-table .ant-table-row').first()).toBeVisible();
      await shot(tab);
    }
    await page.goto(`${RANKING}?tab=items`);
    await expect(activePanel(page)).toContainText('Choose an exam above');
    await shot('items-empty');
    await page.goto(`${PASS}?${linked}`);
    await expect(page.getByTestId('pass-failed').locator('.ant-table-row')).toHaveCount(1);
    await shot('pass');
    await page.goto(RE_EXAM);
    await expect(page.getByTestId('supplementary-publications').locator('.ant-table-row').first()).toBeVisible();
    await shot('supplementary');
    // Chinese labels are shorter but denser, and name each pass rate's denominator: every analysis screen once more in zh.
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    for (const tab of ['ranking', 'items', 'mastery']) {
      await page.goto(`${RANKING}?${linked}&tab=${tab}`);
      await expect(activePanel(page).locator('.analysis-table .ant-table-row').first()).toBeVisible();
      await shot(`${tab}-zh`);
    }
    await page.goto(`${PASS}?${linked}`);
    await expect(page.getByTestId('pass-batches')).toContainText('合格率（占应考）');
    await shot('pass-zh');
    await page.goto(RE_EXAM);
    await expect(page.getByTestId('supplementary-publications').locator('.ant-table-row').first()).toBeVisible();
    await shot('supplementary-zh');
  });
}
