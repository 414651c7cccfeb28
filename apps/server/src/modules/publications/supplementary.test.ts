import { API, type ClassRecord, EXAM_STATUS, type StudentRecord } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { addStudent } from '../../test/org.js';
import { eligibleStudentIds, isEligible } from '../exam-core/index.js';
import {
  type AttemptRow,
  getPublication,
  HOUR,
  insertAttempt,
  type PublicationContext,
  publishedPublication,
  savedPublication,
  startPublicationTest,
} from './test/publication-fixture.js';

const { SUBMITTED, EXPIRED, IN_PROGRESS, RESUMED } = EXAM_STATUS;

describe.each(DATABASES)('who may sit a supplementary exam on %s', (kind) => {
  let c: PublicationContext;
  let resitBatch: ClassRecord;
  let candidates: Record<string, StudentRecord>;
  let parentId: number;
  let reExam: { id: number; kind: string; parentPublicationId: number | null };

  /** Each candidate of the parent exam and what their attempts at it were. */
  const HISTORIES: Record<string, Pick<AttemptRow, 'status' | 'passed'>[]> = {
    passed: [{ status: SUBMITTED, passed: 0 }],
    failed: [{ status: SUBMITTED, passed: 1 }],
    beingMarked: [{ status: SUBMITTED, passed: null }],
    expiredFailed: [{ status: EXPIRED, passed: 1 }],
    expiredBeingMarked: [{ status: EXPIRED, passed: null }],
    absent: [],
    stillSitting: [{ status: IN_PROGRESS, passed: null }],
    resumedAfterFailing: [
      { status: SUBMITTED, passed: 1 },
      { status: RESUMED, passed: null },
    ],
    failedThenPassed: [
      { status: SUBMITTED, passed: 1 },
      { status: SUBMITTED, passed: 0 },
    ],
    failedTwice: [
      { status: SUBMITTED, passed: 1 },
      { status: EXPIRED, passed: 1 },
    ],
  };

  beforeAll(async () => {
    c = await startPublicationTest(kind);
    resitBatch = expectOk(
      await c.t.call<ClassRecord>({
        method: 'POST',
        url: API.addClasses,
        token: c.admin,
        payload: { subjectId: c.chain.subject.subjectId, name: 'Resit batch', code: 'RESIT', year: 2026 },
      }),
      'addClasses',
    );
    candidates = {};
    for (const [n, name] of Object.keys(HISTORIES).entries())
      candidates[name] = await addStudent(c.t, c.admin, resitBatch.classId, 100 + n, { name });
    const start = c.clock.now();
    parentId = (
      await publishedPublication(c, {
        name: 'Parent exam',
        classIds: [resitBatch.classId],
        startsAt: start,
        endsAt: start + 2 * HOUR,
        attemptsAllowed: 2,
      })
    ).publicationId;
    for (const [name, attempts] of Object.entries(HISTORIES)) {
      for (const [index, attempt] of attempts.entries()) {
        await insertAttempt(c, {
          publicationId: parentId,
          studentId: candidates[name]!.studentId,
          attemptNo: index + 1,
          startedAt: start,
          deadlineAt: start + HOUR,
          ...attempt,
        });
      }
    }
    // A draft: publishing waits for the parent's results to be final (publication-actions.test.ts); who would be eligible follows them meanwhile.
    const added = await savedPublication(c, {
      name: 'Re-exam',
      kind: 'supplementary',
      parentPublicationId: parentId,
      classIds: [c.chain.batch.classId],
    });
    reExam = { id: added.publicationId, kind: 'supplementary', parentPublicationId: parentId };
  });
  afterAll(() => c.t.close());

  const eligibleNames = async () => {
    const ids = (await eligibleStudentIds(c.t.app.db, reExam).execute()).map((row) => row.id);
    return Object.entries(candidates)
      .filter(([, student]) => ids.includes(student.studentId))
      .map(([name]) => name)
      .sort();
  };

  it('admits only those who failed or were absent, never those who passed or are still sitting or being marked', async () => {
    expect(await eligibleNames()).toEqual(['absent', 'expiredFailed', 'failed', 'failedTwice']);
    for (const [name, student] of Object.entries(candidates)) {
      expect(await isEligible(c.t.app.db, reExam, student.studentId), name).toBe(
        ['absent', 'expiredFailed', 'failed', 'failedTwice'].includes(name),
      );
    }
    expect(await isEligible(c.t.app.db, reExam, c.students[0]!.studentId)).toBe(false);
    expect((await getPublication(c, reExam.id)).candidateCount).toBe(4);
  });

  it('follows the marking: a graded attempt changes who may sit the re-exam', async () => {
    const { db } = c.t.app;
    const marked = (name: string) =>
      db.updateTable('attempts').where('studentId', '=', candidates[name]!.studentId).where('publicationId', '=', parentId);
    await marked('beingMarked').set({ passed: 1 }).execute();
    await marked('expiredBeingMarked').set({ passed: 0 }).execute();
    expect(await eligibleNames()).toEqual(['absent', 'beingMarked', 'expiredFailed', 'failed', 'failedTwice']);
  });

  it('keeps a failed candidate eligible after a move to another batch; an absent one moves out of it', async () => {
    const { db } = c.t.app;
    const moveToSecondBatch = (name: string) =>
      db.updateTable('users').set({ classId: c.secondBatch.classId }).where('id', '=', candidates[name]!.studentId).execute();
    await moveToSecondBatch('failed');
    await moveToSecondBatch('absent');
    expect(await eligibleNames()).toEqual(['beingMarked', 'expiredFailed', 'failed', 'failedTwice']);
  });

  it("admits every student of a normal exam's batches, whatever happened elsewhere", async () => {
    const normal = { id: parentId, kind: 'normal', parentPublicationId: null };
    const ids = (await eligibleStudentIds(c.t.app.db, normal).execute()).map((row) => row.id).sort((a, b) => a - b);
    const inBatch = Object.values(candidates)
      .filter((student) => !['failed', 'absent'].includes(student.name))
      .map((student) => student.studentId);
    expect(ids).toEqual(inBatch.sort((a, b) => a - b));
  });
});
