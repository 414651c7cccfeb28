import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { data, EXAM_DAY, type ExamContext, insertPublication, MINUTE, scoringDone, startExamTest } from './test/attempt-fixture.js';
import { tellReleasedResults } from './result-notices.js';

describe.each(DATABASES)('telling candidates their result is out on %s', (kind) => {
  let c: ExamContext;
  beforeAll(async () => {
    c = await startExamTest(kind);
  });
  afterAll(() => c.t.close());

  /** The 'result.released' messages written for a candidate: one per channel and attempt. */
  const told = async (studentId: number) =>
    (
      await c.t.app.db
        .selectFrom('notifications')
        .select(['idempotencyKey', 'channel', 'vars'])
        .where('event', '=', 'result.released')
        .where('userId', '=', studentId)
        .orderBy('idempotencyKey')
        .execute()
    ).map((row) => ({ key: row.idempotencyKey, vars: JSON.parse(row.vars) as object }));

  async function sitAndSubmit(publicationId: number, candidate = c.alice) {
    const session = data(await candidate.api.start(publicationId));
    await candidate.api.save(session.attemptId, c.bank.single[0]!, 1, { choices: ['B'] });
    await candidate.api.submit(session.attemptId);
    await scoringDone(c.t);
    return session.attemptId;
  }

  it('tells once, at once for results shown at once, after the close for results shown then, and never for hidden ones', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const immediate = await insertPublication(c, { paperId: c.papers.objective, name: 'Shown at once' });
    const afterClose = await insertPublication(c, {
      paperId: c.papers.objective,
      name: 'Shown after the close',
      resultVisibility: 'afterClose',
    });
    const never = await insertPublication(c, { paperId: c.papers.objective, name: 'Never shown', resultVisibility: 'never' });
    const first = await sitAndSubmit(immediate);
    await sitAndSubmit(afterClose);
    await sitAndSubmit(never);

    expect(await tellReleasedResults(c.t.app)).toBe(1);
    expect(await told(c.alice.studentId)).toEqual(
      ['email', 'inapp', 'sms'].map((channel) => ({ key: `result.released:${first}:${channel}`, vars: { exam: 'Shown at once' } })),
    );
    // A second run, as the next sweep or another instance, tells nobody again.
    expect(await tellReleasedResults(c.t.app)).toBe(0);
    expect(await told(c.alice.studentId)).toHaveLength(3);

    // The exams close at 11:00: the one shown after the close is told now; the hidden one never.
    c.clock.set(EXAM_DAY + 121 * MINUTE);
    expect(await tellReleasedResults(c.t.app)).toBe(1);
    const exams = (await told(c.alice.studentId)).map((message) => (message.vars as { exam: string }).exam);
    expect(new Set(exams)).toEqual(new Set(['Shown at once', 'Shown after the close']));
    expect(await tellReleasedResults(c.t.app)).toBe(0);
  });

  it('waits while a task is still to be marked: a provisional score is not a result', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const withTask = await insertPublication(c, { paperId: c.papers.withTask, name: 'With a task to mark' });
    const session = data(await c.bruno.api.start(withTask));
    await c.bruno.api.submit(session.attemptId);
    await scoringDone(c.t);
    expect(await tellReleasedResults(c.t.app)).toBe(0);
    expect(await told(c.bruno.studentId)).toEqual([]);
  });
});
