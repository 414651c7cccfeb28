import { API, type PaperDetail, STATUS } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { data, insertPublication, storedAnswers, storedAttempt, storedPaper } from '../attempts/test/attempt-fixture.js';
import type { FrozenPaper } from '../exam-core/index.js';
import { type MarkingContext, sit, startMarkingTest, taskExam } from './test/marking-fixture.js';

describe.each(DATABASES)('correcting an answer key on %s', (kind) => {
  let c: MarkingContext;
  beforeAll(async () => {
    c = await startMarkingTest(kind);
  });
  afterAll(() => c.t.close());

  it('re-scores every attempt that used the question, with a log of old and new scores', async () => {
    const { single, multiple, link } = c.bank;
    const [alice, bruno, chen, dana] = c.candidates;
    const objective = await insertPublication(c, { paperId: c.papers.objective });
    const withTask = await taskExam(c);
    // Objective paper (pass 6): Alice B (the old key) + multiple right = 6, passed; Bruno C + multiple right = 4, failed.
    const a = (await sit(alice!, objective, { [single[0]!]: ['B'], [multiple[0]!]: ['A', 'C'] })).attemptId;
    const b = (await sit(bruno!, objective, { [single[0]!]: ['C'], [multiple[0]!]: ['A', 'C'] })).attemptId;
    // Task paper: Chen C, task marked 5 → final 5, failed. Dana is still writing.
    const ch = (await sit(chen!, withTask, { [single[0]!]: ['C'], [link[0]!]: 'done' })).attemptId;
    data(await c.calls.hold(c.examiner, ch));
    expect(data(await c.calls.score(c.examiner, ch, link[0]!, 5))).toMatchObject({ finalScore: 5, passed: 1 });
    const open = data(await dana!.api.start(withTask));
    data(await dana!.api.save(open.attemptId, single[0]!, 1, { choices: ['C'] }));
    // Using the question but not answering it: re-scored, unchanged. A paper without it: untouched.
    const unanswered = (await sit(alice!, withTask, { [single[1]!]: ['B'] })).attemptId;
    const payload = {
      courseId: c.chain.course.courseId,
      name: 'Other theory',
      mode: 'fixed',
      passScore: 6,
      durationMinutes: 30,
      items: [{ questionId: single[2]!, score: 10 }],
      shuffleQuestions: 0,
      shuffleOptions: 0,
    };
    const otherPaper = expectOk(await c.t.call<PaperDetail>({ method: 'POST', url: API.addPaper, token: c.admin, payload }), 'addPaper');
    const other = (await sit(bruno!, await insertPublication(c, { paperId: otherPaper.paperId }), { [single[2]!]: ['B'] })).attemptId;
    const untouched = await storedAttempt(c, other);

    const correction = data(await c.calls.correctKey(c.examiner, single[0]!, ['C'], 'Option C is the standard'));
    expect(correction).toMatchObject({ questionId: single[0], oldAnswer: ['B'], newAnswer: ['C'] });
    expect(correction.attempts).toEqual([
      { attemptId: a, studentId: alice!.studentId, oldScore: 6, newScore: 4, oldPassed: 0, newPassed: 1 },
      { attemptId: b, studentId: bruno!.studentId, oldScore: 4, newScore: 6, oldPassed: 1, newPassed: 0 },
      { attemptId: ch, studentId: chen!.studentId, oldScore: 5, newScore: 7, oldPassed: 1, newPassed: 0 },
      { attemptId: unanswered, studentId: alice!.studentId, oldScore: 2, newScore: 2, oldPassed: null, newPassed: null },
    ]);
    const bank = await c.t.app.db.selectFrom('questions').select('answer').where('id', '=', single[0]!).executeTakeFirstOrThrow();
    expect(bank.answer).toBe('C');
    expect(await storedAttempt(c, a)).toMatchObject({ objectiveScore: 4, finalScore: 4, passed: 1, gradingState: 2 });
    expect(await storedAttempt(c, ch)).toMatchObject({ objectiveScore: 2, manualScore: 5, finalScore: 7, passed: 0, gradingState: 2 });
    expect(await storedAnswers(c, b)).toContainEqual(expect.objectContaining({ questionId: single[0], score: 2 }));
    const frozenKey = (paper: FrozenPaper) => paper.find((question) => question.questionId === single[0])!.answer;
    expect(frozenKey(await storedPaper(c, a))).toEqual(['C']);
    expect(data(await c.calls.sheet(c.examiner, b)).questions.find((question) => question.questionId === single[0])).toMatchObject({
      answer: ['C'],
      earned: 2,
    });
    expect(await storedAttempt(c, other)).toEqual(untouched);

    const log = await c.t.app.db.selectFrom('rescoreLog').selectAll().orderBy('attemptId').execute();
    expect(log.map((row) => [row.attemptId, row.oldAnswer, row.newAnswer, row.oldScore, row.newScore, row.reason])).toEqual([
      [a, 'B', 'C', 6, 4, 'Option C is the standard'],
      [b, 'B', 'C', 4, 6, 'Option C is the standard'],
      [ch, 'B', 'C', 5, 7, 'Option C is the standard'],
      [unanswered, 'B', 'C', 2, 2, 'Option C is the standard'],
    ]);

    const entries = data(await c.calls.rescoreLog(c.examiner, single[0]!));
    expect(entries.map((entry) => entry.attemptId)).toEqual([unanswered, ch, b, a]);
    expect(entries[3]).toMatchObject({
      studentName: alice!.name,
      username: alice!.username,
      oldAnswer: ['B'],
      newAnswer: ['C'],
      oldScore: 6,
      newScore: 4,
      oldPassed: 0,
      newPassed: 1,
    });
    expect(entries[3]!.actorName).not.toBe('');
    expect((await c.calls.rescoreLog(alice!.token, single[0]!)).status).toBe(STATUS.FORBIDDEN);

    // The open attempt carries the new key and is scored with it at submission.
    data(await dana!.api.submit(open.attemptId));
    expect(await storedAttempt(c, open.attemptId)).toMatchObject({ objectiveScore: 2, gradingState: 0 });
  });

  it('checks the new key against the question', async () => {
    const { single, multiple, link } = c.bank;
    expect((await c.calls.correctKey(c.examiner, link[0]!, ['A'])).status).toBe(STATUS.BAD_REQUEST);
    expect((await c.calls.correctKey(c.examiner, single[2]!, ['F'])).status).toBe(STATUS.BAD_REQUEST);
    expect((await c.calls.correctKey(c.examiner, single[2]!, ['A', 'B'])).status).toBe(STATUS.BAD_REQUEST);
    expect((await c.calls.correctKey(c.examiner, single[2]!, [])).status).toBe(STATUS.BAD_REQUEST);
    expect((await c.calls.correctKey(c.examiner, single[2]!, ['A'], '')).status).toBe(STATUS.BAD_REQUEST);
    expect((await c.calls.correctKey(c.examiner, 999_999, ['A'])).status).toBe(STATUS.NOT_FOUND);
    expect(data(await c.calls.correctKey(c.examiner, multiple[1]!, ['D', 'B']))).toEqual({
      questionId: multiple[1],
      oldAnswer: ['A', 'C'],
      newAnswer: ['B', 'D'],
      attempts: [],
    });
  });
});
