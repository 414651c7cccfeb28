import { type ExamStatus, type IntegrityAck, type IntegrityEventKind, LIVE_TIMING } from '@kaoshi/contracts';
import { rateLimited } from '../../lib/app-error.js';
import type { FastifyInstance } from 'fastify';
import { attemptNotFound, isOpenStatus, OPEN_STATUSES } from './attempt-state.js';
import { hintProctors } from './proctor-hint.js';
import { finishAttempt } from './submission.js';

/**
 * Records an integrity event the exam page reported (over the live channel, or POST
 * reportIntegrity when the socket is down) at server time: the browser's clock decides nothing.
 * Repeats of one kind within LIVE_TIMING.INTEGRITY_COALESCE_MS are kept once, and more than the
 * frame budget per window is refused (docs/SECURITY.md). 'tab-hidden' also counts a tab switch; going past the publication's limit (when it has one)
 * submits the attempt. Events on a finished attempt are not kept. `studentId`: when given, the
 * attempt must be theirs (40400 otherwise, as if it did not exist).
 */
export async function recordIntegrityEvent(
  app: FastifyInstance,
  attemptId: number,
  kind: IntegrityEventKind,
  studentId?: number,
): Promise<IntegrityAck> {
  // The live socket's frame budget, per attempt and kind (and caller, so that nobody spends
  // another's budget), before any database work; held across instances by the shared limiter.
  const budget = await app.limiter.increment(`integrity:${attemptId}:${kind}:${studentId ?? 'server'}`, LIVE_TIMING.FRAME_WINDOW_MS);
  if (budget.count > LIVE_TIMING.FRAME_BUDGET) throw rateLimited('integrityTooMany', budget.resetInMs);
  const now = app.clock.now();
  const row = await app.db
    .selectFrom('attempts')
    .innerJoin('publications', 'publications.id', 'attempts.publicationId')
    .select(['attempts.studentId', 'attempts.status', 'attempts.tabSwitches', 'attempts.publicationId', 'publications.tabSwitchLimit'])
    .select((eb) =>
      eb
        .selectFrom('attemptEvents')
        .select((sub) => sub.fn.max('attemptEvents.at').as('at'))
        .where('attemptEvents.attemptId', '=', attemptId)
        .where('attemptEvents.kind', '=', kind)
        .as('lastAt'),
    )
    .where('attempts.id', '=', attemptId)
    .executeTakeFirst();
  if (!row || (studentId !== undefined && row.studentId !== studentId)) throw attemptNotFound(attemptId);
  if (!isOpenStatus(row.status)) return { recorded: false, status: row.status as ExamStatus, tabSwitches: row.tabSwitches };
  // A repeat within the coalescing span is the same event (a page firing blur twice, a loop):
  // kept once, so the proctor's count means something; the answer says it was not stored again.
  const lastAt = row.lastAt === null ? null : Number(row.lastAt);
  if (lastAt !== null && now - lastAt < LIVE_TIMING.INTEGRITY_COALESCE_MS)
    return { recorded: false, status: row.status as ExamStatus, tabSwitches: row.tabSwitches };

  const tabSwitches = await app.db.transaction().execute(async (trx) => {
    await trx.insertInto('attemptEvents').values({ attemptId, kind, at: now }).execute();
    if (kind !== 'tab-hidden') return row.tabSwitches;
    const counted = await trx
      .updateTable('attempts')
      .set((eb) => ({ tabSwitches: eb('tabSwitches', '+', 1) }))
      .where('id', '=', attemptId)
      .where('status', 'in', OPEN_STATUSES)
      .returning('tabSwitches')
      .executeTakeFirst();
    return counted?.tabSwitches ?? row.tabSwitches;
  });
  let status = row.status as ExamStatus;
  if (kind === 'tab-hidden' && row.tabSwitchLimit > 0 && tabSwitches > row.tabSwitchLimit) {
    status = (await finishAttempt(app, attemptId, 'integrity')) ?? status;
  }
  hintProctors(app, row.publicationId, attemptId);
  return { recorded: true, status, tabSwitches };
}
