/**
 * The approved identity (docs/SECURITY.md round 3, H3; docs/REQUIREMENTS.md §6.4): an approval
 * stores the application's name, photo, gender and phone on the account; only a new approval
 * changes them; names with control, bidi or invisible characters are refused everywhere.
 */
import { API, hashPasswordForTransport, type ImportRowError, STATUS, type StudentRecord } from '@kaoshi/contracts';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillApprovedIdentities } from '../../db/migrations/0019-legal-identity.js';
import { DATABASES } from '../../test/harness.js';
import { fakeIdNumber, fetchRaw, xlsxOf } from '../../test/org.js';
import { PDF, PNG } from '../../test/sample-files.js';
import { applicationOf, candidate, type RegistrationScene, save, startRegistrationScene, uploaded } from './test/registration-fixture.js';

const RLO = '\u202E';
const HIDDEN_NAMES = [
  `Real${RLO}tnacilppA`,
  'Real\u200BApplicant',
  'Real\u2066Applicant\u2069',
  'Real\u0007Applicant',
  'Real\u061CApplicant',
];

describe.each(DATABASES)('the approved identity on %s', (kind) => {
  let s: RegistrationScene;
  beforeAll(async () => {
    s = await startRegistrationScene(kind);
  });
  afterAll(() => s.t.close());

  const account = (id: number) =>
    s.t.app.db
      .selectFrom('users')
      .select(['nickName', 'legalName', 'photoFileId', 'gender', 'phone'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const review = (url: string, payload: object) => s.t.call({ method: 'POST', url, token: s.reviewer, payload });
  const student = async (id: number) =>
    (await s.t.call<StudentRecord>({ method: 'GET', url: `${API.getStudentById}/${id}`, token: s.admin })).body.data;

  /** A candidate whose sign-up name is "Famous Person", applying as "Real Applicant" with a photo. */
  async function applied(n: number) {
    const person = await candidate(s, n);
    await s.t.app.db
      .updateTable('users')
      .set({ nickName: 'Famous Person', gender: 'M', phone: '' })
      .where('id', '=', person.studentId)
      .execute();
    const photoFileId = await uploaded(s, person.token, 'photo', 'me.png', PNG);
    const idCardFileId = await uploaded(s, person.token, 'idCard', 'id.pdf', PDF);
    const saved = await save(
      s,
      person.token,
      applicationOf(s.openBatch.classId, person.idNumber, {
        name: 'Real Applicant',
        gender: 'F',
        phone: '13912345678',
        photoFileId,
        idCardFileId,
        submit: 1,
      }),
    );
    expect(saved.body.status, saved.body.message).toBe(STATUS.OK);
    return { ...person, photoFileId, registrationId: saved.body.data.registrationId };
  }

  it("an approval makes the application's name, photo, gender and phone the candidate's; a withdrawal takes them back", async () => {
    const person = await applied(801);
    expect(await account(person.studentId)).toMatchObject({ legalName: '', photoFileId: null });
    expect((await review(API.approveRegistration, { ids: [person.registrationId] })).body.status).toBe(STATUS.OK);
    expect(await account(person.studentId)).toEqual({
      nickName: 'Famous Person',
      legalName: 'Real Applicant',
      photoFileId: person.photoFileId,
      gender: 'F',
      phone: '13912345678',
    });
    // Candidate management shows the approved name and photo's owner may open it, as may staff who identify candidates.
    expect((await student(person.studentId)).name).toBe('Real Applicant');
    expect((await fetchRaw(s.t, `${API.registrationFile}/${person.photoFileId}`, person.token)).status).toBe(200);
    expect((await fetchRaw(s.t, `${API.registrationFile}/${person.photoFileId}`, s.admin)).status).toBe(200);
    const stranger = await candidate(s, 802);
    expect((await fetchRaw(s.t, `${API.registrationFile}/${person.photoFileId}`, stranger.token)).status).toBe(404);

    const withdrawn = await review(API.withdrawRegistration, {
      registrationId: person.registrationId,
      reason: 'Photo is not the applicant.',
    });
    expect(withdrawn.body.status, withdrawn.body.message).toBe(STATUS.OK);
    expect(await account(person.studentId)).toMatchObject({ legalName: '', photoFileId: null });
  });

  it('migration 0019 gives accounts approved before it the name and photo of their latest passed application', async () => {
    const person = await applied(805);
    expect((await review(API.approveRegistration, { ids: [person.registrationId] })).body.status).toBe(STATUS.OK);
    await s.t.app.db.updateTable('users').set({ legalName: '', photoFileId: null }).where('id', '=', person.studentId).execute();
    // The raw SQL runs without the app's camelCase mapping, as migrations do.
    await fillApprovedIdentities(s.t.app.db.withoutPlugins());
    expect(await account(person.studentId)).toMatchObject({ legalName: 'Real Applicant', photoFileId: person.photoFileId });
    const unapproved = await candidate(s, 806);
    expect(await account(unapproved.studentId)).toMatchObject({ legalName: '', photoFileId: null });
  });

  it('staff cannot rename a candidate away from the approved name; the record is unchanged', async () => {
    const person = await applied(803);
    expect((await review(API.approveRegistration, { ids: [person.registrationId] })).body.status).toBe(STATUS.OK);
    const before = await student(person.studentId);
    // The ID number is left out: the list gives it masked, and an update keeps the stored one.
    const { studentId, username, gender, phone, email, classId, locked } = before;
    const renamed = await s.t.call({
      method: 'PUT',
      url: API.updateStudent,
      token: s.admin,
      payload: { studentId, username, name: 'Famous Person', gender, phone, email, classId, locked, photo: '' },
    });
    expect(renamed.body.status, renamed.body.message).toBe(STATUS.CONFLICT);
    expect(renamed.body.message).toBe(
      '"Real Applicant" is the name approved with this candidate\'s application; a change of legal name needs a new application and its review.',
    );
    expect(await account(person.studentId)).toMatchObject({ nickName: 'Famous Person', legalName: 'Real Applicant' });
  });

  it.each(HIDDEN_NAMES.map((name) => [JSON.stringify(name), name]))(
    'refuses the name %s with control, bidi or invisible characters, in sign-up, application and staff forms',
    async (_shown, name) => {
      const person = await candidate(s, 810 + HIDDEN_NAMES.indexOf(name));
      const application = await save(s, person.token, applicationOf(s.openBatch.classId, person.idNumber, { name }));
      expect(application.body.status).toBe(STATUS.BAD_REQUEST);
      expect(application.body.message).toContain('name must not contain control, text-direction (bidi) or invisible characters');
      const signup = await s.t.call({
        method: 'POST',
        url: API.signup,
        payload: { username: '13911112222', name, password: hashPasswordForTransport('Secret-2030'), verifyCode: 'abcd', captchaKey: 'k' },
        lang: 'zh',
      });
      expect(signup.body.status).toBe(STATUS.BAD_REQUEST);
      expect(signup.body.message).toContain('不能包含控制字符、文字方向控制符（bidi）或不可见字符');
      const staff = await s.t.call({
        method: 'POST',
        url: API.addStudent,
        token: s.admin,
        payload: { username: 'hidden-name', name, idNumber: fakeIdNumber(804_000), classId: s.chain.batch.classId, photo: '' },
      });
      expect(staff.body.status).toBe(STATUS.BAD_REQUEST);
      expect(await s.t.app.db.selectFrom('users').select('id').where('username', '=', 'hidden-name').executeTakeFirst()).toBeUndefined();
    },
  );

  it("a group's rows refuse hidden characters in names; a passed member's photo from the zip is theirs", async () => {
    const header = ['Name', 'Gender', 'ID number', 'Phone', 'Education', 'Years in trade'];
    const member = (n: number, name: string) => [name, 'F', fakeIdNumber(8800 + n), `1370000${String(n).padStart(4, '0')}`, '高中', '3'];
    const files = async (rows: string[][]) => ({
      listFileId: await uploaded(s, s.contact, 'groupList', 'workers.xlsx', await xlsxOf([header, ...rows])),
      coverFileId: await uploaded(s, s.contact, 'groupCover', 'letter.pdf', PDF),
      photosFileId: await uploaded(s, s.contact, 'groupPhotos', 'photos.zip', Buffer.from(zipSync({ [`${fakeIdNumber(8801)}.png`]: PNG }))),
    });
    const add = async (rows: string[][]) =>
      s.t.call<{ groupId: number }>({
        method: 'POST',
        url: API.addRegistrationGroup,
        token: s.contact,
        payload: { classId: s.openBatch.classId, organisation: 'Acme', ...(await files(rows)) },
      });

    const refused = await add([member(1, 'Worker One'), member(2, `Worker${RLO}owT`)]);
    expect(refused.body.status).toBe(STATUS.BAD_REQUEST);
    const errors = (refused.body.data as unknown as { errors: ImportRowError[] }).errors;
    expect(errors).toEqual([
      expect.objectContaining({ row: 3, message: expect.stringContaining('must not contain control, text-direction (bidi) or invisible') }),
    ]);

    const added = await add([member(1, 'Worker One')]);
    expect(added.body.status, added.body.message).toBe(STATUS.OK);
    const passed = await s.t.call({
      method: 'POST',
      url: API.reviewRegistrationGroup,
      token: s.groupReviewer,
      payload: { groupId: added.body.data.groupId, status: 1 },
    });
    expect(passed.body.status, passed.body.message).toBe(STATUS.OK);
    const worker = await s.t.app.db
      .selectFrom('users')
      .select(['id', 'legalName', 'photoFileId', 'gender', 'phone'])
      .where('idNumber', '=', fakeIdNumber(8801))
      .executeTakeFirstOrThrow();
    expect(worker).toMatchObject({ legalName: 'Worker One', photoFileId: expect.any(Number), gender: 'F', phone: '13700000001' });
    const application = await s.t.app.db
      .selectFrom('registrations')
      .select('photoFileId')
      .where('studentId', '=', worker.id)
      .executeTakeFirstOrThrow();
    expect(worker.photoFileId).toBe(application.photoFileId);
    const photo = await fetchRaw(s.t, `${API.registrationFile}/${worker.photoFileId}`, s.admin);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });
});
