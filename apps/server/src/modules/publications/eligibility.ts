import { USER_TYPE } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Who may sit a publication. Normal: every student of its batches. Supplementary: the
 * candidates of the publication it re-examines who failed it (graded, pass flag 1) or were
 * absent (no submitted or expired attempt) — never those who passed or are still being marked.
 * One SQL query either way, usable as a subquery (`eligibleStudentIds(...)` selects `id`).
 */
export function eligibleStudentIds(db: Kysely<Database>, publication: { id: number; kind: string; parentPublicationId: number | null }) {
  if (publication.kind !== 'supplementary' || publication.parentPublicationId === null) {
    return db
      .selectFrom('users')
      .innerJoin('publicationClasses', 'publicationClasses.classId', 'users.classId')
      .where('publicationClasses.publicationId', '=', publication.id)
      .where('users.userType', '=', USER_TYPE.STUDENT)
      .select('users.id as id');
  }
  const parentId = publication.parentPublicationId;
  return db
    .selectFrom('users')
    .innerJoin('publicationClasses', 'publicationClasses.classId', 'users.classId')
    .where('publicationClasses.publicationId', '=', parentId)
    .where('users.userType', '=', USER_TYPE.STUDENT)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('attempts')
            .select('attempts.id')
            .whereRef('attempts.studentId', '=', 'users.id')
            .where('attempts.publicationId', '=', parentId)
            // Passed, or still open / being marked: not (yet) eligible for the re-exam.
            .where((inner) => inner.or([inner('attempts.passed', '=', 0), inner('attempts.status', 'in', [1, 2, 4]), inner.and([inner('attempts.status', 'in', [0, 5]), inner('attempts.passed', 'is', null)])])),
        ),
      ),
    )
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
