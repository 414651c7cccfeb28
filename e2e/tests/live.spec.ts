import { API, type AttemptSession, idNumberCheckChar, USER_TYPE } from '@kaoshi/contracts';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, type Route, test } from '@playwright/test';
import WebSocket from 'ws';
import { callWithToken, chooseOption, DEMO_PASSWORD, fillLogin, signedInAs, signInByApi, unique, ownsDemoPassword } from './helpers';

const SITUATION = '/examPublishManage/examinationSituation';

const idNumber = (n: number) => {
  const first17 = `110105${19950101 + n}${String(300 + n).slice(-3)}`;
  return first17 + idNumberCheckChar(first17);
};

interface Student {
  username: string;
  name: string;
}
interface Exam {
  publicationId: number;
  name: string;
  a: Student;
  b: Student;
}

/** A batch with two candidates, a course with three questions, a fixed paper, and an exam open now. */
async function seedExam(request: APIRequestContext, admin: string): Promise<Exam> {
  const tag = unique('').toUpperCase();
  const post = <T>(path: string, data: unknown) => callWithToken<T>(request, admin, path, data);
  const { schoolId } = await post<{ schoolId: number }>(API.addSchool, { name: `Live ${tag}`, code: `LP${tag}` });
  const { departmentId } = await post<{ departmentId: number }>(API.addDepartment, {
    schoolId,
    name: `Electrical ${tag}`,
    code: `LD${tag}`,
  });
  const { subjectId } = await post<{ subjectId: number }>(API.addSubject, {
    departmentId,
    name: `Electrician ${tag}`,
    code: `LS${tag}`,
    level: 4,
  });
  const { classId } = await post<{ classId: number }>(API.addClasses, {
    subjectId,
    name: `Spring batch ${tag}`,
    code: `LB${tag}`,
    year: 2026,
  });
  const students: Student[] = [];
  for (const [n, name] of [
    [1, 'Alice Wang'],
    [2, 'Bo Zhang'],
  ] as const) {
    const student = { username: `lv${tag}${n}`.toLowerCase(), name: `${name} ${tag}` };
    await post(API.addStudent, { ...student, idNumber: idNumber(n), classId, gender: '', phone: '', email: '', photo: '', locked: 0 });
    ownsDemoPassword(student.username);
    students.push(student);
  }
  const { courseId } = await post<{ courseId: number }>(API.addCourse, {
    subjectId,
    name: `Wiring safety ${tag}`,
    code: `LC${tag}`,
    description: '',
  });
  const items = [];
  for (const [n, type, options, answer] of [
    [1, 0, ['<p>Isolate the supply</p>', '<p>Work live</p>', '<p>Ask a colleague</p>'], ['A']],
    [2, 1, ['<p>Gloves</p>', '<p>Sandals</p>', '<p>Goggles</p>'], ['A', 'C']],
    [3, 2, ['<p>True</p>', '<p>False</p>'], ['A']],
  ] as const) {
    const { questionId } = await post<{ questionId: number }>(API.addQuestion, {
      courseId,
      knowledgeId: null,
      type,
      stem: `<p>Live question ${n} ${tag}</p>`,
      options,
      answer,
      score: 2,
      difficulty: 3,
      explanation: '<p>Because.</p>',
    });
    items.push({ questionId, score: 2 });
  }
  const { paperId } = await post<{ paperId: number }>(API.addPaper, {
    courseId,
    name: `Wiring paper ${tag}`,
    mode: 'fixed',
    passScore: 4,
    durationMinutes: 45,
    shuffleQuestions: 0,
    shuffleOptions: 0,
    items,
    rules: [],
  });
  const name = `Electrician theory ${tag}`;
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
  });
  await post(API.publishPublication, { id: publicationId });
  return { publicationId, name, a: students[0]!, b: students[1]! };
}

/**
 * Candidate B, driven through the API with the live channel the exam page would hold: started,
 * sending a heartbeat every two seconds, hearing what the server pushes.
 */
class ApiCandidate {
  readonly received: { type: string; [field: string]: unknown }[] = [];
  private readonly heartbeat: ReturnType<typeof setInterval>;

  private constructor(
    readonly session: AttemptSession,
    private readonly socket: WebSocket,
  ) {
    socket.on('message', (data) => this.received.push(JSON.parse(String(data)) as ApiCandidate['received'][number]));
    const beat = () => this.send({ type: 'heartbeat', attemptId: session.attemptId, answered: 0, current: 1 });
    this.heartbeat = setInterval(beat, 2_000);
    beat();
  }

  static async start(request: APIRequestContext, baseURL: string, username: string, publicationId: number) {
    const token = await signInByApi(request, username, USER_TYPE.STUDENT);
    const session = await callWithToken<AttemptSession>(request, token, API.startAttempt, { publicationId });
    const socket = new WebSocket(`${baseURL.replace(/^http/, 'ws')}${API.liveSocket}`, { headers: { authorization: `Bearer ${token}` } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return new ApiCandidate(session, socket);
  }

  send(frame: object) {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  integrity(kind: string) {
    this.send({ type: 'integrity', attemptId: this.session.attemptId, kind });
  }

  async heard(type: string) {
    await expect
      .poll(() => this.received.some((frame) => frame.type === type), { message: `candidate hears "${type}"`, timeout: 30_000 })
      .toBe(true);
  }

  close() {
    clearInterval(this.heartbeat);
    this.socket.close();
  }
}

const rowOf = (page: Page, student: Student) => page.locator('.live-table .ant-table-row', { hasText: student.username });
const eventsButton = (page: Page, student: Student) =>
  rowOf(page, student).getByRole('button', { name: `Integrity events · ${student.name}` });

async function act(page: Page, student: Student, action: string): Promise<Locator> {
  await rowOf(page, student)
    .getByRole('button', { name: `Actions ${student.name}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
  return page.getByRole('dialog').filter({ has: page.locator('form') });
}

/** Candidate A in a browser of their own: signs in, enters the exam from /kaoshi and starts it. */
async function startInBrowser(browser: Browser, baseURL: string, exam: Exam): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
  // All questions on one page: the test answers the first and the third.
  await context.addInitScript(() => localStorage.setItem('kaoshi.examLayout', 'all'));
  const candidate = await context.newPage();
  await candidate.goto('/login');
  await fillLogin(candidate, exam.a.username, DEMO_PASSWORD, 'Student');
  await expect(candidate).toHaveURL(/\/kaoshi/);
  await candidate.getByTestId(`exam-${exam.publicationId}`).getByRole('button', { name: 'Enter' }).click();
  await candidate.getByText('I have read the rules and am ready to start.').click();
  await candidate.getByRole('button', { name: 'Start the exam' }).click();
  await expect(candidate).toHaveURL(/\/socketA/);
  await expect(candidate.getByTestId('question-3')).toBeVisible();
  return candidate;
}

/**
 * Holds every liveView snapshot request from now on (the 30 s safety net included), so what changes
 * on screen meanwhile can only have come over the live channel. Returns the release.
 */
async function holdSnapshots(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(`**${API.liveView}**`, (route) => (holding ? held.push(route) : route.continue()));
  return async () => {
    holding = false;
    for (const route of held) await route.continue();
  };
}

test('a proctor watches candidates live, messages one and all, gives extra time, force-submits another and reads the log', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const admin = await signInByApi(request, 'admin');
  const exam = await seedExam(request, admin);

  await signedInAs(page, 'admin');
  await page.goto(SITUATION);
  // Spec: visiting the page sets the stored flag.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('showBySituation'))).toBe('true');
  const firstView = page.waitForResponse((response) => response.url().includes(API.liveView));
  await chooseOption(page, 'Exam', exam.name);
  // Deflated once per reading for every proctor (apps/server/src/modules/live/shared-view.ts); the rows below are its text.
  expect(await (await firstView).headerValue('content-encoding')).toBe('deflate');
  await expect(page.getByTestId('live-connection')).toHaveText('Live');
  await expect(rowOf(page, exam.a)).toContainText('Not started');
  await expect(rowOf(page, exam.b)).toContainText('Not started');
  await expect(page.locator('.live-summary-candidates')).toContainText('2');
  await expect(page.locator('.live-summary-notStarted')).toContainText('2');

  const release = await holdSnapshots(page);
  const candidate = await startInBrowser(browser, baseURL!, exam);
  const b = await ApiCandidate.start(request, baseURL!, exam.b.username, exam.publicationId);
  try {
    // Pushed by the live channel: online, in progress, a running clock, then the answers.
    await expect(rowOf(page, exam.a)).toContainText('Online');
    await expect(rowOf(page, exam.a)).toContainText('In progress');
    await expect(rowOf(page, exam.a)).toContainText('0/3');
    await expect(rowOf(page, exam.a).locator('.live-time')).toHaveText(/^4\d:\d\d$/);
    await candidate.getByTestId('question-1').getByText('Isolate the supply').click();
    await candidate.getByTestId('question-3').getByText('True', { exact: true }).click();
    // Presence is written at most every 10 s per attempt: the count arrives with a later heartbeat.
    await expect(rowOf(page, exam.a)).toContainText('2/3', { timeout: 30_000 });
    // The candidate looks away once (a real blur in their browser); B's page reports leaving the tab.
    await candidate.evaluate(() => window.dispatchEvent(new Event('blur')));
    b.integrity('tab-hidden');
    await expect(eventsButton(page, exam.a)).toHaveText('1');
    await expect(eventsButton(page, exam.b)).toHaveText('1');
    await expect(page.locator('.live-summary-online')).toContainText('2');
    await release();

    let dialog = await act(page, exam.a, 'Send a message');
    await dialog.getByLabel('Message').fill('Please keep your eyes on your own screen.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();
    await expect(candidate.getByTestId('proctor-message')).toContainText('Please keep your eyes on your own screen.');
    await candidate.getByRole('button', { name: 'I have read it' }).click();

    await page.getByRole('button', { name: 'Message everyone' }).click();
    dialog = page.getByRole('dialog', { name: `Message to every candidate of ${exam.name}` });
    await dialog.getByLabel('Message').fill('Fifteen minutes to go.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(candidate.getByTestId('proctor-message')).toContainText('Fifteen minutes to go.');
    await candidate.getByRole('button', { name: 'I have read it' }).click();

    dialog = await act(page, exam.a, 'Give extra time');
    await dialog.getByLabel('Minutes').fill('10');
    await dialog.getByLabel('Reason').fill('Power cut in room 3');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Extra time given')).toBeVisible();
    await expect(rowOf(page, exam.a).locator('.live-time')).toHaveText(/^5\d:\d\d$/);

    dialog = await act(page, exam.b, 'Force submit');
    // The reason is required: the dialog says so before anything is sent.
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.locator('.ant-form-item-explain-error')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Phone found on the desk');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Force submit' }).click();
    await expect(page.getByText('Attempt submitted')).toBeVisible();
    await expect(rowOf(page, exam.b)).toContainText('Submitted');
    await expect(page.locator('.live-summary-submitted')).toContainText('1');
    await b.heard('forceSubmit');

    await eventsButton(page, exam.a).click();
    const events = page.locator('.live-events-drawer');
    await expect(events.getByText('Window lost focus')).toBeVisible();
    await events.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Activity log' }).click();
    const log = page.locator('.live-log-drawer');
    await expect(log.getByRole('row', { name: /Forced submission/ })).toContainText('Phone found on the desk');
    await expect(log.getByRole('row', { name: /Extra time/ })).toContainText('Power cut in room 3');
    await expect(log.getByRole('row', { name: /Please keep your eyes/ })).toContainText(exam.a.name);
    await expect(log.getByRole('row', { name: /Fifteen minutes to go/ })).toContainText('Everyone');
    await log.getByRole('button', { name: 'Close' }).click();

    await screens(page, exam);
  } finally {
    b.close();
    await candidate.context().close();
  }
});

const SIZES = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 800, height: 1000 },
];

/** The live view, the events drawer and the log, wide and narrow, in English and Chinese (e2e/.artifacts/screens). */
async function screens(page: Page, exam: Exam) {
  for (const lang of ['en', 'zh'] as const) {
    if (lang === 'zh') {
      await page.locator('.navbar').getByTestId('language-switcher').click();
      await page.getByRole('menuitem', { name: '简体中文' }).click();
    }
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      const shot = (name: string) =>
        page.screenshot({ path: `.artifacts/screens/live-${size.name}-${name}${lang === 'zh' ? '-zh' : ''}.png` });
      await page.goto(SITUATION);
      await expect(rowOf(page, exam.a)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot('view');
      // The red event count (its name is in the page's language).
      await rowOf(page, exam.a).locator('.ant-btn-dangerous').click();
      await expect(page.locator('.live-events-drawer .ant-table-row').first()).toBeVisible();
      await shot('events');
      await page.locator('.live-events-drawer .ant-drawer-close').click();
      await expect(page.locator('.live-events-drawer')).toBeHidden();
      await page.locator('.live-toolbar .anticon-history').click();
      await expect(page.locator('.live-log-drawer .ant-table-row').first()).toBeVisible();
      await shot('log');
      await page.locator('.live-log-drawer .ant-drawer-close').click();
      await expect(page.locator('.live-log-drawer')).toBeHidden();
    }
  }
}
