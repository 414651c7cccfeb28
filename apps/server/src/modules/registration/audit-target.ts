import type { AuditTarget } from '../../plugins/audit-trail/recorder.js';
import { findRegistration } from './repository.js';

/** An application as the trail records it: who, for which batch, its status and reason. */
export const registrationTarget: AuditTarget = {
  type: 'registration',
  load: async (request, id) => {
    const record = await findRegistration(request.server.db, id);
    return (
      record && { name: record.name, username: record.username, className: record.className, status: record.status, reason: record.reason }
    );
  },
};

/** A group application: the organisation, its batch, status, reason and size. */
export const groupTarget: AuditTarget = {
  type: 'registrationGroup',
  load: async (request, id) => {
    const group = await request.server.db
      .selectFrom('registrationGroups')
      .select(['organisation', 'classId', 'status', 'reason', 'memberCount'])
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      group && {
        name: group.organisation,
        classId: group.classId,
        status: group.status,
        reason: group.reason,
        memberCount: group.memberCount,
      }
    );
  },
};

/** A member row of a group, answered by the invited candidate: the group, the row and its standing. */
export const groupMemberTarget: AuditTarget = {
  type: 'registrationGroupMember',
  load: async (request, id) => {
    const member = await request.server.db
      .selectFrom('registrationGroupMembers')
      .innerJoin('registrationGroups', 'registrationGroups.id', 'registrationGroupMembers.groupId')
      .select([
        'registrationGroups.organisation',
        'registrationGroupMembers.groupId',
        'registrationGroupMembers.rowNumber',
        'registrationGroupMembers.joinStatus',
      ])
      .where('registrationGroupMembers.id', '=', id)
      .executeTakeFirst();
    return member && { name: member.organisation, groupId: member.groupId, rowNumber: member.rowNumber, joinStatus: member.joinStatus };
  },
};
