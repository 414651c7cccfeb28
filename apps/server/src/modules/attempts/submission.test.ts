import { ANSWER_GRACE_MS } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptTopic } from '../../lib/live-hub.js';
import { DATABASES } from '../../test/harness.js';
import {
  data,
  EXAM_DAY,
  type ExamContext,
  insertPublication,
  MINUTE,
  startExamTest,
  storedAnswers,
  storedAttempt,
} from './attempt-fixture.js';
import { sweepDeadlines } from './deadline-sweep.js';
import { finishAttempt } from './submission.js';

describe.each(DATABASES)('submitting on %s', (kind) => {
  let c: ExamContext;
  beforeAll(async () => {
    c = await startExamTest(kind);
  });
  afterAll(() => c.t.close());

  /** What the live channel hears on the attempt's topic. */
  function listen(attemptId: number) {
    const heard: object[] = [];
    c.t.app.live.subscribe(attemptTopic(attemptId), (message) => heard.push(message));
    return heard;
  }

  it('scores at submission: exact key for full points, no partial credit for multiple choice', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const session = data(await c.alice.api.start(await insertPublication(c, { paperId: c.papers.objective })));
    const { single, multiple, trueFalse } = c.bank;
    await c.alice.api.save(session.attemptId, single[0]!, 1, { choices: ['B'] });
    await c.alice.api.save(session.attemptId, single[1]!, 1, { choices: [] });
    await c.alice.api.save(session.attemptId, multiple[0]!, 1, { choices: ['A'] });
    await c.alice.api.save(session.attemptId, trueFalse[0]!, 1, { choices: ['A'] });
    await c.alice.api.submit(session.attemptId);
    expect((await storedAnswers(c, session.attemptId)).map((answer) => [answer.questionId, answer.score])).toEqual(
      [
        [single[0], 2],
        [single[1], 0],
        [multiple[0], 0],
        [trueFalse[0], 2],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    expect(await storedAttempt(c, session.attemptId)).toMatchObject({
      status: 0,
      objectiveScore: 4,
      gradingState: 2,
      finalScore: 4,
      passed: 1,
    });
  });

  it('leaves external-link tasks to the examiner: not scored, not graded, no final score', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const session = data(await c.alice.api.start(await insertPublication(c, { paperId: c.papers.withTask })));
    await c.alice.api.save(session.attemptId, c.bank.link[0]!, 1, { text: 'Task done' });
    await c.alice.api.save(session.attemptId, c.bank.multiple[0]!, 1, { choices: ['C', 'A'] });
    await c.alice.api.submit(session.attemptId);
    // A row per question of the paper with its maximum: the unanswered ones with nothing chosen and 0 points, the task unscored.
    const { single, multiple, trueFalse, link } = c.bank;
    const expected = [
      { questionId: single[0], choices: '', seq: 0, score: 0, maxScore: 2 },
      { questionId: single[1], choices: '', seq: 0, score: 0, maxScore: 2 },
      { questionId: multiple[0], choices: 'A,C', seq: 1, score: 4, maxScore: 4 },
      { questionId: trueFalse[0], choices: '', seq: 0, score: 0, maxScore: 2 },
      { questionId: link[0], text: 'Task done', seq: 1, score: null, maxScore: 10 },
    ];
    expect(await storedAnswers(c, session.attemptId)).toMatchObject(expected.sort((a, b) => a.questionId! - b.questionId!));
    expect(await storedAttempt(c, session.attemptId)).toMatchObject({ objectiveScore: 4, gradingState: 0, finalScore: null, passed: null });
  });

  it('is idempotent: a second submit returns the same acknowledgement and changes nothing', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const session = data(await c.alice.api.start(await insertPublication(c, { paperId: c.papers.objective })));
    const heard = listen(session.attemptId);
    await c.alice.api.save(session.attemptId, c.bank.single[0]!, 1, { choices: ['B'] });
    const first = data(await c.alice.api.submit(session.attemptId));
    const stored = await storedAttempt(c, session.attemptId);
    c.clock.advance(MINUTE);
    expect(data(await c.alice.api.submit(session.attemptId))).toEqual(first);
    expect(await finishAttempt(c.t.app, session.attemptId, 'proctor')).toBeNull();
    expect(await storedAttempt(c, session.attemptId)).toEqual(stored);
    expect(heard).toEqual([{ type: 'submitted', status: 0 }]);
  });

  it('submits at the deadline on the server, keeping and scoring every answer (status 5)', async () => {
    c.clock.set(EXAM_DAY);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective });
    const late = data(await c.alice.api.start(publicationId));
    c.clock.set(EXAM_DAY + 20 * MINUTE);
    const later = data(await c.bruno.api.start(publicationId));
    const heard = listen(late.attemptId);
    await c.alice.api.save(late.attemptId, c.bank.single[0]!, 1, { choices: ['B'] });
    await c.alice.api.save(late.attemptId, c.bank.trueFalse[0]!, 1, { choices: ['B'] });

    // Within the grace nothing is swept: a save may still be in flight.
    c.clock.set(late.deadlineAt + ANSWER_GRACE_MS);
    expect(await sweepDeadlines(c.t.app)).toBe(0);
    c.clock.set(late.deadlineAt + ANSWER_GRACE_MS + 1);
    expect(await sweepDeadlines(c.t.app)).toBe(1);
    expect(await storedAttempt(c, late.attemptId)).toMatchObject({
      status: 5,
      submittedAt: late.deadlineAt + ANSWER_GRACE_MS + 1,
      objectiveScore: 2,
      finalScore: 2,
    });
    // The two unanswered questions got their rows (nothing chosen) with the scoring.
    expect((await storedAnswers(c, late.attemptId)).map((answer) => answer.choices).sort()).toEqual(['', '', 'B', 'B']);
    expect(heard).toEqual([{ type: 'submitted', status: 5 }]);
    // Bruno, who started later, is still sitting; a second sweep finds nothing more.
    expect((await storedAttempt(c, later.attemptId)).status).toBe(2);
    expect(await sweepDeadlines(c.t.app)).toBe(0);
    // Alice's page, reopened after the sweep, shows the attempt expired with her answers.
    const after = data(await c.alice.api.session(late.attemptId));
    expect(after).toMatchObject({ status: 5 });
    expect(after.answers).toHaveLength(2);
    expect(data(await c.alice.api.submit(late.attemptId)).status).toBe(5);
  });

  it('reports a submit arriving after the grace as expired', async () => {
    c.clock.set(EXAM_DAY);
    const session = data(await c.alice.api.start(await insertPublication(c, { paperId: c.papers.objective })));
    c.clock.set(session.deadlineAt + ANSWER_GRACE_MS + 1_000);
    expect(data(await c.alice.api.submit(session.attemptId)).status).toBe(5);
  });
});
