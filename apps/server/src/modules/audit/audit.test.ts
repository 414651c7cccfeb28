import {
  API,
  AUDIT_HIDDEN,
  type AuthUser,
  type AuditAction,
  type AuditRecord,
  hashPasswordForTransport,
  type Paged,
  type SchoolRecord,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, expectOk, withQuery } from '../../test/fixtures.js';
import { DATABASES, TEST_CAPTCHA } from '../../test/harness.js';
import { data, EXAM_DAY, MINUTE } from '../attempts/test/attempt-fixture.js';
import { type MarkingContext, sit, startMarkingTest, taskExam } from '../marking/test/marking-fixture.js';

describe.each(DATABASES)('the audit trail on %s', (kind) => {
  let c: MarkingContext;
  /** Every token handed out in this file: none may ever appear in a record. */
  const tokens: string[] = [];
  beforeAll(async () => {
    c = await startMarkingTest(kind);
    tokens.push(c.admin, c.examiner, c.second, ...c.candidates.map((candidate) => candidate.token));
  });
  afterAll(() => c.t.close());

  const records = async (query: Record<string, string | number> = {}) =>
    expectOk(
      await c.t.call<Paged<AuditRecord>>({ method: 'GET', url: withQuery(API.listAuditLog, { limit: 500, ...query }), token: c.admin }),
      'listAuditLog',
    ).list;
  /** The newest record of the action (on the target, when given). */
  const latest = async (action: AuditAction, targetId?: number) => {
    const [record] = await records({ action, ...(targetId === undefined ? {} : { targetId }) });
    if (!record) throw new Error(`no ${action} record`);
    return record;
  };
  const examiner = async () =>
    expectOk(await c.t.call<AuthUser>({ method: 'GET', url: API.authWebUser, token: c.examiner }), 'authWebUser');
  const adminId = async () =>
    (await c.t.app.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;

  it('records a user added, updated and locked, given roles, reset and deleted: who, from where, and the changed fields only', async () => {
    const user = await createUser(c.t, c.admin, { username: 'audited', nickName: 'Audited Person', userType: 1, roleKeys: ['TEACHER'] });
    const added = await latest('user.add', user.userId);
    expect(added).toMatchObject({
      userId: await adminId(),
      username: 'admin',
      targetType: 'user',
      targetLabel: 'Audited Person (audited)',
      before: null,
    });
    expect(added.after).toMatchObject({ username: 'audited', nickName: 'Audited Person', userType: 1, locked: 0, roles: ['TEACHER'] });

    const update = { userId: user.userId, username: 'audited', nickName: 'Renamed Person', userType: 1, locked: 1 };
    expectOk(
      await c.t.call({
        method: 'PUT',
        url: API.updateUser,
        token: c.admin,
        payload: update,
        headers: { 'user-agent': 'AuditTest/1.0 (screen reader)' },
      }),
      'updateUser',
    );
    const updated = await latest('user.update', user.userId);
    expect(updated).toMatchObject({
      before: { nickName: 'Audited Person', locked: 0 },
      after: { nickName: 'Renamed Person', locked: 1 },
      userAgent: 'AuditTest/1.0 (screen reader)',
    });
    expect(Object.keys(updated.after!).sort()).toEqual(['locked', 'nickName']);
    expect(updated.ip).not.toBe('');

    const roles = await c.t.app.db
      .selectFrom('roles')
      .select(['id', 'roleKey'])
      .where('roleKey', 'in', ['TEACHER', 'SUPER'])
      .orderBy('id')
      .execute();
    expectOk(
      await c.t.call({
        method: 'POST',
        url: API.bindUserWithRole,
        token: c.admin,
        payload: { userId: user.userId, roleIds: roles.map((role) => role.id) },
      }),
      'bind',
    );
    const bound = await latest('user.bindRoles', user.userId);
    expect(bound.before).toEqual({ roles: ['TEACHER'] });
    expect(new Set(bound.after!.roles as string[])).toEqual(new Set(['SUPER', 'TEACHER']));

    expectOk(await c.t.call({ method: 'GET', url: `${API.reSetPass}/${user.userId}`, token: c.admin }), 'reSetPass');
    // The password changed, and that is all the record says: no field of it is kept.
    expect(await latest('user.resetPassword', user.userId)).toMatchObject({
      targetLabel: 'Renamed Person (audited)',
      before: null,
      after: null,
    });

    expectOk(await c.t.call({ method: 'DELETE', url: `${API.deleteUser}/${user.userId}`, token: c.admin }), 'deleteUser');
    const deleted = await latest('user.delete', user.userId);
    expect(deleted).toMatchObject({ targetLabel: 'Renamed Person (audited)', before: { username: 'audited', locked: 1 }, after: null });
  });

  it('records the standard calls of an entity (add, update, batch delete) once per record, and nothing for a refused call', async () => {
    const add = (name: string, code: string) =>
      c.t.call<SchoolRecord>({ method: 'POST', url: API.addSchool, token: c.admin, payload: { name, code } });
    const first = expectOk(await add('Audit Project One', 'AUD-1'), 'addSchool');
    const second = expectOk(await add('Audit Project Two', 'AUD-2'), 'addSchool');
    expect(await latest('school.add', first.schoolId)).toMatchObject({
      targetLabel: 'Audit Project One',
      after: { name: 'Audit Project One', code: 'AUD-1' },
    });
    // A duplicate code is refused: nothing changed, nothing recorded.
    const before = (await records({ action: 'school.add' })).length;
    expect((await add('Again', 'AUD-1')).body.status).not.toBe(200);
    expect(await records({ action: 'school.add' })).toHaveLength(before);

    expectOk(
      await c.t.call({ method: 'PUT', url: API.updateSchool, token: c.admin, payload: { ...first, name: 'Audit Project 1' } }),
      'updateSchool',
    );
    expect(await latest('school.update', first.schoolId)).toMatchObject({
      before: { name: 'Audit Project One' },
      after: { name: 'Audit Project 1' },
    });

    expectOk(
      await c.t.call({ method: 'POST', url: API.batchDeleteSchool, token: c.admin, payload: { ids: [first.schoolId, second.schoolId] } }),
      'batchDelete',
    );
    const deletes = await records({ action: 'school.delete' });
    expect(deletes.map((record) => [record.targetId, record.targetLabel, record.after])).toEqual([
      [second.schoolId, 'Audit Project Two', null],
      [first.schoolId, 'Audit Project 1', null],
    ]);
  });

  it("records a role's permission grants as its keys before and after", async () => {
    // The first examiner's role (marking-fixture.ts: teacherWith … [MARKINGPAPERS]), made through the API.
    const roleId = (await c.t.app.db.selectFrom('roles').select('id').where('roleKey', 'like', 'R_MARKER%A').executeTakeFirstOrThrow()).id;
    const granted = await latest('role.bindPermissions', roleId);
    expect(granted).toMatchObject({
      username: 'admin',
      targetType: 'role',
      before: { permissions: [] },
      after: { permissions: ['MARKINGPAPERS'] },
    });
    expect(await latest('role.add', roleId)).toMatchObject({
      before: null,
      after: { roleKey: expect.stringMatching(/^R_MARKER/), permissions: [] },
    });
  });

  it('records sign-ins, refused sign-ins with the name tried and why (no account id), and sign-outs', async () => {
    expect((await c.t.attemptLogin('admin', 'not-the-password')).body.status).not.toBe(200);
    expect(await latest('login.failure')).toMatchObject({
      userId: null,
      username: 'admin',
      detail: { reason: 'loginFailed' },
      targetId: null,
    });
    expect((await c.t.attemptLogin('nobody-by-that-name')).body.status).not.toBe(200);
    expect(await latest('login.failure')).toMatchObject({
      userId: null,
      username: 'nobody-by-that-name',
      detail: { reason: 'loginFailed' },
    });
    const captcha = await c.t.call<{ captchaKey: string }>({ method: 'GET', url: API.captcha });
    const wrongCode = await c.t.call({
      method: 'POST',
      url: API.doLogin,
      payload: {
        username: 'teacher',
        password: hashPasswordForTransport('123456'),
        verifyCode: `${TEST_CAPTCHA}x`,
        captchaKey: captcha.body.data.captchaKey,
        userType: 1,
      },
    });
    expect(wrongCode.body.status).not.toBe(200);
    expect(await latest('login.failure')).toMatchObject({ username: 'teacher', detail: { reason: 'captchaWrong' } });

    const token = await c.t.login('teacher', undefined, 1);
    tokens.push(token);
    const teacher = await c.t.app.db.selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirstOrThrow();
    expect(await latest('login.success')).toMatchObject({
      userId: teacher.id,
      username: 'teacher',
      targetType: 'user',
      targetId: teacher.id,
    });
    expectOk(await c.t.call({ method: 'GET', url: API.logout, token }), 'logout');
    expect(await latest('logout')).toMatchObject({ userId: teacher.id, username: 'teacher' });
  });

  it("records a proctor's extra time and forced submission with the attempt before and after, and nothing of the candidate's own calls", async () => {
    const publicationId = await taskExam(c);
    const [, , , dana] = c.candidates;
    const session = data(await dana!.api.start(publicationId));
    data(await dana!.api.save(session.attemptId, c.bank.single[0]!, 1, { choices: ['B'] }));
    const deadline = (
      await c.t.app.db.selectFrom('attempts').select('deadlineAt').where('id', '=', session.attemptId).executeTakeFirstOrThrow()
    ).deadlineAt;

    const extra = { attemptId: session.attemptId, minutes: 5, reason: 'Power cut in room 2' };
    expectOk(await c.t.call({ method: 'POST', url: API.giveExtraTime, token: c.examiner, payload: extra }), 'giveExtraTime');
    const given = await latest('proctor.extraTime', session.attemptId);
    expect(given).toMatchObject({
      username: (await examiner()).username,
      targetType: 'attempt',
      targetLabel: expect.stringContaining(dana!.name),
      before: { extraMs: 0, deadlineAt: Number(deadline) },
      after: { extraMs: 5 * MINUTE, deadlineAt: Number(deadline) + 5 * MINUTE },
      detail: { minutes: 5, reason: 'Power cut in room 2' },
    });

    const message = { publicationId, attemptId: session.attemptId, text: 'Five minutes left' };
    expectOk(await c.t.call({ method: 'POST', url: API.proctorMessage, token: c.examiner, payload: message }), 'proctorMessage');
    expect(await latest('proctor.message', publicationId)).toMatchObject({
      targetType: 'publication',
      before: null,
      after: null,
      detail: { attemptId: session.attemptId, text: 'Five minutes left' },
    });

    expectOk(
      await c.t.call({
        method: 'POST',
        url: API.forceSubmit,
        token: c.examiner,
        payload: { attemptId: session.attemptId, reason: 'Phone in use' },
      }),
      'forceSubmit',
    );
    const forced = await latest('proctor.forceSubmit', session.attemptId);
    expect(forced.before).toMatchObject({ status: 2, submittedAt: null });
    expect(forced.after).toMatchObject({ status: 0, submittedAt: EXAM_DAY + 5 * MINUTE });
    expect(forced.detail).toEqual({ reason: 'Phone in use' });

    // Starting, saving and submitting are the candidate's exam: never on the staff trail.
    const candidateActions = (await records({ userId: dana!.studentId })).map((record) => record.action);
    expect(new Set(candidateActions)).toEqual(new Set(['login.success']));
  });

  it('records marking (hold, a task score) and a key correction with the attempts it re-scored, but never the key', async () => {
    const publicationId = await taskExam(c);
    const [, , chen] = c.candidates;
    const { attemptId } = await sit(chen!, publicationId, { [c.bank.single[0]!]: ['C'], [c.bank.link[0]!]: 'done' });

    data(await c.calls.hold(c.examiner, attemptId));
    expect(await latest('marking.hold', attemptId)).toMatchObject({
      before: { heldBy: null },
      after: { heldBy: (await examiner()).nickName },
    });
    data(await c.calls.score(c.examiner, attemptId, c.bank.link[0]!, 5, 'Half of the task'));
    const scored = await latest('marking.score', attemptId);
    expect(scored.before).toMatchObject({ taskScore: null, finalScore: null });
    expect(scored.after).toMatchObject({ taskScore: 5, taskComment: 'Half of the task', manualScore: 5, finalScore: 5 });
    expect(scored.detail).toEqual({ questionId: c.bank.link[0] });

    const correction = data(await c.calls.correctKey(c.examiner, c.bank.single[0]!, ['C'], 'Option C is the standard'));
    const rescore = await latest('marking.rescore', c.bank.single[0]!);
    expect(rescore).toMatchObject({ targetType: 'question', before: { answer: AUDIT_HIDDEN }, after: { answer: AUDIT_HIDDEN } });
    expect(rescore.detail).toMatchObject({ reason: 'Option C is the standard', rescored: correction.attempts.length });
    expect(rescore.detail!.attempts).toContainEqual(expect.objectContaining({ attemptId, oldScore: 5, newScore: 7 }));
    expect(JSON.stringify(rescore)).not.toMatch(/"(old|new)Answer"|\["[A-J]"\]/);
  });

  it('keeps no password, password hash or token in any record', async () => {
    const changer = await createUser(c.t, c.admin, { username: 'changer', password: 'Old-secret-1' });
    const token = await c.t.login('changer', 'Old-secret-1');
    tokens.push(token);
    const body = { oldPass: hashPasswordForTransport('Old-secret-1'), newPass: hashPasswordForTransport('New-secret-2') };
    expectOk(await c.t.call({ method: 'POST', url: API.updatePass, token, payload: body }), 'updatePass');
    expect(await latest('user.changePassword', changer.userId)).toMatchObject({ userId: changer.userId, before: null, after: null });

    const all = await c.t.app.db.selectFrom('auditLog').selectAll().execute();
    expect(all.length).toBeGreaterThan(20);
    const text = JSON.stringify(all);
    const hashes = (await c.t.app.db.selectFrom('users').select('passwordHash').execute()).map((row) => row.passwordHash);
    const secrets = [
      ...hashes,
      ...tokens,
      body.oldPass,
      body.newPass,
      hashPasswordForTransport('123456'),
      hashPasswordForTransport('Old-secret-1'),
      'Old-secret-1',
      'New-secret-2',
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
    const fields = JSON.stringify(all.map((row) => [row.beforeJson, row.afterJson, row.detailJson]));
    expect(fields).not.toMatch(/password|hash|token|\$argon2|\$scrypt/i);
  });
});
