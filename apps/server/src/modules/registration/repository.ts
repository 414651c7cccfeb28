/** Registration's queries: applications with their batch, job type and files; groups. */
import {
  type ListRegistrationQuery,
  REGISTRATION_STATUSES,
  type RegistrationFileRecord,
  type RegistrationRecord,
  type RegistrationStatus,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { duplicateMarks } from './duplicates.js';
import { fileRecord } from './files.js';

const FILE_COLUMNS = {
  photo: 'photoFileId',
  idCard: 'idCardFileId',
  certificate: 'certificateFileId',
  workProof: 'workProofFileId',
} as const;

const applications = (db: Kysely<Database>) =>
  db
    .selectFrom('registrations')
    .innerJoin('classes', 'classes.id', 'registrations.classId')
    .innerJoin('subjects', 'subjects.id', 'classes.subjectId')
    .innerJoin('users', 'users.id', 'registrations.studentId');

const COLUMNS = [
  'registrations.id as registrationId',
  'registrations.classId',
  'classes.name as className',
  'subjects.id as subjectId',
  'subjects.name as subjectName',
  'subjects.level as subjectLevel',
  'classes.registrationClosesAt',
  'registrations.studentId',
  'users.username',
  'registrations.status',
  'registrations.name',
  'registrations.gender',
  'registrations.idNumber',
  'registrations.phone',
  'registrations.education',
  'registrations.yearsInTrade',
  'registrations.organisation',
  'registrations.reason',
  'registrations.groupId',
  'registrations.submittedAt',
  'registrations.reviewedAt',
  'registrations.createdAt',
  'registrations.updatedAt',
  'registrations.photoFileId',
  'registrations.idCardFileId',
  'registrations.certificateFileId',
  'registrations.workProofFileId',
] as const;

type Row = Awaited<ReturnType<ReturnType<ReturnType<typeof applications>['select']>['execute']>>[number] &
  Record<(typeof FILE_COLUMNS)[keyof typeof FILE_COLUMNS], number | null>;

/** Rows → records, with their files read in one query. */
async function withFiles(db: Kysely<Database>, rows: readonly Row[]): Promise<RegistrationRecord[]> {
  const ids = rows.flatMap((row) => Object.values(FILE_COLUMNS).map((column) => row[column])).filter((id): id is number => id !== null);
  const files = new Map<number, RegistrationFileRecord>();
  if (ids.length > 0) {
    for (const file of await db
      .selectFrom('registrationFiles')
      .select(['id', 'kind', 'originalName', 'contentType', 'size'])
      .where('id', 'in', ids)
      .execute()) {
      files.set(file.id, fileRecord(file));
    }
  }
  return rows.map(({ photoFileId, idCardFileId, certificateFileId, workProofFileId, ...row }) => {
    const record = {
      ...row,
      status: row.status as RegistrationStatus,
      gender: row.gender as 'M' | 'F',
      submittedAt: numberOrNull(row.submittedAt),
      reviewedAt: numberOrNull(row.reviewedAt),
      registrationClosesAt: numberOrNull(row.registrationClosesAt),
      createdAt: Number(row.createdAt),
      updatedAt: Number(row.updatedAt),
      files: {} as RegistrationRecord['files'],
    };
    const byKind = { photo: photoFileId, idCard: idCardFileId, certificate: certificateFileId, workProof: workProofFileId };
    for (const [kind, id] of Object.entries(byKind)) {
      const file = id === null ? undefined : files.get(id);
      if (file) record.files[kind as keyof typeof byKind] = file;
    }
    return record;
  });
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** Records with their duplicate marks, for reviewers. */
async function withDuplicates(db: Kysely<Database>, records: RegistrationRecord[]) {
  const marks = await duplicateMarks(db, records);
  return records.map((record) => ({ ...record, duplicates: marks.get(record.registrationId)! }));
}

/** One application as its reviewer sees it: with the marks of its possible duplicates. */
export async function reviewedRegistration(db: Kysely<Database>, registrationId: number) {
  const record = await findRegistration(db, registrationId);
  return record ? (await withDuplicates(db, [record]))[0] : undefined;
}

export async function findRegistration(db: Kysely<Database>, registrationId: number) {
  const row = await applications(db).select(COLUMNS).where('registrations.id', '=', registrationId).executeTakeFirst();
  return row ? (await withFiles(db, [row as Row]))[0] : undefined;
}

export async function registrationsOf(db: Kysely<Database>, studentId: number) {
  const rows = await applications(db)
    .select(COLUMNS)
    .where('registrations.studentId', '=', studentId)
    .orderBy('registrations.id', 'desc')
    .execute();
  return withFiles(db, rows as Row[]);
}

/** The review queue: filtered, newest submission first, with the count of each status under the same filters. */
export async function listRegistrations(db: Kysely<Database>, query: ListRegistrationQuery) {
  let filtered = applications(db);
  if (query.classId) filtered = filtered.where('registrations.classId', '=', query.classId);
  if (query.subjectId) filtered = filtered.where('subjects.id', '=', query.subjectId);
  if (query.groupId) filtered = filtered.where('registrations.groupId', '=', query.groupId);
  if (query.submittedFrom) filtered = filtered.where('registrations.submittedAt', '>=', query.submittedFrom);
  if (query.submittedTo) filtered = filtered.where('registrations.submittedAt', '<=', query.submittedTo);
  const perStatus = await filtered
    .select(['registrations.status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('registrations.status')
    .execute();
  const counts = Object.fromEntries(REGISTRATION_STATUSES.map((status) => [status, 0])) as Record<RegistrationStatus, number>;
  for (const { status, count } of perStatus) counts[status as RegistrationStatus] = Number(count);
  const listed = query.status === undefined ? filtered : filtered.where('registrations.status', '=', query.status);
  const total =
    query.status === undefined ? Object.values(counts).reduce((sum, count) => sum + count, 0) : counts[query.status as RegistrationStatus];
  const rows = await listed
    .select(COLUMNS)
    .orderBy('registrations.submittedAt', 'desc')
    .orderBy('registrations.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { list: await withDuplicates(db, await withFiles(db, rows as Row[])), total, counts };
}
