/**
 * The candidate's side of a group that lists their ID number (security round 3, H1): they see
 * which organisation listed them for which batch, and accept or decline from their own account.
 * Accepting a group already passed enrols them at once; until they answer the row is pending.
 */
import {
  type AnswerGroupInvitationBody,
  GROUP_STATUS,
  type GroupInvitationRecord,
  type GroupStatus,
  type JoinStatus,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Viewer } from '../../types.js';
import { enrolMember } from './group-members.js';

/** GET myGroupInvitations: groups of failed review are left out (nothing to answer any more). */
export async function myGroupInvitations(db: Kysely<Database>, viewer: Viewer): Promise<GroupInvitationRecord[]> {
  const rows = await db
    .selectFrom('registrationGroupMembers')
    .innerJoin('registrationGroups', 'registrationGroups.id', 'registrationGroupMembers.groupId')
    .innerJoin('classes', 'classes.id', 'registrationGroups.classId')
    .innerJoin('subjects', 'subjects.id', 'classes.subjectId')
    .select([
      'registrationGroupMembers.id as memberId',
      'registrationGroups.id as groupId',
      'registrationGroups.organisation',
      'classes.name as className',
      'subjects.name as subjectName',
      'registrationGroups.status as groupStatus',
      'registrationGroupMembers.joinStatus',
      'registrationGroupMembers.name',
    ])
    .where('registrationGroupMembers.accountId', '=', viewer.userId)
    .where('registrationGroupMembers.joinStatus', 'in', ['invited', 'accepted', 'declined', 'enrolled'])
    .where('registrationGroups.status', '!=', GROUP_STATUS.FAILED)
    .orderBy('registrationGroupMembers.id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, groupStatus: row.groupStatus as GroupStatus, joinStatus: row.joinStatus as JoinStatus }));
}

/** POST answerGroupInvitation: only the invited account answers, once; another's invitation does not exist for them. */
export async function answerGroupInvitation(app: FastifyInstance, viewer: Viewer, body: AnswerGroupInvitationBody) {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('registrationGroupMembers')
      .selectAll()
      .where('id', '=', body.memberId)
      .where('accountId', '=', viewer.userId)
      .executeTakeFirst();
    const group = member
      ? await trx.selectFrom('registrationGroups').selectAll().where('id', '=', member.groupId).executeTakeFirst()
      : undefined;
    if (!member || !group || group.status === GROUP_STATUS.FAILED) throw notFound('groupInvitationNotFound', { id: body.memberId });
    const answered = await trx
      .updateTable('registrationGroupMembers')
      .set({ joinStatus: body.accept === 1 ? 'accepted' : 'declined' })
      .where('id', '=', member.id)
      .where('joinStatus', '=', 'invited')
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) === 0) throw conflict('groupInvitationAnswered');
    const joinStatus: JoinStatus =
      body.accept === 1 && group.status === GROUP_STATUS.PASSED
        ? await enrolMember(trx, group, member, viewer.userId, group.reviewedBy, now)
        : body.accept === 1
          ? 'accepted'
          : 'declined';
    return { memberId: member.id, joinStatus };
  });
}
