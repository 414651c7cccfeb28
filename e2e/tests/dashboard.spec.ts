import { API, type Dashboard, idNumberCheckChar, type PermissionNode, USER_TYPE } from '@kaoshi/contracts';
import { expect, type Page } from '@playwright/test';
import { test } from './server';
import { api, fillLogin, signedInAs, signInByApi, sitExamByApi, tokenOf, unique, ownsDemoPassword } from './helpers';

const MINUTE = 60_000;

interface Exams {
  tag: string;
  soon: { publicationId: number; name: string };
  running: { publicationId: number; name: string };
  closed: { publicationId: number; name: string };
  unsat: { publicationId: number; name: string };
}

/**
 * A batch of three candidates, a one-question paper, an exam opening in two hours, one open now,
 * and two that close a few seconds after the candidates are done: two of three pass the first
 * (66.7 %), nobody sits the second (no rate). All through the API.
 */
async function seedExams(page: Page): Promise<Exams> {
  const tag = unique('').toUpperCase();
  const { schoolId } = await api<{ schoolId: number }>(page, API.addSchool, { name: `Dashboard ${tag}`, code: `DP${tag}` });
  const { departmentId } = await api<{ departmentId: number }>(page, API.addDepartment, {
    schoolId,
    name: `Welding ${tag}`,
    code: `DD${tag}`,
  });
  const { subjectId } = await api<{ subjectId: number }>(page, API.addSubject, {
    departmentId,
    name: `Welder ${tag}`,
    code: `DS${tag}`,
    level: 4,
  });
  const { classId } = await api<{ classId: number }>(page, API.addClasses, {
    subjectId,
    name: `Autumn ${tag}`,
    code: `DB${tag}`,
    year: 2030,
  });
  const students: string[] = [];
  const serial = 100 + Math.floor(Math.random() * 900);
  for (let n = 1; n <= 3; n++) {
    const username = `ds${tag}${n}`.toLowerCase();
    // Born in 1985: analysis.spec's candidates are born in 1990, with serials from the same range.
    const first17 = `110105${19850100 + n}${serial}`;
    await api(page, API.addStudent, {
      username,
      name: `Candidate ${n} ${tag}`,
      idNumber: first17 + idNumberCheckChar(first17),
      classId,
      gender: '',
      phone: '',
      email: '',
      photo: '',
      locked: 0,
    });
    ownsDemoPassword(username);
    students.push(username);
  }
  const { courseId } = await api<{ courseId: number }>(page, API.addCourse, {
    subjectId,
    name: `Welding safety ${tag}`,
    code: `DC${tag}`,
    description: '',
  });
  const { questionId } = await api<{ questionId: number }>(page, API.addQuestion, {
    courseId,
    knowledgeId: null,
    type: 0,
    stem: `<p>Which gas shields the arc? ${tag}</p>`,
    options: ['<p>Argon</p>', '<p>Oxygen</p>'],
    answer: ['A'],
    score: 2,
    difficulty: 2,
  });
  const { paperId } = await api<{ paperId: number }>(page, API.addPaper, {
    courseId,
    name: `Welding paper ${tag}`,
    mode: 'fixed',
    passScore: 1,
    durationMinutes: 45,
    items: [{ questionId, score: 2 }],
  });
  // Signed in before the clock of the closing exams starts: only their sitting needs to fit.
  const tokens = await Promise.all(students.map((username) => signInByApi(page.request, username, USER_TYPE.STUDENT)));
  const now = Date.now();
  const publish = async (name: string, startsAt: number, endsAt: number) => {
    const { publicationId } = await api<{ publicationId: number }>(page, API.addPublication, {
      name,
      paperId,
      noticeId: null,
      kind: 'normal',
      parentPublicationId: null,
      classIds: [classId],
      startsAt,
      endsAt,
    });
    await api(page, API.publishPublication, { id: publicationId });
    return { publicationId, name };
  };
  const soon = await publish(`Welder theory ${tag}`, now + 2 * 60 * MINUTE, now + 3.5 * 60 * MINUTE);
  const running = await publish(`Welder practice ${tag}`, now - MINUTE, now + 2 * 60 * MINUTE);
  const closesAt = now + 15_000;
  const closed = await publish(`Welder written ${tag}`, now - MINUTE, closesAt);
  const unsat = await publish(`Welder oral ${tag}`, now - MINUTE, closesAt);
  for (const [n, token] of tokens.entries()) {
    await sitExamByApi(page.request, token, closed.publicationId, (_question, index) =>
      index === 0 ? { choices: [n < 2 ? 'A' : 'B'], text: '' } : undefined,
    );
  }
  // Until the server counts both as closed.
  const closedIds = async () => {
    const body = (await (
      await page.request.get(API.dashboard, { headers: { Authorization: `Bearer ${await tokenOf(page)}` } })
    ).json()) as { data: Dashboard };
    return (body.data.recentPassRates ?? []).map((exam) => exam.publicationId);
  };
  await expect
    .poll(closedIds, { timeout: 60_000, intervals: [250] })
    .toEqual(expect.arrayContaining([closed.publicationId, unsat.publicationId]));
  return { tag, soon, running, closed, unsat };
}

/** Made once per worker: both tests that need them only read them, and each making waits for two exams to close. */
let seeded: Promise<Exams> | undefined;
const examsFor = (page: Page) => (seeded ??= seedExams(page));

/** A teacher whose one role holds only the exam-project screen (SCHOOL, SCHOOL-SCHOOLMANAGE). */
async function seedProjectsOnlyTeacher(page: Page): Promise<string> {
  const response = await page.request.get(API.listPermissionTree, { headers: { Authorization: `Bearer ${await tokenOf(page)}` } });
  const tree = ((await response.json()) as { data: PermissionNode[] }).data;
  const flat = (nodes: PermissionNode[]): PermissionNode[] => nodes.flatMap((node) => [node, ...flat(node.children)]);
  const permissionIds = flat(tree)
    .filter((node) => ['SCHOOL', 'SCHOOL-SCHOOLMANAGE'].includes(node.permissionKey))
    .map((node) => node.permissionId);
  expect(permissionIds).toHaveLength(2);
  const roleKey = unique('PROJECTS_').toUpperCase();
  const { roleId } = await api<{ roleId: number }>(page, API.addRole, { roleKey, roleName: `Projects only ${roleKey}`, description: '' });
  await api(page, API.bindRoleWithPermission, { roleId, permissionIds });
  const username = unique('dash');
  await api(page, API.addUser, { username, nickName: 'Project Clerk', userType: 1, roleIds: [roleId] });
  ownsDemoPassword(username);
  return username;
}

const counts = ['projects', 'candidates', 'questions', 'examsOpenNow'] as const;

test('the administrator sees every count and section; exams opening soon, running and closed are listed', async ({ page }) => {
  test.setTimeout(180_000);
  await signedInAs(page, 'admin');
  const exams = await examsFor(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-roles')).toContainText('Super administrator');
  for (const key of counts) await expect(page.getByTestId(`count-${key}`)).toBeVisible();
  // At least the two exams just made: one open now.
  await expect(page.getByTestId('count-examsOpenNow')).not.toContainText(/^Exams open now0$/);
  await expect(page.getByTestId('dashboard-upcoming')).toContainText('Opening soon');
  await expect(page.getByTestId('dashboard-running')).toContainText('Running now');
  await expect(page.getByTestId('dashboard-pass-rates')).toContainText('Recent pass rates');

  const soon = page.getByTestId(`upcoming-${exams.soon.publicationId}`);
  await expect(soon).toContainText(exams.soon.name);
  await expect(soon).toContainText(/in 2 hours/);
  await expect(soon).toContainText('Duration: 1 hr 30 min');
  // Open now is not "opening soon", and opening soon is not running.
  await expect(page.getByTestId('dashboard-upcoming')).not.toContainText(exams.running.name);
  await expect(page.getByTestId('dashboard-running')).not.toContainText(exams.soon.name);

  const running = page.getByTestId(`running-${exams.running.publicationId}`);
  await expect(running).toContainText(exams.running.name);
  await expect(running.getByTestId('running-online')).toHaveText('Online: 0');
  await expect(running.getByTestId('running-sitting')).toHaveText('Sitting: 0');

  // Pass rates of the closed exams: two of three passed; nobody sat the other.
  await expect(page.getByTestId('pass-rate-chart')).toBeVisible();
  const rate = (name: string) =>
    page
      .getByTestId('pass-rate-table')
      .getByRole('row', { name: new RegExp(name) })
      .locator('td');
  await expect(rate(exams.closed.name)).toHaveText([exams.closed.name, '3', '2', '66.7%']);
  await expect(rate(exams.unsat.name)).toHaveText([exams.unsat.name, '0', '0', '—']);
  await expect(page.getByTestId('pass-rate-chart')).toContainText('66.7%');

  // The manual refresh asks again: the server time it shows moves on.
  const updated = await page.getByTestId('dashboard-updated').textContent();
  // Refreshed until the server's clock has moved on to another second.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('dashboard-updated')).not.toHaveText(updated ?? '', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // A card opens its screen; "Watch" opens the live view on that exam.
  await page.getByRole('link', { name: 'Open Exam projects' }).click();
  await expect(page).toHaveURL(/\/school\/schoolManage$/);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Watch ${exams.running.name} live` }).click();
  await expect(page).toHaveURL(/\/examPublishManage\/examinationSituation\?publicationId=\d+$/);
  await expect(page.locator('.live-picker')).toContainText(exams.running.name);
});

test('a teacher holding only the exam-project screen sees that card and nothing else', async ({ page, browser }) => {
  await signedInAs(page, 'admin');
  const username = await seedProjectsOnlyTeacher(page);
  const other = await browser.newPage();
  await other.goto('/login');
  await fillLogin(other, username, '123456', 'Teacher');
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByTestId('dashboard-roles')).toContainText('Projects only');
  await expect(other.getByTestId('count-projects')).toBeVisible();
  await expect(other.getByRole('link', { name: 'Open Exam projects' })).toBeVisible();
  for (const key of counts.slice(1)) await expect(other.getByTestId(`count-${key}`)).toHaveCount(0);
  for (const part of ['upcoming', 'running', 'pass-rates']) await expect(other.getByTestId(`dashboard-${part}`)).toHaveCount(0);
  await other.close();
});

test('the seeded teacher sees the counts but cannot open the live view (it needs role SUPER)', async ({ page }) => {
  await signedInAs(page, 'teacher', '/dashboard');
  await expect(page.getByTestId('count-examsOpenNow')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Exam projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Exams open now' })).toHaveCount(0);
  await expect(page.getByTestId('dashboard-running')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Watch / })).toHaveCount(0);
});

const SIZES = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 800, height: 1000 },
];

test('screens of the dashboard, wide and narrow, in English and Chinese', async ({ page }) => {
  test.setTimeout(180_000);
  await signedInAs(page, 'admin');
  await examsFor(page);
  for (const lang of ['en', 'zh'] as const) {
    if (lang === 'zh') {
      await page.locator('.navbar').getByTestId('language-switcher').click();
      await page.getByRole('menuitem', { name: '简体中文' }).click();
    }
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/dashboard');
      await expect(page.getByTestId('dashboard-pass-rates')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `.artifacts/screens/dashboard-${size.name}${lang === 'zh' ? '-zh' : ''}.png`, fullPage: true });
    }
  }
});
