import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../db/group-commit.js';
import { DATABASES } from '../../test/harness.js';
import { frozenPaperParts, parseFrozenPaper, storePaperVersion } from '../exam-core/index.js';
import { type MarkingContext, startMarkingTest } from '../marking/test/marking-fixture.js';
import { drawPaper } from '../papers/index.js';
import { forgetShape } from './answers.js';
import {
  bankToShown,
  data,
  EXAM_DAY,
  insertPublication,
  MINUTE,
  plantOptionOrder,
  storedAttempt,
  storedPaper,
} from './test/attempt-fixture.js';

/**
 * A frozen paper stored once per version and shared by its attempts (docs/decisions/0015), beside
 * attempts of the older form that hold their whole paper: both are read, scored, reviewed and
 * corrected alike. Paper `objective` (attempt-fixture.ts): single B 2, single B 2, multiple A+C 4,
 * true/false A 2; pass 6; questions and options shuffled.
 */
describe.each(DATABASES)('paper versions on %s', (kind) => {
  let c: MarkingContext;
  beforeAll(async () => {
    c = await startMarkingTest(kind);
  });
  afterAll(() => c.t.close());

  const versionsOf = (paperId: number) => c.t.app.db.selectFrom('paperVersions').selectAll().where('paperId', '=', paperId).execute();
  const stored = (attemptId: number) =>
    c.t.app.db.selectFrom('attempts').select(['paper', 'sitting', 'paperVersionId']).where('id', '=', attemptId).executeTakeFirstOrThrow();

  it('stores a draw once: the attempts of a paper share its version, each keeps its own order and is scored and reviewed as its own', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const [single, multiple] = [c.bank.single[0]!, c.bank.multiple[0]!];
    const publicationId = await insertPublication(c, { paperId: c.papers.objective });
    const a = data(await c.alice.api.start(publicationId)).attemptId;
    const b = data(await c.bruno.api.start(publicationId)).attemptId;

    const versions = await versionsOf(c.papers.objective);
    expect(versions).toHaveLength(1);
    for (const attemptId of [a, b]) expect(await stored(attemptId)).toMatchObject({ paper: '', paperVersionId: versions[0]!.id });
    // The version holds the keys once, in key order; each sitting only the order, about 30 bytes a question.
    const version = parseFrozenPaper(versions[0]!.questions);
    expect(version.find((question) => question.questionId === single)!.options.map((option) => option.key)).toEqual(['A', 'B', 'C', 'D']);
    expect((await stored(a)).sitting!.length).toBeLessThan(40 * version.length);

    await plantOptionOrder(c.t, a, single, 'BACD');
    await plantOptionOrder(c.t, b, single, 'DCBA');
    // The bank's key B is shown as A to Alice and as C to Bruno.
    expect(await bankToShown(c.t, a, single, ['B'])).toEqual(['A']);
    expect(await bankToShown(c.t, b, single, ['B'])).toEqual(['C']);
    data(await c.alice.api.save(a, single, 1, { choices: ['B'] }));
    data(await c.alice.api.save(a, multiple, 2, { choices: ['A', 'C'] }));
    data(await c.bruno.api.save(b, single, 1, { choices: ['B'] }));
    data(await c.bruno.api.save(b, multiple, 2, { choices: ['A'] }));
    data(await c.alice.api.submit(a));
    data(await c.bruno.api.submit(b));

    expect(await storedAttempt(c, a)).toMatchObject({ objectiveScore: 6, totalScore: 10 });
    expect(await storedAttempt(c, b)).toMatchObject({ objectiveScore: 2, totalScore: 10 });
    const sheetOf = async (attemptId: number) =>
      data(await c.calls.sheet(c.examiner, attemptId)).questions.find((question) => question.questionId === single)!;
    expect(await sheetOf(a)).toMatchObject({ answer: ['B'], choices: ['B'], earned: 2 });
    expect((await sheetOf(a)).options.map((option) => option.key)).toEqual(['B', 'A', 'C', 'D']);
    expect((await sheetOf(b)).options.map((option) => option.key)).toEqual(['D', 'C', 'B', 'A']);
  });

  it('starts from a version already stored (a restart, or a start whose attempt was lost) without storing it again', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const paperId = c.papers.withTask;
    expect(await versionsOf(paperId)).toHaveLength(0);
    // The version as a start would store it, committed on its own (its attempt never was).
    const parts = frozenPaperParts(paperId, await drawPaper(c.t.app, paperId));
    const versionId = await writeTransaction(c.t.app, (trx) => storePaperVersion(trx, paperId, parts, c.t.app.clock.now()));
    const started = data(await c.alice.api.start(await insertPublication(c, { paperId })));
    expect((await stored(started.attemptId)).paperVersionId).toBe(versionId);
    expect(await versionsOf(paperId)).toHaveLength(1);
  });

  it('keeps one row when two starts store the same new version at once', async () => {
    const paperId = c.papers.objective;
    const parts = frozenPaperParts(paperId, (await drawPaper(c.t.app, paperId)).slice(1));
    const now = c.t.app.clock.now();
    const ids = await Promise.all([1, 2].map(() => writeTransaction(c.t.app, (trx) => storePaperVersion(trx, paperId, parts, now))));
    expect(ids[0]).toBe(ids[1]);
    const rows = await c.t.app.db.selectFrom('paperVersions').select('id').where('fingerprint', '=', parts.fingerprint).execute();
    expect(rows).toEqual([{ id: ids[0] }]);
  });

  it('reads an attempt of the older form (its whole paper in its row) beside one of the new: session, saves, scoring, answer sheet, key correction', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const single = c.bank.single[0]!;
    const publicationId = await insertPublication(c, { paperId: c.papers.objective });
    const older = data(await c.alice.api.start(publicationId));
    const newer = data(await c.bruno.api.start(publicationId));
    // Alice's attempt as it was stored before versions existed.
    const paper = await storedPaper(c, older.attemptId);
    await c.t.app.db
      .updateTable('attempts')
      .set({ paper: JSON.stringify(paper), sitting: null, paperVersionId: null })
      .where('id', '=', older.attemptId)
      .execute();
    forgetShape(c.t.app, older.attemptId);
    expect(data(await c.alice.api.session(older.attemptId, 0))).toMatchObject({ questions: older.questions, contentUrl: older.contentUrl });

    // Both answer C (the bank says B): wrong until the key is corrected to C.
    for (const [candidate, attemptId] of [
      [c.alice, older.attemptId],
      [c.bruno, newer.attemptId],
    ] as const) {
      data(await candidate.api.save(attemptId, single, 1, { choices: ['C'] }));
      data(await candidate.api.submit(attemptId));
      expect(await storedAttempt(c, attemptId)).toMatchObject({ objectiveScore: 0 });
      expect(data(await c.calls.sheet(c.examiner, attemptId)).questions.find((question) => question.questionId === single)).toMatchObject({
        answer: ['B'],
        choices: ['C'],
        earned: 0,
      });
    }

    const correction = data(await c.calls.correctKey(c.examiner, single, ['C']));
    expect(correction.attempts.filter((entry) => entry.attemptId === older.attemptId || entry.attemptId === newer.attemptId)).toEqual([
      expect.objectContaining({ attemptId: older.attemptId, oldScore: 0, newScore: 2 }),
      expect.objectContaining({ attemptId: newer.attemptId, oldScore: 0, newScore: 2 }),
    ]);
    const keyIn = (frozen: typeof paper) => frozen.find((question) => question.questionId === single)!.answer;
    expect(keyIn(JSON.parse((await stored(older.attemptId)).paper) as typeof paper)).toEqual(['C']);
    // The version holds the corrected key, for every attempt of it (finished or still open).
    for (const version of await versionsOf(c.papers.objective)) {
      const held = parseFrozenPaper(version.questions).find((question) => question.questionId === single);
      if (held) expect(held.answer).toEqual(['C']);
    }
    expect(keyIn(await storedPaper(c, newer.attemptId))).toEqual(['C']);
    for (const attemptId of [older.attemptId, newer.attemptId]) {
      expect(await storedAttempt(c, attemptId)).toMatchObject({ objectiveScore: 2 });
    }
  });
});
