import { EXAM_STATUS, type ExamStatus, isOpenExamStatus, type LiveCandidate } from '@kaoshi/contracts';

/** A row pushed by the live channel, with when the server read it (server time). */
export interface TimedUpdate {
  candidate: LiveCandidate;
  readAt: number;
}

/**
 * Keeps the newest update per student, by when the server read it: rows reach the page by more
 * than one path (an instance's gathered rows, a proctor's action on another instance), so one
 * read earlier can arrive later.
 */
export function addUpdates(previous: ReadonlyMap<number, TimedUpdate>, batch: readonly TimedUpdate[]): Map<number, TimedUpdate> {
  const next = new Map(previous);
  for (const update of batch) {
    const kept = next.get(update.candidate.studentId);
    if (!kept || update.readAt >= kept.readAt) next.set(update.candidate.studentId, update);
  }
  return next;
}

/**
 * The rows on screen: the snapshot, with every update the server read at or after the snapshot's
 * reading laid over it by studentId (older ones are already in the snapshot). Both times are the
 * server's: a snapshot can be a reading shared by several proctors, begun before this page asked.
 * Students the snapshot does not know yet are appended.
 */
export function mergeLive(snapshot: readonly LiveCandidate[], updates: ReadonlyMap<number, TimedUpdate>, readAt: number): LiveCandidate[] {
  const fresh = new Map<number, LiveCandidate>();
  for (const [studentId, update] of updates) if (update.readAt >= readAt) fresh.set(studentId, update.candidate);
  if (fresh.size === 0) return snapshot as LiveCandidate[];
  const rows = snapshot.map((row) => {
    const update = fresh.get(row.studentId);
    if (update) fresh.delete(row.studentId);
    return update ?? row;
  });
  return [...rows, ...fresh.values()];
}

export interface LiveSummary {
  candidates: number;
  online: number;
  inProgress: number;
  submitted: number;
  expired: number;
  notStarted: number;
  events: number;
}

/** The counts of the summary bar; "in progress" takes every status that still accepts answers. */
export function summarize(rows: readonly LiveCandidate[]): LiveSummary {
  const summary: LiveSummary = { candidates: rows.length, online: 0, inProgress: 0, submitted: 0, expired: 0, notStarted: 0, events: 0 };
  for (const row of rows) {
    if (row.online) summary.online++;
    if (isOpenExamStatus(row.status)) summary.inProgress++;
    else if (row.status === EXAM_STATUS.SUBMITTED) summary.submitted++;
    else if (row.status === EXAM_STATUS.EXPIRED) summary.expired++;
    else if (row.status === EXAM_STATUS.NOT_STARTED) summary.notStarted++;
    summary.events += row.eventCount;
  }
  return summary;
}

export interface LiveFilters {
  statuses: ExamStatus[];
  online: 'online' | 'offline' | undefined;
  withEvents: boolean;
  search: string;
}
export const NO_FILTERS: LiveFilters = { statuses: [], online: undefined, withEvents: false, search: '' };

/** The rows the filter bar lets through; the search matches number, name or batch, ignoring case. */
export function filterCandidates(rows: readonly LiveCandidate[], filters: LiveFilters): LiveCandidate[] {
  const needle = filters.search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (filters.statuses.length === 0 || filters.statuses.includes(row.status)) &&
      (filters.online === undefined || row.online === (filters.online === 'online')) &&
      (!filters.withEvents || row.eventCount > 0) &&
      (!needle || [row.username, row.name, row.className ?? ''].some((text) => text.toLowerCase().includes(needle))),
  );
}

/** Sort order of the status column: those answering first, then waiting, then finished. */
const STATUS_RANK: Record<ExamStatus, number> = { 2: 0, 4: 1, 1: 2, 3: 3, 0: 4, 5: 5 };
export const compareStatus = (a: LiveCandidate, b: LiveCandidate) => STATUS_RANK[a.status] - STATUS_RANK[b.status];
/** Time left sorts by deadline; rows without a running clock go last. */
export const compareDeadline = (a: LiveCandidate, b: LiveCandidate) =>
  (isOpenExamStatus(a.status) && a.deadlineAt !== null ? a.deadlineAt : Infinity) -
    (isOpenExamStatus(b.status) && b.deadlineAt !== null ? b.deadlineAt : Infinity) || 0;
export const progressOf = (row: LiveCandidate) => (row.questionCount > 0 ? row.answeredCount / row.questionCount : 0);

export type ActionKind = 'message' | 'extraTime' | 'forceSubmit' | 'allowReentry';

/** What a proctor can do to one candidate: act on an open attempt, or let a finished one back in. */
export function actionsFor(row: LiveCandidate): ActionKind[] {
  if (row.attemptId === null) return [];
  if (isOpenExamStatus(row.status)) return ['message', 'extraTime', 'forceSubmit'];
  if (row.status === EXAM_STATUS.SUBMITTED || row.status === EXAM_STATUS.EXPIRED) return ['allowReentry'];
  return [];
}
