import { EXAM_STATUS, OPEN_EXAM_STATUSES, PASS_FLAG, USER_TYPE } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Who may sit a publication. Normal: every student of its batches. Supplementary: the
 * candidates of the publication it re-examines who failed it (graded, pass flag 1) or were
 * absent (in its batches, with no submitted or expired attempt) — never those who passed or are
 * still sitting or being marked. A candidate who failed stays eligible after moving to another
 * batch. One SQL query either way, usable as a subquery (`eligibleStudentIds(...)` selects `id`).
 */
export function eligibleStudentIds(db: Kysely<Database>, publication: { id: number; kind: string; parentPublicationId: number | null }) {
  const students = db.selectFrom('users').where('users.userType', '=', USER_TYPE.STUDENT);
  const inBatchesOf = (publicationId: number) =>
    db.selectFrom('publicationClasses').select('publicationClasses.classId').where('publicationClasses.publicationId', '=', publicationId);
  if (publication.kind !== 'supplementary' || publication.parentPublicationId === null) {
    return students.where('users.classId', 'in', inBatchesOf(publication.id)).select('users.id as id');
  }
  const parentId = publication.parentPublicationId;
  return students
    .where((eb) => {
      const parentAttempts = () =>
        eb
          .selectFrom('attempts')
          .select('attempts.id')
          .whereRef('attempts.studentId', '=', 'users.id')
          .where('attempts.publicationId', '=', parentId);
      return eb.and([
        eb.or([
          eb('users.classId', 'in', inBatchesOf(parentId)),
          eb.exists(parentAttempts().where('attempts.passed', '=', PASS_FLAG.FAILED)),
        ]),
        eb.not(
          eb.exists(
            parentAttempts().where((inner) =>
              inner.or([
                // Passed: no re-exam.
                inner('attempts.passed', '=', PASS_FLAG.PASSED),
                // Still sitting it.
                inner('attempts.status', 'in', OPEN_EXAM_STATUSES),
                // Finished but not marked yet: eligible once marked as failed.
                inner.and([
                  inner('attempts.status', 'in', [EXAM_STATUS.SUBMITTED, EXAM_STATUS.EXPIRED]),
                  inner('attempts.passed', 'is', null),
                ]),
              ]),
            ),
          ),
        ),
      ]);
    })
    .select('users.id as id');
}

export async function isEligible(
  db: Kysely<Database>,
  publication: { id: number; kind: string; parentPublicationId: number | null },
  studentId: number,
): Promise<boolean> {
  const row = await eligibleStudentIds(db, publication).where('users.id', '=', studentId).executeTakeFirst();
  return row !== undefined;
}
