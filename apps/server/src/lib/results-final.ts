import { OPEN_EXAM_STATUSES } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Attempts at an exam that keep its results from being final (docs/RESULTS.md): still being
 * written, or finished but not yet marked. Re-exams and certificates both wait for none.
 */
export async function pendingAttemptCount(db: Kysely<Database>, publicationId: number): Promise<number> {
  const { count } = await db
    .selectFrom('attempts')
    .where('publicationId', '=', publicationId)
    .where((eb) => eb.or([eb('status', 'in', OPEN_EXAM_STATUSES), eb('finalScore', 'is', null)]))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
