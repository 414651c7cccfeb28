import { EXAM_STATUS, type LiveCandidate, type ServerToProctor } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { writeTransaction } from '../../db/group-commit.js';
import { precompiled } from '../../db/precompiled.js';
import { proctorTopic } from '../../lib/live-hub.js';
import { liveCandidate } from './live-view.js';

const { SAVED, IN_PROGRESS, RESUMED } = EXAM_STATUS;

/**
 * A heartbeat's presence write. An attempt in progress gets its last-seen time; one marked away
 * (status 1) is back and resumes (status 4); a finished one is left alone. Normally one
 * statement; the second runs only for a returning candidate. The answered count is not taken
 * from the page: saveAnswer keeps it from the answers the server acknowledged.
 */
export function writePresence(app: FastifyInstance, attemptId: number, now: number): Promise<'seen' | 'resumed' | 'finished'> {
  // Thousands of heartbeats a minute: on SQLite they share the answer saves' commits.
  return writeTransaction(app, async (trx) => {
    const seen = await markSeen(trx, app.dialect, now, attemptId);
    if (Number(seen.numAffectedRows) > 0) return 'seen';
    const resumed = await trx
      .updateTable('attempts')
      .set({ lastSeenAt: now, status: RESUMED })
      .where('id', '=', attemptId)
      .where('status', '=', SAVED)
      .executeTakeFirst();
    return Number(resumed.numUpdatedRows) > 0 ? 'resumed' : 'finished';
  });
}

/** The heartbeat's usual statement, precompiled (db/precompiled.ts). */
const markSeen = precompiled((db, _dialect, now: number, attemptId: number) =>
  db.updateTable('attempts').set({ lastSeenAt: now }).where('id', '=', attemptId).where('status', 'in', [IN_PROGRESS, RESUMED]),
);

/** The candidate's last socket closed: an attempt in progress becomes "saved" (away). Whether it changed. */
export async function markAway(app: FastifyInstance, attemptId: number): Promise<boolean> {
  const result = await writeTransaction(app, (trx) =>
    trx
      .updateTable('attempts')
      .set({ status: SAVED })
      .where('id', '=', attemptId)
      .where('status', 'in', [IN_PROGRESS, RESUMED])
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Sends the attempt's current live-view row to the proctors watching its publication, on every
 * instance (through app.live). Returns the row. (The attempts module sends a lighter hint,
 * which proctor-rooms.ts turns into a row on each instance.)
 */
export async function notifyProctors(app: FastifyInstance, attemptId: number): Promise<LiveCandidate | null> {
  const attempt = await app.db.selectFrom('attempts').select(['publicationId', 'studentId']).where('id', '=', attemptId).executeTakeFirst();
  if (!attempt) return null;
  const candidate = await liveCandidate(app.db, attempt.publicationId, attempt.studentId, app.clock.now());
  if (candidate) {
    const message: ServerToProctor = { type: 'candidate', candidate };
    app.live.publish(proctorTopic(attempt.publicationId), message);
  }
  return candidate;
}
