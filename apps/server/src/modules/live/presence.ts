import { EXAM_STATUS, type LiveCandidate, type ServerToProctor } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { writeTransaction } from '../../db/group-commit.js';
import { proctorTopic } from '../../lib/live-hub.js';
import { markAttemptAway, markAttemptsBack, markAttemptsSeen } from '../attempts/index.js';
import { liveCandidate } from './live-view.js';

const { SAVED, IN_PROGRESS, RESUMED } = EXAM_STATUS;

type PresenceOutcome = 'seen' | 'resumed' | 'finished';

interface PendingPresence {
  attemptId: number;
  now: number;
  resolve: (outcome: PresenceOutcome) => void;
  reject: (error: unknown) => void;
}

interface PresenceQueue {
  pending: PendingPresence[];
  flushing: boolean;
}

const MAX_BATCH = 500;
const queues = new WeakMap<FastifyInstance, PresenceQueue>();

/**
 * A heartbeat's presence write. An attempt in progress gets its last-seen time; one marked away
 * (status 1) is back and resumes (status 4); a finished one is left alone. The answered count is
 * not taken from the page: saveAnswer keeps it from the answers the server acknowledged.
 *
 * Ten thousand candidates send a heartbeat every few seconds, so the writes are batched: the
 * heartbeats that arrive while a batch is written (or in the same turn of the event loop) go in
 * the next one, and a batch is one transaction of three statements whatever its size (read the
 * statuses, mark the ones in progress seen, resume the ones away) instead of one transaction per
 * heartbeat. On SQLite the batch in turn shares the answer saves' group commit. A batch's time is
 * its latest heartbeat's (a few milliseconds later than the earliest: "last seen" is no sharper).
 */
export function writePresence(app: FastifyInstance, attemptId: number, now: number): Promise<PresenceOutcome> {
  let queue = queues.get(app);
  if (!queue) queues.set(app, (queue = { pending: [], flushing: false }));
  const own = queue;
  return new Promise((resolve, reject) => {
    own.pending.push({ attemptId, now, resolve, reject });
    if (!own.flushing) {
      own.flushing = true;
      setImmediate(() => void flush(app, own));
    }
  });
}

async function flush(app: FastifyInstance, queue: PresenceQueue) {
  while (queue.pending.length > 0) {
    const batch = queue.pending.splice(0, MAX_BATCH);
    try {
      const outcomes = await writePresenceBatch(app, batch);
      for (const entry of batch) entry.resolve(outcomes.get(entry.attemptId) ?? 'finished');
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
  queue.flushing = false;
}

async function writePresenceBatch(app: FastifyInstance, batch: readonly PendingPresence[]): Promise<Map<number, PresenceOutcome>> {
  const ids = [...new Set(batch.map((entry) => entry.attemptId))];
  const now = Math.max(...batch.map((entry) => entry.now));
  return writeTransaction(app, async (trx) => {
    // Locked in PostgreSQL, so a submission finishing one of them waits (or is waited for); in
    // the order of their ids, as the answer saves' batches lock theirs (attempts/answers-postgres.ts),
    // so that two writers of many attempts never wait for each other in a circle.
    const rows = await trx
      .selectFrom('attempts')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .$if(app.dialect === 'postgres', (qb) => qb.orderBy('id').forUpdate())
      .execute();
    const outcomes = new Map<number, PresenceOutcome>();
    for (const row of rows)
      outcomes.set(row.id, row.status === SAVED ? 'resumed' : row.status === IN_PROGRESS || row.status === RESUMED ? 'seen' : 'finished');
    const seen = rows.filter((row) => outcomes.get(row.id) === 'seen').map((row) => row.id);
    const resumed = rows.filter((row) => outcomes.get(row.id) === 'resumed').map((row) => row.id);
    if (seen.length > 0) {
      await markAttemptsSeen(trx, seen, now);
    }
    if (resumed.length > 0) {
      await markAttemptsBack(trx, resumed, now);
    }
    return outcomes;
  });
}

/** The candidate's last socket closed: an attempt in progress becomes "saved" (away). Whether it changed. */
export async function markAway(app: FastifyInstance, attemptId: number): Promise<boolean> {
  return writeTransaction(app, (trx) => markAttemptAway(trx, attemptId));
}

/**
 * Sends the attempt's current live-view row to the proctors watching its publication, on every
 * instance (through app.live). Returns the row. (The attempts module sends a lighter hint,
 * which proctor-rooms.ts turns into a row on each instance.)
 */
export async function notifyProctors(app: FastifyInstance, attemptId: number): Promise<LiveCandidate | null> {
  const attempt = await app.db.selectFrom('attempts').select(['publicationId', 'studentId']).where('id', '=', attemptId).executeTakeFirst();
  if (!attempt) return null;
  const readAt = app.clock.now();
  const candidate = await liveCandidate(app.db, attempt.publicationId, attempt.studentId, readAt);
  if (candidate) {
    const message: ServerToProctor = { type: 'candidates', candidates: [candidate], readAt };
    app.live.publish(proctorTopic(attempt.publicationId), message);
  }
  return candidate;
}
