import { API, type ScoreReport, STATUS } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { type Candidate, data, EXAM_DAY, MINUTE } from '../attempts/test/attempt-fixture.js';
import { type MarkingContext, sit, startMarkingTest, taskExam } from './test/marking-fixture.js';

describe.each(DATABASES)('printable score reports on %s', (kind) => {
  let c: MarkingContext;
  beforeAll(async () => {
    c = await startMarkingTest(kind);
  });
  afterAll(() => c.t.close());

  const staffReport = async (token: string, attemptId: number) =>
    (await c.t.call<ScoreReport>({ method: 'GET', url: `${API.scoreReport}/${attemptId}`, token })).body;
  const myReport = async (candidate: Candidate, attemptId: number) =>
    (await c.t.call<ScoreReport>({ method: 'GET', url: `${API.myScoreReport}/${attemptId}`, token: candidate.token })).body;

  /** Alice sits the task paper with every objective answer right (10 of 20, pass 6). */
  async function submitted(fields: Parameters<typeof taskExam>[1] = {}) {
    const publicationId = await taskExam(c, fields);
    const { single, multiple, trueFalse, link } = c.bank;
    const answers = {
      [single[0]!]: ['B'],
      [single[1]!]: ['B'],
      [multiple[0]!]: ['A', 'C'],
      [trueFalse[0]!]: ['A'],
      [link[0]!]: 'Weld photos',
    };
    const startedAt = c.clock.now();
    return { publicationId, startedAt, attemptId: (await sit(c.alice, publicationId, answers)).attemptId };
  }
  async function grade(attemptId: number, score: number) {
    data(await c.calls.hold(c.examiner, attemptId));
    data(await c.calls.score(c.examiner, attemptId, c.bank.link[0]!, score));
    data(await c.calls.release(c.examiner, attemptId));
  }

  it('prints a graded attempt with project, job category, job type, level, batch and verdict, for staff and for its candidate', async () => {
    const { attemptId, startedAt } = await submitted();
    // Not graded yet: neither staff nor the candidate get a report (the candidate's result is pending).
    expect((await staffReport(c.examiner, attemptId)).status).toBe(STATUS.FORBIDDEN);
    const early = await myReport(c.alice, attemptId);
    expect(early.status).toBe(STATUS.FORBIDDEN);
    expect(early.message).toMatch(/not available yet/);

    await grade(attemptId, 7.5);
    c.clock.advance(MINUTE);
    const expected = {
      attemptId,
      username: c.alice.username,
      name: 'Alice Arcwelder',
      projectName: c.chain.school.name,
      jobCategoryName: c.chain.department.name,
      jobTypeName: c.chain.subject.name,
      level: 5,
      batchName: 'Welders 2030',
      examDate: startedAt,
      score: 17.5,
      totalScore: 20,
      passScore: 6,
      passed: 0,
      issuedAt: c.clock.now(),
    };
    expect(data(await staffReport(c.examiner, attemptId))).toMatchObject(expected);
    expect(data(await myReport(c.alice, attemptId))).toMatchObject(expected);
    expect(data(await staffReport(c.examiner, attemptId)).publicationName).toBeTruthy();
  });

  it('keeps a candidate to their own attempt and to results the publication has released', async () => {
    const { attemptId } = await submitted({ resultVisibility: 'afterClose' });
    await grade(attemptId, 2);
    // Someone else's attempt reads as "not found"; a missing one too.
    expect((await myReport(c.bruno, attemptId)).status).toBe(STATUS.NOT_FOUND);
    expect((await myReport(c.outsider, attemptId)).status).toBe(STATUS.NOT_FOUND);
    expect((await myReport(c.alice, attemptId + 1000)).status).toBe(STATUS.NOT_FOUND);
    // Graded, but results show only after the window closes.
    expect((await myReport(c.alice, attemptId)).status).toBe(STATUS.FORBIDDEN);
    expect(data(await staffReport(c.examiner, attemptId))).toMatchObject({ score: 12, passed: 0 });
    c.clock.set(EXAM_DAY + 121 * MINUTE);
    expect(data(await myReport(c.alice, attemptId))).toMatchObject({ score: 12, passed: 0 });
  });

  it('never shows a result the publication hides, and keeps the staff report to MARKINGPAPERS', async () => {
    const { attemptId } = await submitted({ resultVisibility: 'never' });
    await grade(attemptId, 0);
    expect((await myReport(c.alice, attemptId)).status).toBe(STATUS.FORBIDDEN);
    expect(data(await staffReport(c.admin, attemptId))).toMatchObject({ score: 10, passed: 0 });
    expect((await staffReport(c.alice.token, attemptId)).status).toBe(STATUS.FORBIDDEN);
    expect((await staffReport(c.examiner, attemptId + 1000)).status).toBe(STATUS.NOT_FOUND);
  });
});
