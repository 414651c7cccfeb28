import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { EXAM_DAY, type ExamContext, insertPublication, MINUTE, startExamTest } from '../attempts/test/attempt-fixture.js';
import { sendExamReminders } from './reminders.js';

const HOUR = 60 * MINUTE;

describe.each(DATABASES)('exam reminders on %s', (kind) => {
  let c: ExamContext;
  beforeAll(async () => {
    c = await startExamTest(kind);
  });
  afterAll(() => c.t.close());

  /** The in-app reminders written for an exam, as (candidate, lead) pairs. */
  const reminded = async (publicationId: number) =>
    (
      await c.t.app.db
        .selectFrom('notifications')
        .select(['userId', 'idempotencyKey', 'vars'])
        .where('event', '=', 'exam.reminder')
        .where('channel', '=', 'inapp')
        .where('idempotencyKey', 'like', `exam.reminder:${publicationId}:%`)
        .orderBy('userId')
        .orderBy('idempotencyKey')
        .execute()
    ).map((row) => [row.userId, row.idempotencyKey.split(':')[3], JSON.parse(row.vars) as object]);

  it("reminds the exam's candidates a day and an hour before, once each, and nobody else", async () => {
    const exam = await insertPublication(c, {
      paperId: c.papers.objective,
      name: 'Welding theory',
      startsAt: EXAM_DAY,
      endsAt: EXAM_DAY + 2 * HOUR,
    });
    const batch = c.candidates.map((candidate) => candidate.studentId).sort((a, b) => a - b);
    c.clock.set(EXAM_DAY - 25 * HOUR);
    await sendExamReminders(c.t.app);
    expect(await reminded(exam)).toEqual([]);

    c.clock.set(EXAM_DAY - 23 * HOUR);
    await sendExamReminders(c.t.app);
    const vars = { exam: 'Welding theory', startsAt: EXAM_DAY };
    expect(await reminded(exam)).toEqual(batch.map((id) => [id, '24h', vars]));
    expect(batch).not.toContain(c.outsider.studentId);
    // The next sweep (or another instance's) sends nothing again.
    await sendExamReminders(c.t.app);
    expect(await reminded(exam)).toHaveLength(batch.length);

    c.clock.set(EXAM_DAY - 30 * MINUTE);
    await sendExamReminders(c.t.app);
    await sendExamReminders(c.t.app);
    expect(await reminded(exam)).toEqual(
      batch.flatMap((id) => [
        [id, '1h', vars],
        [id, '24h', vars],
      ]),
    );

    // Started: no more reminders.
    c.clock.set(EXAM_DAY + MINUTE);
    await sendExamReminders(c.t.app);
    expect(await reminded(exam)).toHaveLength(batch.length * 2);
  });

  it('sends only the hour reminder for an exam published at short notice, and none for a draft', async () => {
    c.clock.set(EXAM_DAY + 3 * HOUR);
    const soon = await insertPublication(c, {
      paperId: c.papers.objective,
      name: 'At short notice',
      startsAt: EXAM_DAY + 3 * HOUR + 20 * MINUTE,
      endsAt: EXAM_DAY + 5 * HOUR,
    });
    const draft = await insertPublication(c, {
      paperId: c.papers.objective,
      name: 'Still a draft',
      startsAt: EXAM_DAY + 4 * HOUR,
      endsAt: EXAM_DAY + 5 * HOUR,
      state: 'draft',
    });
    await sendExamReminders(c.t.app);
    c.clock.set(EXAM_DAY + 3 * HOUR + 10 * MINUTE);
    await sendExamReminders(c.t.app);
    const leads = (await reminded(soon)).map(([, lead]) => lead);
    expect(leads).toHaveLength(c.candidates.length);
    expect(new Set(leads)).toEqual(new Set(['1h']));
    expect(await reminded(draft)).toEqual([]);
  });
});
