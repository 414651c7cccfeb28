import { API, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import {
  data,
  EXAM_DAY,
  type ExamContext,
  insertNotice,
  insertPublication,
  MINUTE,
  plantOptionOrder,
  randomPaper,
  startExamTest,
  storedAttempt,
  storedPaper,
} from './test/attempt-fixture.js';

describe.each(DATABASES)('starting an exam on %s', (kind) => {
  let c: ExamContext;
  beforeAll(async () => {
    c = await startExamTest(kind, { candidates: 3 });
  });
  afterAll(() => c.t.close());

  const attemptsOf = (publicationId: number) =>
    c.t.app.db.selectFrom('attempts').selectAll().where('publicationId', '=', publicationId).execute();

  it('opens only inside the window, and the deadline is the earlier of start + duration and the window’s end', async () => {
    const publicationId = await insertPublication(c, {
      paperId: c.papers.objective,
      startsAt: EXAM_DAY,
      endsAt: EXAM_DAY + 60 * MINUTE,
      durationMinutes: 30,
    });
    c.clock.set(EXAM_DAY - 1);
    expect(await c.alice.api.start(publicationId)).toEqual({
      status: STATUS.CONFLICT,
      message: translate('en', 'examNotOpenYet'),
      data: null,
    });
    c.clock.set(EXAM_DAY + 60 * MINUTE);
    expect(await c.alice.api.start(publicationId)).toEqual({
      status: STATUS.CONFLICT,
      message: translate('en', 'examWindowClosed'),
      data: null,
    });
    expect(await attemptsOf(publicationId)).toEqual([]);

    // Alice starts 45 minutes in: 30 minutes would run past the window, which ends 15 minutes later.
    c.clock.set(EXAM_DAY + 45 * MINUTE);
    expect(data(await c.alice.api.start(publicationId)).deadlineAt).toBe(EXAM_DAY + 60 * MINUTE);
    // Bruno starts at once: his own 30 minutes.
    c.clock.set(EXAM_DAY);
    expect(data(await c.bruno.api.start(publicationId))).toMatchObject({ startedAt: EXAM_DAY, deadlineAt: EXAM_DAY + 30 * MINUTE });
  });

  it('refuses a start before the notice’s reading time has passed since the candidate opened it, in the caller’s language', async () => {
    const noticeId = await insertNotice(c, 'Rules', '<p>Read me.</p>', 30);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, noticeId });
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    // Never opened the notice: the whole reading time is still ahead.
    expect(await c.alice.api.start(publicationId)).toEqual({
      status: STATUS.CONFLICT,
      message: translate('en', 'noticeNotReadYet', { minimum: 30, seconds: 30 }),
      data: null,
    });
    data(await c.alice.api.room(publicationId));
    c.clock.advance(20_000);
    const early = await c.t.call({ method: 'POST', url: API.startAttempt, token: c.alice.token, lang: 'zh', payload: { publicationId } });
    expect(early.body).toEqual({
      status: STATUS.CONFLICT,
      message: translate('zh', 'noticeNotReadYet', { minimum: 30, seconds: 10 }),
      data: null,
    });
    // Opening it again does not restart the time.
    data(await c.alice.api.room(publicationId));
    expect(await attemptsOf(publicationId)).toEqual([]);
    c.clock.advance(10_000);
    const session = data(await c.alice.api.start(publicationId));
    // Resuming never waits again.
    expect(data(await c.alice.api.start(publicationId)).attemptId).toBe(session.attemptId);
  });

  it('shows each candidate the displayed letters of their own option order, maps them back to bank keys, and the bank key is no answer', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective });
    const [alice, bruno] = [data(await c.alice.api.start(publicationId)), data(await c.bruno.api.start(publicationId))];
    const questionId = c.bank.single[0]!; // bank key B, 2 points
    // Two known orders of the four options, planted in the frozen papers before any save.
    const plant = (attemptId: number, order: string[]) => plantOptionOrder(c.t, attemptId, questionId, order.join(''));
    await plant(alice.attemptId, ['B', 'A', 'C', 'D']);
    await plant(bruno.attemptId, ['D', 'C', 'B', 'A']);
    const shown = async (candidate: typeof c.alice, attemptId: number) =>
      data(await candidate.api.session(attemptId)).questions.find((q) => q.questionId === questionId)!;
    const [aliceSees, brunoSees] = [await shown(c.alice, alice.attemptId), await shown(c.bruno, bruno.attemptId)];
    // Letters in displayed order only: the bank option B is A for Alice and C for Bruno.
    expect(aliceSees.options.map((option) => option.key)).toEqual(['A', 'B', 'C', 'D']);
    expect(brunoSees.options.map((option) => option.key)).toEqual(['A', 'B', 'C', 'D']);
    expect(aliceSees.options[0]!.content).toBe(brunoSees.options[2]!.content);

    const send = (token: string, attemptId: number, choices: string[]) =>
      c.t.call({
        method: 'POST',
        url: API.saveAnswer,
        token,
        payload: { attemptId, questionId, seq: 1, answer: { choices }, flagged: false },
      });
    expect((await send(c.alice.token, alice.attemptId, ['A'])).body.status).toBe(STATUS.OK);
    // Bruno sends the bank's key he was told: it is the letter of another option on his page.
    expect((await send(c.bruno.token, bruno.attemptId, ['B'])).body.status).toBe(STATUS.OK);
    expect(data(await c.alice.api.session(alice.attemptId)).answers).toMatchObject([{ questionId, choices: ['A'] }]);
    await c.alice.api.submit(alice.attemptId);
    await c.bruno.api.submit(bruno.attemptId);
    const stored = (attemptId: number) =>
      c.t.app.db
        .selectFrom('attemptAnswers')
        .select(['choices', 'score'])
        .where('attemptId', '=', attemptId)
        .where('questionId', '=', questionId)
        .executeTakeFirstOrThrow();
    expect(await stored(alice.attemptId)).toEqual({ choices: 'B', score: 2 });
    expect(await stored(bruno.attemptId)).toEqual({ choices: 'C', score: 0 });
    // A letter past the options shown is refused.
    const session = data(await c.candidates[2]!.api.start(publicationId));
    const refused = await send(c.candidates[2]!.token, session.attemptId, ['E']);
    expect(refused.body.status).toBe(STATUS.BAD_REQUEST);
  });

  it('moves through the statuses: 3 not started, 2 in progress, 4 resumed, 0 submitted', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective });
    const status = async () => data(await c.alice.api.myExams()).exams.find((exam) => exam.publicationId === publicationId)?.status;
    expect(await status()).toBe(3);
    const session = data(await c.alice.api.start(publicationId));
    expect(await status()).toBe(2);
    // Starting again (another device, a second click later) resumes the same attempt.
    const again = data(await c.alice.api.start(publicationId));
    expect(again.attemptId).toBe(session.attemptId);
    expect(again.status).toBe(4);
    expect(await status()).toBe(4);
    await c.alice.api.submit(session.attemptId);
    expect(await status()).toBe(0);
    expect(await attemptsOf(publicationId)).toHaveLength(1);
  });

  it('answers a start with the same session the exam page loads afterwards (built in hand, not read back)', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective });
    const started = data(await c.alice.api.start(publicationId));
    const loaded = data(await c.alice.api.session(started.attemptId, 0));
    expect(started).toEqual(loaded);
    expect(started.questions.map((question) => question.questionId)).toEqual(
      (await storedPaper(c, started.attemptId)).map((q) => q.questionId),
    );
    expect(started.candidate).toMatchObject({
      name: 'Alice Arcwelder',
      photo: 'https://photos.example.org/alice.jpg',
      className: 'Welders 2030',
    });
  });

  it('makes one attempt of several starts at the same moment', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective });
    const starts = await Promise.all([1, 2, 3, 4].map(() => c.alice.api.start(publicationId)));
    expect(new Set(starts.map((start) => data(start).attemptId)).size).toBe(1);
    expect(await attemptsOf(publicationId)).toHaveLength(1);
  });

  it('allows a new attempt only while attempts are left', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, attemptsAllowed: 2 });
    const first = data(await c.alice.api.start(publicationId));
    await c.alice.api.submit(first.attemptId);
    const listed = async () => data(await c.alice.api.myExams()).exams.find((exam) => exam.publicationId === publicationId);
    expect(await listed()).toMatchObject({ attemptsUsed: 1, attemptsAllowed: 2, canEnter: true, status: 0 });
    const second = data(await c.alice.api.start(publicationId));
    expect(second.attemptId).not.toBe(first.attemptId);
    expect((await storedAttempt(c, second.attemptId)).attemptNo).toBe(2);
    await c.alice.api.submit(second.attemptId);
    expect(await listed()).toMatchObject({ attemptsUsed: 2, canEnter: false, attemptId: second.attemptId });
    expect(await c.alice.api.start(publicationId)).toEqual({
      status: STATUS.CONFLICT,
      message: translate('en', 'examNoAttemptsLeft', { allowed: 2 }),
      data: null,
    });
  });

  it('keeps a moved candidate’s past attempt listed but starts no new one', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const chen = c.candidates[2]!;
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, attemptsAllowed: 2 });
    await chen.api.submit(data(await chen.api.start(publicationId)).attemptId);
    await c.t.app.db.updateTable('users').set({ classId: c.otherChain.batch.classId }).where('id', '=', chen.studentId).execute();
    const listed = data(await chen.api.myExams()).exams.find((exam) => exam.publicationId === publicationId);
    expect(listed).toMatchObject({ status: 0, attemptsUsed: 1, canEnter: false, result: { pending: false } });
    expect((await chen.api.start(publicationId)).status).toBe(STATUS.NOT_FOUND);
    expect(await attemptsOf(publicationId)).toHaveLength(1);
    await c.t.app.db.updateTable('users').set({ classId: c.chain.batch.classId }).where('id', '=', chen.studentId).execute();
  });

  it('ends an open attempt whose time ran out before starting the next one', async () => {
    c.clock.set(EXAM_DAY);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, attemptsAllowed: 2 });
    const first = data(await c.alice.api.start(publicationId));
    c.clock.set(first.deadlineAt + 10_000);
    const second = data(await c.alice.api.start(publicationId));
    expect(second.attemptId).not.toBe(first.attemptId);
    expect((await storedAttempt(c, first.attemptId)).status).toBe(5);
  });

  it('draws a fixed paper from its cache until a question of it changes; the change reaches the next start only', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, attemptsAllowed: 3 });
    const first = data(await c.alice.api.start(publicationId));
    const second = data(await c.bruno.api.start(publicationId));
    const stems = (session: typeof first) => new Map(session.questions.map((q) => [q.questionId, q.stem]));
    expect(stems(second)).toEqual(stems(first));

    const edited = first.questions[0]!.questionId;
    await c.t.app.db
      .updateTable('questions')
      .set({ stem: '<p>Reworded</p>', updatedAt: Date.now() + 1 })
      .where('id', '=', edited)
      .execute();
    const third = data(await c.candidates[2]!.api.start(publicationId));
    expect(stems(third).get(edited)).toBe('<p>Reworded</p>');
    expect(data(await c.alice.api.session(first.attemptId)).questions.find((q) => q.questionId === edited)!.stem).not.toBe(
      '<p>Reworded</p>',
    );
  });

  it('draws a random paper per candidate and freezes it: later bank edits do not reach the attempt', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const random = await randomPaper(c);
    const publicationId = await insertPublication(c, { paperId: random.paperId });
    const sessions = [];
    for (const candidate of c.candidates) sessions.push(data(await candidate.api.start(publicationId)));
    for (const session of sessions) {
      expect(session.questions).toHaveLength(3);
      expect(session.questions.every((q) => c.bank.single.includes(q.questionId) && q.score === 5)).toBe(true);
      expect((await storedPaper(c, session.attemptId)).map((q) => q.questionId)).toEqual(session.questions.map((q) => q.questionId));
    }
    // Which three of the six, in which order, with which option order: three identical papers would
    // mean the draw and shuffles are not per candidate (by chance: under one in 10^9).
    const papers = new Set(
      sessions.map((session) => session.questions.map((q) => `${q.questionId}:${q.options.map((o) => o.key).join('')}`).join()),
    );
    expect(papers.size).toBeGreaterThan(1);

    const [mine] = sessions;
    const edited = mine!.questions[0]!;
    await c.t.app.db
      .updateTable('questions')
      .set({ stem: '<p>Edited afterwards</p>', answer: 'A', options: JSON.stringify(['<p>x</p>', '<p>y</p>']) })
      .where('id', '=', edited.questionId)
      .execute();
    const reloaded = data(await c.alice.api.session(mine!.attemptId));
    expect(reloaded.questions).toEqual(mine!.questions);
    // And it is scored against the key frozen with it (B), not the edited one.
    await c.alice.api.save(mine!.attemptId, edited.questionId, 1, { choices: ['B'] });
    await c.alice.api.submit(mine!.attemptId);
    expect((await storedAttempt(c, mine!.attemptId)).objectiveScore).toBe(5);
  });
});
