import { API, type AuthUser, hashPasswordForTransport, LANGS, type MyExams, ROLE, STATUS, translate, USER_TYPE } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../test/fixtures.js';
import { DATABASES, startTestApp, TEST_CAPTCHA, type TestApp } from '../../test/harness.js';
import { addStudent, createChain, fakeIdNumber } from '../../test/org.js';

/** A candidate's own account, made from the login page: a student of no batch, signed in at once. */

const PASSWORD = 'Weld-2026!';

describe.each(DATABASES)('a candidate signs up (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // Requests come "through nginx" on loopback, so each test can speak from its own address.
    t = await startTestApp(kind, { SIGNUP_IP_LIMIT_PER_HOUR: '3', TRUST_PROXY: 'loopback' });
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  let address = 0;
  /** Each call from a fresh address unless one is given: only the rate-limit test shares one. */
  const signup = async (fields: Record<string, string>, options: { ip?: string; lang?: string; verifyCode?: string } = {}) => {
    const ip = options.ip ?? `198.51.100.${++address}`;
    const captcha = expectOk(
      await t.call<{ captchaKey: string }>({ method: 'GET', url: API.captcha, headers: { 'x-forwarded-for': ip } }),
      'captcha',
    );
    return t.call<{ token: string; expiresAt: number }>({
      method: 'POST',
      url: API.signup,
      lang: options.lang,
      headers: { 'x-forwarded-for': ip },
      payload: {
        verifyCode: options.verifyCode ?? TEST_CAPTCHA,
        captchaKey: captcha.captchaKey,
        name: 'Li Wei',
        password: hashPasswordForTransport(PASSWORD),
        ...fields,
      },
    });
  };
  const userCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('with an ID number: a student of no batch, signed in, who sees no exams and can sign in again', async () => {
    const idNumber = fakeIdNumber(4101);
    const { body } = await signup({ username: idNumber, name: '  Li Wei ' });
    expect(body.status, body.message).toBe(STATUS.OK);
    const me = expectOk(await t.call<AuthUser>({ method: 'GET', url: API.authWebUser, token: body.data.token }), 'authWebUser');
    expect(me).toMatchObject({ username: idNumber, nickName: 'Li Wei', userType: USER_TYPE.STUDENT, roles: [ROLE.STUDENT], classId: null });
    const row = await t.app.db.selectFrom('users').selectAll().where('username', '=', idNumber).executeTakeFirstOrThrow();
    // The ID number is only the username: sign-up claims no ID number (an approved application does).
    expect(row).toMatchObject({ idNumber: null, classId: null, phone: '', locked: 0 });
    expect(row.passwordHash).not.toContain(hashPasswordForTransport(PASSWORD));
    const exams = expectOk(await t.call<MyExams>({ method: 'GET', url: API.myExams, token: body.data.token }), 'myExams');
    expect(exams.exams).toEqual([]);
    expect(await t.login(idNumber, PASSWORD, USER_TYPE.STUDENT)).toBeTruthy();

    // The account and its first sign-in are on the audit trail, with the account as the actor.
    const records = await t.app.db.selectFrom('auditLog').selectAll().where('userId', '=', row.id).orderBy('id').execute();
    expect(records.map((record) => record.action).slice(0, 2)).toEqual(['student.signup', 'login.success']);
    expect(records[0]).toMatchObject({ username: idNumber, targetType: 'student', targetId: row.id, ip: `198.51.100.${address}` });
    expect(JSON.parse(records[0]!.afterJson!)).toEqual({ username: idNumber, name: 'Li Wei' });
    expect(JSON.stringify(records)).not.toContain(row.passwordHash);
  });

  it('with a mobile number, or an ID number ending in a small x (stored as staff enter it, X)', async () => {
    expectOk(await signup({ username: '13800138000' }), 'phone');
    expect(
      await t.app.db.selectFrom('users').select(['phone', 'idNumber']).where('username', '=', '13800138000').executeTakeFirstOrThrow(),
    ).toEqual({
      phone: '13800138000',
      idNumber: null,
    });
    const withX = '11010519491231002X';
    expectOk(await signup({ username: withX.toLowerCase() }), 'small x');
    expect(await t.app.db.selectFrom('users').select('username').where('username', '=', withX).executeTakeFirstOrThrow()).toEqual({
      username: withX,
    });
  });

  it("refuses bad input with a message on the field, in the caller's language, and stores nothing", async () => {
    const chain = await createChain(t, admin, 'SU');
    const imported = await addStudent(t, admin, chain.batch.classId, 4200);
    const before = await userCount();
    const cases: {
      fields: Record<string, string>;
      verifyCode?: string;
      status: number;
      field?: string;
      message: (lang: (typeof LANGS)[number]) => string;
    }[] = [
      {
        fields: { username: '13800138000' },
        status: STATUS.CONFLICT,
        field: 'username',
        message: (lang) => translate(lang, 'usernameTaken', { username: '13800138000' }),
      },
      {
        fields: { username: fakeIdNumber(4200) },
        status: STATUS.CONFLICT,
        field: 'username',
        message: (lang) => translate(lang, 'signupIdNumberTaken', { idNumber: fakeIdNumber(4200) }),
      },
      {
        fields: { username: '110105199003071238' },
        status: STATUS.BAD_REQUEST,
        field: 'username',
        message: (lang) => translate(lang, 'idNumberInvalid', { idNumber: '110105199003071238' }),
      },
      {
        fields: { username: 'weldmaster' },
        status: STATUS.BAD_REQUEST,
        field: 'username',
        message: (lang) => translate(lang, 'signupUsernameInvalid'),
      },
      {
        fields: { username: '23800138000' },
        status: STATUS.BAD_REQUEST,
        field: 'username',
        message: (lang) => translate(lang, 'signupUsernameInvalid'),
      },
      {
        fields: { username: '13900139000', password: hashPasswordForTransport('123456') },
        status: STATUS.BAD_REQUEST,
        field: 'password',
        message: (lang) => translate(lang, 'passwordWeak'),
      },
      {
        fields: { username: '13900139000', password: hashPasswordForTransport('13900139000') },
        status: STATUS.BAD_REQUEST,
        field: 'password',
        message: (lang) => translate(lang, 'passwordWeak'),
      },
      {
        fields: { username: '13900139000' },
        verifyCode: 'nope',
        status: STATUS.CAPTCHA_WRONG,
        field: 'verifyCode',
        message: (lang) => translate(lang, 'captchaWrong'),
      },
    ];
    for (const each of cases) {
      for (const lang of LANGS) {
        const { body } = await signup(each.fields, { lang, verifyCode: each.verifyCode });
        const where = `${JSON.stringify(each.fields)} ${lang}`;
        expect(body.status, where).toBe(each.status);
        expect(body.message, where).toBe(each.message(lang));
        if (each.field)
          expect((body.data as { fields?: Record<string, string> } | null)?.fields, where).toEqual({ [each.field]: each.message(lang) });
      }
    }
    // The refusal of an ID number already in use does not name the account that holds it.
    const { body } = await signup({ username: fakeIdNumber(4200) });
    for (const named of [imported.username, imported.name, chain.batch.name]) expect(JSON.stringify(body)).not.toContain(named);
    // Malformed forms: no name, a password that was not hashed.
    expect((await signup({ username: '13900139000', name: ' ' })).body.status).toBe(STATUS.BAD_REQUEST);
    expect((await signup({ username: '13900139000', password: PASSWORD })).body.status).toBe(STATUS.BAD_REQUEST);
    expect(await userCount()).toBe(before);
    // The candidate the centre made keeps signing in as before.
    expect(await t.login(imported.username, '123456', USER_TYPE.STUDENT)).toBeTruthy();
  });

  it('is not a GET, and a cross-site form without the captcha it cannot read creates nothing', async () => {
    const before = await userCount();
    const get = await t.app.inject({ method: 'GET', url: `${API.signup}?username=13700137000&name=X` });
    expect(get.statusCode).toBe(404);
    const forged = await t.app.inject({
      method: 'POST',
      url: API.signup,
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=13700137000&name=X&password=${hashPasswordForTransport(PASSWORD)}&verifyCode=${TEST_CAPTCHA}&captchaKey=guessed`,
    });
    expect(forged.json().status).toBe(STATUS.CAPTCHA_WRONG);
    expect(await userCount()).toBe(before);
  });

  it('refuses the fourth sign-up in an hour from one address, saying when to retry, and another address is not held back', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 3; i += 1) expectOk(await signup({ username: `1360000000${i}` }, { ip }), `signup ${i}`);
    const before = await userCount();
    for (const lang of LANGS) {
      const { httpStatus, body } = await signup({ username: '13600000009' }, { ip, lang });
      expect(httpStatus).toBe(429);
      expect(body.status).toBe(STATUS.RATE_LIMITED);
      const minutes = Number(body.message.match(/\d+/g)?.at(-1));
      expect(minutes).toBeGreaterThan(55);
      expect(minutes).toBeLessThanOrEqual(60);
      expect(body.message).toBe(translate(lang, 'tooManySignups', { minutes }));
    }
    expect(await userCount()).toBe(before);
    expectOk(await signup({ username: '13600000009' }, { ip: '203.0.113.51' }), 'another address');
  });
});
