import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { schedulePeriodicTask } from '../../lib/periodic-task.js';
import { queueNotifications } from '../notifications/index.js';

/** Told in batches of this many attempts, one transaction each. */
const BATCH = 500;
/**
 * At most this many a run: at 10,000 submissions in an exam's last minute the telling spreads
 * over a few runs instead of holding the writer while submissions still arrive.
 */
export const TELL_PER_RUN = 2_000;
/** How soon a candidate hears their result is out: a notice, not a deadline. */
const TELL_INTERVAL_MS = 30_000;

type App = Pick<FastifyInstance, 'db' | 'clock'>;

/**
 * Tells each candidate, once, that their result is out (the 'result.released' message; docs/
 * REQUIREMENTS.md §22): when the attempt is graded (objective papers at scoring, written tasks
 * when the last is marked) and the exam's result visibility lets them see it ('immediate' at
 * once, 'afterClose' once the exam has closed, 'never' not at all). Reads the graded attempts not
 * yet told through the partial index attempts_result_untold_idx, then claims them (UPDATE … WHERE
 * result_notified_at IS NULL) and writes their messages in the same transaction, so each
 * candidate is told exactly once, whichever instance gets there. Returns how many were told
 * (at most TELL_PER_RUN; the next run tells the rest).
 */
export async function tellReleasedResults(app: App): Promise<number> {
  let told = 0;
  let after = 0;
  while (told < TELL_PER_RUN) {
    const now = app.clock.now();
    const due = await app.db
      .selectFrom('attempts')
      .innerJoin('publications', 'publications.id', 'attempts.publicationId')
      .select(['attempts.id', 'attempts.studentId', 'publications.name'])
      // Written out, not bound: only literals let SQLite use the partial index.
      .where(sql<boolean>`${sql.ref('attempts.resultNotifiedAt')} is null and ${sql.ref('attempts.gradingState')} = 2`)
      .where('attempts.id', '>', after)
      .where((eb) =>
        eb.or([
          eb('publications.resultVisibility', '=', 'immediate'),
          eb.and([eb('publications.resultVisibility', '=', 'afterClose'), eb('publications.endsAt', '<=', now)]),
        ]),
      )
      .orderBy('attempts.id')
      .limit(BATCH)
      .execute();
    if (due.length === 0) break;
    after = due.at(-1)!.id;
    const exams = new Map(due.map((row) => [row.id, row]));
    told += await app.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('attempts')
        .set({ resultNotifiedAt: now })
        .where('id', 'in', [...exams.keys()])
        .where('resultNotifiedAt', 'is', null)
        .returning(['id', 'studentId'])
        .execute();
      await queueNotifications(
        trx,
        claimed.map((attempt) => ({
          event: 'result.released' as const,
          userId: attempt.studentId,
          vars: { exam: exams.get(attempt.id)!.name },
          key: attempt.id,
          now,
        })),
      );
      return claimed.length;
    });
  }
  return told;
}

/** Every 30 s on the server's clock, and on restart (lib/periodic-task.ts). */
export function scheduleResultNotices(app: FastifyInstance) {
  schedulePeriodicTask(app, 'result notices', TELL_INTERVAL_MS, tellReleasedResults);
}
