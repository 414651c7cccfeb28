import type { CrudEntity } from './paths.js';

export { AUDIT_READ_ACCESS } from './audit-access.js';

/**
 * The audit trail's codes (docs/REQUIREMENTS.md §17), apart from the zod schemas (audit.ts); who
 * reads the trail is apart from both (audit-access.ts), since the route table in every first
 * download needs only that. Action codes are `<target type>.<verb>` and never change meaning once
 * written: filters, exports and old records all rely on them.
 */

/** What a record is about; the web names each one in the reader's language. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'role',
  'permission',
  'school',
  'department',
  'subject',
  'class',
  'course',
  'material',
  'knowledge',
  'student',
  'question',
  'paper',
  'notice',
  'publication',
  'attempt',
  'certificate',
  'venue',
  'room',
  'ticket',
  'article',
  'registration',
  'registrationGroup',
  'registrationGroupMember',
  'centre',
  'assessmentTask',
  'assessmentSession',
  'assessmentAllocation',
  'notification',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The entities of the eight standard calls (lib/crud-routes.ts) → their target type; a record's id field is `${type}Id`. */
export const CRUD_AUDIT_TARGETS = {
  School: 'school',
  Department: 'department',
  Subject: 'subject',
  Classes: 'class',
  Course: 'course',
  Knowledge: 'knowledge',
  Student: 'student',
  Question: 'question',
  Paper: 'paper',
  Notice: 'notice',
  Publication: 'publication',
  Venue: 'venue',
  Room: 'room',
  Article: 'article',
} as const satisfies Record<CrudEntity, AuditTargetType>;

const crudActions = Object.values(CRUD_AUDIT_TARGETS).flatMap((type) => [`${type}.add`, `${type}.update`, `${type}.delete`] as const);

export const AUDIT_ACTIONS = [
  'login.success',
  'login.failure',
  'logout',
  'user.add',
  'user.update',
  'user.delete',
  'user.bindRoles',
  'user.resetPassword',
  'user.changePassword',
  'user.revokeSessions',
  'role.add',
  'role.update',
  'role.delete',
  'role.bindPermissions',
  'permission.add',
  'permission.update',
  'permission.delete',
  ...crudActions,
  'material.upload',
  'material.delete',
  'knowledge.move',
  'student.resetPassword',
  'student.lock',
  'student.move',
  'student.revealIdNumber',
  'student.export',
  'student.import',
  'student.signup',
  'question.retire',
  'question.import',
  'question.importQti',
  'question.importMoodleXml',
  'question.importWord',
  'paper.copy',
  'publication.publish',
  'publication.withdraw',
  'publication.extend',
  'publication.closeEarly',
  'proctor.message',
  'proctor.extraTime',
  'proctor.forceSubmit',
  'proctor.reentry',
  'marking.hold',
  'marking.release',
  'marking.score',
  'marking.rescore',
  'registration.save',
  'registration.submit',
  'registration.approve',
  'registration.refuse',
  'registration.withdraw',
  'registrationGroup.add',
  'registrationGroup.review',
  'registrationGroup.answer',
  'certificate.issue',
  'certificate.revoke',
  'certificate.requirements',
  'certificate.centre',
  'ticket.plan',
  'ticket.allocate',
  'ticket.changeSeat',
  'ticket.checkIn',
  'assessmentTask.add',
  'assessmentTask.update',
  'assessmentSession.add',
  'assessmentSession.update',
  'assessmentSession.stations',
  'assessmentSession.panel',
  'assessmentSession.publish',
  'assessmentSession.confirm',
  'assessmentAllocation.assign',
  'assessmentAllocation.submit',
  'assessmentAllocation.decide',
  'notification.resend',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Actions that record a refusal rather than a change (shown as warnings). */
export const AUDIT_FAILURE_ACTIONS: readonly AuditAction[] = ['login.failure'];

/** Stands in for a secret value (password, hash, token, answer key) in before/after: it changed, and that is all a record says. */
export const AUDIT_HIDDEN = '[hidden]';
