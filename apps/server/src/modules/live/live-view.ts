import {
  DEPARTURE_EVENTS,
  EXAM_STATUS,
  type ExamStatus,
  type IntegrityEvent,
  type IntegrityEventKind,
  LIVE_TIMING,
  type LiveCandidate,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { eligibleStudentIds } from '../exam-core/index.js';
import { legalName } from '../../lib/legal-identity.js';

export interface LivePublication {
  id: number;
  kind: string;
  parentPublicationId: number | null;
}

export function findLivePublication(db: Kysely<Database>, publicationId: number): Promise<LivePublication | undefined> {
  return db.selectFrom('publications').select(['id', 'kind', 'parentPublicationId']).where('id', '=', publicationId).executeTakeFirst();
}

/**
 * One row per student with their latest attempt at the publication (none: not started), the
 * class name and the number of integrity events, all in one statement: a publication can have
 * thousands of candidates, so nothing is fetched per row. The latest attempt is found per row
 * through the attempts' (publication, student, attempt number) index, so a row costs the same
 * with ten thousand candidates as with ten (grouping every attempt of the exam first made each
 * row's query grow with the exam, and the whole view 5 ms slower at 10,000).
 */
function candidateRows(db: Kysely<Database>, publicationId: number) {
  return (
    db
      .selectFrom('users')
      .leftJoin('classes', 'classes.id', 'users.classId')
      .leftJoin('attempts', (join) =>
        join
          .onRef('attempts.studentId', '=', 'users.id')
          .on('attempts.publicationId', '=', publicationId)
          .on('attempts.attemptNo', '=', (eb) =>
            eb
              .selectFrom('attempts as latest')
              .where('latest.publicationId', '=', publicationId)
              .whereRef('latest.studentId', '=', 'users.id')
              .select((inner) => inner.fn.max('latest.attemptNo').as('attemptNo')),
          ),
      )
      // The admission ticket: seat and check-in, when the exam seats its candidates.
      .leftJoin('tickets', (join) => join.onRef('tickets.studentId', '=', 'users.id').on('tickets.publicationId', '=', publicationId))
      .leftJoin('rooms', 'rooms.id', 'tickets.roomId')
      .select((eb) => [
        'users.id as studentId',
        'users.username',
        legalName().as('name'),
        'classes.name as className',
        'attempts.id as attemptId',
        'attempts.status',
        'attempts.answeredCount',
        // Before a candidate starts, the paper's count (a random paper draws this many too).
        eb.fn
          .coalesce(
            'attempts.questionCount',
            eb
              .selectFrom('publications')
              .innerJoin('papers', 'papers.id', 'publications.paperId')
              .where('publications.id', '=', publicationId)
              .select('papers.questionCount'),
          )
          .as('questionCount'),
        'attempts.deadlineAt',
        'attempts.lastSeenAt',
        'attempts.tabSwitches',
        'tickets.roomId',
        'rooms.name as roomName',
        'tickets.seat',
        'tickets.checkedInAt',
        // A departure counts once though the browser often reports it twice (the tab hidden and
        // the window blurred): a departure event is not counted when another was recorded before
        // it within the coalescing span, as the tab-switch count is kept (attempts/integrity.ts;
        // its count restarts when a proctor lets the candidate back in, this one does not).
        // The drawer lists each one.
        eb
          .selectFrom('attemptEvents as event')
          .whereRef('event.attemptId', '=', 'attempts.id')
          .where((where) =>
            where.or([
              where('event.kind', 'not in', DEPARTURE_EVENTS),
              where.not(
                where.exists(
                  where
                    .selectFrom('attemptEvents as earlier')
                    .select('earlier.at')
                    .whereRef('earlier.attemptId', '=', 'event.attemptId')
                    .where('earlier.kind', 'in', DEPARTURE_EVENTS)
                    .where('earlier.at', '>', where('event.at', '-', LIVE_TIMING.INTEGRITY_COALESCE_MS))
                    // Recorded before it; of two in the same millisecond, one counts.
                    .where((before) =>
                      before.or([
                        before('earlier.at', '<', before.ref('event.at')),
                        before.and([
                          before('earlier.at', '=', before.ref('event.at')),
                          before('earlier.kind', '<', before.ref('event.kind')),
                        ]),
                      ]),
                    ),
                ),
              ),
            ]),
          )
          .select(eb.fn.countAll<number>().as('n'))
          .as('eventCount'),
        // Reloads apart, so the proctor tells a page loaded again from a candidate who left it.
        eb
          .selectFrom('attemptEvents as reload')
          .whereRef('reload.attemptId', '=', 'attempts.id')
          .where('reload.kind', '=', 'reload' satisfies IntegrityEventKind)
          .select(eb.fn.countAll<number>().as('n'))
          .as('reloads'),
        // Every kept event moves it, counted or not: the events drawer reads the list again.
        eb
          .selectFrom('attemptEvents as latest')
          .whereRef('latest.attemptId', '=', 'attempts.id')
          .select((latest) => latest.fn.max('latest.at').as('at'))
          .as('lastEventAt'),
      ])
  );
}

type CandidateRow = Awaited<ReturnType<ReturnType<typeof candidateRows>['executeTakeFirstOrThrow']>>;

/** Online: a heartbeat within the window while the attempt is in progress (status 1 means away). */
function toLiveCandidate(row: CandidateRow, now: number): LiveCandidate {
  const status = (row.attemptId === null ? EXAM_STATUS.NOT_STARTED : row.status) as ExamStatus;
  const inProgress = status === EXAM_STATUS.IN_PROGRESS || status === EXAM_STATUS.RESUMED;
  return {
    studentId: row.studentId,
    username: row.username,
    name: row.name,
    className: row.className,
    attemptId: row.attemptId,
    status,
    online: inProgress && row.lastSeenAt !== null && now - row.lastSeenAt <= LIVE_TIMING.ONLINE_WINDOW_MS,
    answeredCount: row.answeredCount ?? 0,
    questionCount: Number(row.questionCount ?? 0),
    deadlineAt: row.deadlineAt,
    lastSeenAt: row.lastSeenAt,
    eventCount: Number(row.eventCount ?? 0),
    departures: row.tabSwitches ?? 0,
    reloads: Number(row.reloads ?? 0),
    lastEventAt: row.lastEventAt === null ? null : Number(row.lastEventAt),
    roomId: row.roomId,
    roomName: row.roomName,
    seat: row.seat,
    checkedInAt: row.checkedInAt === null ? null : Number(row.checkedInAt),
  };
}

/** Every eligible candidate, and anyone who sat the publication although no longer eligible (moved batch). */
export async function liveCandidates(db: Kysely<Database>, publication: LivePublication, now: number): Promise<LiveCandidate[]> {
  const rows = await candidateRows(db, publication.id)
    .where((eb) =>
      eb.or([
        eb('users.id', 'in', eligibleStudentIds(db, publication)),
        eb('users.id', 'in', eb.selectFrom('attempts').where('attempts.publicationId', '=', publication.id).select('attempts.studentId')),
      ]),
    )
    .orderBy('users.username')
    .execute();
  return rows.map((row) => toLiveCandidate(row, now));
}

export async function liveCandidate(
  db: Kysely<Database>,
  publicationId: number,
  studentId: number,
  now: number,
): Promise<LiveCandidate | null> {
  const [candidate] = await liveCandidatesOf(db, publicationId, [studentId], now);
  return candidate ?? null;
}

/** The rows of the given students (one statement; callers keep the list to a few hundred). */
export async function liveCandidatesOf(
  db: Kysely<Database>,
  publicationId: number,
  studentIds: readonly number[],
  now: number,
): Promise<LiveCandidate[]> {
  if (studentIds.length === 0) return [];
  const rows = await candidateRows(db, publicationId).where('users.id', 'in', studentIds).execute();
  return rows.map((row) => toLiveCandidate(row, now));
}

export async function integrityEvents(db: Kysely<Database>, attemptId: number): Promise<IntegrityEvent[]> {
  const rows = await db.selectFrom('attemptEvents').select(['kind', 'at']).where('attemptId', '=', attemptId).orderBy('at').execute();
  return rows.map((row) => ({ kind: row.kind as IntegrityEventKind, at: row.at }));
}
