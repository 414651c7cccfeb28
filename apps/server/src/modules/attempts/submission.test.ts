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
  scoringDone,
  startExamTest,
  storedAnswers,
  storedAttempt,
} from './test/attempt-fixture.js';
import { sweepDeadlines } from './deadline-sweep.js';
import { scoreEndedAttempts, scoreQueue, scoreUnscored } from './score-queue.js';
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

  it('acknowledges once the attempt is ended, and scores it right after, off the request path', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const session = data(await c.alice.api.start(await insertPublication(c, { paperId: c.papers.objective })));
    await c.alice.api.save(session.attemptId, c.bank.single[0]!, 1, { choices: ['B'] });
    const queue = scoreQueue(c.t.app);
    queue.pause();
    try {
      const ack = data(await c.alice.api.submitOnly(session.attemptId));
      expect(ack).toEqual({ attemptId: session.attemptId, status: 0, submittedAt: EXAM_DAY + 5 * MINUTE, result: null });
      // Durably ended, its answer kept, nothing scored yet: no result shown, not a 0.
      expect(await storedAttempt(c, session.attemptId)).toMatchObject({
        status: 0,
        submittedAt: EXAM_DAY + 5 * MINUTE,
        scoredAt: null,
        objectiveScore: null,
        gradingState: null,
      });
      expect((await storedAnswers(c, session.attemptId)).map((answer) => [answer.choices, answer.score])).toEqual([['B', null]]);
      const listed = data(await c.alice.api.myExams()).exams.find((exam) => exam.attemptId === session.attemptId);
      expect(listed).toMatchObject({ status: 0, result: null });
      expect(queue.has(session.attemptId)).toBe(true);
    } finally {
      queue.resume();
    }
    await scoringDone(c.t);
    expect(await storedAttempt(c, session.attemptId)).toMatchObject({
      status: 0,
      scoredAt: EXAM_DAY + 5 * MINUTE,
      objectiveScore: 2,
      gradingState: 2,
      finalScore: 2,
      passed: 1,
    });
    expect(await storedAnswers(c, session.attemptId)).toHaveLength(4);
    const listed = data(await c.alice.api.myExams()).exams.find((exam) => exam.attemptId === session.attemptId);
    expect(listed?.result).toEqual({ score: 2, totalScore: 10, passScore: 6, passed: 1, pending: false });
  });

  it('scores an attempt exactly once: the queue, the sweep and a repeat find it scored', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const session = data(await c.alice.api.start(await insertPublication(c, { paperId: c.papers.objective })));
    await c.alice.api.save(session.attemptId, c.bank.single[0]!, 1, { choices: ['B'] });
    const queue = scoreQueue(c.t.app);
    queue.pause();
    try {
      await c.alice.api.submitOnly(session.attemptId);
      // The sweep leaves what this instance's queue holds to the queue.
      expect(await scoreUnscored(c.t.app)).toBe(0);
      // Another scorer (as another instance would) claims it first; the queue then finds it scored.
      expect(await scoreEndedAttempts(c.t.app, [session.attemptId])).toBe(1);
      expect(await scoreEndedAttempts(c.t.app, [session.attemptId])).toBe(0);
    } finally {
      queue.resume();
    }
    await scoringDone(c.t);
    expect(await storedAttempt(c, session.attemptId)).toMatchObject({ objectiveScore: 2, finalScore: 2 });
    expect(await scoreUnscored(c.t.app)).toBe(0);
  });

  it('scores at once an attempt a crash left ended but unscored, when its candidate submits again', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const session = data(await c.alice.api.start(await insertPublication(c, { paperId: c.papers.objective })));
    await c.alice.api.save(session.attemptId, c.bank.single[0]!, 1, { choices: ['B'] });
    // Ended without queueing, as when the process died between the submit's commit and its scoring.
    expect(await finishAttempt(c.t.app, session.attemptId, 'candidate', { queue: false })).toBe(0);
    const queue = scoreQueue(c.t.app);
    expect(queue.has(session.attemptId)).toBe(false);
    queue.pause();
    try {
      const ack = data(await c.alice.api.submitOnly(session.attemptId));
      expect(ack).toMatchObject({ status: 0, result: null });
      expect(queue.has(session.attemptId)).toBe(true);
    } finally {
      queue.resume();
    }
    await scoringDone(c.t);
    expect(await storedAttempt(c, session.attemptId)).toMatchObject({ status: 0, objectiveScore: 2, finalScore: 2 });
  });

  it('is idempotent: a second submit reports the same submission (with its result once scored) and changes nothing', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const session = data(await c.alice.api.start(await insertPublication(c, { paperId: c.papers.objective })));
    const heard = listen(session.attemptId);
    await c.alice.api.save(session.attemptId, c.bank.single[0]!, 1, { choices: ['B'] });
    const first = data(await c.alice.api.submit(session.attemptId));
    // Acknowledged before scoring: no result yet. Once scored (the fixture's submit waited), a
    // repeat reports the same submission with its result, and a third the very same again.
    expect(first.result).toBeNull();
    const stored = await storedAttempt(c, session.attemptId);
    c.clock.advance(MINUTE);
    const second = data(await c.alice.api.submit(session.attemptId));
    expect(second).toEqual({ ...first, result: { score: 2, totalScore: 10, passScore: 6, passed: 1, pending: false } });
    expect(data(await c.alice.api.submit(session.attemptId))).toEqual(second);
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
