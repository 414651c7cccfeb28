import { ANSWER_GRACE_MS, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
} from './test/attempt-fixture.js';

describe.each(DATABASES)('saving answers on %s', (kind) => {
  let c: ExamContext;
  beforeAll(async () => {
    c = await startExamTest(kind);
  });
  afterAll(() => c.t.close());

  /** A fresh exam for Alice (the paper with a task), started at `at` (default 09:10): deadline 30 minutes later. */
  async function startedAt(at = EXAM_DAY + 10 * MINUTE) {
    c.clock.set(at);
    const publicationId = await insertPublication(c, { paperId: c.papers.withTask });
    return data(await c.alice.api.start(publicationId));
  }

  it('accepts a save arriving within the grace after the deadline and refuses one after it', async () => {
    const session = await startedAt();
    const [first, second] = [c.bank.single[0]!, c.bank.single[1]!];
    c.clock.set(session.deadlineAt + ANSWER_GRACE_MS - 1_000);
    expect(data(await c.alice.api.save(session.attemptId, first, 1, { choices: ['B'] })).applied).toBe(true);
    c.clock.set(session.deadlineAt + ANSWER_GRACE_MS + 1_000);
    const late = await c.alice.api.save(session.attemptId, second, 1, { choices: ['B'] });
    expect(late).toEqual({ status: STATUS.CONFLICT, message: translate('en', 'attemptClosed'), data: null });
    expect((await storedAnswers(c, session.attemptId)).map((answer) => answer.questionId)).toEqual([first]);
  });

  it('refuses late saves once the attempt is submitted, leaving the answer and the scores as they were', async () => {
    const session = await startedAt();
    const questionId = c.bank.single[0]!;
    await c.alice.api.save(session.attemptId, questionId, 1, { choices: ['B'] });
    await c.alice.api.submit(session.attemptId);
    const scored = await storedAttempt(c, session.attemptId);
    const late = await c.alice.api.save(session.attemptId, questionId, 2, { choices: ['A'] });
    expect(late.status).toBe(STATUS.CONFLICT);
    expect(translate('zh', 'attemptClosed')).toMatch(/未保存/);
    // Submission added rows for the unanswered questions (seq 0); the saved answer is as it was.
    expect((await storedAnswers(c, session.attemptId)).find((answer) => answer.questionId === questionId)).toMatchObject({
      choices: 'B',
      seq: 1,
      score: 2,
    });
    expect(await storedAttempt(c, session.attemptId)).toEqual(scored);
  });

  it('keeps the highest sequence number: a reordered older save never overwrites a newer one, a retry is acknowledged again', async () => {
    const session = await startedAt();
    const questionId = c.bank.multiple[0]!;
    expect(data(await c.alice.api.save(session.attemptId, questionId, 2, { choices: ['A', 'C'] }))).toMatchObject({
      seq: 2,
      applied: true,
    });
    expect(data(await c.alice.api.save(session.attemptId, questionId, 1, { choices: ['D'] }))).toMatchObject({ seq: 2, applied: false });
    expect(data(await c.alice.api.save(session.attemptId, questionId, 2, { choices: ['A', 'C'] }))).toMatchObject({
      seq: 2,
      applied: true,
    });
    expect(await storedAnswers(c, session.attemptId)).toMatchObject([{ questionId, choices: 'A,C', seq: 2 }]);
    expect(data(await c.alice.api.save(session.attemptId, questionId, 3, { choices: ['E'] }, true))).toMatchObject({
      seq: 3,
      applied: true,
    });
    expect(data(await c.alice.api.session(session.attemptId)).answers).toEqual([
      { questionId, choices: ['E'], text: '', seq: 3, flagged: true },
    ]);
  });

  it('refuses a different answer at the stored seq (two devices resumed at one seq) and acknowledges only an identical re-send', async () => {
    const session = await startedAt();
    const questionId = c.bank.single[0]!;
    expect(data(await c.alice.api.save(session.attemptId, questionId, 5, { choices: ['A'] }))).toMatchObject({ seq: 5, applied: true });
    expect(data(await c.alice.api.save(session.attemptId, questionId, 5, { choices: ['C'] }))).toMatchObject({ seq: 5, applied: false });
    expect(data(await c.alice.api.save(session.attemptId, questionId, 5, { choices: ['A'] }, true))).toMatchObject({
      seq: 5,
      applied: false,
    });
    expect(data(await c.alice.api.save(session.attemptId, questionId, 5, { choices: ['A'] }))).toMatchObject({ seq: 5, applied: true });
    expect(await storedAnswers(c, session.attemptId)).toMatchObject([{ questionId, choices: 'A', seq: 5, flagged: 0 }]);
  });

  it('stores concurrent saves of one question in sequence order', async () => {
    const session = await startedAt();
    const questionId = c.bank.single[1]!;
    const keys = ['A', 'B', 'C', 'D'];
    const acks = await Promise.all(keys.map((key, i) => c.alice.api.save(session.attemptId, questionId, i + 1, { choices: [key] })));
    expect(acks.every((ack) => ack.status === STATUS.OK)).toBe(true);
    expect(await storedAnswers(c, session.attemptId)).toMatchObject([{ questionId, choices: 'D', seq: 4 }]);
  });

  it('acknowledges each of many saves arriving together with its own outcome, and stores every acknowledged one', async () => {
    const session = await startedAt();
    const { single, multiple, trueFalse } = c.bank;
    const brunoSession = data(await c.bruno.api.start(session.publicationId));
    const saves = [
      c.alice.api.save(session.attemptId, single[0]!, 1, { choices: ['B'] }),
      c.alice.api.save(session.attemptId, single[5]!, 1, { choices: ['A'] }), // not on the paper
      c.bruno.api.save(session.attemptId, single[1]!, 1, { choices: ['A'] }), // another candidate's attempt
      c.alice.api.save(session.attemptId, multiple[0]!, 1, { choices: ['A', 'C'] }),
      c.bruno.api.save(brunoSession.attemptId, trueFalse[0]!, 1, { choices: ['A'] }),
      c.alice.api.save(session.attemptId, trueFalse[0]!, 1, { choices: ['A', 'B'] }), // one choice only
      c.alice.api.save(session.attemptId, single[1]!, 1, { choices: ['D'] }),
    ];
    const statuses = (await Promise.all(saves)).map((body) => body.status);
    expect(statuses).toEqual([STATUS.OK, STATUS.BAD_REQUEST, STATUS.NOT_FOUND, STATUS.OK, STATUS.OK, STATUS.BAD_REQUEST, STATUS.OK]);
    expect((await storedAnswers(c, session.attemptId)).map(({ questionId, choices }) => [questionId, choices])).toEqual(
      [
        [single[0]!, 'B'],
        [single[1]!, 'D'],
        [multiple[0]!, 'A,C'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect((await storedAnswers(c, brunoSession.attemptId)).map(({ choices }) => choices)).toEqual(['A']);
    expect((await storedAttempt(c, session.attemptId)).answeredCount).toBe(3);
  });

  it('counts answered questions as answers become given or empty (a review flag alone is not an answer)', async () => {
    const session = await startedAt();
    const count = async () => (await storedAttempt(c, session.attemptId)).answeredCount;
    const [single, task] = [c.bank.single[0]!, c.bank.link[0]!];
    await c.alice.api.save(session.attemptId, single, 1, {}, true);
    expect(await count()).toBe(0);
    await c.alice.api.save(session.attemptId, single, 2, { choices: ['C'] });
    await c.alice.api.save(session.attemptId, single, 3, { choices: ['D'] });
    await c.alice.api.save(session.attemptId, task, 1, { text: 'Uploaded to the practice site' });
    expect(await count()).toBe(2);
    await c.alice.api.save(session.attemptId, single, 4, { choices: [] });
    await c.alice.api.save(session.attemptId, single, 3, { choices: ['A'] });
    expect(await count()).toBe(1);
  });

  it('keeps the answered count true when saves of one attempt race, emptying and giving answers at once', async () => {
    const session = await startedAt();
    const questions = [c.bank.single[0]!, c.bank.single[1]!, c.bank.multiple[0]!, c.bank.trueFalse[0]!];
    // Each question gets seqs 1..4 at once, alternating given and empty: the count must match what is stored.
    const saves = questions.flatMap((questionId) =>
      [1, 2, 3, 4].map((seq) => c.alice.api.save(session.attemptId, questionId, seq, { choices: seq % 2 === 1 ? ['A'] : [] })),
    );
    expect((await Promise.all(saves)).filter((body) => body.status !== STATUS.OK)).toEqual([]);
    const stored = await storedAnswers(c, session.attemptId);
    expect(stored.map((answer) => answer.seq)).toEqual(questions.map(() => 4));
    expect((await storedAttempt(c, session.attemptId)).answeredCount).toBe(stored.filter((answer) => answer.choices !== '').length);
    await Promise.all(questions.map((questionId) => c.alice.api.save(session.attemptId, questionId, 5, { choices: ['B'] })));
    expect((await storedAttempt(c, session.attemptId)).answeredCount).toBe(questions.length);
  });

  it('takes only answers that fit the frozen question', async () => {
    const session = await startedAt();
    const { single, multiple, trueFalse, link } = c.bank;
    const refused = async (
      questionId: number,
      answer: { choices?: string[]; text?: string },
      key: Parameters<typeof translate>[1],
      params = {},
    ) => {
      const body = await c.alice.api.save(session.attemptId, questionId, 1, answer);
      expect(body).toEqual({ status: STATUS.BAD_REQUEST, message: translate('en', key, { questionId, ...params }), data: null });
    };
    await refused(single[0]!, { choices: ['A', 'B'] }, 'answerOneChoiceOnly');
    await refused(trueFalse[0]!, { choices: ['A', 'B'] }, 'answerOneChoiceOnly');
    await refused(trueFalse[0]!, { choices: ['C'] }, 'answerOptionNotOnQuestion', { key: 'C' });
    await refused(multiple[0]!, { choices: ['A', 'F'] }, 'answerOptionNotOnQuestion', { key: 'F' });
    await refused(single[0]!, { text: 'B' }, 'answerTextOnlyForTasks');
    await refused(link[0]!, { choices: ['A'] }, 'answerTaskTakesText');
    await refused(single[5]!, { choices: ['A'] }, 'answerQuestionNotOnPaper');
    expect((await c.alice.api.save(session.attemptId, single[0]!, 1, { choices: ['Z'] })).status).toBe(STATUS.BAD_REQUEST);
    expect((await c.alice.api.save(session.attemptId, single[0]!, 0, { choices: ['A'] })).status).toBe(STATUS.BAD_REQUEST);
    expect(await storedAnswers(c, session.attemptId)).toEqual([]);
    // Every subset of a multiple-choice question's options is a valid answer; keys are stored sorted once.
    expect(data(await c.alice.api.save(session.attemptId, multiple[0]!, 1, { choices: ['E', 'A', 'C', 'A'] })).applied).toBe(true);
    expect(await storedAnswers(c, session.attemptId)).toMatchObject([{ choices: 'A,C,E' }]);
  });
});
