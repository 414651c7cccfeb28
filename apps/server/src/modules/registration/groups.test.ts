import {
  API,
  type ImportRowError,
  type Paged,
  type RegistrationGroupDetail,
  type RegistrationGroupRecord,
  type RegistrationList,
  type ReviewRegistrationGroupResult,
  GROUP_STATUS,
  REGISTRATION_STATUS,
  STATUS,
  USER_TYPE,
} from '@kaoshi/contracts';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { fakeIdNumber, fetchRaw, readXlsx, xlsxOf } from '../../test/org.js';
import { JPEG, PDF, PNG } from '../../test/sample-files.js';
import { type RegistrationScene, startRegistrationScene, uploaded } from './test/registration-fixture.js';

const HEADER = ['Name', 'Gender', 'ID number', 'Phone', 'Education', 'Years in trade'];
const row = (n: number) => [
  `Worker ${n}`,
  n % 2 ? '男' : 'F',
  fakeIdNumber(5000 + n),
  `1390000${String(n).padStart(4, '0')}`,
  '高中',
  String(n % 30),
];

describe.each(DATABASES)('group applications on %s', (kind) => {
  let s: RegistrationScene;
  beforeAll(async () => {
    s = await startRegistrationScene(kind);
  });
  afterAll(() => s.t.close());

  const files = async (rows: (string | number)[][], withPhotos = true) => ({
    listFileId: await uploaded(s, s.contact, 'groupList', 'workers.xlsx', await xlsxOf([HEADER, ...rows])),
    coverFileId: await uploaded(s, s.contact, 'groupCover', 'letter.pdf', PDF),
    photosFileId: withPhotos
      ? await uploaded(
          s,
          s.contact,
          'groupPhotos',
          'photos.zip',
          Buffer.from(zipSync({ photos: { [`${fakeIdNumber(5001)}.png`]: PNG, [`${fakeIdNumber(5002)}.jpg`]: JPEG } })),
        )
      : null,
  });
  const add = async (payload: Record<string, unknown>) =>
    s.t.call<{ groupId: number; memberCount: number }>({ method: 'POST', url: API.addRegistrationGroup, token: s.contact, payload });
  const groupCount = async () =>
    Number(
      (
        await s.t.app.db
          .selectFrom('registrationGroups')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("offers the template in the caller's language", async () => {
    const template = await fetchRaw(s.t, API.registrationGroupTemplate, s.contact, 'zh');
    expect(template.status).toBe(200);
    const rows = await readXlsx(template.body);
    expect(rows[0]).toEqual(['姓名', '性别（男/女）', '身份证号', '电话', '文化程度', '从业年限']);
    // The Chinese template's sample is a Chinese name; the English one keeps its own.
    expect(rows[1]![0]).toBe('张三');
    expect((await readXlsx((await fetchRaw(s.t, API.registrationGroupTemplate, s.contact, 'en')).body))[1]![0]).toBe('Zhang San');
  });

  it('reports every bad row before storing anything', async () => {
    const before = await groupCount();
    const rows = [row(1), ['', 'X', '110105199003071230', 'nope', 'astronaut', '99'], row(1)];
    const { body } = await add({ classId: s.openBatch.classId, organisation: 'Acme', ...(await files(rows, false)) });
    expect(body.status).toBe(STATUS.BAD_REQUEST);
    const errors = (body.data as unknown as { errors: ImportRowError[] }).errors;
    expect(errors.map((error) => `${error.row}:${error.field}`)).toEqual([
      '3:Name',
      '3:Gender (Male/Female)',
      '3:ID number',
      '3:Phone',
      '3:Education',
      '3:Years in trade',
      '4:ID number',
    ]);
    expect(await groupCount()).toBe(before);
    const closed = await add({ classId: s.closedBatch.classId, organisation: 'Acme', ...(await files([row(1)], false)) });
    expect(closed.body.data).toEqual({ fields: { classId: expect.any(String) } });
  });

  it(
    'imports 200 workers, and passing the group makes accounts with activation codes and approved applications for the new ones',
    { timeout: 240_000 },
    async () => {
      const rows = Array.from({ length: 200 }, (_, index) => row(index + 1));
      // One worker already has an account: it is updated, not duplicated.
      await s.t.call({
        method: 'POST',
        url: API.addStudent,
        token: s.admin,
        payload: { username: 'W-EXISTING', name: 'Worker 3', idNumber: fakeIdNumber(5003), classId: s.chain.batch.classId },
      });
      const added = await add({ classId: s.openBatch.classId, organisation: 'Acme Welding Co.', ...(await files(rows)) });
      expect(added.body.status, added.body.message).toBe(STATUS.OK);
      expect(added.body.data.memberCount).toBe(200);
      const { groupId } = added.body.data;

      const listed = (
        await s.t.call<Paged<RegistrationGroupRecord>>({ method: 'GET', url: API.listRegistrationGroup, token: s.groupReviewer })
      ).body.data;
      expect(listed.list[0]).toMatchObject({
        groupId,
        status: GROUP_STATUS.UNDER_REVIEW,
        memberCount: 200,
        organisation: 'Acme Welding Co.',
      });
      const detail = (
        await s.t.call<RegistrationGroupDetail>({
          method: 'GET',
          url: `${API.getRegistrationGroupById}/${groupId}`,
          token: s.groupReviewer,
        })
      ).body.data;
      expect(detail.members).toHaveLength(200);
      expect(detail.members.filter((member) => member.hasPhoto).map((member) => member.rowNumber)).toEqual([2, 3]);
      expect((await fetchRaw(s.t, `${API.registrationFile}/${detail.coverFile!.fileId}`, s.groupReviewer)).status).toBe(200);

      // The contact cannot review; a reason is needed to fail.
      expect(
        (await s.t.call({ method: 'POST', url: API.reviewRegistrationGroup, token: s.contact, payload: { groupId, status: 1 } })).body
          .status,
      ).toBe(STATUS.FORBIDDEN);
      const noReason = await s.t.call({
        method: 'POST',
        url: API.reviewRegistrationGroup,
        token: s.groupReviewer,
        payload: { groupId, status: 2 },
      });
      expect(noReason.body.data).toEqual({ fields: { reason: expect.any(String) } });

      const passed = await s.t.call<ReviewRegistrationGroupResult>({
        method: 'POST',
        url: API.reviewRegistrationGroup,
        token: s.groupReviewer,
        payload: { groupId, status: 1 },
      });
      expect(passed.body.status, passed.body.message).toBe(STATUS.OK);
      const enrolled = await s.t.app.db
        .selectFrom('users')
        .select(['username', 'classId', 'organisation', 'userType'])
        .where(
          'idNumber',
          'in',
          rows.map((each) => each[2]!),
        )
        .execute();
      // The worker who had an account is invited, not taken over (group-identity.test.ts).
      expect(enrolled).toHaveLength(200);
      const made = enrolled.filter((user) => user.username !== 'W-EXISTING');
      expect(
        made.every(
          (user) => user.classId === s.openBatch.classId && user.organisation === 'Acme Welding Co.' && user.userType === USER_TYPE.STUDENT,
        ),
      ).toBe(true);
      expect(enrolled.find((user) => user.username === 'W-EXISTING')?.classId).toBe(s.chain.batch.classId);
      const queue = (
        await s.t.call<RegistrationList>({ method: 'GET', url: withQuery(API.listRegistration, { groupId, limit: 500 }), token: s.admin })
      ).body.data;
      expect(queue.counts[REGISTRATION_STATUS.PASSED]).toBe(199);
      // Each new account has an activation code of its own, shown once; the old default password opens nothing.
      const { activations } = passed.body.data;
      expect(activations).toHaveLength(199);
      expect(new Set(activations.map((each) => each.activationCode)).size).toBe(199);
      const first = activations.find((each) => each.rowNumber === 2)!;
      expect(first).toMatchObject({ username: fakeIdNumber(5001), name: 'Worker 1' });
      expect(await s.t.login(first.username, first.activationCode, USER_TYPE.STUDENT)).toEqual(expect.any(String));
      expect((await s.t.attemptLogin(fakeIdNumber(5002), '123456', USER_TYPE.STUDENT)).body.status).not.toBe(STATUS.OK);

      const again = await s.t.call({
        method: 'POST',
        url: API.reviewRegistrationGroup,
        token: s.groupReviewer,
        payload: { groupId, status: 2, reason: 'late' },
      });
      expect(again.body.status).toBe(STATUS.CONFLICT);
    },
  );

  it('fails a group with the reason and enrols nobody', async () => {
    const added = await add({ classId: s.openBatch.classId, organisation: 'Beta', ...(await files([row(301), row(302)], false)) });
    const { groupId } = added.body.data;
    expect(
      (
        await s.t.call({
          method: 'POST',
          url: API.reviewRegistrationGroup,
          token: s.groupReviewer,
          payload: { groupId, status: 2, reason: 'Cover letter unsigned.' },
        })
      ).body.status,
    ).toBe(STATUS.OK);
    const detail = (
      await s.t.call<RegistrationGroupDetail>({ method: 'GET', url: `${API.getRegistrationGroupById}/${groupId}`, token: s.contact })
    ).body.data;
    expect(detail).toMatchObject({ status: GROUP_STATUS.FAILED, reason: 'Cover letter unsigned.' });
    expect(await s.t.app.db.selectFrom('users').select('id').where('idNumber', '=', fakeIdNumber(5301)).executeTakeFirst()).toBeUndefined();
  });
});
