import { API, PERMISSION, STATUS, USER_TYPE } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { hashToken } from '../auth/index.js';
import {
  type Candidate,
  candidateCalls,
  data,
  EXAM_DAY,
  type ExamContext,
  insertPublication,
  MINUTE,
  startExamTest,
  storedAnswers,
} from './test/attempt-fixture.js';

/**
 * The answer save checks the caller's session inside its own statement (answers.ts,
 * saveAnswerOfRequest; the access hook defers to it: plugins/access.ts). Whatever the hook would
 * have refused, the save refuses the same way, on both databases, and stores nothing. Each case
 * saves once first, so the attempt's shapes are known and the next save takes the usual path.
 */
describe.each(DATABASES)("the answer save's session check on %s", (kind) => {
  let c: ExamContext;
  beforeAll(async () => {
    c = await startExamTest(kind, { candidates: 3 });
  });
  afterAll(() => c.t.close());

  const questionId = () => c.bank.single[0]!;

  /** A fresh sign-in of `candidate`, a started exam and a first save (seq 1, B) made with it. */
  async function savedOnce(candidate: Candidate) {
    c.clock.set(EXAM_DAY + 10 * MINUTE);
    const token = await c.t.login(candidate.username, '123456', USER_TYPE.STUDENT);
    const calls = candidateCalls(c.t, token);
    const publicationId = await insertPublication(c, { paperId: c.papers.withTask });
    const { attemptId } = data(await calls.start(publicationId));
    expect(data(await calls.save(attemptId, questionId(), 1, { choices: ['B'] })).applied).toBe(true);
    return { token, calls, attemptId };
  }

  const storedSeqs = async (attemptId: number) => (await storedAnswers(c, attemptId)).map((answer) => answer.seq);

  it('refuses a save once the session is signed out, and keeps the acknowledged answer', async () => {
    const { token, calls, attemptId } = await savedOnce(c.alice);
    // Sign-out is a GET by name (docs/REQUIREMENTS.md §14); it takes only the Authorization header, never the cookie (docs/SECURITY.md).
    expect((await c.t.call({ method: 'GET', url: API.logout, token })).body.status).toBe(STATUS.OK);
    expect((await calls.save(attemptId, questionId(), 2, { choices: ['A'] })).status).toBe(STATUS.TOKEN_INVALID);
    expect(await storedSeqs(attemptId)).toEqual([1]);
  });

  it('refuses a save on an expired session', async () => {
    const { token, calls, attemptId } = await savedOnce(c.alice);
    await c.t.app.db
      .updateTable('sessions')
      .set({ expiresAt: Date.now() - 1 })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    expect((await calls.save(attemptId, questionId(), 2, { choices: ['A'] })).status).toBe(STATUS.TOKEN_INVALID);
    expect(await storedSeqs(attemptId)).toEqual([1]);
  });

  it('refuses a save of a locked user even while the session row is still there', async () => {
    const candidate = c.candidates[2]!;
    const { calls, attemptId } = await savedOnce(candidate);
    const locked = (value: number) =>
      c.t.app.db.updateTable('users').set({ locked: value }).where('id', '=', candidate.studentId).execute();
    await locked(1);
    try {
      expect((await calls.save(attemptId, questionId(), 2, { choices: ['A'] })).status).toBe(STATUS.TOKEN_INVALID);
    } finally {
      await locked(0);
    }
    expect(await storedSeqs(attemptId)).toEqual([1]);
    expect(data(await calls.save(attemptId, questionId(), 3, { choices: ['A'] })).applied).toBe(true);
  });

  it('refuses a save once no role of the user grants STUDENT-EXAM', async () => {
    const { calls, attemptId } = await savedOnce(c.bruno);
    const { db } = c.t.app;
    const permission = await db
      .selectFrom('permissions')
      .select('id')
      .where('permissionKey', '=', PERMISSION.STUDENT_EXAM)
      .executeTakeFirstOrThrow();
    const grants = await db
      .selectFrom('rolePermissions')
      .innerJoin('userRoles', 'userRoles.roleId', 'rolePermissions.roleId')
      .select(['rolePermissions.roleId', 'rolePermissions.permissionId'])
      .where('userRoles.userId', '=', c.bruno.studentId)
      .where('rolePermissions.permissionId', '=', permission.id)
      .execute();
    expect(grants.length).toBeGreaterThan(0);
    // The roles keep a permission (another one), so only the key itself can tell.
    const other = await db
      .selectFrom('permissions')
      .select('id')
      .where('permissionKey', '=', PERMISSION.MARKING_PAPERS)
      .executeTakeFirstOrThrow();
    const otherGrants = grants.map((grant) => ({ roleId: grant.roleId, permissionId: other.id }));
    await db.deleteFrom('rolePermissions').where('permissionId', '=', permission.id).execute();
    await db.insertInto('rolePermissions').values(otherGrants).execute();
    try {
      expect((await calls.save(attemptId, questionId(), 2, { choices: ['A'] })).status).toBe(STATUS.FORBIDDEN);
    } finally {
      await db
        .deleteFrom('rolePermissions')
        .where('permissionId', '=', other.id)
        .where(
          'roleId',
          'in',
          otherGrants.map((grant) => grant.roleId),
        )
        .execute();
      await db.insertInto('rolePermissions').values(grants).execute();
    }
    expect(await storedSeqs(attemptId)).toEqual([1]);
  });

  it("answers another candidate's attempt as not found and leaves it as it was", async () => {
    // Both ways round, so an owner check that compares ids the wrong way cannot pass either.
    for (const [owner, other] of [
      [c.alice, c.bruno],
      [c.bruno, c.alice],
    ] as const) {
      const { attemptId } = await savedOnce(owner);
      expect((await other.api.save(attemptId, questionId(), 2, { choices: ['A'] })).status).toBe(STATUS.NOT_FOUND);
      expect(await storedSeqs(attemptId)).toEqual([1]);
    }
  });

  it('settles access before the body: signed out or forbidden callers learn that, not what is wrong with the body', async () => {
    const { token, calls, attemptId } = await savedOnce(c.alice);
    const teacher = await c.t.login('teacher', '123456', USER_TYPE.TEACHER);
    const badBody = { attemptId, questionId: questionId(), seq: 'two' };
    const save = (payload: Record<string, unknown>, caller?: string) =>
      c.t.call({ method: 'POST', url: API.saveAnswer, token: caller, payload });
    expect((await save(badBody, teacher)).body.status).toBe(STATUS.FORBIDDEN);
    expect((await save(badBody, 'not-a-session')).body.status).toBe(STATUS.TOKEN_INVALID);
    const malformed = await c.t.app.inject({
      method: 'POST',
      url: API.saveAnswer,
      headers: { authorization: 'Bearer not-a-session', 'content-type': 'application/json' },
      payload: '{"attemptId": ',
    });
    expect(malformed.json().status).toBe(STATUS.TOKEN_INVALID);
    expect((await save(badBody, token)).body.status).toBe(STATUS.BAD_REQUEST);
    // A refusal of the statement itself (the attempt closed) is the candidate's to know.
    await calls.submitOnly(attemptId);
    expect((await calls.save(attemptId, questionId(), 2, { choices: ['A'] })).status).toBe(STATUS.CONFLICT);
  });

  it("checks the usual save's session inside the save: no viewer statement of its own", async () => {
    const { calls, attemptId } = await savedOnce(c.alice);
    const statements = vi.spyOn(c.t.app.db, 'executeQuery');
    try {
      expect(data(await calls.save(attemptId, questionId(), 2, { choices: ['A'] })).applied).toBe(true);
      const sqls = statements.mock.calls.map(([query]) => ('sql' in query ? query.sql : query.compile().sql).replaceAll('"', ''));
      if (kind === 'postgres') {
        // One statement in all: the session's check and the save (answers-postgres.ts).
        expect(sqls).toHaveLength(1);
        expect(sqls[0]).toMatch(/from sessions[\s\S]*insert into attempt_answers/);
      } else {
        // SQLite: the save's statements run on the group commit's transaction, none on the
        // database beside it (where the hook's viewer statement ran).
        expect(sqls).toEqual([]);
      }
    } finally {
      statements.mockRestore();
    }
    expect(await storedSeqs(attemptId)).toEqual([2]);
  });
});
