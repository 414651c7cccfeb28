import { API, type Dashboard, EXAM_STATUS } from '@kaoshi/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { type AnalysisContext, sitStandardExam, startAnalysisTest } from '../analysis/test/analysis-fixture.js';
import { data, EXAM_DAY, insertPublication, MINUTE } from '../attempts/test/attempt-fixture.js';

const DAY = 24 * 60 * MINUTE;

describe.each(DATABASES)('dashboard (%s)', (kind) => {
  let c: AnalysisContext;
  beforeEach(async () => {
    c = await startAnalysisTest(kind);
  });
  afterEach(async () => c.t.close());

  const overview = async (token: string) => data((await c.t.call<Dashboard>({ method: 'GET', url: API.dashboard, token })).body);
  const total = async (table: 'schools' | 'questions') =>
    Number(
      (
        await c.t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('shows counts, exams soon and now (with who is online) and recent pass rates to a viewer holding every key', async () => {
    const now = EXAM_DAY + 30 * MINUTE;
    c.clock.set(now);
    const paperId = c.papers.objective;
    const running = await insertPublication(c, { paperId, name: 'Running' });
    const soon = await insertPublication(c, {
      paperId,
      name: 'Soon',
      startsAt: EXAM_DAY + 2 * DAY,
      endsAt: EXAM_DAY + 2 * DAY + 60 * MINUTE,
    });
    await insertPublication(c, { paperId, name: 'Later', startsAt: EXAM_DAY + 10 * DAY, endsAt: EXAM_DAY + 10 * DAY + 60 * MINUTE });
    const closed = await insertPublication(c, {
      paperId,
      name: 'Closed',
      startsAt: EXAM_DAY - 2 * DAY,
      endsAt: EXAM_DAY - 2 * DAY + 60 * MINUTE,
    });
    await sitStandardExam(c, closed);
    // Two candidates sitting the running exam: one seen 5 s ago (online), one a minute ago.
    for (const [candidate, seenAgo] of [
      [c.alice, 5_000],
      [c.bruno, 60_000],
    ] as const) {
      const attemptId = await c.sit(running, candidate.studentId, []);
      await c.t.app.db
        .updateTable('attempts')
        .set({ status: EXAM_STATUS.IN_PROGRESS, lastSeenAt: now - seenAgo, finalScore: null, passed: null })
        .where('id', '=', attemptId)
        .execute();
    }

    const view = await overview(c.admin);
    expect(view.counts).toMatchObject({ projects: await total('schools'), questions: await total('questions'), examsOpenNow: 1 });
    expect(view.counts.candidates).toBeGreaterThanOrEqual(5);
    expect(view.upcoming?.map((exam) => exam.publicationId)).toEqual([soon]);
    expect(view.running).toEqual([expect.objectContaining({ publicationId: running, sitting: 2, online: 1 })]);
    expect(view.recentPassRates).toEqual([expect.objectContaining({ publicationId: closed, sat: 4, passed: 3, passRate: 0.75 })]);
  });

  it('hides every part a viewer holds no key for', async () => {
    const view = await overview(c.alice.token);
    expect(view).toMatchObject({
      counts: { projects: null, candidates: null, questions: null, examsOpenNow: null },
      upcoming: null,
      running: null,
      recentPassRates: null,
    });
    const { body } = await c.t.call({ method: 'GET', url: API.dashboard });
    expect(body.status).not.toBe(200);
  });
});
