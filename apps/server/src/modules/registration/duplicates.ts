/**
 * Possible duplicates, for reviewers only (security round 3, "one person, one ID number"): the
 * same ID number held by another account or on another account's application, and the same name
 * with the same birth date (digits 7–14 of a resident ID number) on another account's application.
 */
import type { DuplicateApplication, DuplicateMarks, RegistrationStatus } from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

interface Applicant {
  registrationId: number;
  studentId: number;
  name: string;
  idNumber: string;
}

const birthDate = (idNumber: string) => idNumber.slice(6, 14);

const others = (db: Kysely<Database>) =>
  db
    .selectFrom('registrations')
    .innerJoin('classes', 'classes.id', 'registrations.classId')
    .select([
      'registrations.id as registrationId',
      'registrations.studentId',
      'registrations.name',
      'registrations.idNumber',
      'classes.name as className',
      'registrations.status',
    ]);

type Other = Awaited<ReturnType<ReturnType<typeof others>['execute']>>[number];
const asDuplicate = ({ registrationId, className, status }: Other): DuplicateApplication => ({
  registrationId,
  className,
  status: status as RegistrationStatus,
});

/** The marks of each application, by its id; a page of the queue costs three queries. */
export async function duplicateMarks(db: Kysely<Database>, applicants: readonly Applicant[]) {
  const marks = new Map<number, DuplicateMarks>();
  if (applicants.length === 0) return marks;
  const idNumbers = [...new Set(applicants.map((each) => each.idNumber))];
  const names = [...new Set(applicants.map((each) => each.name))];
  const holders = await db.selectFrom('users').select(['id', 'idNumber']).where('idNumber', 'in', idNumbers).execute();
  const sameId = await others(db).where('registrations.idNumber', 'in', idNumbers).execute();
  const sameName = await others(db)
    .where('registrations.name', 'in', names)
    .where(
      sql<string>`substr(registrations.id_number, 7, 8)`,
      'in',
      applicants.map((each) => birthDate(each.idNumber)),
    )
    .execute();
  for (const applicant of applicants) {
    const anotherAccount = (other: Other) => other.studentId !== applicant.studentId;
    marks.set(applicant.registrationId, {
      idNumberOnOtherAccount: holders.some((holder) => holder.idNumber === applicant.idNumber && holder.id !== applicant.studentId),
      sameIdNumber: sameId.filter((other) => anotherAccount(other) && other.idNumber === applicant.idNumber).map(asDuplicate),
      sameNameAndBirth: sameName
        .filter(
          (other) =>
            anotherAccount(other) &&
            other.name === applicant.name &&
            other.idNumber !== applicant.idNumber &&
            birthDate(other.idNumber) === birthDate(applicant.idNumber),
        )
        .map(asDuplicate),
    });
  }
  return marks;
}

/** Each account's applications, for a group reviewer looking at an invited candidate. */
export async function applicationsOfAccounts(db: Kysely<Database>, accountIds: readonly number[]) {
  const byAccount = new Map<number, DuplicateApplication[]>();
  if (accountIds.length === 0) return byAccount;
  for (const row of await others(db).where('registrations.studentId', 'in', accountIds).orderBy('registrations.id').execute()) {
    byAccount.set(row.studentId, [...(byAccount.get(row.studentId) ?? []), asDuplicate(row)]);
  }
  return byAccount;
}
