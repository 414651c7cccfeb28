import type { AuditFields } from '@kaoshi/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuditTarget } from '../../plugins/audit-trail/recorder.js';
import { activeHold } from './holds.js';
import { legalName } from '../../lib/legal-identity.js';

const dbOf = (request: FastifyRequest) => request.server.db;

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
        legalName().as('name'),
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
  label: (record) => `${String(record.name)} (${String(record.username)}) · ${String(record.publicationName)}`,
};
