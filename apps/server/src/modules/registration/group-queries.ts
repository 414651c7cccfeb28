/** Group applications as the screens read them; a contact without the review key sees only their own groups. */
import {
  type GroupStatus,
  type JoinStatus,
  type ListRegistrationGroupQuery,
  PERMISSION,
  type RegistrationFileRecord,
  type RegistrationGroupDetail,
  type RegistrationGroupRecord,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Viewer } from '../../types.js';
import { applicationsOfAccounts } from './duplicates.js';
import { fileRecord } from './files.js';

const seesAll = (viewer: Viewer) => viewer.roles.includes('SUPER_ADMIN') || viewer.permissions.has(PERMISSION.REGISTRATION_GROUP_REVIEW);

function groups(db: Kysely<Database>, viewer: Viewer) {
  let query = db
    .selectFrom('registrationGroups')
    .innerJoin('classes', 'classes.id', 'registrationGroups.classId')
    .innerJoin('subjects', 'subjects.id', 'classes.subjectId')
    .innerJoin('users', 'users.id', 'registrationGroups.submittedBy')
    .select([
      'registrationGroups.id as groupId',
      'registrationGroups.classId',
      'classes.name as className',
      'subjects.name as subjectName',
      'subjects.level as subjectLevel',
      'registrationGroups.organisation',
      'registrationGroups.status',
      'registrationGroups.reason',
      'registrationGroups.memberCount',
      'registrationGroups.submittedBy',
      'users.nickName as submittedByName',
      'registrationGroups.listFileId',
      'registrationGroups.coverFileId',
      'registrationGroups.createdAt',
      'registrationGroups.reviewedAt',
    ]);
  if (!seesAll(viewer)) query = query.where('registrationGroups.submittedBy', '=', viewer.userId);
  return query;
}

async function toRecords(
  db: Kysely<Database>,
  rows: Awaited<ReturnType<ReturnType<typeof groups>['execute']>>,
): Promise<RegistrationGroupRecord[]> {
  const ids = rows.flatMap((row) => [row.listFileId, row.coverFileId]).filter((id): id is number => id !== null);
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
  return rows.map(({ listFileId, coverFileId, ...row }) => ({
    ...row,
    status: row.status as GroupStatus,
    createdAt: Number(row.createdAt),
    reviewedAt: row.reviewedAt === null ? null : Number(row.reviewedAt),
    listFile: (listFileId !== null && files.get(listFileId)) || null,
    coverFile: (coverFileId !== null && files.get(coverFileId)) || null,
  }));
}

export async function listGroups(db: Kysely<Database>, viewer: Viewer, query: ListRegistrationGroupQuery) {
  let filtered = groups(db, viewer);
  if (query.classId) filtered = filtered.where('registrationGroups.classId', '=', query.classId);
  if (query.status !== undefined) filtered = filtered.where('registrationGroups.status', '=', query.status);
  const { total } = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered
    .orderBy('registrationGroups.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { list: await toRecords(db, rows), total: Number(total) };
}

export async function groupDetail(db: Kysely<Database>, viewer: Viewer, groupId: number): Promise<RegistrationGroupDetail> {
  const row = await groups(db, viewer).where('registrationGroups.id', '=', groupId).executeTakeFirst();
  if (!row) throw notFound('registrationGroupNotFound', { id: groupId });
  const [record] = await toRecords(db, [row]);
  const members = await db
    .selectFrom('registrationGroupMembers')
    .leftJoin('users', 'users.id', 'registrationGroupMembers.accountId')
    .leftJoin('classes', 'classes.id', 'users.classId')
    .select([
      'registrationGroupMembers.id as memberId',
      'registrationGroupMembers.rowNumber',
      'registrationGroupMembers.name',
      'registrationGroupMembers.gender',
      'registrationGroupMembers.idNumber',
      'registrationGroupMembers.phone',
      'registrationGroupMembers.education',
      'registrationGroupMembers.yearsInTrade',
      'registrationGroupMembers.photoFileId',
      'registrationGroupMembers.joinStatus',
      'registrationGroupMembers.accountId',
      'classes.name as currentBatch',
    ])
    .where('groupId', '=', groupId)
    .orderBy('rowNumber')
    .execute();
  // Where a matched candidate stands is for the group's reviewers, never the organisation's contact.
  const reviewer = seesAll(viewer);
  const accountIds = members.flatMap((member) => (member.accountId === null ? [] : [member.accountId]));
  const applications = reviewer ? await applicationsOfAccounts(db, accountIds) : new Map<number, never>();
  return {
    ...record!,
    members: members.map(({ photoFileId, accountId, currentBatch, joinStatus, ...member }) => ({
      ...member,
      joinStatus: joinStatus as JoinStatus,
      hasPhoto: photoFileId !== null,
      ...(reviewer && accountId !== null ? { existing: { currentBatch, applications: applications.get(accountId) ?? [] } } : {}),
    })),
  };
}
