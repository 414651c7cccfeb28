import { EXAM_STATUS, type MarkingHold } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { FROZEN_PAPER_COLUMNS } from '../exam-core/index.js';

/** The attempt's row as marking needs it; 40400 when missing, 40900 while the candidate is still at it (or it is not scored yet). */
export async function markableAttempt(db: Kysely<Database>, attemptId: number) {
  const attempt = await db
    .selectFrom('attempts')
    .select([
      'id',
      'publicationId',
      'studentId',
      'status',
      ...FROZEN_PAPER_COLUMNS,
      'passScore',
      'objectiveScore',
      'manualScore',
      'gradingState',
      'finalScore',
      'passed',
      'scoredAt',
    ])
    .where('id', '=', attemptId)
    .executeTakeFirst();
  if (!attempt) throw notFound('markingAttemptNotFound');
  if (attempt.status !== EXAM_STATUS.SUBMITTED && attempt.status !== EXAM_STATUS.EXPIRED) throw conflict('markingAttemptOpen');
  // Ended a moment ago and not scored yet (scoring follows the submit): scoring would overwrite
  // what an examiner settles now, so marking waits for it, as for an attempt still open.
  if (attempt.scoredAt === null) throw conflict('markingAttemptOpen');
  return attempt;
}

/** The active hold on an attempt (null when none or expired). */
export async function activeHold(db: Kysely<Database>, attemptId: number, now: number): Promise<MarkingHold | null> {
  const row = await db
    .selectFrom('markingHolds')
    .innerJoin('users', 'users.id', 'markingHolds.examinerId')
    .select(['markingHolds.examinerId', 'users.nickName as examinerName', 'markingHolds.expiresAt'])
    .where('markingHolds.attemptId', '=', attemptId)
    .where('markingHolds.expiresAt', '>', now)
    .executeTakeFirst();
  return row ? { ...row, expiresAt: Number(row.expiresAt) } : null;
}

/** 40900 naming the examiner who holds it, with the time the hold runs out (UTC). */
export const heldByOther = (hold: MarkingHold) =>
  conflict('markingHeldByOther', {
    name: hold.examinerName,
    until: `${new Date(hold.expiresAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  });

/**
 * Takes (or renews) the hold in one statement: the upsert only overwrites a hold that has
 * expired or is the examiner's own, so two examiners opening the attempt at the same moment
 * cannot both get it. Returns false when someone else holds it.
 */
export async function claimHold(
  db: Kysely<Database>,
  attemptId: number,
  examinerId: number,
  now: number,
  expiresAt: number,
): Promise<boolean> {
  const claimed = await db
    .insertInto('markingHolds')
    .values({ attemptId, examinerId, expiresAt })
    .onConflict((oc) =>
      oc
        .column('attemptId')
        .doUpdateSet({ examinerId, expiresAt })
        .where((eb) => eb.or([eb('markingHolds.expiresAt', '<=', now), eb('markingHolds.examinerId', '=', examinerId)])),
    )
    .returning('attemptId')
    .executeTakeFirst();
  return claimed !== undefined;
}
