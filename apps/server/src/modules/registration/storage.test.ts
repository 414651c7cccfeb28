import fs from 'node:fs';
import path from 'node:path';
import { API, STATUS, translate } from '@kaoshi/contracts';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { fakeIdNumber, xlsxOf } from '../../test/org.js';
import { JPEG, PDF, PNG } from '../../test/sample-files.js';
import { removeUnreferencedFiles } from './cleanup.js';
import { registrationDir } from './files.js';
import {
  applicationOf,
  candidate,
  DAY,
  groupCount,
  type RegistrationScene,
  save,
  startRegistrationScene,
  upload,
  uploaded,
} from './test/registration-fixture.js';

/**
 * Storage cannot be filled (round 3, M4 and L3): a per-account quota, unreferenced files removed
 * after a day, group submissions limited per account, photos decoded to be images.
 */
describe.each(DATABASES)('registration storage on %s', (kind) => {
  let s: RegistrationScene;
  beforeAll(async () => {
    s = await startRegistrationScene(kind, { CANDIDATE_UPLOAD_QUOTA_MB: '0.05', GROUP_SUBMISSION_LIMIT_PER_HOUR: '2' });
  });
  afterAll(() => s.t.close());

  const filesOf = async (ownerId: number) =>
    s.t.app.db.selectFrom('registrationFiles').select(['id', 'storedName', 'size']).where('ownerId', '=', ownerId).execute();
  const stored = (storedName: string) => fs.existsSync(path.join(registrationDir(s.t.app.config), storedName));

  it("refuses a candidate's upload past their quota, naming the limit, and keeps nothing of it", async () => {
    const { token, studentId } = await candidate(s, 801);
    // 0.05 MB = 52,428 bytes: two 20,000-byte documents fit, the third does not.
    const document = Buffer.concat([PDF, Buffer.alloc(20_000 - PDF.length, 32)]);
    for (let i = 0; i < 2; i += 1) await uploaded(s, token, 'workProof', `proof-${i}.pdf`, document);
    const before = await filesOf(studentId);
    const onDisk = fs.readdirSync(registrationDir(s.t.app.config)).length;
    for (const lang of ['en', 'zh'] as const) {
      const { body } = await s.t.call({
        method: 'POST',
        url: API.uploadRegistrationFile,
        token,
        lang,
        ...(await multipartOf('workProof', 'third.pdf', document)),
      });
      expect(body.status).toBe(STATUS.BAD_REQUEST);
      expect(body.message).toBe(translate(lang, 'uploadQuotaExceeded', { max: 0.05, used: 0.04 }));
      expect(body.data).toEqual({ fields: { file: body.message } });
    }
    expect(await filesOf(studentId)).toEqual(before);
    expect(fs.readdirSync(registrationDir(s.t.app.config)).length).toBe(onDisk);
  });

  it("limits registration uploads per address: past the minute's limit any account from it is refused and nothing is kept", async () => {
    const limited = await startRegistrationScene(kind, { REGISTRATION_UPLOAD_IP_LIMIT_PER_MINUTE: '2' });
    try {
      const one = await candidate(limited, 811);
      const other = await candidate(limited, 812);
      expect((await upload(limited, one.token, 'photo', 'a.png', PNG)).body.status).toBe(STATUS.OK);
      expect((await upload(limited, other.token, 'photo', 'b.png', PNG)).body.status).toBe(STATUS.OK);
      const before = await limited.t.app.db.selectFrom('registrationFiles').select('id').execute();
      for (const who of [one, other]) {
        const refused = await upload(limited, who.token, 'photo', 'c.png', PNG);
        expect(refused.body.status).toBe(STATUS.RATE_LIMITED);
        expect(refused.body.message).toMatch(/^Too many uploads/);
      }
      expect(await limited.t.app.db.selectFrom('registrationFiles').select('id').execute()).toEqual(before);
    } finally {
      await limited.t.close();
    }
  });

  it('removes files nothing names once a day has passed, and never one an application names', async () => {
    const { token, studentId, idNumber } = await candidate(s, 802);
    const photoFileId = await uploaded(s, token, 'photo', 'me.png', PNG);
    const strayId = await uploaded(s, token, 'idCard', 'stray.jpg', JPEG);
    expect((await save(s, token, applicationOf(s.openBatch.classId, idNumber, { photoFileId }))).body.status).toBe(STATUS.OK);
    const [photo, stray] = [photoFileId, strayId];
    const rows = await filesOf(studentId);
    const storedNameOf = (id: number) => rows.find((row) => row.id === id)!.storedName;

    // Within the day: nothing goes.
    s.clock.advance(DAY - 60_000);
    await removeUnreferencedFiles(s.t.app);
    expect((await filesOf(studentId)).map((row) => row.id).sort()).toEqual([photo, stray].sort());

    s.clock.advance(120_000);
    expect(await removeUnreferencedFiles(s.t.app)).toBeGreaterThanOrEqual(1);
    expect((await filesOf(studentId)).map((row) => row.id)).toEqual([photo]);
    expect(stored(storedNameOf(photo))).toBe(true);
    expect(stored(storedNameOf(stray))).toBe(false);
    // The kept photo still opens for its owner.
    const opened = await s.t.app.inject({
      method: 'GET',
      url: `${API.registrationFile}/${photo}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(opened.statusCode).toBe(200);
  });

  it('refuses a photo that is not an image, naming the file, and keeps nothing of it', async () => {
    const { token, studentId } = await candidate(s, 803);
    // The right first bytes, then no image at all: only decoding tells.
    const fake = Buffer.concat([PNG.subarray(0, 16), Buffer.from('<html><script>alert(1)</script></html>')]);
    const { body } = await upload(s, token, 'photo', 'portrait.png', fake);
    expect(body.status).toBe(STATUS.BAD_REQUEST);
    expect(body.message).toBe(translate('en', 'fileNotAnImage', { name: 'portrait.png' }));
    expect(await filesOf(studentId)).toEqual([]);
  });

  describe('group applications', () => {
    const HEADER = ['Name', 'Gender', 'ID number', 'Phone', 'Education', 'Years in trade'];
    const member = (n: number) => [`Worker ${n}`, 'M', fakeIdNumber(n), '13900001111', '高中', '3'];
    const groupFiles = async (n: number, photos: Record<string, Uint8Array>) => ({
      listFileId: await uploaded(s, s.contact, 'groupList', 'list.xlsx', await xlsxOf([HEADER, member(n)])),
      coverFileId: await uploaded(s, s.contact, 'groupCover', 'letter.pdf', PDF),
      photosFileId: await uploaded(s, s.contact, 'groupPhotos', 'photos.zip', Buffer.from(zipSync(photos))),
    });
    const add = async (payload: Record<string, unknown>) =>
      s.t.call<{ groupId: number }>({ method: 'POST', url: API.addRegistrationGroup, token: s.contact, payload });
    const groups = () => groupCount(s);

    it("refuses a member's photo that is not an image, naming the file, and stores no group", async () => {
      const before = await groups();
      const files = await groupFiles(6001, { [`${fakeIdNumber(6001)}.png`]: new TextEncoder().encode('this is not a PNG') });
      const { body } = await add({ classId: s.openBatch.classId, organisation: 'Acme', ...files });
      expect(body.status).toBe(STATUS.BAD_REQUEST);
      expect(body.message).toBe(translate('en', 'fileNotAnImage', { name: `${fakeIdNumber(6001)}.png` }));
      expect(await groups()).toBe(before);
    });

    it('limits group submissions per organisation account, refused ones included', async () => {
      const files = await groupFiles(6002, { [`${fakeIdNumber(6002)}.png`]: PNG });
      // The first of two allowed an hour was the refused one above.
      expect((await add({ classId: s.openBatch.classId, organisation: 'Acme', ...files })).body.status).toBe(STATUS.OK);
      const before = await groups();
      const again = await add({
        classId: s.openBatch.classId,
        organisation: 'Acme',
        ...(await groupFiles(6003, { [`${fakeIdNumber(6003)}.jpg`]: JPEG })),
      });
      expect(again.httpStatus).toBe(429);
      expect(again.body.status).toBe(STATUS.RATE_LIMITED);
      expect(again.body.message).toMatch(/Try again in \d+ min/);
      expect(await groups()).toBe(before);
      // Another account is not held back by this one's count (it is refused for its own reasons only).
      const other = await s.t.call({ method: 'POST', url: API.addRegistrationGroup, token: s.groupReviewer, payload: {} });
      expect(other.body.status).not.toBe(STATUS.RATE_LIMITED);
    });
  });

  it("keeps, a day later, every file a group names: its list, cover, photo archive and members' photos", async () => {
    const named = await s.t.app.db
      .selectFrom('registrationGroups')
      .innerJoin('registrationGroupMembers', 'registrationGroupMembers.groupId', 'registrationGroups.id')
      .select(['listFileId', 'coverFileId', 'photosFileId', 'photoFileId'])
      .execute();
    const ids = [...new Set(named.flatMap((row) => [row.listFileId, row.coverFileId, row.photosFileId, row.photoFileId]))];
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(ids).not.toContain(null);
    s.clock.advance(2 * DAY);
    await removeUnreferencedFiles(s.t.app);
    const left = await s.t.app.db
      .selectFrom('registrationFiles')
      .select(['id', 'storedName'])
      .where('id', 'in', ids as number[])
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([...ids].sort());
    for (const row of left) expect(stored(row.storedName)).toBe(true);
    // The refused submissions' uploads, named by nothing, are gone.
    expect(
      Number(
        (
          await s.t.app.db
            .selectFrom('registrationFiles')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where(
              'ownerId',
              '=',
              (await s.t.app.db.selectFrom('users').select('id').where('username', '=', 'contact').executeTakeFirstOrThrow()).id,
            )
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(ids.length);
  });

  async function multipartOf(kind: string, name: string, content: Buffer) {
    const { multipart } = await import('../../test/org.js');
    return multipart({ kind }, { name, content });
  }
});
