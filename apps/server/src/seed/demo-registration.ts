import { idNumberCheckChar, type Lang, REGISTRATION_STATUS, type RegistrationStatus } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { createCandidateAccount } from '../modules/accounts/index.js';
import { DEMO_CLASS_CODE, DEMO_PROJECT_CODE } from './demo-exam.js';
import { DEMO_TEXT } from './demo-text/index.js';

/**
 * Registration in the demo: a batch of the demo job type taking applications for 30 days, and one
 * whose window closed yesterday; six applicants (accounts `applicant1`…`applicant6`, the default
 * password) with applications in the audit statuses: a draft, two under review, one approved
 * (and enrolled), one returned for changes with its reason, one expired in the closed batch. Runs once.
 */
export const DEMO_REGISTRATION_CLASS_CODE = 'DEMO-R';
export const DEMO_CLOSED_REGISTRATION_CLASS_CODE = 'DEMO-RC';
const DAY_MS = 86_400_000;

const APPLICANT_STATUSES: readonly RegistrationStatus[] = [
  REGISTRATION_STATUS.DRAFT,
  REGISTRATION_STATUS.UNDER_REVIEW,
  REGISTRATION_STATUS.UNDER_REVIEW,
  REGISTRATION_STATUS.PASSED,
  REGISTRATION_STATUS.RETURNED,
  REGISTRATION_STATUS.EXPIRED,
];
const EDUCATION = ['seniorSecondary', 'vocational', 'juniorSecondary', 'college', 'vocational', 'seniorSecondary'] as const;

/** A valid resident ID number for the n-th applicant (born in 1990 + n). */
const applicantIdNumber = (n: number) => {
  const first17 = `110105${1990 + n}0615${String(100 + n).padStart(3, '0')}`;
  return first17 + idNumberCheckChar(first17);
};

export async function seedDemoRegistration(app: FastifyInstance, language: Lang) {
  const { db } = app;
  const text = DEMO_TEXT[language];
  const done = await db.selectFrom('classes').select('id').where('code', '=', DEMO_REGISTRATION_CLASS_CODE).executeTakeFirst();
  const demo = await db
    .selectFrom('classes')
    .innerJoin('subjects', 'subjects.id', 'classes.subjectId')
    .innerJoin('departments', 'departments.id', 'subjects.departmentId')
    .innerJoin('schools', 'schools.id', 'departments.schoolId')
    .select(['classes.subjectId'])
    .where('classes.code', '=', DEMO_CLASS_CODE)
    .where('schools.code', '=', DEMO_PROJECT_CODE)
    .executeTakeFirst();
  const student = await db.selectFrom('users').select('passwordHash').where('username', '=', 'student').executeTakeFirst();
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  if (done || !demo || !student || !admin) return;
  const now = app.clock.now();
  const stamps = { createdAt: now, updatedAt: now };
  const year = new Date(now).getUTCFullYear();

  await db.transaction().execute(async (trx) => {
    const batch = async (name: string, code: string, opensAt: number, closesAt: number) =>
      (
        await trx
          .insertInto('classes')
          .values({
            subjectId: demo.subjectId,
            name,
            code,
            year,
            registrationOpensAt: opensAt,
            registrationClosesAt: closesAt,
            plannedExamDate: null,
            ...stamps,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const openId = await batch(text.registration.openBatch, DEMO_REGISTRATION_CLASS_CODE, now - DAY_MS, now + 30 * DAY_MS);
    const closedId = await batch(text.registration.closedBatch, DEMO_CLOSED_REGISTRATION_CLASS_CODE, now - 10 * DAY_MS, now - DAY_MS);
    for (const [index, status] of APPLICANT_STATUSES.entries()) {
      const n = index + 1;
      const name = text.registration.applicants[index]!;
      const idNumber = applicantIdNumber(n);
      const passed = status === REGISTRATION_STATUS.PASSED;
      const studentId = await createCandidateAccount(
        trx,
        {
          username: `applicant${n}`,
          nickName: name,
          passwordHash: student.passwordHash,
          phone: `1380013800${n}`,
          gender: n % 2 ? 'M' : 'F',
          idNumber: passed ? idNumber : null,
          classId: passed ? openId : null,
          organisation: passed ? text.registration.organisation : '',
        },
        now,
      );
      const submitted = status !== REGISTRATION_STATUS.DRAFT;
      const reviewed = status === REGISTRATION_STATUS.PASSED || status === REGISTRATION_STATUS.RETURNED;
      await trx
        .insertInto('registrations')
        .values({
          classId: status === REGISTRATION_STATUS.EXPIRED ? closedId : openId,
          studentId,
          status,
          name,
          gender: n % 2 ? 'M' : 'F',
          idNumber,
          phone: `1380013800${n}`,
          education: EDUCATION[index]!,
          yearsInTrade: n + 1,
          organisation: n <= 4 ? text.registration.organisation : '',
          // The reason asks for a clearer scan: an application returned for changes, not a final refusal.
          reason: status === REGISTRATION_STATUS.RETURNED ? text.registration.refusal : '',
          groupId: null,
          photoFileId: null,
          idCardFileId: null,
          certificateFileId: null,
          workProofFileId: null,
          submittedAt: submitted ? now - (7 - n) * 3_600_000 : null,
          reviewedAt: reviewed ? now : null,
          reviewedBy: reviewed ? admin.id : null,
          ...stamps,
        })
        .execute();
    }
  });
}
