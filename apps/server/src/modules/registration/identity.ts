/**
 * One person, one ID number (security round 3, docs/SECURITY.md round 3). An account
 * claims an ID number only when staff approve an application that carries it (after comparing
 * the ID card photo): never at sign-up, never by a group's list alone. The database holds the
 * rest: users.id_number is unique, and a batch has at most one live (submitted or passed)
 * application per ID number (migration 0018).
 */
import { REGISTRATION_STATUS } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, rateLimited } from '../../lib/app-error.js';
import { setIdNumber } from '../accounts/index.js';

/** Statuses that hold an ID number within a batch (the partial unique index's). */
export const LIVE_STATUSES = [REGISTRATION_STATUS.UNDER_REVIEW, REGISTRATION_STATUS.PASSED];

/** Whether another account's live application of the batch carries the ID number. */
export async function liveInBatch(db: Kysely<Database>, classId: number, idNumber: string, exceptStudentId?: number) {
  let query = db
    .selectFrom('registrations')
    .select('id')
    .where('classId', '=', classId)
    .where('idNumber', '=', idNumber)
    .where('status', 'in', LIVE_STATUSES);
  if (exceptStudentId !== undefined) query = query.where('studentId', '!=', exceptStudentId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * The approved application's ID number becomes its account's. Refused (naming only the
 * application, to the reviewer) when another account holds it or the account holds another
 * one; the unique index on users.id_number settles two approvals racing on PostgreSQL.
 */
export async function claimIdNumber(
  trx: Transaction<Database>,
  application: { registrationId: number; studentId: number; idNumber: string },
  now: number,
) {
  const holder = await trx.selectFrom('users').select('id').where('idNumber', '=', application.idNumber).executeTakeFirst();
  const account = await trx.selectFrom('users').select('idNumber').where('id', '=', application.studentId).executeTakeFirstOrThrow();
  const othersHold = holder !== undefined && holder.id !== application.studentId;
  const holdsAnother = account.idNumber !== null && account.idNumber !== application.idNumber;
  if (othersHold || holdsAnother) throw conflict('registrationIdNumberHeld', { id: application.registrationId });
  if (account.idNumber === null) await setIdNumber(trx, application.studentId, application.idNumber, now);
}

/** Saves of an application per account and minute: each one also asks whether an ID number is free. */
export const ID_NUMBER_LOOKUPS_PER_MINUTE = 20;

/** Bounds how fast one account can probe ID numbers through saving applications (M1). */
export async function limitIdNumberLookups(app: FastifyInstance, userId: number) {
  const window = await app.limiter.increment(`idNumberLookup:user:${userId}`, 60_000);
  if (window.count > ID_NUMBER_LOOKUPS_PER_MINUTE) throw rateLimited('tooManyIdNumberLookups', window.resetInMs);
}
