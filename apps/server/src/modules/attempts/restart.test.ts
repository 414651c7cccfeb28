import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANSWER_GRACE_MS } from '@kaoshi/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { scoreQueue } from './score-queue.js';
import { candidateCalls, data, EXAM_DAY, insertPublication, MINUTE, objectivePaper, startExamTest } from './test/attempt-fixture.js';

/** Restarts need a database that outlives the process: SQLite on a file (PostgreSQL is a separate server anyway). */
describe('a server restart mid-attempt (SQLite file)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaoshi-restart-'));
  const file = path.join(dir, 'kaoshi.sqlite');
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps.reverse()) await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loses no acknowledged answer, and the next start submits an attempt whose deadline passed while it was down', async () => {
    const c = await startExamTest('sqlite', { candidates: 1, sqliteFile: file });
    apps.push(c.t);
    const alice = c.candidates[0]!;
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const session = data(await alice.api.start(await insertPublication(c, { paperId: (await objectivePaper(c)).paperId })));
    const { single, multiple, trueFalse } = c.bank;
    const acknowledged: [number, string[]][] = [
      [single[0]!, ['B']],
      [multiple[0]!, ['A', 'C']],
      [trueFalse[0]!, ['B']],
    ];
    for (const [questionId, choices] of acknowledged)
      expect(data(await alice.api.save(session.attemptId, questionId, 1, { choices })).applied).toBe(true);

    // The first server is abandoned as a crash leaves it: never closed, its last writes only in the WAL.
    const second = await startTestApp('sqlite', {}, { clock: c.clock, sqliteFile: file });
    apps.push(second);
    const resumed = data(await candidateCalls(second, alice.token).session(session.attemptId));
    expect(resumed.status).toBe(4);
    expect(resumed.questions).toEqual(session.questions);
    expect(resumed.answers.map((answer) => [answer.questionId, answer.choices]).sort()).toEqual(acknowledged.sort());
    expect(data(await candidateCalls(second, alice.token).save(session.attemptId, single[1]!, 1, { choices: ['B'] })).applied).toBe(true);

    // Down again past the deadline: the next server submits the attempt as it starts.
    c.clock.set(session.deadlineAt + ANSWER_GRACE_MS + MINUTE);
    const third = await startTestApp('sqlite', {}, { clock: c.clock, sqliteFile: file });
    apps.push(third);
    await third.app.ready();
    const stored = await third.app.db.selectFrom('attempts').selectAll().where('id', '=', session.attemptId).executeTakeFirstOrThrow();
    // Single 2 + 2, multiple 4, true/false wrong: 8 of 10.
    expect(stored).toMatchObject({ status: 5, objectiveScore: 8, finalScore: 8, passed: 0 });
    expect(
      await third.app.db.selectFrom('attemptAnswers').select('questionId').where('attemptId', '=', session.attemptId).execute(),
    ).toHaveLength(4);
  });

  it('scores on the next start every attempt whose submit was acknowledged but whose scoring a crash cut off', async () => {
    const crashFile = path.join(dir, 'crash.sqlite');
    const c = await startExamTest('sqlite', { candidates: 3, sqliteFile: crashFile });
    apps.push(c.t);
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const publicationId = await insertPublication(c, { paperId: (await objectivePaper(c)).paperId });
    const { single, trueFalse } = c.bank;
    // The scoring queue never runs: the process dies right after the acknowledgements.
    scoreQueue(c.t.app).pause();
    const attemptIds: number[] = [];
    for (const candidate of c.candidates) {
      const session = data(await candidate.api.start(publicationId));
      await candidate.api.save(session.attemptId, single[0]!, 1, { choices: ['B'] });
      await candidate.api.save(session.attemptId, trueFalse[0]!, 1, { choices: ['A'] });
      expect(data(await candidate.api.submitOnly(session.attemptId))).toMatchObject({ status: 0, result: null });
      attemptIds.push(session.attemptId);
    }
    const unscored = await c.t.app.db
      .selectFrom('attempts')
      .select('id')
      .where('id', 'in', attemptIds)
      .where('scoredAt', 'is', null)
      .execute();
    expect(unscored).toHaveLength(attemptIds.length);

    // A fresh server on the same file: its first sweep (on ready) scores them, each once.
    const next = await startTestApp('sqlite', {}, { clock: c.clock, sqliteFile: crashFile });
    apps.push(next);
    await next.app.ready();
    const stored = await next.app.db
      .selectFrom('attempts')
      .select(['status', 'scoredAt', 'objectiveScore', 'finalScore'])
      .where('id', 'in', attemptIds)
      .execute();
    // Single right (2) and true/false (A, right: 2) of 10.
    expect(stored).toEqual(attemptIds.map(() => ({ status: 0, scoredAt: EXAM_DAY + 5 * MINUTE, objectiveScore: 4, finalScore: 4 })));
    const rows = await next.app.db.selectFrom('attemptAnswers').select('attemptId').where('attemptId', 'in', attemptIds).execute();
    expect(rows).toHaveLength(attemptIds.length * 4);
    // The candidate's list shows the result.
    const listed = data(await candidateCalls(next, c.candidates[0]!.token).myExams()).exams.find(
      (exam) => exam.publicationId === publicationId,
    );
    expect(listed?.result).toMatchObject({ score: 4, pending: false });
  });
});
