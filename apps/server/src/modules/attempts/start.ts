import { ANSWER_GRACE_MS, type AttemptSession, EXAM_STATUS } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/app-error.js';
import { writeTransaction } from '../../db/group-commit.js';
import { precompiled } from '../../db/precompiled.js';
import { requireCandidateExam } from './candidate-exams.js';
import { attemptDeadline, storePaperVersion } from '../exam-core/index.js';
import { candidateIdentity, toIntegritySettings } from './identity.js';
import { hintProctors } from './proctor-hint.js';
import { requireNoticeRead } from './notice-reading.js';
import { requireCheckedIn } from '../tickets/index.js';
import { rememberSitter } from './paper-content.js';
import { drawStartingPaper } from './start-paper.js';
import { loadSession } from './session.js';
import { rememberStartedPaper } from './answers.js';
import { finishAttempt } from './submission.js';

/** A new attempt (every start of the opening minute: compiled once, db/precompiled.ts). */
const insertAttempt = precompiled(
  (
    db,
    _dialect,
    publicationId: number,
    studentId: number,
    attemptNo: number,
    paperVersionId: number,
    sitting: string,
    questionCount: number,
    totalScore: number,
    passScore: number,
    now: number,
    deadlineAt: number,
  ) =>
    db
      .insertInto('attempts')
      .values({
        publicationId,
        studentId,
        attemptNo,
        status: EXAM_STATUS.IN_PROGRESS,
        // The whole paper is in its version (frozen-paper-store.ts); `paper` holds only older attempts'.
        paper: '',
        paperVersionId,
        sitting,
        questionCount,
        totalScore,
        passScore,
        startedAt: now,
        deadlineAt,
        answeredCount: 0,
        tabSwitches: 0,
        createdAt: now,
      })
      // Two starts at once (a double click, two devices) both reach here: the unique
      // (publication, student, attempt_no) keeps one attempt, and the other start returns it.
      .onConflict((oc) => oc.columns(['publicationId', 'studentId', 'attemptNo']).doNothing())
      .returning('id'),
);

/**
 * Paper versions this database holds, by fingerprint: every start of a fixed paper freezes the
 * same version, stored once; the rest of the burst only refers to it. A version is never deleted,
 * so an id remembered stays good; an entry dropped (bounded) or lost with a restart costs one
 * upsert that finds the row.
 */
const VERSION_LIMIT = 2_000;
const versionIdsByDb = new WeakMap<object, Map<string, number>>();
function knownVersionIds(app: FastifyInstance) {
  let ids = versionIdsByDb.get(app.db);
  if (!ids) versionIdsByDb.set(app.db, (ids = new Map()));
  return ids;
}

/**
 * POST startAttempt: resumes the student's open attempt, or starts a new one inside the window
 * while attempts are left. Starting freezes the paper: the draw (start-paper.ts) draws random
 * rules and applies the shuffles for this candidate, and the result (keys included, for scoring)
 * is stored in a paper version shared by the attempts of the same draw, with the candidate's order
 * in the attempt (docs/decisions/0015); bank edits made afterwards never reach it. The deadline is
 * min(start + duration, window end), computed on the server's clock. A new attempt waits for the
 * notice's reading time (notice-reading.ts); resuming one never does.
 */
export async function startAttempt(app: FastifyInstance, studentId: number, publicationId: number): Promise<AttemptSession> {
  const now = app.clock.now();
  const { publication, openAttempt, exam, lastAttemptNo, eligible, madeUp } = await requireCandidateExam(
    app,
    studentId,
    now,
    publicationId,
  );
  if (openAttempt) {
    if (now <= openAttempt.deadlineAt + ANSWER_GRACE_MS) return loadSession(app, studentId, openAttempt.id, { resume: true });
    // Its time ran out and the sweep has not come by yet: end it now, then treat this as a new start.
    await finishAttempt(app, openAttempt.id, 'deadline');
  }
  // Sat it before but no longer eligible (moved to another batch): past results stay, no new attempt.
  if (!eligible && now >= publication.startsAt && now < publication.endsAt) throw notFound('examNotFound', { id: publicationId });
  if (now < publication.startsAt) throw conflict('examNotOpenYet');
  if (now >= publication.endsAt) throw conflict('examWindowClosed');
  if (exam.attemptsUsed >= publication.attemptsAllowed) throw conflict('examNoAttemptsLeft', { allowed: publication.attemptsAllowed });
  // Sitting a re-exam (make-up) closes its original, even if its window was extended (docs/RESULTS.md).
  if (madeUp) throw conflict('examMadeUpAlready');
  await requireNoticeRead(app, publication, studentId, now);
  // An exam that needs a check-in: the proctor has scanned the candidate's ticket.
  await requireCheckedIn(app, publicationId, studentId);

  const paper = await drawStartingPaper(app, publication.paperId);
  const { parts } = paper;
  const attemptNo = lastAttemptNo + 1;
  const deadlineAt = attemptDeadline(publication, now);
  const versionIds = knownVersionIds(app);
  const knownVersionId = versionIds.get(parts.fingerprint);
  // The opening minute's thousands of inserts share commits with the answer saves (group commit on
  // SQLite); a new version commits with the first attempt that refers to it.
  const { inserted, versionId } = await writeTransaction(app, async (trx) => {
    const versionId = knownVersionId ?? (await storePaperVersion(trx, publication.paperId, parts, now));
    const { rows } = await insertAttempt(
      trx,
      app.dialect,
      publicationId,
      studentId,
      attemptNo,
      versionId,
      parts.sittingJson,
      paper.questionCount,
      paper.totalScore,
      publication.passScore,
      now,
      deadlineAt,
    );
    return { inserted: rows[0], versionId };
  });
  // Remembered only once committed: an id from a transaction that rolled back names nothing.
  if (knownVersionId === undefined) {
    versionIds.set(parts.fingerprint, versionId);
    if (versionIds.size > VERSION_LIMIT) versionIds.delete(versionIds.keys().next().value!);
  }
  // Lost a race with another start of the same attempt (a double click, two devices): theirs.
  if (!inserted) {
    const existing = await app.db
      .selectFrom('attempts')
      .select('id')
      .where('publicationId', '=', publicationId)
      .where('studentId', '=', studentId)
      .where('attemptNo', '=', attemptNo)
      .executeTakeFirstOrThrow();
    return loadSession(app, studentId, existing.id, { resume: false });
  }
  hintProctors(app, publicationId, inserted.id);
  rememberSitter(app.db, studentId, publication.paperId);
  rememberStartedPaper(app, inserted.id, parts.sittingJson, parts.sitting);
  // The session from what is in hand (the whole burst of an exam's opening minute comes here):
  // the same answer loadSession gives for a fresh attempt, without reading the paper back.
  return {
    attemptId: inserted.id,
    publicationId,
    name: publication.name,
    status: EXAM_STATUS.IN_PROGRESS,
    startedAt: now,
    deadlineAt,
    serverNow: app.clock.now(),
    candidate: await candidateIdentity(app, studentId),
    integrity: toIntegritySettings(publication),
    tabSwitches: 0,
    order: paper.order,
    contentUrl: paper.contentUrl,
    answers: [],
  };
}
