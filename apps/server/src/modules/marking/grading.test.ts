import { API, MARKING_HOLD_MS, STATUS } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { data, EXAM_DAY, MINUTE, storedAnswers, storedAttempt } from '../attempts/test/attempt-fixture.js';
import { type MarkingContext, sit, startMarkingTest, taskExam } from './test/marking-fixture.js';

describe.each(DATABASES)('grading external-link tasks on %s', (kind) => {
  let c: MarkingContext;
  beforeAll(async () => {
    c = await startMarkingTest(kind);
  });
  afterAll(() => c.t.close());

  /** Alice sits the task paper with every objective answer right (10) and a text for the task. */
  async function submitted(fields: Parameters<typeof taskExam>[1] = {}) {
    const publicationId = await taskExam(c, fields);
    const { single, multiple, trueFalse, link } = c.bank;
    const answers = {
      [single[0]!]: ['B'],
      [single[1]!]: ['B'],
      [multiple[0]!]: ['A', 'C'],
      [trueFalse[0]!]: ['A'],
      [link[0]!]: 'Weld photos uploaded',
    };
    return { publicationId, attemptId: (await sit(c.alice, publicationId, answers)).attemptId };
  }
  const task = () => c.bank.link[0]!;

  it('holds an attempt for one examiner: the other is told who, until the hold expires and can be taken over', async () => {
    const { publicationId, attemptId } = await submitted();
    const listed = async (gradingState: number) =>
      data(await c.calls.list(c.examiner, { publicationId, gradingState })).list.map((row) => row.attemptId);
    const held = data(await c.calls.hold(c.examiner, attemptId));
    expect(held).toMatchObject({ gradingState: 1, hold: { expiresAt: c.clock.now() + MARKING_HOLD_MS } });
    const examinerName = held.hold!.examinerName;
    expect((await storedAttempt(c, attemptId)).gradingState).toBe(1);

    const refused = await c.calls.hold(c.second, attemptId);
    expect(refused.status).toBe(STATUS.CONFLICT);
    expect(refused.message).toContain(examinerName);
    expect((await c.calls.score(c.second, attemptId, task(), 5)).status).toBe(STATUS.CONFLICT);
    expect((await c.calls.release(c.second, attemptId)).status).toBe(STATUS.CONFLICT);
    expect(data(await c.calls.sheet(c.second, attemptId)).hold).toMatchObject({ examinerName });
    // Holding again renews one's own hold.
    c.clock.advance(MINUTE);
    expect(data(await c.calls.hold(c.examiner, attemptId)).hold!.expiresAt).toBe(c.clock.now() + MARKING_HOLD_MS);

    expect(await listed(1)).toEqual([attemptId]);
    c.clock.advance(MARKING_HOLD_MS);
    expect(data(await c.calls.sheet(c.second, attemptId)).hold).toBeNull();
    // A lapsed hold reads as not graded in the list.
    expect({ grading: await listed(1), waiting: await listed(0) }).toEqual({ grading: [], waiting: [attemptId] });
    const takenOver = data(await c.calls.hold(c.second, attemptId));
    expect(takenOver.hold!.examinerName).not.toBe(examinerName);
    expect((await c.calls.score(c.examiner, attemptId, task(), 5)).status).toBe(STATUS.CONFLICT);

    // Releasing frees it at once; the list still names the last examiner; not graded again.
    expect(data(await c.calls.release(c.second, attemptId))).toMatchObject({ hold: null, gradingState: 0 });
    expect((await c.calls.score(c.second, attemptId, task(), 5)).status).toBe(STATUS.CONFLICT);
    const row = data(await c.calls.list(c.examiner, { publicationId })).list.find((r) => r.attemptId === attemptId);
    expect(row).toMatchObject({ gradingState: 0, gradingBy: takenOver.hold!.examinerName });
    expect(data(await c.calls.hold(c.examiner, attemptId)).hold!.examinerName).toBe(examinerName);
  });

  it('refuses an attempt still being written', async () => {
    const publicationId = await taskExam(c);
    const session = data(await c.bruno.api.start(publicationId));
    expect((await c.calls.hold(c.examiner, session.attemptId)).status).toBe(STATUS.CONFLICT);
  });

  it("takes scores for tasks only, from 0 to the question's maximum in steps of 0.5", async () => {
    const { attemptId } = await submitted();
    data(await c.calls.hold(c.examiner, attemptId));
    // Over the maximum or negative: refused with a message naming the range, in the reader's language; nothing stored.
    for (const score of [12, 10.5, -1]) {
      const refused = await c.calls.score(c.examiner, attemptId, task(), score);
      expect(refused, String(score)).toMatchObject({
        status: STATUS.BAD_REQUEST,
        message: 'The score for this question must be between 0 and 10; nothing was saved.',
      });
    }
    const { body: zh } = await c.t.call({
      method: 'POST',
      url: API.scoreAnswer,
      token: c.examiner,
      payload: { attemptId, questionId: task(), score: 12, comment: '' },
      lang: 'zh',
    });
    expect(zh.message).toBe('该题得分须在 0 到 10 分之间，未保存。');
    expect(await c.t.app.db.selectFrom('markingScores').selectAll().where('attemptId', '=', attemptId).execute()).toEqual([]);
    expect((await c.calls.score(c.examiner, attemptId, task(), 2.25)).status).toBe(STATUS.BAD_REQUEST);
    expect((await c.calls.score(c.examiner, attemptId, c.bank.single[0]!, 1)).status).toBe(STATUS.BAD_REQUEST);
    expect((await c.calls.score(c.examiner, attemptId, c.bank.single[5]!, 1)).status).toBe(STATUS.BAD_REQUEST);
    expect((await storedAttempt(c, attemptId)).manualScore).toBeNull();
    expect(data(await c.calls.score(c.examiner, attemptId, task(), 0))).toMatchObject({ gradingState: 2, manualScore: 0, finalScore: 10 });
  });

  it('grades once every task is scored: final = objective + manual, pass flag, visible to the candidate', async () => {
    const { publicationId, attemptId } = await submitted();
    const mine = async () => data(await c.alice.api.myExams()).exams.find((exam) => exam.publicationId === publicationId)!.result;
    expect(await mine()).toMatchObject({ score: 10, pending: true, passed: 1 });
    data(await c.calls.hold(c.examiner, attemptId));
    c.clock.advance(10 * MINUTE);
    const state = data(await c.calls.score(c.examiner, attemptId, task(), 7.5, 'Clean bead, minor spatter'));
    expect(state).toMatchObject({
      manualScore: 7.5,
      gradingState: 2,
      finalScore: 17.5,
      passed: 0,
      hold: { expiresAt: c.clock.now() + MARKING_HOLD_MS },
    });
    expect(await storedAnswers(c, attemptId)).toContainEqual(expect.objectContaining({ questionId: task(), score: 7.5 }));
    const sheet = data(await c.calls.sheet(c.examiner, attemptId));
    expect(sheet.questions.find((question) => question.questionId === task())).toMatchObject({
      earned: 7.5,
      comment: 'Clean bead, minor spatter',
    });
    expect(await mine()).toEqual({ score: 17.5, totalScore: 20, passScore: 6, passed: 0, pending: false });
    // A correction while held re-grades; releasing keeps it graded.
    expect(data(await c.calls.score(c.examiner, attemptId, task(), 0))).toMatchObject({ finalScore: 10, passed: 0 });
    expect(data(await c.calls.release(c.examiner, attemptId))).toMatchObject({ gradingState: 2, finalScore: 10 });
    expect(data(await c.calls.list(c.examiner, { publicationId, passed: 0 })).list.map((row) => row.attemptId)).toEqual([attemptId]);
  });

  it('shows a graded result only when the publication allows it (after the window closes)', async () => {
    const { publicationId, attemptId } = await submitted({ resultVisibility: 'afterClose' });
    data(await c.calls.hold(c.examiner, attemptId));
    data(await c.calls.score(c.examiner, attemptId, task(), 4));
    const mine = async () => data(await c.alice.api.myExams()).exams.find((exam) => exam.publicationId === publicationId)!.result;
    expect(await mine()).toBeNull();
    c.clock.set(EXAM_DAY + 121 * MINUTE);
    expect(await mine()).toMatchObject({ score: 14, passed: 0, pending: false });
  });
});
