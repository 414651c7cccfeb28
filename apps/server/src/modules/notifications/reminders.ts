import { USER_TYPE } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { schedulePeriodicTask } from '../../lib/periodic-task.js';
import { queueNotifications } from './queue.js';

const HOUR = 3_600_000;
/** The reminders, longest lead first: a day before, and an hour before. */
export const REMINDER_LEADS = [
  { lead: '24h', ms: 24 * HOUR },
  { lead: '1h', ms: HOUR },
] as const;
const SWEEP_INTERVAL_MS = 60_000;

type App = Pick<FastifyInstance, 'db' | 'clock'>;

/**
 * Reminds each candidate of a published exam a day and an hour before it starts (docs/
 * REQUIREMENTS.md §22, 'exam.reminder'), everyone of the exam's batches, in the app, by e-mail and
 * SMS. An exam found inside a lead time is claimed by inserting its (exam, lead) row in
 * exam_reminders: the row's key lets one instance win, and the messages are written in the same
 * transaction. An exam published less than an hour before it starts gets the hour's reminder
 * only: both rows are written, so a day's reminder never follows the hour's. Returns how many
 * reminders (exam and lead) went out.
 */
export async function sendExamReminders(app: App): Promise<number> {
  const now = app.clock.now();
  let sent = 0;
  for (const [index, { lead, ms }] of REMINDER_LEADS.entries()) {
    const due = await app.db
      .selectFrom('publications')
      .select(['id', 'name', 'startsAt'])
      .where('state', '=', 'published')
      .where('startsAt', '>', now)
      .where('startsAt', '<=', now + ms)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('examReminders')
              .select('publicationId')
              .whereRef('examReminders.publicationId', '=', 'publications.id')
              .where('examReminders.lead', '=', lead),
          ),
        ),
      )
      .orderBy('startsAt')
      .execute();
    for (const exam of due) {
      // The shorter leads this exam is also inside of: only the shortest is sent.
      const shorter = REMINDER_LEADS.slice(index + 1).filter((other) => exam.startsAt <= now + other.ms);
      const sending = shorter.at(-1)?.lead ?? lead;
      sent += await app.db.transaction().execute(async (trx) => {
        const candidates = await trx
          .selectFrom('users')
          .innerJoin('publicationClasses', 'publicationClasses.classId', 'users.classId')
          .select('users.id')
          .where('publicationClasses.publicationId', '=', exam.id)
          .where('users.userType', '=', USER_TYPE.STUDENT)
          .distinct()
          .execute();
        const claimed = await trx
          .insertInto('examReminders')
          .values(
            [lead, ...shorter.map((other) => other.lead)].map((one) => ({
              publicationId: exam.id,
              lead: one,
              sentAt: now,
              recipients: candidates.length,
            })),
          )
          .onConflict((conflict) => conflict.columns(['publicationId', 'lead']).doNothing())
          .returning('lead')
          .execute();
        // Another instance claimed it first.
        if (!claimed.some((row) => row.lead === sending)) return 0;
        await queueNotifications(
          trx,
          candidates.map((candidate) => ({
            event: 'exam.reminder' as const,
            userId: candidate.id,
            vars: { exam: exam.name, startsAt: exam.startsAt },
            key: `${exam.id}:${candidate.id}:${sending}`,
            now,
          })),
        );
        return 1;
      });
    }
  }
  return sent;
}

/** Every minute on the server's clock, and on restart (lib/periodic-task.ts). */
export function scheduleExamReminders(app: FastifyInstance) {
  schedulePeriodicTask(app, 'exam reminders', SWEEP_INTERVAL_MS, sendExamReminders);
}
