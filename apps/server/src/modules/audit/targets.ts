import type { AuditFields, AuditTargetType } from '@kaoshi/contracts';
import type { FastifyRequest } from 'fastify';
import { activeHold } from '../marking/holds.js';
import { findRole, permissionIdsOfRole } from '../roles/repository.js';
import { findUser } from '../users/repository.js';
import type { AuditTarget } from './recorder.js';

/**
 * The kinds of record whose audit reads are shared by several routes. The eight standard calls
 * build theirs from the entity's own `get` (lib/crud-routes.ts, recordTarget).
 */

/** A target read through the module's own "get one" (which may throw when it is gone). */
export const recordTarget = (type: AuditTargetType, get: (id: number) => Promise<unknown>): AuditTarget => ({
  type,
  load: async (_request, id) => (await get(id)) as AuditFields | undefined,
});

const dbOf = (request: FastifyRequest) => request.server.db;

/** An account with its roles by key (a change of roles reads as one list before and after). */
export const userTarget: AuditTarget = {
  type: 'user',
  load: async (request, id) => {
    const user = await findUser(dbOf(request), id);
    return user && { ...user, roles: user.roles.map((role) => role.roleKey) };
  },
};

/** A role with the permission keys it grants. */
export const roleTarget: AuditTarget = {
  type: 'role',
  load: async (request, id) => {
    const db = dbOf(request);
    const role = await findRole(db, id);
    if (!role) return undefined;
    const ids = await permissionIdsOfRole(db, id);
    const keys =
      ids.length === 0
        ? []
        : await db.selectFrom('permissions').select('permissionKey').where('id', 'in', ids).orderBy('permissionKey').execute();
    return { ...role, permissions: keys.map((row) => row.permissionKey) };
  },
};

export const permissionTarget: AuditTarget = {
  type: 'permission',
  load: (request, id) =>
    dbOf(request)
      .selectFrom('permissions')
      .select(['permissionKey', 'name', 'type', 'linkType', 'url', 'parentId', 'sort'])
      .where('id', '=', id)
      .executeTakeFirst(),
};

/** A course's teaching material (the file's stored name stays out). */
export const materialTarget: AuditTarget = {
  type: 'material',
  load: (request, id) =>
    dbOf(request)
      .selectFrom('courseMaterials')
      .innerJoin('courses', 'courses.id', 'courseMaterials.courseId')
      .select([
        'courseMaterials.courseId',
        'courses.name as courseName',
        'courseMaterials.materialType',
        'courseMaterials.originalName',
        'courseMaterials.size',
      ])
      .where('courseMaterials.id', '=', id)
      .executeTakeFirst(),
  label: (record) => `${String(record.originalName)} · ${String(record.courseName)}`,
};

/**
 * A candidate's attempt as proctors and examiners change it: status, time, scores, who holds it
 * for marking, and — for a task score — that task's score (the body's questionId).
 */
export const attemptTarget: AuditTarget = {
  type: 'attempt',
  load: async (request, id) => {
    const db = dbOf(request);
    const attempt = await db
      .selectFrom('attempts')
      .innerJoin('users', 'users.id', 'attempts.studentId')
      .innerJoin('publications', 'publications.id', 'attempts.publicationId')
      .select([
        'users.username',
        'users.nickName',
        'publications.name as publicationName',
        'attempts.status',
        'attempts.extraMs',
        'attempts.deadlineAt',
        'attempts.submittedAt',
        'attempts.objectiveScore',
        'attempts.manualScore',
        'attempts.gradingState',
        'attempts.finalScore',
        'attempts.passed',
      ])
      .where('attempts.id', '=', id)
      .executeTakeFirst();
    if (!attempt) return undefined;
    const hold = await activeHold(db, id, request.server.clock.now());
    const fields: AuditFields = { ...attempt, heldBy: hold?.examinerName ?? null };
    const questionId = (request.body as { questionId?: unknown } | undefined)?.questionId;
    if (typeof questionId === 'number') {
      const task = await db
        .selectFrom('markingScores')
        .select(['score', 'comment'])
        .where('attemptId', '=', id)
        .where('questionId', '=', questionId)
        .executeTakeFirst();
      fields.taskScore = task?.score ?? null;
      fields.taskComment = task?.comment ?? null;
    }
    return fields;
  },
  label: (record) => `${String(record.nickName)} (${String(record.username)}) · ${String(record.publicationName)}`,
};
