/**
 * Security round 3 (docs/SECURITY.md: H1, H2, M1, M3): one person, one ID number; a group never takes
 * anyone over. docs/SECURITY.md round 3 names each attack and the test here that holds it.
 */
import {
  API,
  type ClassRecord,
  type GroupInvitationRecord,
  type RegistrationGroupDetail,
  type RegistrationList,
  type RegistrationRecord,
  type ReviewRegistrationGroupResult,
  REGISTRATION_STATUS,
  STATUS,
  translate,
  USER_TYPE,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { fakeIdNumber, xlsxOf } from '../../test/org.js';
import { PDF, PNG } from '../../test/sample-files.js';
import { ID_NUMBER_LOOKUPS_PER_MINUTE } from './identity.js';
import {
  addBatch,
  applicationOf,
  candidate,
  DAY,
  NOW,
  type RegistrationScene,
  save,
  startRegistrationScene,
  uploaded,
} from './test/registration-fixture.js';

const HEADER = ['Name', 'Gender', 'ID number', 'Phone', 'Education', 'Years in trade'];
const memberRow = (name: string, idNumber: string) => [name, 'M', idNumber, '13900000001', '高中', '3'];

describe.each(DATABASES)('one person, one ID number on %s', (kind) => {
  let s: RegistrationScene;
  let second: ClassRecord;
  let third: ClassRecord;
  beforeAll(async () => {
    s = await startRegistrationScene(kind);
    second = await addBatch(s.t, s.admin, s.chain, 'OPEN2', NOW - DAY, NOW + 7 * DAY);
    third = await addBatch(s.t, s.admin, s.chain, 'OPEN3', NOW - DAY, NOW + 7 * DAY);
  });
  afterAll(() => s.t.close());

  type Candidate = Awaited<ReturnType<typeof candidate>>;
  /** A submitted application (photo and ID card uploaded) of `who` for `classId` with `idNumber`. */
  const submit = async (who: Candidate, classId: number, idNumber: string, changes: Record<string, unknown> = {}) => {
    const photoFileId = await uploaded(s, who.token, 'photo', 'me.png', PNG);
    const idCardFileId = await uploaded(s, who.token, 'idCard', 'id.pdf', PDF);
    return save(s, who.token, applicationOf(classId, idNumber, { photoFileId, idCardFileId, submit: 1, ...changes }));
  };
  const submitted = async (who: Candidate, classId: number, idNumber: string, changes: Record<string, unknown> = {}) => {
    const { body } = await submit(who, classId, idNumber, changes);
    expect(body.status, body.message).toBe(STATUS.OK);
    return body.data.registrationId;
  };
  const approve = (ids: number[]) => s.t.call({ method: 'POST', url: API.approveRegistration, token: s.reviewer, payload: { ids } });
  const statusOf = async (registrationId: number) =>
    (await s.t.app.db.selectFrom('registrations').select('status').where('id', '=', registrationId).executeTakeFirstOrThrow()).status;
  const accountOf = (userId: number) =>
    s.t.app.db.selectFrom('users').select(['idNumber', 'classId', 'organisation']).where('id', '=', userId).executeTakeFirstOrThrow();

  const addGroup = async (classId: number, rows: string[][]) =>
    s.t.call<{ groupId: number }>({
      method: 'POST',
      url: API.addRegistrationGroup,
      token: s.contact,
      payload: {
        classId,
        organisation: 'Acme Staffing',
        listFileId: await uploaded(s, s.contact, 'groupList', 'list.xlsx', await xlsxOf([HEADER, ...rows])),
        coverFileId: await uploaded(s, s.contact, 'groupCover', 'letter.pdf', PDF),
        photosFileId: null,
      },
    });
  const detail = async (groupId: number, token = s.groupReviewer) =>
    (await s.t.call<RegistrationGroupDetail>({ method: 'GET', url: `${API.getRegistrationGroupById}/${groupId}`, token })).body.data;
  const pass = (groupId: number) =>
    s.t.call<ReviewRegistrationGroupResult>({
      method: 'POST',
      url: API.reviewRegistrationGroup,
      token: s.groupReviewer,
      payload: { groupId, status: 1 },
    });
  const invitations = async (who: Candidate) =>
    (await s.t.call<GroupInvitationRecord[]>({ method: 'GET', url: API.myGroupInvitations, token: who.token })).body.data;
  const answer = (who: Candidate, memberId: number, accept: 0 | 1) =>
    s.t.call<{ joinStatus: string }>({ method: 'POST', url: API.answerGroupInvitation, token: who.token, payload: { memberId, accept } });

  it('H1: a passed group does not take over an approved candidate; they decline and stay as they were', async () => {
    const li = await candidate(s, 201);
    const own = await submitted(li, s.openBatch.classId, li.idNumber, { organisation: 'Own Choice' });
    expect((await approve([own])).body.status).toBe(STATUS.OK);
    expect(await accountOf(li.studentId)).toMatchObject({ idNumber: li.idNumber, classId: s.openBatch.classId });

    const added = await addGroup(second.classId, [memberRow('Impostor Name', li.idNumber), memberRow('New Worker', fakeIdNumber(7201))]);
    expect(added.body.status, added.body.message).toBe(STATUS.OK);
    const { groupId } = added.body.data;
    // The reviewer sees the row is an existing candidate and where they stand; the contact does not.
    const seen = await detail(groupId);
    expect(seen.members[0]).toMatchObject({
      joinStatus: 'invited',
      existing: { currentBatch: s.openBatch.name, applications: [{ registrationId: own, className: s.openBatch.name, status: 2 }] },
    });
    expect(seen.members[1]).toMatchObject({ joinStatus: 'new' });
    expect(seen.members[1]!.existing).toBeUndefined();
    const contactView = await detail(groupId, s.contact);
    expect(contactView.members[0]!.joinStatus).toBe('invited');
    expect(JSON.stringify(contactView)).not.toContain(li.username);
    expect(JSON.stringify(contactView)).not.toContain('"existing"');

    const passed = await pass(groupId);
    expect(passed.body.status, passed.body.message).toBe(STATUS.OK);
    expect(passed.body.data.activations.map((each) => each.rowNumber)).toEqual([3]);
    // Li is neither moved nor overwritten, and no second account holds the ID number.
    expect(await accountOf(li.studentId)).toMatchObject({ idNumber: li.idNumber, classId: s.openBatch.classId });
    const mine = (await s.t.call<RegistrationRecord[]>({ method: 'GET', url: API.myRegistrations, token: li.token })).body.data;
    expect(mine.map((each) => [each.classId, each.name, each.organisation, each.status])).toEqual([
      [s.openBatch.classId, 'Li Hua', 'Own Choice', REGISTRATION_STATUS.PASSED],
    ]);
    const holders = await s.t.app.db.selectFrom('users').select('id').where('idNumber', '=', li.idNumber).execute();
    expect(holders).toEqual([{ id: li.studentId }]);

    const [invitation] = await invitations(li);
    expect(invitation).toMatchObject({ groupId, organisation: 'Acme Staffing', className: second.name, joinStatus: 'invited' });
    expect((await answer(li, invitation!.memberId, 0)).body.data.joinStatus).toBe('declined');
    expect((await answer(li, invitation!.memberId, 1)).body.status).toBe(STATUS.CONFLICT);
    expect(await accountOf(li.studentId)).toMatchObject({ classId: s.openBatch.classId });
    expect((await detail(groupId)).members[0]!.joinStatus).toBe('declined');
  });

  it('H1: an existing candidate who accepts is enrolled with the group; another account cannot answer for them', async () => {
    const wang = await candidate(s, 202);
    const other = await candidate(s, 203);
    // Wang holds the ID number only through a draft in another batch: still matched to Wang, not made anew.
    expect((await save(s, wang.token, applicationOf(third.classId, wang.idNumber))).body.status).toBe(STATUS.OK);
    const { groupId } = (await addGroup(second.classId, [memberRow('Wang Fang', wang.idNumber)])).body.data;
    const [invitation] = await invitations(wang);
    expect(invitation).toMatchObject({ groupId, joinStatus: 'invited', groupStatus: 0 });
    expect(await invitations(other)).toEqual([]);
    expect((await answer(other, invitation!.memberId, 1)).body.status).toBe(STATUS.NOT_FOUND);

    expect((await answer(wang, invitation!.memberId, 1)).body.data.joinStatus).toBe('accepted');
    expect((await pass(groupId)).body.data.activations).toEqual([]);
    expect(await accountOf(wang.studentId)).toMatchObject({
      idNumber: wang.idNumber,
      classId: second.classId,
      organisation: 'Acme Staffing',
    });
    const mine = (await s.t.call<RegistrationRecord[]>({ method: 'GET', url: API.myRegistrations, token: wang.token })).body.data;
    expect(mine.find((each) => each.classId === second.classId)).toMatchObject({ status: REGISTRATION_STATUS.PASSED, groupId });
    expect((await detail(groupId)).members[0]!.joinStatus).toBe('enrolled');
  });

  it('H1: accepting after the group passed enrols at once; a row meeting a live application of the batch is refused', async () => {
    const zhao = await candidate(s, 204);
    const qian = await candidate(s, 205);
    await submitted(qian, second.classId, qian.idNumber);
    // Qian is under review in OPEN2: a group for OPEN2 cannot list her; the answer names nobody.
    const refused = await addGroup(second.classId, [memberRow('Qian', qian.idNumber)]);
    expect(refused.body.status).toBe(STATUS.BAD_REQUEST);
    expect(JSON.stringify(refused.body)).toContain(translate('en', 'groupMemberInBatch'));
    expect(JSON.stringify(refused.body)).not.toContain(qian.username);
    expect(JSON.stringify(refused.body)).not.toContain('Li Hua');

    await submitted(zhao, third.classId, zhao.idNumber);
    const { groupId } = (await addGroup(second.classId, [memberRow('Zhao', zhao.idNumber)])).body.data;
    expect((await pass(groupId)).body.status).toBe(STATUS.OK);
    expect((await detail(groupId)).members[0]!.joinStatus).toBe('invited');
    const [invitation] = await invitations(zhao);
    expect((await answer(zhao, invitation!.memberId, 1)).body.data.joinStatus).toBe('enrolled');
    expect(await accountOf(zhao.studentId)).toMatchObject({ idNumber: zhao.idNumber, classId: second.classId });
  });

  it('staff ID numbers stay refused in a group, without naming the account', async () => {
    await s.t.app.db
      .updateTable('users')
      .set({ idNumber: fakeIdNumber(7301) })
      .where('username', '=', 'reviewer')
      .execute();
    const { body } = await addGroup(second.classId, [memberRow('Staff', fakeIdNumber(7301))]);
    expect(body.status).toBe(STATUS.BAD_REQUEST);
    expect(JSON.stringify(body)).toContain(translate('en', 'importStaffIdNumber'));
    expect(JSON.stringify(body)).not.toContain('reviewer');
  });

  it('M1: saving with an ID number another account holds answers generically, naming nobody, and is rate-limited', async () => {
    const holder = await candidate(s, 206);
    const prober = await candidate(s, 207);
    expect((await approve([await submitted(holder, s.openBatch.classId, holder.idNumber)])).body.status).toBe(STATUS.OK);
    const probe = await save(s, prober.token, applicationOf(third.classId, holder.idNumber));
    expect(probe.body.status).toBe(STATUS.CONFLICT);
    expect(probe.body.message).toBe(translate('en', 'idNumberUnavailable'));
    expect(JSON.stringify(probe.body)).not.toContain(holder.username);
    // A live application of the batch gets the very same answer.
    const rival = await candidate(s, 208);
    await submitted(rival, third.classId, rival.idNumber);
    const collides = await submit(prober, third.classId, rival.idNumber, { name: 'Prober Own' });
    expect(collides.body.message).toBe(translate('en', 'idNumberUnavailable'));
    // Neither answer names the other account, the name it applied under or its batch.
    for (const answer of [JSON.stringify(probe.body), JSON.stringify(collides.body)])
      for (const named of [holder.username, rival.username, 'Li Hua', s.openBatch.name]) expect(answer).not.toContain(named);

    const bot = await candidate(s, 209);
    const answers: number[] = [];
    for (let n = 0; n <= ID_NUMBER_LOOKUPS_PER_MINUTE; n++) {
      answers.push((await save(s, bot.token, applicationOf(third.classId, fakeIdNumber(8000 + n)))).body.status);
    }
    expect(answers.filter((status) => status === STATUS.RATE_LIMITED)).toHaveLength(1);
    expect(answers.at(-1)).toBe(STATUS.RATE_LIMITED);
  });

  it('M3: a stranger who signs up with the ID number does not lock the applicant out; two same-ID applications never both pass', async () => {
    const real = await candidate(s, 210);
    const stranger = await candidate(s, 211);
    // Sign-up with an ID number as username claims nothing (auth/signup.test.ts), so the applicant applies.
    const realApp = await submitted(real, s.openBatch.classId, real.idNumber);
    // The stranger cannot submit the same ID number in the same batch (the partial unique index's rule) ...
    expect((await submit(stranger, s.openBatch.classId, real.idNumber)).body.message).toBe(translate('en', 'idNumberUnavailable'));
    // ... but may in another batch; the reviewer sees both marked, and a batch approval of both is refused whole.
    const strangerApp = await submitted(stranger, third.classId, real.idNumber, { name: 'Someone Else' });
    const queue = (
      await s.t.call<RegistrationList>({
        method: 'GET',
        url: withQuery(API.listRegistration, { status: 1, limit: 100 }),
        token: s.reviewer,
      })
    ).body.data;
    const marks = (id: number) => queue.list.find((each) => each.registrationId === id)!.duplicates!;
    expect(marks(realApp).sameIdNumber).toEqual([{ registrationId: strangerApp, className: third.name, status: 1 }]);
    expect(marks(strangerApp).sameIdNumber).toEqual([{ registrationId: realApp, className: s.openBatch.name, status: 1 }]);
    const both = await approve([realApp, strangerApp]);
    expect(both.body.status).toBe(STATUS.CONFLICT);
    expect([await statusOf(realApp), await statusOf(strangerApp)]).toEqual([1, 1]);
    expect((await accountOf(real.studentId)).idNumber).toBeNull();

    expect((await approve([realApp])).body.status).toBe(STATUS.OK);
    const second = await approve([strangerApp]);
    expect(second.body.status).toBe(STATUS.CONFLICT);
    expect(second.body.message).toBe(translate('en', 'registrationIdNumberHeld', { id: strangerApp }));
    expect(await statusOf(strangerApp)).toBe(1);
    const drawer = (
      await s.t.call<RegistrationRecord>({ method: 'GET', url: `${API.getRegistrationById}/${strangerApp}`, token: s.reviewer })
    ).body.data;
    expect(drawer.duplicates).toMatchObject({ idNumberOnOtherAccount: true });
  });

  it('the database itself refuses a second live application per batch and ID number, and one ID number on two accounts', async () => {
    const first = await candidate(s, 221);
    const second = await candidate(s, 222);
    const live = await submitted(first, s.openBatch.classId, first.idNumber);
    const { db } = s.t.app;
    const { id: _id, ...row } = await db.selectFrom('registrations').selectAll().where('id', '=', live).executeTakeFirstOrThrow();
    // Written behind the service's back: the partial unique index (migration 0018) refuses it ...
    await expect(
      db
        .insertInto('registrations')
        .values({ ...row, studentId: second.studentId })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('registrations')
        .values({ ...row, studentId: second.studentId, status: 2 })
        .execute(),
    ).rejects.toThrow();
    // ... while a draft stays outside it (a stranger's draft locks nobody out).
    await db
      .insertInto('registrations')
      .values({ ...row, studentId: second.studentId, status: 0 })
      .execute();
    // users.id_number: one account per ID number.
    await db.updateTable('users').set({ idNumber: first.idNumber }).where('id', '=', first.studentId).execute();
    await expect(db.updateTable('users').set({ idNumber: first.idNumber }).where('id', '=', second.studentId).execute()).rejects.toThrow();
  });

  it('marks the same name and birth date under another ID number as a possible duplicate', async () => {
    const a = await candidate(s, 212);
    const b = await candidate(s, 213);
    // Same birth date (fakeIdNumber keeps it for n and n + 10,000), another sequence number.
    const first = await submitted(a, third.classId, fakeIdNumber(5555), { name: 'Chen Jing' });
    const other = await submitted(b, second.classId, fakeIdNumber(15555), { name: 'Chen Jing' });
    const drawer = (await s.t.call<RegistrationRecord>({ method: 'GET', url: `${API.getRegistrationById}/${other}`, token: s.reviewer }))
      .body.data;
    expect(drawer.duplicates).toEqual({
      idNumberOnOtherAccount: false,
      sameIdNumber: [],
      sameNameAndBirth: [{ registrationId: first, className: third.name, status: 1 }],
    });
    // A candidate's own list carries no marks about anyone else.
    const mine = (await s.t.call<RegistrationRecord[]>({ method: 'GET', url: API.myRegistrations, token: b.token })).body.data;
    expect(mine[0]!.duplicates).toBeUndefined();
  });

  it('H2: a new member signs in with the activation code shown once; no known password opens the account', async () => {
    const idNumber = fakeIdNumber(7401);
    const { groupId } = (await addGroup(second.classId, [memberRow('Sun Li', idNumber)])).body.data;
    const [activation] = (await pass(groupId)).body.data.activations;
    expect(activation).toMatchObject({ rowNumber: 2, name: 'Sun Li', username: idNumber });
    expect(activation!.activationCode).toMatch(/^[a-hjkmnp-z2-9]{10}$/);
    expect((await s.t.attemptLogin(idNumber, '123456', USER_TYPE.STUDENT)).body.status).not.toBe(STATUS.OK);
    // The code signs in only into setting a new password (auth's one-time-password mechanism).
    const token = await s.t.login(idNumber, activation!.activationCode, USER_TYPE.STUDENT);
    expect((await s.t.call({ method: 'GET', url: API.myRegistrations, token })).body.status).toBe(STATUS.PASSWORD_CHANGE_REQUIRED);
    // Only its hash is kept: the code is not stored anywhere in the clear.
    const row = await s.t.app.db.selectFrom('users').selectAll().where('username', '=', idNumber).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(activation!.activationCode);
    expect(row).toMatchObject({ idNumber, classId: second.classId });
  });
});
