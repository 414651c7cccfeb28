import { API, EXAM_STATUS, type MarkingCandidate, PERMISSION, STATUS } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { fetchRaw, readXlsx, teacherWith } from '../../test/org.js';
import { withQuery } from '../../test/fixtures.js';
import { data, EXAM_DAY, insertPublication, MINUTE } from '../attempts/test/attempt-fixture.js';
import { type MarkingContext, sit, startMarkingTest, taskExam } from './test/marking-fixture.js';

describe.each(DATABASES)('the marking list and answer sheet on %s', (kind) => {
  let c: MarkingContext;
  let publicationId: number;
  let aliceAttempt: number;
  beforeAll(async () => {
    c = await startMarkingTest(kind);
    publicationId = await taskExam(c);
    const { single, multiple, trueFalse, link } = c.bank;
    // Alice: every objective answer right (10 of 10); Bruno: one single choice right (2); Chen not started; Dana still writing.
    aliceAttempt = (
      await sit(c.alice, publicationId, {
        [single[0]!]: ['B'],
        [single[1]!]: ['B'],
        [multiple[0]!]: ['A', 'C'],
        [trueFalse[0]!]: ['A'],
        [link[0]!]: 'Weld done',
      })
    ).attemptId;
    await sit(c.bruno, publicationId, { [single[0]!]: ['B'], [multiple[0]!]: ['A'] });
    data(await c.candidates[3]!.api.start(publicationId));
  });
  afterAll(() => c.t.close());

  const names = (rows: MarkingCandidate[]) => rows.map((row) => row.name);
  const list = async (query: Record<string, string | number> = {}) => data(await c.calls.list(c.examiner, { publicationId, ...query }));

  it('lists every candidate of the batches, those without an attempt with status 3, outsiders not at all', async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect(names(page.list)).toEqual(['Alice Arcwelder', 'Bruno Brazier', 'Chen Cutter', 'Dana Driller']);
    expect(page.list[0]).toMatchObject({
      attemptId: aliceAttempt,
      status: EXAM_STATUS.SUBMITTED,
      objectiveScore: 10,
      manualScore: null,
      gradingState: 0,
      finalScore: null,
      passed: null,
      gradingBy: null,
    });
    expect(page.list[0]!.submittedAt).toBe(c.clock.now());
    expect(page.list[1]).toMatchObject({ objectiveScore: 2 });
    // The window (09:00–11:00) is open: Chen has not started yet, he is not absent.
    expect(page.list[2]).toMatchObject({
      attemptId: null,
      status: EXAM_STATUS.NOT_STARTED,
      absent: false,
      objectiveScore: null,
      className: 'Welders 2030',
    });
    expect(page.list.map((row) => row.absent)).toEqual([false, false, false, false]);
    expect(page.list[3]).toMatchObject({ status: EXAM_STATUS.IN_PROGRESS });
  });

  it('filters by status, grading state and keyword, sorts and pages', async () => {
    expect(names((await list({ status: 3 })).list)).toEqual(['Chen Cutter']);
    expect(names((await list({ status: 0 })).list)).toEqual(['Alice Arcwelder', 'Bruno Brazier']);
    expect(names((await list({ gradingState: 0 })).list)).toEqual(['Alice Arcwelder', 'Bruno Brazier']);
    expect((await list({ gradingState: 2 })).total).toBe(0);
    expect((await list({ passed: 0 })).total).toBe(0);
    expect(names((await list({ keyword: 'bruno' })).list)).toEqual(['Bruno Brazier']);
    expect(names((await list({ sortField: 'objectiveScore', sortOrder: 'descend', status: 0 })).list)).toEqual([
      'Alice Arcwelder',
      'Bruno Brazier',
    ]);
    const second = await list({ page: 2, limit: 3 });
    expect({ total: second.total, names: names(second.list) }).toEqual({ total: 4, names: ['Dana Driller'] });
    expect((await c.calls.list(c.examiner, { publicationId: 999_999 })).status).toBe(STATUS.NOT_FOUND);
    expect((await c.calls.list(c.examiner, { publicationId, gradingState: 7 })).status).toBe(STATUS.BAD_REQUEST);
  });

  it("exports the same filtered list with headers in the reader's language", async () => {
    const raw = await fetchRaw(c.t, withQuery(API.exportMarkingCandidates, { publicationId }), c.examiner, 'zh');
    expect(raw.status).toBe(200);
    const rows = await readXlsx(raw.body);
    expect(rows[0]!.slice(3, 5)).toEqual(['状态', '客观题得分']);
    expect(rows).toHaveLength(5);
    expect(rows[1]!.slice(1, 7)).toEqual(['Alice Arcwelder', 'Welders 2030', '已交卷', 10, null, '未阅卷']);
    expect(rows[3]!.slice(3, 5)).toEqual(['未开始', null]);
    const absent = await readXlsx(
      (await fetchRaw(c.t, withQuery(API.exportMarkingCandidates, { publicationId, status: 3 }), c.examiner, 'en')).body,
    );
    expect(absent.map((row) => [row[1], row[3]])).toEqual([
      ['Name', 'Status'],
      ['Chen Cutter', 'Not started'],
    ]);
  });

  it('calls a candidate without an attempt absent once the window has closed', async () => {
    const now = c.clock.now();
    c.clock.set(EXAM_DAY + 120 * MINUTE);
    try {
      const chen = (await list({ status: 3 })).list;
      expect(chen).toEqual([expect.objectContaining({ name: 'Chen Cutter', absent: true })]);
      const rows = await readXlsx(
        (await fetchRaw(c.t, withQuery(API.exportMarkingCandidates, { publicationId, status: 3 }), c.examiner, 'zh')).body,
      );
      expect(rows[1]!.slice(1, 4)).toEqual(['Chen Cutter', 'Welders 2030', '缺考']);
    } finally {
      c.clock.set(now);
    }
  });

  it("shows the answer sheet in the candidate's frozen order with keys, answers and scores", async () => {
    const shuffled = await insertPublication(c, { paperId: c.papers.objective });
    const { single } = c.bank;
    const { attemptId, order } = await sit(c.bruno, shuffled, { [single[0]!]: ['B'], [single[1]!]: ['C'] });
    const sheet = data(await c.calls.sheet(c.examiner, attemptId));
    expect(sheet.questions.map((question) => question.questionId)).toEqual(order);
    expect(sheet).toMatchObject({
      attemptId,
      name: 'Bruno Brazier',
      objectiveScore: 2,
      gradingState: 2,
      finalScore: 2,
      passed: 1,
      hold: null,
    });
    const byId = new Map(sheet.questions.map((question) => [question.questionId, question]));
    expect(byId.get(single[0]!)).toMatchObject({ answer: ['B'], choices: ['B'], earned: 2, score: 2 });
    expect(byId.get(single[1]!)).toMatchObject({ answer: ['B'], choices: ['C'], earned: 0 });
    expect(byId.get(c.bank.trueFalse[0]!)).toMatchObject({ answer: ['A'], choices: [], earned: 0 });
    const task = data(await c.calls.sheet(c.examiner, aliceAttempt)).questions.find((question) => question.type === 3);
    expect(task).toMatchObject({
      text: 'Weld done',
      earned: null,
      comment: '',
      score: 10,
      linkUrl: expect.stringContaining('https://') as string,
    });
  });

  it('is for examiners only: a student or a teacher without MARKINGPAPERS gets 40300', async () => {
    expect((await c.calls.sheet(c.alice.token, aliceAttempt)).status).toBe(STATUS.FORBIDDEN);
    expect((await c.calls.list(c.alice.token, { publicationId })).status).toBe(STATUS.FORBIDDEN);
    expect((await c.calls.hold(c.alice.token, aliceAttempt)).status).toBe(STATUS.FORBIDDEN);
    const author = await teacherWith(c.t, c.admin, 'author-only', [PERMISSION.EXAM_MANAGE]);
    expect((await c.calls.sheet(author, aliceAttempt)).status).toBe(STATUS.FORBIDDEN);
    expect((await c.calls.correctKey(author, c.bank.single[0]!, ['A'])).status).toBe(STATUS.FORBIDDEN);
    expect((await c.calls.sheet(c.examiner, 999_999)).status).toBe(STATUS.NOT_FOUND);
  });
});
