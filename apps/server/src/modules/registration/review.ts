/**
 * Staff review of applications: approve (one or many), return for changes or refuse (final) with a
 * reason, withdraw an approval.
 */
import { REGISTRATION_STATUS, type RefuseRegistrationBody } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { schedulePeriodicTask } from '../../lib/periodic-task.js';
import type { Viewer } from '../../types.js';
import { clearLegalIdentity, enrolCandidate, type LegalIdentity, leaveBatch, setLegalIdentity } from '../accounts/index.js';
import { queueNotification, queueNotifications } from '../notifications/index.js';
import { claimIdNumber } from './identity.js';
import { reviewedRegistration } from './repository.js';

export async function requireRegistration(db: Kysely<Database>, registrationId: number) {
  const record = await reviewedRegistration(db, registrationId);
  if (!record) throw notFound('registrationNotFound', { id: registrationId });
  return record;
}

/**
 * Enrols an approved candidate: the application's ID number becomes the account's (identity.ts:
 * refused when it is another account's), the account joins the batch (so the batch's
 * publications reach them) and takes the organisation the application names.
 */
export async function enrol(
  trx: Transaction<Database>,
  application: { registrationId: number; studentId: number; classId: number; organisation: string; idNumber: string },
  now: number,
) {
  await claimIdNumber(trx, application, now);
  await enrolCandidate(trx, application, now);
}

/**
 * The approved application's identity becomes the account's (docs/SECURITY.md round 3, H3): its
 * name is the legal name every ticket, exam room, marking screen, report and certificate shows
 * (the sign-up name stays a display name), its photo the one they show, and its gender and phone
 * the candidate record's. Only an approval writes these: changing them takes a new application.
 */
export async function recordApprovedIdentity(trx: Transaction<Database>, studentId: number, application: LegalIdentity, now: number) {
  await setLegalIdentity(trx, studentId, application, now);
}

/** POST approveRegistration: every chosen application must be under review; all are approved and enrolled, or none. */
export async function approveRegistrations(app: FastifyInstance, viewer: Viewer, ids: readonly number[]) {
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('registrations')
      .select([
        'id as registrationId',
        'status',
        'studentId',
        'classId',
        'organisation',
        'idNumber',
        'name',
        'gender',
        'phone',
        'photoFileId',
      ])
      .where('id', 'in', ids)
      .execute();
    if (rows.length < new Set(ids).size)
      throw notFound('registrationNotFound', { id: ids.find((id) => !rows.some((row) => row.registrationId === id))! });
    const notUnderReview = rows.filter((row) => row.status !== REGISTRATION_STATUS.UNDER_REVIEW).length;
    if (notUnderReview > 0) throw conflict('registrationNotUnderReview', { count: notUnderReview });
    await trx
      .updateTable('registrations')
      .set({ status: REGISTRATION_STATUS.PASSED, reason: '', reviewedAt: now, reviewedBy: viewer.userId, updatedAt: now })
      .where('id', 'in', ids)
      .execute();
    // One by one in the transaction: the second of two applications carrying one ID number finds
    // it claimed by the first and refuses the whole batch approval (M3).
    for (const row of rows) {
      await enrol(trx, row, now);
      await recordApprovedIdentity(trx, row.studentId, row, now);
    }
    const batches = await batchNames(
      trx,
      rows.map((row) => row.classId),
    );
    await queueNotifications(
      trx,
      rows.map((row) => ({
        event: 'application.approved' as const,
        userId: row.studentId,
        vars: { batch: batches.get(row.classId) ?? '' },
        key: row.registrationId,
        now,
      })),
    );
  });
}

/** The batches' names, which the candidates' messages name. */
async function batchNames(trx: Kysely<Database>, classIds: readonly number[]) {
  const rows = await trx
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(classIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The status a reviewer's decision against an application leads to: refused for good, or returned for changes. */
const decidedStatus = (body: RefuseRegistrationBody) => (body.final === 1 ? REGISTRATION_STATUS.FAILED : REGISTRATION_STATUS.RETURNED);

/**
 * POST refuseRegistration: an application under review is returned for changes (the candidate
 * corrects it and submits it again) or, with final=1, refused for good; either way with the reason
 * the candidate sees.
 */
export async function refuseRegistration(app: FastifyInstance, viewer: Viewer, body: RefuseRegistrationBody) {
  const record = await requireRegistration(app.db, body.registrationId);
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('registrations')
      .set({ status: decidedStatus(body), reason: body.reason, reviewedAt: now, reviewedBy: viewer.userId, updatedAt: now })
      .where('id', '=', body.registrationId)
      .where('status', '=', REGISTRATION_STATUS.UNDER_REVIEW)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw conflict('registrationNotUnderReview', { count: 1 });
    const batches = await batchNames(trx, [record.classId]);
    await queueNotification(trx, {
      event: 'application.refused',
      userId: record.studentId,
      vars: { batch: batches.get(record.classId) ?? '', reason: body.reason },
      // A refusal after a resubmission is another message: its moment is part of the key.
      key: `${body.registrationId}:${now}`,
      now,
    });
  });
}

/**
 * POST withdrawRegistration: an approval taken back before the candidate started any exam of
 * the batch; the application is returned for changes or (final=1) refused, with the reason (kept
 * in the trail too), and the candidate leaves the batch.
 */
export async function withdrawRegistration(app: FastifyInstance, viewer: Viewer, body: RefuseRegistrationBody) {
  const record = await requireRegistration(app.db, body.registrationId);
  if (record.status !== REGISTRATION_STATUS.PASSED) throw conflict('registrationNotPassed');
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const sat = await trx
      .selectFrom('attempts')
      .innerJoin('publicationClasses', 'publicationClasses.publicationId', 'attempts.publicationId')
      .select('attempts.id')
      .where('attempts.studentId', '=', record.studentId)
      .where('publicationClasses.classId', '=', record.classId)
      .executeTakeFirst();
    if (sat) throw conflict('registrationAlreadySat');
    const updated = await trx
      .updateTable('registrations')
      .set({ status: decidedStatus(body), reason: body.reason, reviewedAt: now, reviewedBy: viewer.userId, updatedAt: now })
      .where('id', '=', record.registrationId)
      .where('status', '=', REGISTRATION_STATUS.PASSED)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw conflict('registrationNotPassed');
    await leaveBatch(trx, record.studentId, record.classId, now);
    await restoreApprovedIdentity(trx, record.studentId, now);
  });
}

/** After a withdrawal the identity of the candidate's latest approval still standing holds, or none. */
async function restoreApprovedIdentity(trx: Transaction<Database>, studentId: number, now: number) {
  const standing = await trx
    .selectFrom('registrations')
    .select(['name', 'gender', 'phone', 'photoFileId'])
    .where('studentId', '=', studentId)
    .where('status', '=', REGISTRATION_STATUS.PASSED)
    .orderBy('reviewedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (standing) await recordApprovedIdentity(trx, studentId, standing, now);
  else await clearLegalIdentity(trx, studentId, now);
}

/**
 * Applications still a draft or under review when their batch's window closed become expired
 * (status 4), on the server's clock. One conditional UPDATE: safe to run from any instance at
 * any time, and a restart applies windows that closed while the server was down.
 */
export async function expireRegistrations(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const result = await app.db
    .updateTable('registrations')
    .set({ status: REGISTRATION_STATUS.EXPIRED, updatedAt: now })
    .where('status', 'in', [REGISTRATION_STATUS.DRAFT, REGISTRATION_STATUS.UNDER_REVIEW])
    .where('classId', 'in', (eb) => eb.selectFrom('classes').select('id').where('registrationClosesAt', '<=', now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const EXPIRY_INTERVAL_MS = 10_000;

/** Expires applications whose window closed, every 10 s and on restart (lib/periodic-task.ts). */
export function scheduleRegistrationExpiry(app: FastifyInstance) {
  schedulePeriodicTask(app, 'registration expiry', EXPIRY_INTERVAL_MS, expireRegistrations);
}
