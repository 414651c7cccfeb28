import {
  maskIdNumber,
  API,
  type AuditRecord,
  type AuthUser,
  type Paged,
  PERMISSION,
  STATUS,
  type StudentRecord,
  type TemporaryPassword,
  translate,
  USER_TYPE,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudSuite } from '../../test/crud-suite.js';
import { ownPassword, signedInUserWith, tryLogin, withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { addStudent, type Chain, createChain, fakeIdNumber, fetchRaw, type OrgContext, readXlsx, startOrgTest } from '../../test/org.js';

describe.each(DATABASES)('students on %s', (kind) => {
  let c: OrgContext;
  let chain: Chain;
  let other: Chain;
  beforeAll(async () => {
    c = await startOrgTest(kind);
    chain = await createChain(c.t, c.admin, 'STU', { batch: '2026 Spring', department: 'Welding' });
    other = await createChain(c.t, c.admin, 'STU2');
  });
  afterAll(() => c.t.close());

  const body = (n: number) => ({
    username: `T${n}`,
    name: `Trainee ${n}`,
    gender: 'F',
    idNumber: fakeIdNumber(100_000 + n),
    phone: '13800138000',
    email: `t${n}@example.com`,
    classId: chain.batch.classId,
  });
  crudSuite(() => c, {
    entity: 'Student',
    idField: 'studentId',
    permission: PERMISSION.STUDENT,
    body,
    bad: [
      [{ idNumber: '110105199003071238' }, /ID number 110105199003071238 is not valid/],
      [{ idNumber: '11010519900307' }, /idNumber/],
      [{ idNumber: '110105199002301230' }, /not valid/],
      [{ gender: 'X' }, /gender/],
      [{ phone: 'none' }, /phone/],
      [{ email: 'no-at' }, /email/],
      [{ username: 'bad name!' }, /username/],
      [{ classId: undefined }, /classId/],
      [{ photo: 'javascript:alert(1)' }, /photo/],
      [{ photo: '/api/kaoshi-user/user/logout' }, /photo must be an uploaded file/],
    ],
    exportHeaders: [
      'Candidate number',
      'Name',
      'Gender (Male/Female)',
      'ID number',
      'Phone',
      'Email',
      'Batch code',
      'Batch',
      'Job type',
      'Job category',
      'Exam project',
      'Locked',
    ],
    firstHeaderZh: '准考证号',
    selectQuery: () => ({ classId: chain.batch.classId }),
  });

  const get = (id: number) => c.t.call<StudentRecord>({ method: 'GET', url: `${API.getStudentById}/${id}`, token: c.admin });
  const usernames = async (query: Record<string, string | number>) =>
    (
      await c.t.call<Paged<StudentRecord>>({ method: 'GET', url: withQuery(API.listStudent, { limit: 500, ...query }), token: c.admin })
    ).body.data.list
      .map((s) => s.username)
      .sort();
  const signedIn = async (token: string) => (await c.t.call({ method: 'GET', url: API.authWebUser, token })).body.status;
  const post = (url: string, payload: Record<string, unknown>) => c.t.call({ method: 'POST', url, token: c.admin, payload });

  it('creates a student with a one-time code shown once, who then logs in as a student and sees their batch', async () => {
    const added = await c.t.call<StudentRecord & { temporaryPassword: TemporaryPassword }>({
      method: 'POST',
      url: API.addStudent,
      token: c.admin,
      payload: {
        username: 'S000001',
        name: 'Student 1',
        classId: chain.batch.classId,
        gender: 'M',
        idNumber: fakeIdNumber(1).toLowerCase(),
      },
    });
    const { temporaryPassword, ...student } = added.body.data;
    expect(temporaryPassword).toEqual({
      password: expect.stringMatching(/^[a-z2-9]{10}$/),
      expiresAt: expect.any(Number),
      kind: 'oneTimeCode',
    });
    expect((await tryLogin(c.t, 'S000001', '123456', USER_TYPE.STUDENT)).body.status).toBe(STATUS.LOGIN_FAILED);
    const first = await tryLogin(c.t, 'S000001', temporaryPassword.password, USER_TYPE.STUDENT);
    expect((await c.t.call({ method: 'GET', url: API.myExams, token: first.body.data.token })).body.status).toBe(
      STATUS.PASSWORD_CHANGE_REQUIRED,
    );
    await ownPassword(c.t, student.studentId, '123456');
    expect(student).toMatchObject({
      username: 'S000001',
      name: 'Student 1',
      gender: 'M',
      idNumber: maskIdNumber(fakeIdNumber(1)),
      locked: 0,
      classId: chain.batch.classId,
      className: '2026 Spring',
      classCode: 'STU-B',
      subjectName: 'STU job type',
      departmentName: 'Welding',
      schoolName: 'STU project',
    });
    const login = await tryLogin(c.t, 'S000001', '123456', USER_TYPE.STUDENT);
    expect(login.body.status).toBe(STATUS.OK);
    const me = await c.t.call<AuthUser>({ method: 'GET', url: API.authWebUser, token: login.body.data.token });
    expect(me.body.data).toMatchObject({
      roles: ['STUDENT'],
      userType: 2,
      nickName: 'Student 1',
      className: '2026 Spring',
      departmentName: 'Welding',
    });
  });

  it('keeps candidate numbers and ID numbers unique', async () => {
    const taken = await c.t.call({ method: 'POST', url: API.addStudent, token: c.admin, payload: { ...body(200), username: 'S000001' } });
    expect(taken.body.status).toBe(STATUS.CONFLICT);
    expect(taken.body.message).toBe(translate('en', 'usernameTaken', { username: 'S000001' }));
    const sameId = await c.t.call({
      method: 'POST',
      url: API.addStudent,
      token: c.admin,
      payload: { ...body(201), idNumber: fakeIdNumber(1) },
    });
    expect(sameId.body.status).toBe(STATUS.CONFLICT);
    // Useful to staff (a candidate holds it: search the list by it), naming nobody: no username, name or batch.
    expect(sameId.body.message).toBe(translate('en', 'idNumberTaken'));
    for (const lang of ['zh', 'es', 'ja'] as const) {
      const answer = await c.t.call({
        method: 'POST',
        url: API.addStudent,
        token: c.admin,
        lang,
        payload: { ...body(201), idNumber: fakeIdNumber(1) },
      });
      expect(answer.body.message).toBe(translate(lang, 'idNumberTaken'));
    }
    const holder = await c.t.app.db
      .selectFrom('users')
      .select(['username', 'nickName'])
      .where('idNumber', '=', fakeIdNumber(1))
      .executeTakeFirstOrThrow();
    for (const named of [holder.username, holder.nickName, chain.batch.name]) expect(JSON.stringify(sameId.body)).not.toContain(named);
    const movedOver = await c.t.call({
      method: 'PUT',
      url: API.updateStudent,
      token: c.admin,
      payload: {
        ...body(880),
        studentId: (await addStudent(c.t, c.admin, chain.batch.classId, 203, { username: 'U203' })).studentId,
        username: 'U203',
        idNumber: fakeIdNumber(1),
      },
    });
    expect(movedOver.body.message).toBe(translate('en', 'idNumberTaken'));
    expect(JSON.stringify(movedOver.body)).not.toContain(holder.username);
    // A staff account's number: said so, without naming the account.
    await c.t.app.db
      .updateTable('users')
      .set({ idNumber: fakeIdNumber(100_204) })
      .where('username', '=', 'outsider')
      .execute();
    const staffId = await c.t.call({ method: 'POST', url: API.addStudent, token: c.admin, payload: body(204) });
    expect(staffId.body.status).toBe(STATUS.CONFLICT);
    expect(staffId.body.message).toBe(translate('en', 'importStaffIdNumber'));
    expect(JSON.stringify(staffId.body)).not.toContain('outsider');
    const noBatch = await c.t.call({ method: 'POST', url: API.addStudent, token: c.admin, payload: { ...body(202), classId: 999999 } });
    expect(noBatch.body.message).toBe(translate('en', 'classNotFound', { id: 999999 }));
    expect(await usernames({ username: 'T20' })).toEqual([]);
  });

  it('names the refused field in the envelope, so the form marks it: check digit, taken numbers, schema problems', async () => {
    const fieldsOf = (response: { body: { data: unknown } }) => (response.body.data as { fields: Record<string, string> }).fields;
    const badDigit = await c.t.call({
      method: 'POST',
      url: API.addStudent,
      token: c.admin,
      lang: 'zh',
      payload: { ...body(210), idNumber: '110105199003071238' },
    });
    expect(badDigit.body.status).toBe(STATUS.BAD_REQUEST);
    expect(fieldsOf(badDigit)).toEqual({ idNumber: translate('zh', 'idNumberInvalid', { idNumber: '110105199003071238' }) });
    const taken = await c.t.call({ method: 'POST', url: API.addStudent, token: c.admin, payload: { ...body(211), username: 'S000001' } });
    expect(fieldsOf(taken)).toEqual({ username: translate('en', 'usernameTaken', { username: 'S000001' }) });
    const sameId = await c.t.call({
      method: 'POST',
      url: API.addStudent,
      token: c.admin,
      payload: { ...body(212), idNumber: fakeIdNumber(1) },
    });
    expect(Object.keys(fieldsOf(sameId))).toEqual(['idNumber']);
    const schema = await c.t.call({
      method: 'POST',
      url: API.addStudent,
      token: c.admin,
      payload: { ...body(213), name: '', email: 'no-at' },
    });
    expect(schema.body.status).toBe(STATUS.BAD_REQUEST);
    expect(fieldsOf(schema)).toEqual({ name: 'is required', email: 'is not a valid email' });
    expect(await usernames({ username: 'T21' })).toEqual([]);
  });

  it('filters by name, candidate number, ID number, batch and every level above it, and lock state', async () => {
    await addStudent(c.t, c.admin, other.batch.classId, 2, { name: 'Wang Fang' });
    await addStudent(c.t, c.admin, other.batch.classId, 3, { name: 'Wang Lei', locked: 1 });
    expect(await usernames({ name: 'wang' })).toEqual(['S000002', 'S000003']);
    expect(await usernames({ schoolId: other.school.schoolId })).toEqual(['S000002', 'S000003']);
    expect(await usernames({ departmentId: other.department.departmentId, locked: 0 })).toEqual(['S000002']);
    expect(await usernames({ subjectId: other.subject.subjectId, locked: 1 })).toEqual(['S000003']);
    expect(await usernames({ classId: other.batch.classId, username: '0003' })).toEqual(['S000003']);
    expect(await usernames({ idNumber: fakeIdNumber(2) })).toEqual(['S000002']);
    expect(await usernames({ idNumber: fakeIdNumber(2).toLowerCase() })).toEqual(['S000002']);
    expect(await usernames({ idNumber: fakeIdNumber(3).slice(0, 14), classId: other.batch.classId })).toEqual(['S000003']);
    expect(await usernames({ schoolId: 999999 })).toEqual([]);
    // Staff accounts are users too, but never students.
    expect(await usernames({ username: 'admin' })).toEqual([]);
  });

  it('needs a batch for the student select', async () => {
    expect((await c.t.call({ method: 'GET', url: API.listAllStudentForSelect, token: c.admin })).body.status).toBe(STATUS.BAD_REQUEST);
    const options = await c.t.call<Record<string, unknown>[]>({
      method: 'GET',
      url: withQuery(API.listAllStudentForSelect, { classId: other.batch.classId }),
      token: c.admin,
    });
    expect(options.body.data).toEqual([
      { studentId: expect.any(Number), username: 'S000002', name: 'Wang Fang', classId: other.batch.classId },
      { studentId: expect.any(Number), username: 'S000003', name: 'Wang Lei', classId: other.batch.classId },
    ]);
  });

  it('locks and unlocks students: locking ends their sessions and keeps them out', async () => {
    const a = await addStudent(c.t, c.admin, chain.batch.classId, 10);
    const b = await addStudent(c.t, c.admin, chain.batch.classId, 11);
    const token = await c.t.login('S000010', '123456', USER_TYPE.STUDENT);
    expect((await post(API.lockStudent, { ids: [a.studentId, b.studentId], locked: 1 })).body.status).toBe(STATUS.OK);
    expect(await signedIn(token)).toBe(STATUS.TOKEN_INVALID);
    expect((await tryLogin(c.t, 'S000010', '123456', USER_TYPE.STUDENT)).body.message).toBe(translate('en', 'userLocked'));
    expect((await get(b.studentId)).body.data.locked).toBe(1);
    expect((await post(API.lockStudent, { ids: [a.studentId], locked: 0 })).body.status).toBe(STATUS.OK);
    expect((await tryLogin(c.t, 'S000010', '123456', USER_TYPE.STUDENT)).body.status).toBe(STATUS.OK);
    const unknown = await post(API.lockStudent, { ids: [b.studentId, 1], locked: 0 });
    expect(unknown.body.status).toBe(STATUS.NOT_FOUND);
    expect(unknown.body.message).toBe(translate('en', 'recordsNotFound', { ids: '1' }));
    expect((await get(b.studentId)).body.data.locked).toBe(1);
    expect((await post(API.lockStudent, { ids: [a.studentId], locked: 2 })).body.status).toBe(STATUS.BAD_REQUEST);
  });

  it('keeps the photo when an update leaves it out (the form does not show it) and clears it when sent empty', async () => {
    const photo = 'https://example.com/photos/s777.png';
    const student = await addStudent(c.t, c.admin, chain.batch.classId, 777, { photo });
    const update = (fields: Record<string, unknown>) =>
      c.t.call<StudentRecord>({
        method: 'PUT',
        url: API.updateStudent,
        token: c.admin,
        payload: { ...body(777), studentId: student.studentId, username: student.username, ...fields },
      });
    expect((await update({ name: 'Renamed' })).body.data).toMatchObject({ name: 'Renamed', photo });
    expect((await get(student.studentId)).body.data.photo).toBe(photo);
    expect((await update({ photo: '' })).body.data.photo).toBe('');
    expect((await update({ photo: 'javascript:alert(1)' })).body.status).toBe(STATUS.BAD_REQUEST);
    expect((await get(student.studentId)).body.data.photo).toBe('');
  });

  it('answers ID numbers masked in the list and the record; an update that leaves it out keeps it', async () => {
    const whole = fakeIdNumber(100_880);
    const student = await addStudent(c.t, c.admin, chain.batch.classId, 880, { username: 'T880', idNumber: whole });
    expect(student.idNumber).toBe(maskIdNumber(whole));
    expect(student.idNumber).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    const listed = await c.t.call<Paged<StudentRecord>>({
      method: 'GET',
      url: withQuery(API.listStudent, { username: 'T880' }),
      token: c.admin,
    });
    expect(listed.body.data.list.map((row) => row.idNumber)).toEqual([maskIdNumber(whole)]);
    expect((await get(student.studentId)).body.data.idNumber).toBe(maskIdNumber(whole));
    // Filters still find the whole number; the answer stays masked.
    expect(await usernames({ idNumber: whole })).toEqual(['T880']);
    const { idNumber: _left, ...withoutIdNumber } = body(880);
    const renamed = await c.t.call<StudentRecord>({
      method: 'PUT',
      url: API.updateStudent,
      token: c.admin,
      payload: { ...withoutIdNumber, studentId: student.studentId, name: 'Kept number' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Kept number', idNumber: maskIdNumber(whole) });
    const stored = await c.t.app.db.selectFrom('users').select('idNumber').where('id', '=', student.studentId).executeTakeFirstOrThrow();
    expect(stored.idNumber).toBe(whole);
    // A masked number sent back is not an ID number: refused, nothing changed.
    const maskedBack = await c.t.call({
      method: 'PUT',
      url: API.updateStudent,
      token: c.admin,
      payload: { ...body(880), studentId: student.studentId, idNumber: maskIdNumber(whole) },
    });
    expect(maskedBack.body.status).toBe(STATUS.BAD_REQUEST);
  });

  it('shows one whole ID number through an audited call, rate-limited per staff account, to staff with the key only', async () => {
    const student = await addStudent(c.t, c.admin, chain.batch.classId, 881, { username: 'T881', idNumber: fakeIdNumber(100_881) });
    const reveal = (token: string, studentId: number) =>
      c.t.call<{ idNumber: string }>({ method: 'POST', url: API.revealStudentIdNumber, token, payload: { studentId } });
    const shown = await reveal(c.admin, student.studentId);
    expect(shown.body.data).toEqual({ idNumber: fakeIdNumber(100_881) });
    const rows = await c.t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'student.revealIdNumber')
      .where('targetId', '=', student.studentId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: 1, username: 'admin', targetType: 'student', targetLabel: expect.stringContaining('T881') });
    // The trail says who saw whose number, never the number itself.
    expect(JSON.stringify(rows)).not.toContain(fakeIdNumber(100_881));
    expect((await reveal(c.admin, 999_999)).body.status).toBe(STATUS.NOT_FOUND);
    expect((await reveal(c.student, student.studentId)).body.status).toBe(STATUS.FORBIDDEN);
    expect((await reveal(c.outsider, student.studentId)).body.status).toBe(STATUS.FORBIDDEN);
    const wrongBody = await c.t.call({ method: 'POST', url: API.revealStudentIdNumber, token: c.admin, payload: { studentId: 'all' } });
    expect(wrongBody.body.status).toBe(STATUS.BAD_REQUEST);
    // A GET does not show it: nothing that is audited runs on a GET.
    expect(
      (await c.t.call({ method: 'GET', url: withQuery(API.revealStudentIdNumber, { studentId: student.studentId }), token: c.admin }))
        .httpStatus,
    ).toBe(404);
  });

  it('exports whole ID numbers, the import matching them again, and puts each export on the trail: who, when, rows, filter', async () => {
    const first = await addStudent(c.t, c.admin, chain.batch.classId, 890, { username: 'T890', idNumber: fakeIdNumber(100_890) });
    await addStudent(c.t, c.admin, chain.batch.classId, 891, { username: 'T891', idNumber: fakeIdNumber(100_891) });
    const exported = async (query: Record<string, string | number>, token = c.admin) => {
      const file = await fetchRaw(c.t, withQuery(API.exportStudent, query), token);
      expect(file.status).toBe(200);
      const [header, ...rows] = await readXlsx(file.body);
      return rows.map((row) => row[header!.indexOf('ID number')]);
    };
    const exports = () => c.t.app.db.selectFrom('auditLog').selectAll().where('action', '=', 'student.export').orderBy('id').execute();
    const already = (await exports()).length;
    const from = c.t.app.clock.now();

    expect(await exported({ username: 'T89', sortField: 'username' })).toEqual([fakeIdNumber(100_890), fakeIdNumber(100_891)]);
    expect(await exported({ idNumber: fakeIdNumber(100_890), classId: chain.batch.classId, page: 3 })).toEqual([fakeIdNumber(100_890)]);
    const [byName, byNumber] = (await exports()).slice(already);
    expect(byName).toMatchObject({ userId: 1, username: 'admin', targetType: 'student', targetId: null });
    expect(byName!.at).toBeGreaterThanOrEqual(from);
    expect(byNumber!.at).toBeLessThanOrEqual(c.t.app.clock.now());
    expect(JSON.parse(byName!.detailJson!)).toEqual({ rows: 2, filter: { username: 'T89' } });
    // The trail names the filter, not the numbers: one searched for is masked there as in the list.
    expect(JSON.parse(byNumber!.detailJson!)).toEqual({
      rows: 1,
      filter: { idNumber: maskIdNumber(fakeIdNumber(100_890)), classId: chain.batch.classId },
    });
    expect(JSON.stringify(await exports())).not.toContain(fakeIdNumber(100_890));
    // The audit screen reads it as recorded.
    const trail = await c.t.call<Paged<AuditRecord>>({
      method: 'GET',
      url: withQuery(API.listAuditLog, { action: 'student.export', limit: 500 }),
      token: c.admin,
    });
    expect(trail.body.status).toBe(STATUS.OK);
    expect(trail.body.data.list.map((record) => record.detail)).toContainEqual({ rows: 2, filter: { username: 'T89' } });

    // Refused exports hand out nothing and record nothing.
    expect((await fetchRaw(c.t, API.exportStudent, c.outsider)).body.toString()).not.toContain(first.username);
    expect((await fetchRaw(c.t, API.exportStudent)).body.toString()).not.toContain(first.username);
    expect(await exports()).toHaveLength(already + 2);
  });

  it('refuses reveals past the per-account hourly limit, for that account only, recording none of the refused', async () => {
    const limited = await startOrgTest(kind, { ID_NUMBER_REVEAL_LIMIT_PER_HOUR: '2' });
    try {
      const batch = (await createChain(limited.t, limited.admin, 'REV')).batch;
      const student = await addStudent(limited.t, limited.admin, batch.classId, 1);
      const reveal = (token: string) =>
        limited.t.call({ method: 'POST', url: API.revealStudentIdNumber, token, payload: { studentId: student.studentId } });
      expect((await reveal(limited.admin)).body.status).toBe(STATUS.OK);
      expect((await reveal(limited.admin)).body.status).toBe(STATUS.OK);
      const refused = await reveal(limited.admin);
      expect(refused.body.status).toBe(STATUS.RATE_LIMITED);
      expect(refused.body.message).toMatch(/^You have shown too many whole ID numbers in the last hour\. Try again in \d+ min\.$/);
      const audited = await limited.t.app.db.selectFrom('auditLog').select('id').where('action', '=', 'student.revealIdNumber').execute();
      expect(audited).toHaveLength(2);
      const { token: colleague } = await signedInUserWith(limited.t, limited.admin, 'rev_colleague', [PERMISSION.STUDENT]);
      expect((await reveal(colleague)).body.status).toBe(STATUS.OK);
    } finally {
      await limited.t.close();
    }
  });

  it('resets a password to a one-time code shown once, ending the sessions and the old password', async () => {
    const student = await addStudent(c.t, c.admin, chain.batch.classId, 20);
    const old = await c.t.login('S000020', '123456', USER_TYPE.STUDENT);
    await c.t.app.db.updateTable('users').set({ passwordHash: 'scrypt$1$1$1$AA==$AA==' }).where('id', '=', student.studentId).execute();
    const reset = await c.t.call<TemporaryPassword>({
      method: 'GET',
      url: `${API.resetStudentPassword}/${student.studentId}`,
      token: c.admin,
    });
    expect(reset.body.status).toBe(STATUS.OK);
    expect(reset.body.data.kind).toBe('oneTimeCode');
    expect(await signedIn(old)).toBe(STATUS.TOKEN_INVALID);
    expect((await tryLogin(c.t, 'S000020', '123456', USER_TYPE.STUDENT)).body.status).toBe(STATUS.LOGIN_FAILED);
    expect((await tryLogin(c.t, 'S000020', reset.body.data.password, USER_TYPE.STUDENT)).body.status).toBe(STATUS.OK);
    // Staff passwords are reset on the user screen, not here.
    expect((await c.t.call({ method: 'GET', url: `${API.resetStudentPassword}/1`, token: c.admin })).body.status).toBe(STATUS.NOT_FOUND);
  });

  it('lets a staff member reset a candidate only when they hold everything the candidate holds', async () => {
    const student = await addStudent(c.t, c.admin, chain.batch.classId, 21);
    const teacher = await c.t.login('teacher', '123456', USER_TYPE.TEACHER);
    const refused = await c.t.call({ method: 'GET', url: `${API.resetStudentPassword}/${student.studentId}`, token: teacher });
    expect(refused.body.status).toBe(STATUS.FORBIDDEN);
    expect(refused.body.message).toBe(translate('en', 'resetBeyondOwn', { username: 'S000021', lacking: 'STUDENT-EXAM' }));
    expect(await c.t.login('S000021', '123456', USER_TYPE.STUDENT)).toEqual(expect.any(String));
    const holder = await signedInUserWith(c.t, c.admin, 'candidate_helper', ['STUDENT', 'STUDENT-EXAM']);
    const allowed = await c.t.call({ method: 'GET', url: `${API.resetStudentPassword}/${student.studentId}`, token: holder.token });
    expect(allowed.body.status).toBe(STATUS.OK);
    expect((await tryLogin(c.t, 'S000021', '123456', USER_TYPE.STUDENT)).body.status).toBe(STATUS.LOGIN_FAILED);
  });

  it('moves students to another batch, all or none', async () => {
    const a = await addStudent(c.t, c.admin, chain.batch.classId, 30);
    const b = await addStudent(c.t, c.admin, chain.batch.classId, 31);
    expect((await post(API.moveStudents, { ids: [a.studentId, b.studentId], classId: 999999 })).body.status).toBe(STATUS.NOT_FOUND);
    expect((await post(API.moveStudents, { ids: [a.studentId, 999999], classId: other.batch.classId })).body.status).toBe(STATUS.NOT_FOUND);
    expect((await get(a.studentId)).body.data.classId).toBe(chain.batch.classId);
    expect((await post(API.moveStudents, { ids: [a.studentId, b.studentId], classId: other.batch.classId })).body.status).toBe(STATUS.OK);
    expect((await get(b.studentId)).body.data).toMatchObject({ classId: other.batch.classId, className: 'STU2 batch' });
  });

  it('refuses every student call to a student, an anonymous caller and a teacher without the key', async () => {
    const target = await addStudent(c.t, c.admin, chain.batch.classId, 40);
    const calls = [
      { method: 'GET', url: `${API.resetStudentPassword}/${target.studentId}` },
      { method: 'POST', url: API.lockStudent, payload: { ids: [target.studentId], locked: 1 } },
      { method: 'POST', url: API.moveStudents, payload: { ids: [target.studentId], classId: other.batch.classId } },
      { method: 'GET', url: API.studentImportTemplate },
      { method: 'POST', url: API.importStudents, payload: {} },
    ] as const;
    for (const call of calls) {
      for (const [token, status] of [
        [c.student, STATUS.FORBIDDEN],
        [undefined, STATUS.TOKEN_INVALID],
        [c.outsider, STATUS.FORBIDDEN],
      ] as const) {
        expect((await c.t.call({ ...call, token })).body.status, `${call.method} ${call.url}`).toBe(status);
      }
    }
    expect((await get(target.studentId)).body.data).toMatchObject({ locked: 0, classId: chain.batch.classId });
  });
});
