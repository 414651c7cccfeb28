import { DEPARTURE_EVENTS, type ExamStatus, type IntegrityAck, type IntegrityEventKind, LIVE_TIMING } from '@kaoshi/contracts';
import { rateLimited } from '../../lib/app-error.js';
import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { attemptNotFound, isOpenStatus, OPEN_STATUSES } from './attempt-state.js';
import { hintProctors } from './proctor-hint.js';
import { finishAttempt } from './submission.js';

/** When the attempt's last event of these kinds was recorded (null when none). */
const lastEventAt = (eb: ExpressionBuilder<Database, 'attempts'>, attemptId: number, kinds: readonly IntegrityEventKind[]) =>
  eb
    .selectFrom('attemptEvents')
    .select((sub) => sub.fn.max('attemptEvents.at').as('at'))
    .where('attemptEvents.attemptId', '=', attemptId)
    .where('attemptEvents.kind', 'in', kinds);

/**
 * Records an integrity event the exam page reported (over the live channel, or POST
 * reportIntegrity when the socket is down) at server time: the browser's clock decides nothing.
 * Repeats of one kind (but 'reload') within LIVE_TIMING.INTEGRITY_COALESCE_MS are kept once, and more than the
 * frame budget per window is refused (docs/SECURITY.md). A departure (tab hidden or window blurred,
 * DEPARTURE_EVENTS) counts a tab switch, once when the browser reports both within the coalescing
 * span; going past the publication's limit (when it has one) submits the attempt. Events on a
 * finished attempt are not kept. `studentId`: when given, the attempt must be theirs (40400
 * otherwise, as if it did not exist).
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
    .select((eb) => [lastEventAt(eb, attemptId, [kind]).as('lastAt'), lastEventAt(eb, attemptId, DEPARTURE_EVENTS).as('lastDepartureAt')])
    .where('attempts.id', '=', attemptId)
    .executeTakeFirst();
  if (!row || (studentId !== undefined && row.studentId !== studentId)) throw attemptNotFound(attemptId);
  if (!isOpenStatus(row.status)) return { recorded: false, status: row.status as ExamStatus, tabSwitches: row.tabSwitches };
  // A repeat within the coalescing span is the same event (a page firing blur twice, a loop):
  // kept once, so the proctor's count means something; the answer says it was not stored again.
  // A 'reload' is not coalesced: a page reports it once per load, so two are two loads (a fast
  // machine reloads twice within the span); the frame budget above still bounds a loop.
  const lastAt = row.lastAt === null || kind === 'reload' ? null : Number(row.lastAt);
  if (lastAt !== null && now - lastAt < LIVE_TIMING.INTEGRITY_COALESCE_MS)
    return { recorded: false, status: row.status as ExamStatus, tabSwitches: row.tabSwitches };

  // The other kind of the same departure (blur right after hidden, or before it) is kept, not counted.
  const lastDepartureAt = row.lastDepartureAt === null ? null : Number(row.lastDepartureAt);
  const departs =
    DEPARTURE_EVENTS.includes(kind) && (lastDepartureAt === null || now - lastDepartureAt >= LIVE_TIMING.INTEGRITY_COALESCE_MS);
  const tabSwitches = await app.db.transaction().execute(async (trx) => {
    await trx.insertInto('attemptEvents').values({ attemptId, kind, at: now }).execute();
    if (!departs) return row.tabSwitches;
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
  if (departs && row.tabSwitchLimit > 0 && tabSwitches > row.tabSwitchLimit) {
    status = (await finishAttempt(app, attemptId, 'integrity')) ?? status;
  }
  hintProctors(app, row.publicationId, attemptId);
  return { recorded: true, status, tabSwitches };
}
