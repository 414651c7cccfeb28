import { API, idNumberCheckChar, type PrintableTicket, TOKEN_COOKIE, USER_TYPE } from '@kaoshi/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './server';
import { chooseOption, signedInAs, signInByApi, unique, ownsDemoPassword } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '.artifacts/screens/tickets';
const WIDTHS = [1440, 800] as const;

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(method === 'GET' ? { params: data as Record<string, string> } : { data }),
  });
  const body = (await response.json()) as { status: number; message: string; data: T };
  expect(body.status, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

const idNumber = (n: number) => {
  const first17 = `110105${19900101 + n}${String(500 + n).slice(-3)}`;
  return first17 + idNumberCheckChar(first17);
};

/** A batch with two candidates and a published-ready draft exam (the setup is not what this test proves). */
async function seedExam(request: APIRequestContext, admin: string) {
  const tag = unique('').toUpperCase();
  const post = <T>(path: string, data: unknown) => call<T>(request, admin, 'POST', path, data);
  const { schoolId } = await post<{ schoolId: number }>(API.addSchool, { name: `票 ${tag}`, code: `TP${tag}` });
  const { departmentId } = await post<{ departmentId: number }>(API.addDepartment, { schoolId, name: `焊接类 ${tag}`, code: `TD${tag}` });
  const { subjectId } = await post<{ subjectId: number }>(API.addSubject, {
    departmentId,
    name: `焊工 ${tag}`,
    code: `TS${tag}`,
    level: 4,
  });
  const { classId } = await post<{ classId: number }>(API.addClasses, { subjectId, name: `春季批次 ${tag}`, code: `TB${tag}`, year: 2026 });
  const students = [];
  for (const [n, name] of [
    [1, '王丽'],
    [2, '张波'],
  ] as const) {
    const student = { username: `tk${tag}${n}`.toLowerCase(), name: `${name}${n}` };
    await post(API.addStudent, { ...student, idNumber: idNumber(n), classId, gender: '', phone: '', email: '', photo: '', locked: 0 });
    ownsDemoPassword(student.username);
    students.push(student);
  }
  const { courseId } = await post<{ courseId: number }>(API.addCourse, {
    subjectId,
    name: `焊接安全 ${tag}`,
    code: `TC${tag}`,
    description: '',
  });
  const { questionId } = await post<{ questionId: number }>(API.addQuestion, {
    courseId,
    knowledgeId: null,
    type: 0,
    stem: `<p>焊接前应当？ ${tag}</p>`,
    options: ['<p>断电</p>', '<p>带电</p>'],
    answer: ['A'],
    score: 2,
    difficulty: 3,
    explanation: '',
  });
  const { paperId } = await post<{ paperId: number }>(API.addPaper, {
    courseId,
    name: `焊工试卷 ${tag}`,
    mode: 'fixed',
    passScore: 1,
    durationMinutes: 45,
    shuffleQuestions: 0,
    shuffleOptions: 0,
    items: [{ questionId, score: 2 }],
    rules: [],
  });
  const name = `焊工理论考试 ${tag}`;
  const now = Date.now();
  const { publicationId } = await post<{ publicationId: number }>(API.addPublication, {
    name,
    paperId,
    noticeId: null,
    kind: 'normal',
    parentPublicationId: null,
    classIds: [classId],
    startsAt: now + 3_600_000,
    endsAt: now + 4 * 3_600_000,
  });
  return { publicationId, name, tag, students };
}

async function shots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames: the layout has answered the new width (no fixed wait).
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('staff define a venue and room, publish an exam, candidates get seats, print their ticket, and the proctor checks them in', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await signInByApi(request, 'admin');
  const exam = await seedExam(request, admin);
  await page.context().addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);

  // The venue and its room, through the venue screen.
  await signedInAs(page, 'admin', '/examPublishManage/venueManage');
  const venueName = `北区培训中心 ${exam.tag}`;
  await page.getByRole('button', { name: '新增' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(venueName);
  await dialog.getByLabel('地址').fill('锻造路 1 号');
  await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(page.getByRole('cell', { name: venueName })).toBeVisible();
  await shots(page, 'venues');
  await page.getByRole('tab', { name: '考场' }).click();
  const roomsPanel = page.getByRole('tabpanel', { name: '考场' });
  await roomsPanel.getByRole('button', { name: '新增' }).click();
  const roomDialog = page.getByRole('dialog');
  await chooseOption(page, '考点', venueName, roomDialog);
  await roomDialog.getByLabel('名称').fill('101 室');
  await roomDialog.getByLabel('座位数', { exact: true }).fill('30');
  await roomDialog.getByLabel('每排座位数').fill('6');
  await roomDialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(roomsPanel.getByRole('cell', { name: '101 室' })).toBeVisible();
  await shots(page, 'rooms');

  // The exam's rooms on the ticket screen, then publishing seats the candidates.
  const rooms = await call<{ roomId: number; name: string; venueName: string }[]>(request, admin, 'GET', API.listAllRoomForSelect, {});
  const room = rooms.find((one) => one.venueName === venueName)!;
  await call(request, admin, 'PUT', API.saveAdmissionPlan, {
    publicationId: exam.publicationId,
    roomIds: [room.roomId],
    checkInRequired: 1,
  });
  await call(request, admin, 'POST', API.publishPublication, { id: exam.publicationId });
  await page.goto('/examPublishManage/ticketManage');
  await chooseOption(page, '考试', exam.name);
  await expect(page.getByTestId('ticket-summary')).toContainText('准考证 2 张');
  await expect(page.getByRole('cell', { name: new RegExp(exam.students[0]!.name) })).toBeVisible();
  await shots(page, 'ticket-manage');

  // The candidate opens the ticket from /kaoshi and prints it.
  const candidate = exam.students[0]!;
  const candidateToken = await signInByApi(request, candidate.username, USER_TYPE.STUDENT);
  const ticket = await call<PrintableTicket>(request, candidateToken, 'GET', `${API.myTicket}/${exam.publicationId}`);
  expect(ticket.seat).toBeGreaterThan(0);
  const student = await page.context().browser()!.newContext({ baseURL, locale: 'zh-CN' });
  await student.addCookies([
    { name: TOKEN_COOKIE, value: candidateToken, url: baseURL! },
    { name: 'language', value: 'zh', url: baseURL! },
  ]);
  const candidatePage = await student.newPage();
  await candidatePage.goto('/kaoshi');
  await candidatePage.getByRole('button', { name: '打印准考证' }).click();
  await expect(candidatePage).toHaveURL(/\/kaoshi-ticket\?publicationId=/);
  await expect(candidatePage.getByTestId(`ticket-${ticket.ticketNumber}`)).toContainText(candidate.name);
  await expect(candidatePage.getByText(ticket.idNumberMasked)).toBeVisible();
  await expect(candidatePage.getByRole('img', { name: '签到二维码' })).toBeVisible();
  await expect(candidatePage.getByTestId('ticket-admission-number')).toHaveText(ticket.admissionNumber);
  await shots(candidatePage, 'kaoshi-ticket');
  await candidatePage.emulateMedia({ media: 'print' });
  await candidatePage.setViewportSize({ width: 794, height: 1123 });
  await candidatePage.screenshot({ path: `${SHOTS}/kaoshi-ticket-print-a4.png`, fullPage: true });
  await candidatePage.emulateMedia({ media: 'screen' });

  // Check-in required: the start is refused until the proctor scans the ticket.
  const refused = await request.post(API.startAttempt, {
    headers: { Authorization: `Bearer ${candidateToken}` },
    data: { publicationId: exam.publicationId },
  });
  expect(((await refused.json()) as { status: number }).status).not.toBe(200);

  // A second proctor watches the same exam's live view in another browser, signed in separately.
  const watcherContext = await page.context().browser()!.newContext({ baseURL, locale: 'zh-CN' });
  await watcherContext.addCookies([
    { name: TOKEN_COOKIE, value: await signInByApi(request, 'admin'), url: baseURL! },
    { name: 'language', value: 'zh', url: baseURL! },
  ]);
  const watcher = await watcherContext.newPage();
  const pushedCheckIns: string[] = [];
  watcher.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"checkedInAt":1')) pushedCheckIns.push(payload);
    }),
  );
  await watcher.goto('/examPublishManage/examinationSituation');
  await chooseOption(watcher, '考试', exam.name);
  const watchedRow = watcher.getByRole('row', { name: new RegExp(candidate.name) });
  await expect(watchedRow).toContainText(`101 室 · ${ticket.seat}`);
  await expect(watchedRow).not.toContainText('已签到');

  await page.goto('/examPublishManage/examinationSituation');
  await chooseOption(page, '考试', exam.name);
  const scanner = page.getByLabel('签到');
  await scanner.fill(ticket.qrText);
  await scanner.press('Enter');
  await expect(page.getByText(`${candidate.name} 已签到`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(candidate.name) });
  await expect(row).toContainText('已签到');
  await expect(row).toContainText(`101 室 · ${ticket.seat}`);
  // The watching proctor sees it without reloading: pushed over the live channel, well before the 30 s safety refetch.
  await expect(watchedRow).toContainText('已签到', { timeout: 10_000 });
  expect(pushedCheckIns.some((frame) => frame.includes(candidate.username))).toBe(true);
  await shots(watcher, 'live-check-in-watcher');
  await watcherContext.close();
  // A second scan says so clearly.
  await scanner.fill(ticket.qrText);
  await scanner.press('Enter');
  await expect(page.getByText('已签到，无需重复签到')).toBeVisible();
  await shots(page, 'live-check-in');

  // A typed ticket number, at the door of room 101: the holder's name and photo come up first, and
  // the check-in is written only when the proctor confirms it is the person in front of them.
  const second = exam.students[1]!;
  const secondTicket = await call<PrintableTicket>(
    request,
    await signInByApi(request, second.username, USER_TYPE.STUDENT),
    'GET',
    `${API.myTicket}/${exam.publicationId}`,
  );
  await chooseOption(page, '所在考场', '101 室');
  await scanner.fill(secondTicket.ticketNumber.toLowerCase());
  await scanner.press('Enter');
  const confirm = page.getByRole('dialog', { name: '是否为本人？' });
  await expect(confirm).toContainText(second.name);
  await expect(confirm).toContainText(secondTicket.ticketNumber);
  await expect(confirm).toContainText(`101 室 ${secondTicket.seat} 号座位`);
  const secondRow = page.getByRole('row', { name: new RegExp(second.name) });
  await expect(secondRow).not.toContainText('已签到');
  await shots(page, 'live-check-in-confirm');
  await confirm.getByRole('button', { name: '是本人，签到' }).click();
  await expect(page.getByText(`${second.name} 已签到`)).toBeVisible();
  await expect(secondRow).toContainText('已签到');
  await student.close();
});
