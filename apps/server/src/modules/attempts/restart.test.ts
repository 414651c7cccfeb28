import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANSWER_GRACE_MS } from '@kaoshi/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { candidateCalls, data, EXAM_DAY, insertPublication, MINUTE, objectivePaper, startExamTest } from './attempt-fixture.js';

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
});
