import {
  type AllowReentryBody,
  EXAM_STATUS,
  type ForceSubmitBody,
  type LiveCandidate,
  type ProctorMessageAck,
  type ProctorMessageBody,
  type ServerToCandidate,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { attemptTopic, publicationTopic } from '../../lib/live-hub.js';
import type { Viewer } from '../../types.js';
import { finishAttempt, isOpenStatus, reopenAttempt } from '../attempts/index.js';
import { attemptDeadline } from '../exam-core/index.js';
import { logPublicationAction } from '../publications/index.js';
import { liveCandidate } from './live-view.js';
import { notifyProctors } from './presence.js';

/**
 * What a proctor does from the live view (MARKINGPAPERS): message one candidate or all, submit
 * an attempt now, let a candidate back in. Each is logged with who, when and why, and reaches
 * the candidate's page on whichever instance holds it.
 */

const iso = (epochMs: number) => new Date(epochMs).toISOString();
const tell = (app: FastifyInstance, attemptId: number, message: ServerToCandidate) => app.live.publish(attemptTopic(attemptId), message);

async function requireAttempt(app: FastifyInstance, attemptId: number) {
  const attempt = await app.db
    .selectFrom('attempts')
    .innerJoin('publications', 'publications.id', 'attempts.publicationId')
    .select([
      'attempts.id',
      'attempts.publicationId',
      'attempts.studentId',
      'attempts.status',
      'attempts.startedAt',
      'attempts.extraMs',
      'publications.endsAt',
      'publications.durationMinutes',
    ])
    .where('attempts.id', '=', attemptId)
    .executeTakeFirst();
  if (!attempt) throw notFound('liveAttemptNotFound');
  return attempt;
}

/** Signed as the proctor's display name, so candidates know who wrote. */
async function displayName(app: FastifyInstance, viewer: Viewer): Promise<string> {
  const user = await app.db.selectFrom('users').select('nickName').where('id', '=', viewer.userId).executeTakeFirst();
  return user?.nickName || viewer.username;
}

export async function sendProctorMessage(app: FastifyInstance, body: ProctorMessageBody, viewer: Viewer): Promise<ProctorMessageAck> {
  const publication = await app.db.selectFrom('publications').select('id').where('id', '=', body.publicationId).executeTakeFirst();
  if (!publication) throw notFound('livePublicationNotFound');
  if (body.attemptId !== null) {
    const attempt = await app.db.selectFrom('attempts').select('publicationId').where('id', '=', body.attemptId).executeTakeFirst();
    if (attempt?.publicationId !== body.publicationId) throw notFound('liveAttemptNotFound');
  }
  const at = app.clock.now();
  const message: ServerToCandidate = { type: 'message', text: body.text, from: await displayName(app, viewer), at };
  app.live.publish(body.attemptId === null ? publicationTopic(body.publicationId) : attemptTopic(body.attemptId), message);
  // The text is the record: a message needs no separate reason.
  await logPublicationAction(app.db, {
    publicationId: body.publicationId,
    attemptId: body.attemptId,
    actorId: viewer.userId,
    action: 'message',
    detail: body.text,
    at,
  });
  return { at };
}

/**
 * The candidate's page hears why first, then that the attempt is submitted; finishAttempt tells
 * the page and hints the proctors. Returns the attempt's new live-view row.
 */
export async function forceSubmit(app: FastifyInstance, body: ForceSubmitBody, viewer: Viewer): Promise<LiveCandidate | null> {
  const attempt = await requireAttempt(app, body.attemptId);
  if (!isOpenStatus(attempt.status)) throw conflict('liveAttemptAlreadyFinished');
  tell(app, attempt.id, { type: 'forceSubmit', reason: body.reason });
  await finishAttempt(app, attempt.id, 'proctor');
  const at = app.clock.now();
  await logPublicationAction(app.db, {
    publicationId: attempt.publicationId,
    attemptId: attempt.id,
    actorId: viewer.userId,
    action: 'forceSubmit',
    reason: body.reason,
    at,
  });
  return liveCandidate(app.db, attempt.publicationId, attempt.studentId, at);
}

/**
 * A submitted or expired attempt opens again (status 4) until its deadline, recomputed with the
 * extra minutes given; its scores are cleared, to be computed again at the next submission.
 * Refused when that deadline would already have passed: the proctor must give more minutes.
 */
export async function allowReentry(app: FastifyInstance, body: AllowReentryBody, viewer: Viewer): Promise<LiveCandidate | null> {
  const now = app.clock.now();
  const attempt = await requireAttempt(app, body.attemptId);
  const finished: number[] = [EXAM_STATUS.SUBMITTED, EXAM_STATUS.EXPIRED];
  if (!finished.includes(attempt.status)) throw conflict('liveReentryNotFinished');
  const extraMs = attempt.extraMs + body.minutes * 60_000;
  const deadlineAt = attemptDeadline(attempt, attempt.startedAt, extraMs);
  if (deadlineAt <= now) {
    const deadlineWithoutMore = attemptDeadline(attempt, attempt.startedAt, attempt.extraMs);
    throw badRequest('liveReentryNoTimeLeft', { minutes: Math.floor((now - deadlineWithoutMore) / 60_000) + 1 });
  }
  await app.db.transaction().execute(async (trx) => {
    // Another proctor reopened it a moment ago.
    if (!(await reopenAttempt(trx, attempt.id, { extraMs, deadlineAt }, finished))) throw conflict('liveReentryNotFinished');
    await logPublicationAction(trx, {
      publicationId: attempt.publicationId,
      attemptId: attempt.id,
      actorId: viewer.userId,
      action: 'reentry',
      reason: body.reason,
      detail: `+${body.minutes} min → ${iso(deadlineAt)}`,
      at: now,
    });
  });
  tell(app, attempt.id, { type: 'extraTime', minutes: body.minutes, deadlineAt, serverNow: now });
  return notifyProctors(app, attempt.id);
}
