import {
  API,
  type AssessmentAllocation,
  type AssessmentSessionRecord,
  idNumberCheckChar,
  TOKEN_COOKIE,
  USER_TYPE,
} from '@kaoshi/contracts';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { callWithToken, ownsDemoPassword, signInByApi, test, unique } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '.artifacts/screens/assessment';
const TABLET = { width: 1024, height: 768 };

const idNumber = (n: number) => {
  const first17 = `110105${19900201 + n}${String(700 + n).slice(-3)}`;
  return first17 + idNumberCheckChar(first17);
};

const SHEET = {
  items: [
    {
      key: 'A',
      title: '工具与测量',
      points: 40,
      subItems: [
        { key: 'A1', title: '工具准备', points: 20 },
        { key: 'A2', title: '尺寸测量', points: 20 },
      ],
    },
    { key: 'B', title: '焊缝质量', criteria: '焊缝均匀、无气孔', deductionRules: '每处缺陷扣 5 分', points: 60 },
    { key: 'V', title: '安全操作', criteria: '全程佩戴护目镜和手套', veto: 1, points: 0 },
  ],
};

/**
 * A job type with a practical task (a sheet with a veto item), a published session with one
 * station, three examiners and a chief examiner, all set up through the API (the set-up is not
 * what this test proves).
 */
async function seedSession(request: APIRequestContext, admin: string) {
  const tag = unique('').toUpperCase();
  const post = <T>(path: string, data: unknown) => callWithToken<T>(request, admin, path, data);
  const put = async <T>(path: string, data: unknown) => {
    const response = await request.fetch(path, { method: 'PUT', headers: { Authorization: `Bearer ${admin}` }, data });
    const body = (await response.json()) as { status: number; message: string; data: T };
    expect(body.status, `${path}: ${body.message}`).toBe(200);
    return body.data;
  };
  const { schoolId } = await post<{ schoolId: number }>(API.addSchool, { name: `鉴定 ${tag}`, code: `AP${tag}` });
  const { departmentId } = await post<{ departmentId: number }>(API.addDepartment, { schoolId, name: `焊接类 ${tag}`, code: `AD${tag}` });
  const { subjectId } = await post<{ subjectId: number }>(API.addSubject, {
    departmentId,
    name: `焊工 ${tag}`,
    code: `AS${tag}`,
    level: 4,
  });
  const { classId } = await post<{ classId: number }>(API.addClasses, { subjectId, name: `秋季批次 ${tag}`, code: `AB${tag}`, year: 2026 });
  const candidates: string[] = [];
  for (const [n, name] of [
    [1, '王丽'],
    [2, '张波'],
  ] as const) {
    const username = `as${tag}${n}`.toLowerCase();
    await post(API.addStudent, { username, name, idNumber: idNumber(n), classId, gender: '', phone: '', email: '', photo: '', locked: 0 });
    ownsDemoPassword(username);
    candidates.push(username);
  }
  const roles = await callWithToken<{ roleId: number; roleKey: string }[]>(request, admin, API.listAllRolesForSelect, undefined, 'GET');
  const superRole = roles.find((role) => role.roleKey === 'SUPER')!.roleId;
  const examiners: { username: string; userId: number; token: string }[] = [];
  for (const [n, name] of [
    [1, '考评员甲'],
    [2, '考评员乙'],
    [3, '考评员丙'],
    [4, '考评组长'],
  ] as const) {
    const username = `ex${tag}${n}`.toLowerCase();
    const { userId } = await post<{ userId: number }>(API.addUser, {
      username,
      nickName: name,
      userType: USER_TYPE.TEACHER,
      locked: 0,
      roleIds: [superRole],
    });
    ownsDemoPassword(username);
    examiners.push({ username, userId, token: await signInByApi(request, username, USER_TYPE.TEACHER) });
  }
  const { venueId } = await post<{ venueId: number }>(API.addVenue, { name: `实训基地 ${tag}` });
  const { roomId } = await post<{ roomId: number }>(API.addRoom, { venueId, name: '焊接车间', capacity: 10 });
  const { taskId } = await post<{ taskId: number }>(API.addAssessmentTask, {
    subjectId,
    name: `平板对接焊 ${tag}`,
    instructions: '<p>按图纸完成两块钢板的对接焊。</p>',
    timeLimitMinutes: 90,
    materials: '10 mm 钢板两块；焊机',
    sheet: SHEET,
  });
  const session = await post<AssessmentSessionRecord>(API.addAssessmentSession, {
    taskId,
    classId,
    name: `焊工操作技能考核 ${tag}`,
    startsAt: Date.now() + 3_600_000,
    slotMinutes: 90,
  });
  await put(API.saveAssessmentStations, { sessionId: session.sessionId, stations: [{ roomId, name: '1 号工位' }] });
  await put(API.saveAssessmentPanel, {
    sessionId: session.sessionId,
    examiners: examiners.map((one, index) => ({ userId: one.userId, chief: index === 3 ? 1 : 0 })),
  });
  await post(API.publishAssessmentSession, { sessionId: session.sessionId });
  const allocations = await callWithToken<AssessmentAllocation[]>(
    request,
    admin,
    API.listAssessmentAllocation,
    { sessionId: String(session.sessionId) },
    'GET',
  );
  return { session, examiners, allocations, classId, candidates };
}

/** One examiner's whole sheet through the API, then their submit. */
async function scoreByApi(
  request: APIRequestContext,
  token: string,
  allocationId: number,
  points: { A1: number; A2: number; B: number; veto?: string },
) {
  for (const [itemKey, awarded, full] of [
    ['A1', points.A1, 20],
    ['A2', points.A2, 20],
    ['B', points.B, 60],
  ] as const)
    await callWithToken(request, token, API.saveAssessmentScore, {
      allocationId,
      itemKey,
      seq: 1,
      awarded,
      reason: awarded < full ? '操作不规范' : '',
    });
  await callWithToken(request, token, API.saveAssessmentScore, {
    allocationId,
    itemKey: 'V',
    seq: 1,
    veto: points.veto ? 1 : 0,
    note: points.veto ?? '',
  });
  await callWithToken(request, token, API.submitAssessmentScores, { allocationId });
}

async function openAs(browser: Browser, baseURL: string, token: string, viewport = TABLET) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport, reducedMotion: 'reduce' });
  await context.addCookies([
    { name: TOKEN_COOKIE, value: token, url: baseURL },
    { name: 'language', value: 'zh', url: baseURL },
  ]);
  return { context, page: await context.newPage() };
}

const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

test('three examiners score on a tablet (one offline for a while), a flagged spread is decided and confirmed, and the board shows the practical failed', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await signInByApi(request, 'admin');
  const { examiners, allocations, session, candidates } = await seedSession(request, admin);
  const [first, second, third, chief] = examiners as [
    (typeof examiners)[0],
    (typeof examiners)[0],
    (typeof examiners)[0],
    (typeof examiners)[0],
  ];
  const wang = allocations.find((one) => one.name === '王丽')!;
  const zhang = allocations.find((one) => one.name === '张波')!;
  await scoreByApi(request, first.token, wang.allocationId, { A1: 20, A2: 20, B: 60 });
  await scoreByApi(request, second.token, wang.allocationId, { A1: 20, A2: 20, B: 55 });
  await scoreByApi(request, first.token, zhang.allocationId, { A1: 20, A2: 20, B: 50, veto: '未佩戴护目镜施焊' });
  await scoreByApi(request, second.token, zhang.allocationId, { A1: 10, A2: 10, B: 30 });
  await scoreByApi(request, third.token, zhang.allocationId, { A1: 15, A2: 15, B: 20 });

  // The third examiner scores 王丽 on a tablet; the network drops halfway.
  const tablet = await openAs(page.context().browser()!, baseURL!, third.token);
  const sheet = tablet.page;
  await sheet.goto('/assessmentManage/score');
  await sheet.getByRole('button', { name: '王丽' }).click();
  await expect(sheet.getByText('评分已全部保存')).toBeVisible();
  await sheet
    .locator('[data-item="A1"]')
    .getByRole('button', { name: /满\s*分/ })
    .click();
  await expect(sheet.locator('[data-item="A1"]').getByText('已保存')).toBeVisible();
  await tablet.context.setOffline(true);
  await sheet
    .locator('[data-item="A2"]')
    .getByRole('button', { name: /满\s*分/ })
    .click();
  await sheet.getByRole('spinbutton', { name: 'B 得分' }).fill('30');
  await sheet.getByRole('textbox', { name: 'B 扣分原因' }).fill('焊缝不均匀，有气孔');
  await sheet.locator('[data-item="V"]').getByText('无违规').click();
  await expect(sheet.getByText('网络已断开')).toBeVisible();
  await expect(sheet.getByRole('button', { name: '提交评分' })).toBeDisabled();
  await sheet.screenshot({ path: `${SHOTS}/scoring-offline-1024.png`, fullPage: true });
  await tablet.context.setOffline(false);
  await expect(sheet.getByText('评分已全部保存')).toBeVisible({ timeout: 60_000 });
  await sheet.screenshot({ path: `${SHOTS}/scoring-1024.png`, fullPage: true });
  await sheet.getByRole('button', { name: '提交评分' }).click();
  await sheet.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(sheet.getByText('其他考评员')).toBeVisible();
  await expect(sheet.getByText('考评员甲: 100')).toBeVisible();
  await sheet.setViewportSize({ width: 1440, height: 900 });
  await twoFrames(sheet);
  await sheet.screenshot({ path: `${SHOTS}/scoring-1440.png`, fullPage: true });
  await tablet.context.close();

  // The chief examiner decides both flags and confirms the session.
  const desk = await openAs(page.context().browser()!, baseURL!, chief.token, { width: 1440, height: 900 });
  const board = desk.page;
  await board.goto('/assessmentManage/results');
  await board.locator('.ant-select', { has: board.getByRole('combobox', { name: '考核场次' }) }).click();
  await board.getByTitle(new RegExp(session.name)).click();
  const wangRow = board.getByRole('row', { name: /王丽/ });
  await expect(wangRow).toContainText('88.3');
  await expect(wangRow).toContainText('分差过大');
  await board.screenshot({ path: `${SHOTS}/results-flagged-1440.png`, fullPage: true });
  await board.getByRole('button', { name: '确认成绩' }).click();
  await board.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(board.getByText('还有 2 个被标记的成绩等待考评组长裁定。')).toBeVisible();
  for (const name of ['王丽', '张波']) {
    await board
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: /裁\s*定/ })
      .click();
    await board.getByRole('textbox', { name: '裁定意见（考评组长核查情况）' }).fill('已复核工件，维持考评组成绩');
    await board
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect(board.getByRole('row', { name: new RegExp(name) })).toContainText('已裁定');
  }
  await board.getByRole('button', { name: '确认成绩' }).click();
  await board.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(board.getByText('成绩已确认')).toBeVisible();
  const combined = board.locator('.kx-assess-combined');
  const zhangRow = combined.getByRole('row', { name: /张波/ });
  await expect(zhangRow).toContainText('33.3');
  await expect(zhangRow).toContainText('不合格');
  await expect(zhangRow).toContainText('操作技能考核');
  await board.screenshot({ path: `${SHOTS}/results-confirmed-1440.png`, fullPage: true });
  await board.setViewportSize(TABLET);
  await twoFrames(board);
  await board.screenshot({ path: `${SHOTS}/results-confirmed-1024.png`, fullPage: true });
  await desk.context.close();

  // 张波 sees where and when he was assessed, and that the practical part failed.
  const own = await openAs(page.context().browser()!, baseURL!, await signInByApi(request, candidates[1]!, USER_TYPE.STUDENT), {
    width: 390,
    height: 844,
  });
  await own.page.goto('/kaoshi');
  await own.page.getByRole('button', { name: '我的操作技能考核' }).click();
  await expect(own.page.getByText('33.3 · 不合格')).toBeVisible();
  await expect(own.page.getByText(/焊接车间 · 工位 1 号工位/)).toBeVisible();
  await own.page.screenshot({ path: `${SHOTS}/kaoshi-assessment-390.png`, fullPage: true });
  await own.context.close();
});
