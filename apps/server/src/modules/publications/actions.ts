import { EXAM_STATUS, type ExtraTimeGiven, type GiveExtraTimeBody, OPEN_EXAM_STATUSES, type ServerToCandidate } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { attemptTopic } from '../../lib/live-hub.js';
import type { Viewer } from '../../types.js';
import { attemptDeadline, eligibleStudentIds } from '../exam-core/index.js';
import { assertPaperCanBeDrawn } from './checks.js';
import { logPublicationAction } from './log.js';
import { assertPublishable, attemptCount, releasePaperLocks, requirePublication, requireStoredPublication } from './service.js';
import { extendAttempt, hintProctors, moveAttemptDeadline } from '../attempts/index.js';
import { assertRoomsFree, plannedRoomIds, seatOnPublish } from '../tickets/index.js';
import { legalName } from '../../lib/legal-identity.js';

/**
 * What happens to a publication after it is written: publishing, withdrawal, extending the
 * window and extra time for one candidate. Each is logged with who, when and why; candidates
 * sitting the exam hear about a new deadline at once over the live channel.
 */

const iso = (epochMs: number) => new Date(epochMs).toISOString();

const tell = (app: FastifyInstance, attemptId: number, message: ServerToCandidate) => app.live.publish(attemptTopic(attemptId), message);

/**
 * draft → published; the paper is locked in the same transaction (candidates' papers are drawn
 * from it), and when rooms are chosen every candidate gets an admission ticket with a seat (a
 * publication whose candidates do not fit its rooms is not published).
 */
export async function publishPublication(app: FastifyInstance, id: number, viewer: Viewer) {
  const now = app.clock.now();
  const publication = await requireStoredPublication(app.db, id);
  if (publication.state === 'withdrawn') throw conflict('publicationWithdrawnNoChange', { name: publication.name });
  if (publication.state === 'published') throw conflict('publicationAlreadyPublished', { name: publication.name });
  await assertPublishable(app.db, publication, now);
  const paper = await app.db
    .selectFrom('papers')
    .select(['id', 'name', 'mode', 'courseId'])
    .where('id', '=', publication.paperId)
    .executeTakeFirstOrThrow();
  await assertPaperCanBeDrawn(app.db, paper);
  await app.db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('publications')
      .set({ state: 'published', publishedAt: now, updatedAt: now })
      .where('id', '=', id)
      .where('state', '=', 'draft')
      .executeTakeFirstOrThrow();
    if (numUpdatedRows === 0n) throw conflict('publicationAlreadyPublished', { name: publication.name });
    await trx.updateTable('papers').set({ locked: 1 }).where('id', '=', publication.paperId).execute();
    await seatOnPublish(trx, id, now);
    await logPublicationAction(trx, { publicationId: id, actorId: viewer.userId, action: 'publish', at: now });
  });
  return requirePublication(app, id);
}

/** published → withdrawn, only while nobody has started; the paper is released. */
export async function withdrawPublication(app: FastifyInstance, body: { id: number; reason: string }, viewer: Viewer) {
  const now = app.clock.now();
  const publication = await requireStoredPublication(app.db, body.id);
  if (publication.state === 'withdrawn') throw conflict('publicationWithdrawnNoChange', { name: publication.name });
  if (publication.state === 'draft') throw conflict('publicationNotPublished', { name: publication.name });
  await app.db.transaction().execute(async (trx) => {
    // The check and the change are one statement, so an attempt starting meanwhile is never orphaned.
    const { numUpdatedRows } = await trx
      .updateTable('publications')
      .set({ state: 'withdrawn', updatedAt: now })
      .where('id', '=', body.id)
      .where('state', '=', 'published')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('attempts').select('attempts.id').whereRef('attempts.publicationId', '=', 'publications.id'))),
      )
      .executeTakeFirstOrThrow();
    if (numUpdatedRows === 0n) {
      throw conflict('publicationWithdrawHasAttempts', { name: publication.name, count: await attemptCount(trx, body.id) });
    }
    await releasePaperLocks(trx, [publication.paperId]);
    await logPublicationAction(trx, { publicationId: body.id, actorId: viewer.userId, action: 'withdraw', reason: body.reason, at: now });
  });
  return requirePublication(app, body.id);
}

/**
 * A later end of the window. Every open attempt's deadline is recomputed (attemptDeadline) and
 * sent to its exam page. The deadline is written as `base + extra_ms` in SQL so that extra time
 * given at the same moment is never lost.
 */
export async function extendPublication(app: FastifyInstance, body: { id: number; endsAt: number; reason: string }, viewer: Viewer) {
  const now = app.clock.now();
  const publication = await requireStoredPublication(app.db, body.id);
  if (publication.state === 'withdrawn') throw conflict('publicationWithdrawnNoChange', { name: publication.name });
  if (publication.state === 'draft') throw conflict('publicationNotPublished', { name: publication.name });
  if (body.endsAt <= publication.endsAt) throw badRequest('publicationExtendNotLater', { name: publication.name });
  if (body.endsAt <= now) throw badRequest('publicationExtendPast');
  const window = { endsAt: body.endsAt, durationMinutes: publication.durationMinutes };
  const deadlines = await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('publications').set({ endsAt: body.endsAt, updatedAt: now }).where('id', '=', body.id).execute();
    // The longer window must not run into another exam in the same room (tickets/room-booking.ts).
    const roomIds = await plannedRoomIds(trx, body.id);
    await assertRoomsFree(trx, app.dialect, { publicationId: body.id, startsAt: publication.startsAt, endsAt: body.endsAt, roomIds });
    const open = await trx
      .selectFrom('attempts')
      .select(['id', 'startedAt'])
      .where('publicationId', '=', body.id)
      .where('status', 'in', OPEN_EXAM_STATUSES)
      .execute();
    const updated: { id: number; deadlineAt: number }[] = [];
    for (const attempt of open) {
      const base = attemptDeadline(window, attempt.startedAt);
      updated.push(await moveAttemptDeadline(trx, attempt.id, base));
    }
    const detail = `${iso(publication.endsAt)} → ${iso(body.endsAt)}`;
    await logPublicationAction(trx, {
      publicationId: body.id,
      actorId: viewer.userId,
      action: 'extend',
      reason: body.reason,
      detail,
      at: now,
    });
    return updated;
  });
  for (const attempt of deadlines) {
    tell(app, attempt.id, { type: 'time', serverNow: now, deadlineAt: attempt.deadlineAt });
    // Proctors see the new time left even for candidates who are offline right now.
    hintProctors(app, body.id, attempt.id);
  }
  return requirePublication(app, body.id);
}

const FINISHED = [EXAM_STATUS.SUBMITTED, EXAM_STATUS.EXPIRED];

/**
 * Ends an open exam's window now, when nothing is left to happen in it: nobody is sitting it,
 * everyone who may sit it has finished, and every attempt is marked. Then its certificates and
 * make-ups need not wait for the scheduled end. The checks run after the window is moved inside
 * the transaction, so an attempt that started just before is seen and the close is undone.
 */
export async function closePublicationEarly(app: FastifyInstance, body: { id: number; reason: string }, viewer: Viewer) {
  const now = app.clock.now();
  const publication = await requireStoredPublication(app.db, body.id);
  const running = publication.state === 'published' && publication.startsAt <= now && now < publication.endsAt;
  if (!running) throw conflict('publicationCloseNotOpen', { name: publication.name });
  await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('publications').set({ endsAt: now, updatedAt: now }).where('id', '=', body.id).execute();
    const attempts = trx.selectFrom('attempts').where('publicationId', '=', body.id);
    const sitting = await attempts
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', OPEN_EXAM_STATUSES)
      .executeTakeFirstOrThrow();
    if (Number(sitting.n) > 0) throw conflict('publicationCloseStillSitting', { name: publication.name, count: Number(sitting.n) });
    const notSat = await eligibleStudentIds(trx, publication)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('attempts')
              .select('attempts.id')
              .whereRef('attempts.studentId', '=', 'users.id')
              .where('attempts.publicationId', '=', body.id)
              .where('attempts.status', 'in', FINISHED),
          ),
        ),
      )
      .execute();
    if (notSat.length > 0) throw conflict('publicationCloseNotAllSat', { name: publication.name, count: notSat.length });
    const unmarked = await attempts
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('finalScore', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(unmarked.n) > 0) throw conflict('publicationCloseNotAllMarked', { name: publication.name, count: Number(unmarked.n) });
    await logPublicationAction(trx, {
      publicationId: body.id,
      actorId: viewer.userId,
      action: 'closeEarly',
      reason: body.reason,
      detail: `${iso(publication.endsAt)} → ${iso(now)}`,
      at: now,
    });
  });
  return requirePublication(app, body.id);
}

/**
 * More minutes for one open attempt (it may run past the window's end). Added to extra_ms and
 * the deadline in one statement, so two proctors giving time at once both count.
 */
export async function giveExtraTime(app: FastifyInstance, body: GiveExtraTimeBody, viewer: Viewer): Promise<ExtraTimeGiven> {
  const now = app.clock.now();
  const attempt = await app.db
    .selectFrom('attempts')
    .innerJoin('users', 'users.id', 'attempts.studentId')
    .select(['attempts.id', 'attempts.publicationId', legalName().as('studentName')])
    .where('attempts.id', '=', body.attemptId)
    .executeTakeFirst();
  if (!attempt) throw notFound('publicationAttemptNotFound', { id: body.attemptId });
  const addedMs = body.minutes * 60_000;
  const given = await app.db.transaction().execute(async (trx) => {
    const row = await extendAttempt(trx, body.attemptId, addedMs, OPEN_EXAM_STATUSES, now);
    if (!row) throw conflict('extraTimeAttemptClosed', { student: attempt.studentName });
    const deadline = Number(row.deadlineAt);
    const detail = `+${body.minutes} min → ${iso(deadline)}`;
    await logPublicationAction(trx, {
      publicationId: attempt.publicationId,
      attemptId: attempt.id,
      actorId: viewer.userId,
      action: 'extraTime',
      reason: body.reason,
      detail,
      at: now,
    });
    return { deadlineAt: deadline, extraMinutes: Number(row.extraMs) / 60_000 };
  });
  tell(app, attempt.id, { type: 'extraTime', minutes: body.minutes, deadlineAt: given.deadlineAt, serverNow: now });
  hintProctors(app, attempt.publicationId, attempt.id);
  return { attemptId: attempt.id, ...given, serverNow: now };
}
