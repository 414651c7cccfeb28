/**
 * A group never takes anyone over (security round 3, H1). Each row of a group's list is matched
 * by ID number: no account → a new account is made on passing (member-accounts.ts); a candidate
 * account that holds the number, or that alone has applied with it, is INVITED and must accept
 * from their own account; staff, a live application of the batch, or several accounts applying
 * with the number refuse the row. Approved applications are never overwritten.
 */
import { type JoinStatus, type MessageKey, REGISTRATION_STATUS, USER_TYPE } from '@kaoshi/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, RegistrationGroupMembersTable, RegistrationGroupsTable } from '../../db/schema.js';
import { chunks } from '../../lib/sheet-import.js';
import { LIVE_STATUSES } from './identity.js';
import { enrol, recordApprovedIdentity } from './review.js';

export type MemberMatch = { kind: 'new' } | { kind: 'invite'; accountId: number } | { kind: 'refuse'; reason: MessageKey };

/** Applications that speak for an account's claim on an ID number it does not hold yet. */
const CLAIMING = [REGISTRATION_STATUS.DRAFT, ...LIVE_STATUSES];

/** How each ID number of a group for `classId` stands now (see the file's comment). */
export async function matchMembers(db: Kysely<Database>, classId: number, idNumbers: readonly string[]) {
  const matches = new Map<string, MemberMatch>();
  for (const part of chunks([...idNumbers])) {
    const holders = await db.selectFrom('users').select(['id', 'idNumber', 'userType']).where('idNumber', 'in', part).execute();
    const inBatch = await db
      .selectFrom('registrations')
      .select('idNumber')
      .where('classId', '=', classId)
      .where('idNumber', 'in', part)
      .where('status', 'in', LIVE_STATUSES)
      .execute();
    // Accounts that hold no ID number yet but applied with one, or signed up with it as username.
    const claims = await db
      .selectFrom('registrations')
      .innerJoin('users', 'users.id', 'registrations.studentId')
      .select(['registrations.idNumber', 'users.id'])
      .where('registrations.idNumber', 'in', part)
      .where('registrations.status', 'in', CLAIMING)
      .where('users.idNumber', 'is', null)
      .union(
        db
          .selectFrom('users')
          .select(['username as idNumber', 'id'])
          .where('username', 'in', part)
          .where('idNumber', 'is', null)
          .where('userType', '=', USER_TYPE.STUDENT),
      )
      .execute();
    for (const idNumber of part) {
      const holder = holders.find((each) => each.idNumber === idNumber);
      const claimants = [...new Set(claims.filter((each) => each.idNumber === idNumber).map((each) => each.id))];
      let match: MemberMatch;
      if (holder && holder.userType !== USER_TYPE.STUDENT) match = { kind: 'refuse', reason: 'importStaffIdNumber' };
      else if (inBatch.some((each) => each.idNumber === idNumber)) match = { kind: 'refuse', reason: 'groupMemberInBatch' };
      else if (holder) match = { kind: 'invite', accountId: holder.id };
      else if (claimants.length > 1) match = { kind: 'refuse', reason: 'groupMemberDisputed' };
      else if (claimants.length === 1) match = { kind: 'invite', accountId: claimants[0]! };
      else match = { kind: 'new' };
      matches.set(idNumber, match);
    }
  }
  return matches;
}

export const joinStatusOf = (match: MemberMatch): JoinStatus =>
  match.kind === 'new' ? 'new' : match.kind === 'invite' ? 'invited' : 'refused';

type GroupOfMember = Pick<Selectable<RegistrationGroupsTable>, 'id' | 'classId' | 'organisation' | 'createdAt'>;
type MemberRow = Omit<Selectable<RegistrationGroupMembersTable>, 'groupId' | 'rowNumber' | 'accountId' | 'joinStatus'>;

/**
 * The member's application for the group's batch becomes passed on `accountId` and the account is
 * enrolled. Their own draft, failed or expired application of the batch is replaced; a live one
 * (under review or passed) is never overwritten: the row is refused instead. Returns the row's
 * new join status.
 */
export async function enrolMember(
  trx: Transaction<Database>,
  group: GroupOfMember,
  member: MemberRow,
  accountId: number,
  reviewerId: number | null,
  now: number,
): Promise<JoinStatus> {
  const own = await trx
    .selectFrom('registrations')
    .select(['id', 'status'])
    .where('classId', '=', group.classId)
    .where('studentId', '=', accountId)
    .executeTakeFirst();
  const othersLive = await trx
    .selectFrom('registrations')
    .select('id')
    .where('classId', '=', group.classId)
    .where('idNumber', '=', member.idNumber)
    .where('status', 'in', LIVE_STATUSES)
    .where('studentId', '!=', accountId)
    .executeTakeFirst();
  const ownLive = own !== undefined && (LIVE_STATUSES as number[]).includes(own.status);
  let joinStatus: JoinStatus = 'refused';
  if (!ownLive && !othersLive) {
    const application = {
      status: REGISTRATION_STATUS.PASSED,
      name: member.name,
      gender: member.gender,
      idNumber: member.idNumber,
      phone: member.phone,
      education: member.education,
      yearsInTrade: member.yearsInTrade,
      organisation: group.organisation,
      reason: '',
      groupId: group.id,
      photoFileId: member.photoFileId,
      submittedAt: Number(group.createdAt),
      reviewedAt: now,
      reviewedBy: reviewerId,
      updatedAt: now,
    };
    let registrationId = own?.id;
    if (registrationId === undefined) {
      const inserted = await trx
        .insertInto('registrations')
        .values({
          ...application,
          classId: group.classId,
          studentId: accountId,
          idCardFileId: null,
          certificateFileId: null,
          workProofFileId: null,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      registrationId = inserted.id;
    } else await trx.updateTable('registrations').set(application).where('id', '=', registrationId).execute();
    await enrol(
      trx,
      { registrationId, studentId: accountId, classId: group.classId, organisation: group.organisation, idNumber: member.idNumber },
      now,
    );
    // The group's row is what the reviewer approved: its name and photo become the legal identity (H3).
    await recordApprovedIdentity(trx, accountId, application, now);
    joinStatus = 'enrolled';
  }
  await trx.updateTable('registrationGroupMembers').set({ joinStatus, accountId }).where('id', '=', member.id).execute();
  return joinStatus;
}
