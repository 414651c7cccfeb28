import type { PublicationLogEntry } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { legalName } from '../../lib/legal-identity.js';

/**
 * The audit trail of a live publication: who changed what, when and why. Publishing writes
 * 'publish' | 'withdraw' | 'extend' | 'extraTime'; the live module adds its proctor actions
 * ('message', 'forceSubmit', 'reentry') through the same function.
 */
export interface PublicationAction {
  publicationId: number;
  attemptId?: number | null;
  /** The signed-in user who acted (viewer.userId). */
  actorId: number;
  action: string;
  reason?: string;
  /** Facts a reader cannot get from the action alone, language-neutral (times in ISO 8601 UTC). */
  detail?: string;
  /** Server time (app.clock.now()). */
  at: number;
}

/** One log row; pass the transaction when the change it records is made in one. */
export async function logPublicationAction(db: Kysely<Database>, entry: PublicationAction) {
  await db
    .insertInto('publicationLog')
    .values({
      publicationId: entry.publicationId,
      attemptId: entry.attemptId ?? null,
      actorId: entry.actorId,
      action: entry.action,
      reason: entry.reason ?? '',
      detail: (entry.detail ?? '').slice(0, 1000),
      at: entry.at,
    })
    .execute();
}

/** The publication's log, newest first, with the names of who acted and whose attempt it was. */
export async function publicationLog(db: Kysely<Database>, publicationId: number): Promise<PublicationLogEntry[]> {
  const rows = await db
    .selectFrom('publicationLog')
    .leftJoin('users as actor', 'actor.id', 'publicationLog.actorId')
    .leftJoin('attempts', 'attempts.id', 'publicationLog.attemptId')
    .leftJoin('users as student', 'student.id', 'attempts.studentId')
    .select([
      'publicationLog.at',
      'actor.nickName as actorName',
      'publicationLog.action',
      'publicationLog.attemptId',
      legalName('student').as('studentName'),
      'publicationLog.reason',
      'publicationLog.detail',
    ])
    .where('publicationLog.publicationId', '=', publicationId)
    .orderBy('publicationLog.at', 'desc')
    .orderBy('publicationLog.id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, actorName: row.actorName ?? '', studentName: row.studentName ?? null }));
}
