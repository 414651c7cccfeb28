import { admissionNumberOf, type CandidateExam, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import {
  bankToShown,
  type Candidate,
  candidateCalls,
  data,
  EXAM_DAY,
  type ExamContext,
  insertNotice,
  insertPublication,
  MINUTE,
  startExamTest,
  storedAttempt,
} from './test/attempt-fixture.js';
import { FROZEN_PAPER_COLUMNS, frozenPaperOf } from '../exam-core/index.js';
import { findLeaks, type LeakRules } from './leak-scan.js';

describe.each(DATABASES)('taking an exam on %s', (kind) => {
  let c: ExamContext;
  beforeAll(async () => {
    c = await startExamTest(kind);
  });
  afterAll(() => c.t.close());

  const listed = async (candidate: Candidate, publicationId: number): Promise<CandidateExam | undefined> =>
    data(await candidate.api.myExams()).exams.find((exam) => exam.publicationId === publicationId);

  /** Every answer key of every attempt, every explanation in the bank, and the names of everyone but `viewer`. */
  async function leakRules(viewer: Candidate, resultAllowed: boolean): Promise<LeakRules> {
    const { db } = c.t.app;
    const papers = await db.selectFrom('attempts').select(FROZEN_PAPER_COLUMNS).execute();
    const keys = new Map(papers.flatMap((row) => frozenPaperOf(row).map((question) => [question.questionId, question.answer] as const)));
    const explanations = (await db.selectFrom('questions').select('explanation').execute()).map((row) => row.explanation);
    const others = [...c.candidates, c.outsider]
      .filter((candidate) => candidate !== viewer)
      .flatMap((candidate) => [candidate.name, candidate.username]);
    return { keys, secrets: [...explanations, ...others], resultAllowed };
  }

  it('takes a candidate from their exam list to the result, and no response leaks a key, a score or another candidate', async () => {
    const noticeId = await insertNotice(c, 'Before you start', '<p>No phones in the hall.</p>', 45);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, noticeId, resultVisibility: 'immediate' });
    const beforeResult: unknown[] = [];
    const afterResult: unknown[] = [];
    const api = candidateCalls(c.t, c.alice.token, beforeResult);

    c.clock.set(EXAM_DAY - 10 * MINUTE);
    const early = data(await api.myExams()).exams.find((exam) => exam.publicationId === publicationId);
    expect(early).toMatchObject({
      status: 3,
      attemptId: null,
      attemptsUsed: 0,
      attemptsAllowed: 1,
      canEnter: false,
      result: null,
      questionCount: 4,
      totalScore: 10,
    });

    // Both open the room (and its notice of 45 s reading) a minute before they start.
    c.clock.set(EXAM_DAY + 4 * MINUTE);
    data(await c.bruno.api.room(publicationId));
    data(await api.room(publicationId));
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    // Another candidate sits the same exam at the same time: nothing of theirs may reach Alice.
    const brunoSession = data(await c.bruno.api.start(publicationId));
    for (const question of brunoSession.questions)
      expect(data(await c.bruno.api.save(brunoSession.attemptId, question.questionId, 1, { choices: ['A'] })).applied).toBe(true);

    const open = data(await api.myExams());
    expect(open.serverNow).toBe(EXAM_DAY + 5 * MINUTE);
    expect(open.exams.find((exam) => exam.publicationId === publicationId)).toMatchObject({ status: 3, canEnter: true });
    const room = data(await api.room(publicationId));
    expect(room.candidate).toEqual({
      studentId: c.alice.studentId,
      username: c.alice.username,
      admissionNumber: admissionNumberOf(c.alice.studentId),
      name: c.alice.name,
      photo: 'https://photos.example.org/alice.jpg',
      className: 'Welders 2030',
    });
    expect(room.notice).toEqual({ title: 'Before you start', content: '<p>No phones in the hall.</p>', minReadingSeconds: 45 });
    expect(room.integrity).toEqual({ fullscreenRequired: 0, tabSwitchLimit: 0, blockCopyPaste: 0 });

    const started = data(await api.start(publicationId));
    expect(started).toMatchObject({
      publicationId,
      status: 2,
      startedAt: EXAM_DAY + 5 * MINUTE,
      deadlineAt: EXAM_DAY + 35 * MINUTE,
      answers: [],
    });
    expect(started.candidate.name).toBe(c.alice.name);
    expect(started.questions.map((q) => q.questionId).sort()).toEqual(
      [c.bank.single[0], c.bank.single[1], c.bank.multiple[0], c.bank.trueFalse[0]].sort(),
    );
    // The exam page's first load right after the start is not an interruption.
    expect(data(await api.session(started.attemptId, 0)).status).toBe(2);

    const { single, multiple, trueFalse } = c.bank;
    const answers: [number, string[]][] = [
      [single[0]!, ['B']],
      [single[1]!, ['A']],
      [multiple[0]!, ['C', 'A']],
      [trueFalse[0]!, ['A']],
    ];
    for (const [questionId, choices] of answers) {
      const ack = data(await api.save(started.attemptId, questionId, 1, { choices }));
      expect(ack).toMatchObject({ questionId, seq: 1, applied: true, deadlineAt: EXAM_DAY + 35 * MINUTE });
    }
    c.clock.advance(MINUTE);
    // A reload: the same attempt, resumed (4), with every acknowledged answer.
    const reloaded = data(await api.session(started.attemptId));
    expect(reloaded.status).toBe(4);
    expect(reloaded.questions).toEqual(started.questions);
    // In the letters Alice sees (her options are shuffled), which the fixture sent for the bank keys.
    const shown = await Promise.all(
      answers.map(async ([id, choices]) => [id, (await bankToShown(c.t, started.attemptId, id, choices)).sort()]),
    );
    expect(reloaded.answers.map((a) => [a.questionId, a.choices]).sort()).toEqual(shown.sort());
    expect(await listed(c.alice, publicationId)).toMatchObject({
      status: 4,
      attemptId: started.attemptId,
      attemptsUsed: 1,
      canEnter: true,
      result: null,
    });

    const submitted = await candidateCalls(c.t, c.alice.token, afterResult).submit(started.attemptId);
    // Acknowledged once ended, before it is scored: no result in this first acknowledgement.
    const ack = { attemptId: started.attemptId, status: 0, submittedAt: EXAM_DAY + 6 * MINUTE };
    expect(data(submitted)).toEqual({ ...ack, result: null });
    // Scored right after (the fixture's submit waited for it): asked again, the same submission with its result.
    // Two single choice (one right: 2), multiple exactly right (4), true/false right (2).
    expect(data(await candidateCalls(c.t, c.alice.token, afterResult).submit(started.attemptId))).toEqual({
      ...ack,
      result: { score: 8, totalScore: 10, passScore: 6, passed: 0, pending: false },
    });
    const after = await candidateCalls(c.t, c.alice.token, afterResult).myExams();
    expect(data(after).exams.find((exam) => exam.publicationId === publicationId)).toMatchObject({
      status: 0,
      canEnter: false,
      result: { score: 8, passed: 0 },
    });

    expect(beforeResult.length).toBeGreaterThan(8);
    const before = await leakRules(c.alice, false);
    for (const body of beforeResult) expect(findLeaks(body, before)).toEqual([]);
    const allowed = await leakRules(c.alice, true);
    for (const body of afterResult) expect(findLeaks(body, allowed)).toEqual([]);
    // The scan does catch what it looks for.
    expect(findLeaks({ questionId: single[0], answer: ['B'], score: 2 }, before)).toHaveLength(3);
  });

  it('shows results after the window closes, never, or as pending while a task is marked', async () => {
    c.clock.set(EXAM_DAY + 10 * MINUTE);
    const afterClose = await insertPublication(c, { paperId: c.papers.objective, resultVisibility: 'afterClose' });
    const never = await insertPublication(c, { paperId: c.papers.objective, resultVisibility: 'never' });
    const pending = await insertPublication(c, { paperId: c.papers.withTask, resultVisibility: 'immediate' });
    const rules = await leakRules(c.bruno, false);
    const sit = async (publicationId: number) => {
      const session = data(await c.bruno.api.start(publicationId));
      for (const question of session.questions) {
        await c.bruno.api.save(
          session.attemptId,
          question.questionId,
          1,
          question.type === 3 ? { text: 'Done, see photos' } : { choices: ['A'] },
        );
      }
      const ack = await c.bruno.api.submit(session.attemptId);
      return { ack, attemptId: session.attemptId };
    };

    for (const publicationId of [afterClose, never]) {
      const { ack } = await sit(publicationId);
      expect(data(ack).result).toBeNull();
      expect(findLeaks(ack, rules)).toEqual([]);
      const exams = await c.bruno.api.myExams();
      expect(findLeaks(exams, rules)).toEqual([]);
    }
    const task = await sit(pending);
    // Multiple (A only: wrong) 0, single A wrong twice, true/false A right: 2 of the objective 10 so far.
    expect(data(task.ack).result).toBeNull();
    expect(data(await c.bruno.api.submit(task.attemptId)).result).toEqual({
      score: 2,
      totalScore: 20,
      passScore: 6,
      passed: 1,
      pending: true,
    });
    expect(await storedAttempt(c, task.attemptId)).toMatchObject({ objectiveScore: 2, gradingState: 0, finalScore: null, passed: null });

    c.clock.set(EXAM_DAY + 120 * MINUTE);
    expect((await listed(c.bruno, afterClose))?.result).toMatchObject({ score: 2, pending: false, passed: 1 });
    expect((await listed(c.bruno, never))?.result).toBeNull();
  });

  it('lists and opens only published exams of the candidate’s own batch', async () => {
    c.clock.set(EXAM_DAY + 10 * MINUTE);
    const draft = await insertPublication(c, { paperId: c.papers.objective, state: 'draft' });
    const withdrawn = await insertPublication(c, { paperId: c.papers.objective, state: 'withdrawn' });
    const published = await insertPublication(c, { paperId: c.papers.objective });
    const ids = data(await c.alice.api.myExams()).exams.map((exam) => exam.publicationId);
    expect(ids).toContain(published);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(withdrawn);
    for (const publicationId of [draft, withdrawn]) {
      expect((await c.alice.api.room(publicationId)).status).toBe(STATUS.NOT_FOUND);
      expect((await c.alice.api.start(publicationId)).status).toBe(STATUS.NOT_FOUND);
    }
    expect(data(await c.outsider.api.myExams()).exams).toEqual([]);
    const refused = await c.outsider.api.start(published);
    expect(refused).toMatchObject({ status: STATUS.NOT_FOUND, message: translate('en', 'examNotFound', { id: published }) });
  });

  it('answers another candidate’s attempt id exactly as one that does not exist', async () => {
    c.clock.set(EXAM_DAY + 10 * MINUTE);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective });
    const session = data(await c.alice.api.start(publicationId));
    const questionId = session.questions[0]!.questionId;
    const notFound = (id: number) => ({ status: STATUS.NOT_FOUND, message: translate('en', 'attemptNotFound', { id }), data: null });
    for (const id of [session.attemptId, 999_999]) {
      expect(await c.bruno.api.session(id)).toEqual(notFound(id));
      expect(await c.bruno.api.save(id, questionId, 1, { choices: ['B'] })).toEqual(notFound(id));
      expect(await c.bruno.api.submit(id)).toEqual(notFound(id));
      expect(await c.bruno.api.report(id, 'tab-hidden')).toEqual(notFound(id));
    }
    expect(await storedAttempt(c, session.attemptId)).toMatchObject({ status: 2, answeredCount: 0, tabSwitches: 0 });
  });
});
