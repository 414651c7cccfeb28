import { API, type OpenBatchRecord, type RegistrationFileRecord, type RegistrationRecord, STATUS } from '@kaoshi/contracts';
import { expect } from 'vitest';
import type { Candidate } from '../modules/attempts/test/attempt-fixture.js';
import { fakeIdNumber, multipart } from '../test/org.js';
import { PNG } from '../test/sample-files.js';
import {
  callBody as call,
  changesNothing,
  expectNoTrace,
  expectRefusedAsMissing,
  type IsolationProbe,
  type IsolationScene,
} from './isolation-scene.js';

/**
 * Candidate isolation of registration: applications and their files are the applicant's own.
 * Alice applies for a batch whose window is open (made once per scene); Bruno tries her ids.
 */
const DAY = 86_400_000;

const scenes = new WeakMap<IsolationScene, Promise<{ classId: number; registrationId: number; fileId: number }>>();

async function uploadPhoto(s: IsolationScene, who: Candidate) {
  const { body } = await s.c.t.call<RegistrationFileRecord>({
    method: 'POST',
    url: API.uploadRegistrationFile,
    token: who.token,
    ...multipart({ kind: 'photo' }, { name: 'me.png', content: PNG }),
  });
  expect(body.status, body.message).toBe(STATUS.OK);
  return body.data.fileId;
}

const application = (classId: number, idNumber: string, changes: Record<string, unknown> = {}) => ({
  classId,
  name: 'Alice',
  gender: 'F',
  idNumber,
  phone: '13800138000',
  education: 'college',
  yearsInTrade: 2,
  ...changes,
});

/**
 * The ID number an application of `who` must carry: the account's own when staff gave it one
 * (an application never claims another, registration/identity.ts), else a fresh one.
 */
async function idNumberOf(s: IsolationScene, who: Candidate, fresh: number) {
  const account = await s.c.t.app.db.selectFrom('users').select('idNumber').where('id', '=', who.studentId).executeTakeFirstOrThrow();
  return account.idNumber ?? fakeIdNumber(fresh);
}

/** Alice's application (a draft with her photo) for a batch open now. */
function alicesApplication(s: IsolationScene) {
  let made = scenes.get(s);
  if (!made) {
    made = (async () => {
      const now = s.c.clock.now();
      const { id: classId } = await s.c.t.app.db
        .insertInto('classes')
        .values({
          subjectId: s.c.chain.subject.subjectId,
          name: 'Open for registration',
          code: 'REG-ISO',
          year: 2030,
          registrationOpensAt: now - DAY,
          registrationClosesAt: now + DAY,
          plannedExamDate: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const fileId = await uploadPhoto(s, s.alice);
      const saved = await call<RegistrationRecord>(s, {
        method: 'POST',
        url: API.saveRegistration,
        token: s.alice.token,
        payload: application(classId, await idNumberOf(s, s.alice, 9_000_001), { photoFileId: fileId }),
      });
      expect(saved.status, saved.message).toBe(STATUS.OK);
      return { classId, registrationId: saved.data.registrationId, fileId };
    })();
    scenes.set(s, made);
  }
  return made;
}

const invitations = new WeakMap<IsolationScene, Promise<number>>();

/** A group (under review) that lists Alice's ID number: her invitation's member id. */
function alicesInvitation(s: IsolationScene) {
  let made = invitations.get(s);
  if (!made) {
    made = (async () => {
      const { classId } = await alicesApplication(s);
      const { db } = s.c.t.app;
      const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
      const now = s.c.clock.now();
      const group = await db
        .insertInto('registrationGroups')
        .values({
          classId,
          organisation: 'Probe Org',
          memberCount: 1,
          submittedBy: admin.id,
          listFileId: null,
          photosFileId: null,
          coverFileId: null,
          reviewedAt: null,
          reviewedBy: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const member = await db
        .insertInto('registrationGroupMembers')
        .values({
          groupId: group.id,
          rowNumber: 2,
          name: s.alice.name,
          gender: 'F',
          idNumber: await idNumberOf(s, s.alice, 9_000_001),
          phone: '13800138000',
          education: 'college',
          yearsInTrade: 2,
          photoFileId: null,
          accountId: s.alice.studentId,
          joinStatus: 'invited',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return member.id;
    })();
    invitations.set(s, made);
  }
  return made;
}

export const REGISTRATION_PROBES: Record<string, IsolationProbe> = {
  [`GET ${API.myGroupInvitations}`]: {
    proves: "lists the groups that invited the caller's own account only",
    run: async (s) => {
      const memberId = await alicesInvitation(s);
      const brunos = await call<unknown[]>(s, { method: 'GET', url: API.myGroupInvitations, token: s.bruno.token });
      expect(brunos.data).toEqual([]);
      expectNoTrace(brunos, s.alice);
      const alices = await call<{ memberId: number }[]>(s, { method: 'GET', url: API.myGroupInvitations, token: s.alice.token });
      expect(alices.data.map((row) => row.memberId)).toContain(memberId);
    },
  },
  [`POST ${API.answerGroupInvitation}`]: {
    proves: "answers the caller's own invitations only: another's reads as missing and stays unanswered",
    run: async (s) => {
      const memberId = await alicesInvitation(s);
      await changesNothing(s, async () => {
        for (const accept of [0, 1]) {
          await expectRefusedAsMissing(
            (id) => call(s, { method: 'POST', url: API.answerGroupInvitation, token: s.bruno.token, payload: { memberId: id, accept } }),
            memberId,
            s.alice,
          );
        }
      });
      const row = await s.c.t.app.db
        .selectFrom('registrationGroupMembers')
        .select('joinStatus')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      expect(row.joinStatus).toBe('invited');
    },
  },
  [`GET ${API.openRegistrationBatches}`]: {
    proves: "lists open batches and nothing about anyone's applications",
    run: async (s) => {
      const { classId } = await alicesApplication(s);
      const batches = await call<OpenBatchRecord[]>(s, { method: 'GET', url: API.openRegistrationBatches, token: s.bruno.token });
      expect(batches.data.map((batch) => batch.classId)).toContain(classId);
      expectNoTrace(batches, s.alice);
    },
  },
  [`GET ${API.myRegistrations}`]: {
    proves: "lists the caller's own applications only",
    run: async (s) => {
      const { registrationId } = await alicesApplication(s);
      const brunos = await call<RegistrationRecord[]>(s, { method: 'GET', url: API.myRegistrations, token: s.bruno.token });
      expect(brunos.data).toEqual([]);
      expectNoTrace(brunos, s.alice);
      const alices = await call<RegistrationRecord[]>(s, { method: 'GET', url: API.myRegistrations, token: s.alice.token });
      expect(alices.data.map((row) => row.registrationId)).toEqual([registrationId]);
    },
  },
  [`POST ${API.saveRegistration}`]: {
    proves: "cannot change another candidate's application or use their files",
    run: async (s) => {
      const { classId, registrationId, fileId } = await alicesApplication(s);
      const before = await s.c.t.app.db.selectFrom('registrations').selectAll().where('id', '=', registrationId).executeTakeFirstOrThrow();
      await changesNothing(s, async () => {
        const brunoId = await idNumberOf(s, s.bruno, 9_000_002);
        await expectRefusedAsMissing(
          (id) =>
            call(s, {
              method: 'POST',
              url: API.saveRegistration,
              token: s.bruno.token,
              payload: application(classId, brunoId, { registrationId: id }),
            }),
          registrationId,
          s.alice,
        );
        const borrowed = await call(s, {
          method: 'POST',
          url: API.saveRegistration,
          token: s.bruno.token,
          payload: application(classId, brunoId, { photoFileId: fileId }),
        });
        expect(borrowed.data).toEqual({ fields: { photoFileId: expect.any(String) } });
      });
      expect(await s.c.t.app.db.selectFrom('registrations').selectAll().where('id', '=', registrationId).executeTakeFirstOrThrow()).toEqual(
        before,
      );
    },
  },
  [`POST ${API.uploadRegistrationFile}`]: {
    proves: "stores a file as the uploader's own, which nobody else can open or use",
    run: async (s) => {
      const { classId } = await alicesApplication(s);
      const brunosFile = await uploadPhoto(s, s.bruno);
      await expectRefusedAsMissing(
        (id) => call(s, { method: 'GET', url: `${API.registrationFile}/${id}`, token: s.alice.token }),
        brunosFile,
        s.bruno,
      );
      const borrowed = await call(s, {
        method: 'POST',
        url: API.saveRegistration,
        token: s.outsider.token,
        payload: application(classId, await idNumberOf(s, s.outsider, 9_000_003), { photoFileId: brunosFile }),
      });
      expect(borrowed.data).toEqual({ fields: { photoFileId: expect.any(String) } });
    },
  },
  [`GET ${API.registrationFile}/:id`]: {
    proves: "opens the caller's own files only",
    run: async (s) => {
      const { fileId } = await alicesApplication(s);
      await expectRefusedAsMissing(
        (id) => call(s, { method: 'GET', url: `${API.registrationFile}/${id}`, token: s.bruno.token }),
        fileId,
        s.alice,
      );
      await expectRefusedAsMissing(
        (id) => call(s, { method: 'GET', url: `${API.registrationFile}/${id}`, token: s.outsider.token }),
        fileId,
        s.alice,
      );
    },
  },
};
