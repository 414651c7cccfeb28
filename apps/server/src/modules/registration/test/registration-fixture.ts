/** Shared setup of the registration tests: a batch with an open window, reviewers, candidates, uploads. */
import {
  API,
  type ClassRecord,
  type RegistrationFileKind,
  type RegistrationFileRecord,
  type RegistrationRecord,
  STATUS,
  USER_TYPE,
} from '@kaoshi/contracts';
import { expect } from 'vitest';
import { ManualClock } from '../../../lib/clock.js';
import { expectOk } from '../../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { addStudent, type Chain, createChain, fakeIdNumber, multipart, teacherWith } from '../../../test/org.js';

export const DAY = 86_400_000;
export const NOW = Date.UTC(2030, 2, 4, 8, 0);

export interface RegistrationScene {
  t: TestApp;
  clock: ManualClock;
  admin: string;
  reviewer: string;
  contact: string;
  groupReviewer: string;
  chain: Chain;
  /** Open from a day ago for a week. */
  openBatch: ClassRecord;
  /** No registration window. */
  noWindowBatch: ClassRecord;
  /** Closed yesterday. */
  closedBatch: ClassRecord;
}

export async function startRegistrationScene(kind: 'sqlite' | 'postgres', env: Record<string, string> = {}): Promise<RegistrationScene> {
  const clock = new ManualClock(NOW);
  const t = await startTestApp(kind, env, { clock });
  const admin = await t.login('admin');
  const chain = await createChain(t, admin, 'REG');
  const batch = (code: string, opensAt: number | null, closesAt: number | null) => addBatch(t, admin, chain, code, opensAt, closesAt);
  return {
    t,
    clock,
    admin,
    chain,
    reviewer: await teacherWith(t, admin, 'reviewer', ['REGISTRATION', 'REGISTRATION-REVIEW']),
    contact: await teacherWith(t, admin, 'contact', ['REGISTRATION', 'REGISTRATION-GROUP']),
    groupReviewer: await teacherWith(t, admin, 'group_reviewer', ['REGISTRATION', 'REGISTRATION-GROUP-REVIEW']),
    openBatch: await batch('OPEN', NOW - DAY, NOW + 7 * DAY),
    noWindowBatch: await batch('NOWIN', null, null),
    closedBatch: await batch('CLOSED', NOW - 7 * DAY, NOW - DAY),
  };
}

/** Another batch of the chain's job type, with the registration window given. */
export async function addBatch(t: TestApp, admin: string, chain: Chain, code: string, opensAt: number | null, closesAt: number | null) {
  return expectOk(
    await t.call<ClassRecord>({
      method: 'POST',
      url: API.addClasses,
      token: admin,
      payload: {
        subjectId: chain.subject.subjectId,
        name: `Batch ${code}`,
        code,
        year: 2030,
        registrationOpensAt: opensAt,
        registrationClosesAt: closesAt,
      },
    }),
    code,
  );
}

/** A candidate account (student of no batch yet: the chain's batch is only where addStudent puts it) signed in. */
export async function candidate(s: RegistrationScene, n: number) {
  const student = await addStudent(s.t, s.admin, s.chain.batch.classId, n);
  await s.t.app.db.updateTable('users').set({ classId: null, idNumber: null }).where('id', '=', student.studentId).execute();
  const token = await s.t.login(student.username, '123456', USER_TYPE.STUDENT);
  return { token, studentId: student.studentId, username: student.username, idNumber: fakeIdNumber(n) };
}

export async function upload(s: RegistrationScene, token: string, kind: RegistrationFileKind, name: string, content: Buffer | string) {
  return s.t.call<RegistrationFileRecord>({
    method: 'POST',
    url: API.uploadRegistrationFile,
    token,
    ...multipart({ kind }, { name, content }),
  });
}

export async function uploaded(s: RegistrationScene, token: string, kind: RegistrationFileKind, name: string, content: Buffer | string) {
  const { body } = await upload(s, token, kind, name, content);
  expect(body.status, body.message).toBe(STATUS.OK);
  return body.data.fileId;
}

export const applicationOf = (classId: number, idNumber: string, changes: Record<string, unknown> = {}) => ({
  classId,
  name: 'Li Hua',
  gender: 'F',
  idNumber,
  phone: '13800138000',
  education: 'vocational',
  yearsInTrade: 4,
  organisation: '',
  ...changes,
});

export const save = (s: RegistrationScene, token: string, payload: Record<string, unknown>) =>
  s.t.call<RegistrationRecord>({ method: 'POST', url: API.saveRegistration, token, payload });

export const registrationCount = async (s: RegistrationScene) =>
  Number(
    (
      await s.t.app.db
        .selectFrom('registrations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** How many group applications are stored. */
export const groupCount = async (s: RegistrationScene) =>
  Number(
    (
      await s.t.app.db
        .selectFrom('registrationGroups')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
