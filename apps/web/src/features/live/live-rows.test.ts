import { EXAM_STATUS, type LiveCandidate } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { actionsFor, addUpdates, compareDeadline, filterCandidates, mergeLive, NO_FILTERS, summarize, type TimedUpdate } from './live-rows';
import { liveRow } from './test/live-row-fixture';

const candidate = (studentId: number, fields: Partial<LiveCandidate> = {}): LiveCandidate =>
  liveRow({
    studentId,
    username: `C${studentId}`,
    name: `Candidate ${studentId}`,
    className: 'Welders 2025',
    attemptId: null,
    status: EXAM_STATUS.NOT_STARTED,
    questionCount: 10,
    deadlineAt: null,
    ...fields,
  });
const pushed = (row: LiveCandidate, readAt: number): TimedUpdate => ({ candidate: row, readAt });

describe('applying pushed rows to the live table', () => {
  const snapshot = [candidate(1), candidate(2), candidate(3)];

  it('replaces a row by studentId with an update the server read after the snapshot', () => {
    const updates = addUpdates(new Map(), [pushed(candidate(2, { online: true, answeredCount: 4 }), 1_500)]);
    const rows = mergeLive(snapshot, updates, 1_000);
    expect(rows.map((row) => row.studentId)).toEqual([1, 2, 3]);
    expect(rows[1]).toMatchObject({ online: true, answeredCount: 4 });
  });

  it('ignores updates older than the snapshot, which already holds them', () => {
    const updates = addUpdates(new Map(), [pushed(candidate(2, { answeredCount: 1 }), 900)]);
    expect(mergeLive(snapshot, updates, 1_000)[1]!.answeredCount).toBe(0);
  });

  it('lays a row read at the same moment as the snapshot over it', () => {
    const updates = addUpdates(new Map(), [pushed(candidate(2, { answeredCount: 1 }), 1_000)]);
    expect(mergeLive(snapshot, updates, 1_000)[1]!.answeredCount).toBe(1);
  });

  it('compares server times only: a row received before a shared snapshot came back, but read after it, still counts', () => {
    // The page received this row before asking; the snapshot it then got was a reading begun earlier still.
    const updates = addUpdates(new Map(), [pushed(candidate(3, { answeredCount: 6 }), 800)]);
    expect(mergeLive(snapshot, updates, 700)[2]!.answeredCount).toBe(6);
  });

  it('keeps only the newest update per candidate', () => {
    const updates = addUpdates(addUpdates(new Map(), [pushed(candidate(1, { answeredCount: 2 }), 1_100)]), [
      pushed(candidate(1, { answeredCount: 3 }), 1_200),
    ]);
    expect(updates.size).toBe(1);
    expect(mergeLive(snapshot, updates, 1_000)[0]!.answeredCount).toBe(3);
  });

  it('keeps the update read last, not the one received last', () => {
    const updates = addUpdates(new Map(), [
      pushed(candidate(1, { answeredCount: 3 }), 1_200),
      pushed(candidate(1, { answeredCount: 2 }), 1_100),
    ]);
    expect(mergeLive(snapshot, updates, 1_000)[0]!.answeredCount).toBe(3);
  });

  it('appends a candidate the snapshot did not have yet', () => {
    const updates = addUpdates(new Map(), [pushed(candidate(9, { online: true }), 1_100)]);
    expect(mergeLive(snapshot, updates, 1_000).map((row) => row.studentId)).toEqual([1, 2, 3, 9]);
  });

  it('does not change the previous map (React state)', () => {
    const before = new Map<number, TimedUpdate>();
    addUpdates(before, [pushed(candidate(1), 1)]);
    expect(before.size).toBe(0);
  });
});

describe('the summary bar', () => {
  it('counts candidates, online, each kind of status and every event', () => {
    const rows = [
      candidate(1, { status: EXAM_STATUS.IN_PROGRESS, online: true, eventCount: 2 }),
      candidate(2, { status: EXAM_STATUS.RESUMED, online: true }),
      candidate(3, { status: EXAM_STATUS.SAVED, eventCount: 1 }),
      candidate(4, { status: EXAM_STATUS.SUBMITTED }),
      candidate(5, { status: EXAM_STATUS.EXPIRED }),
      candidate(6),
    ];
    expect(summarize(rows)).toEqual({ candidates: 6, online: 2, inProgress: 3, submitted: 1, expired: 1, notStarted: 1, events: 3 });
  });
});

describe('the filter bar', () => {
  const rows = [
    candidate(1, { status: EXAM_STATUS.IN_PROGRESS, online: true, eventCount: 1, name: 'Li Wei' }),
    candidate(2, { status: EXAM_STATUS.SUBMITTED, className: 'Fitters' }),
    candidate(3, { status: EXAM_STATUS.IN_PROGRESS }),
  ];
  const ids = (filters: Partial<typeof NO_FILTERS>) => filterCandidates(rows, { ...NO_FILTERS, ...filters }).map((row) => row.studentId);

  it('lets everything through with no filter', () => expect(ids({})).toEqual([1, 2, 3]));
  it('filters by status', () => expect(ids({ statuses: [EXAM_STATUS.SUBMITTED] })).toEqual([2]));
  it('filters by online and offline', () => {
    expect(ids({ online: 'online' })).toEqual([1]);
    expect(ids({ online: 'offline' })).toEqual([2, 3]);
  });
  it('keeps only candidates with events', () => expect(ids({ withEvents: true })).toEqual([1]));
  it('searches number, name and batch, ignoring case', () => {
    expect(ids({ search: 'c3' })).toEqual([3]);
    expect(ids({ search: 'li wei' })).toEqual([1]);
    expect(ids({ search: ' FITTERS ' })).toEqual([2]);
  });
});

describe('sorting and actions', () => {
  it('sorts by deadline with candidates without a running clock last', () => {
    const rows = [
      candidate(1, { status: EXAM_STATUS.SUBMITTED, deadlineAt: 10 }),
      candidate(2, { status: EXAM_STATUS.IN_PROGRESS, deadlineAt: 50 }),
      candidate(3, { status: EXAM_STATUS.IN_PROGRESS, deadlineAt: 20 }),
    ];
    expect([...rows].sort(compareDeadline).map((row) => row.studentId)).toEqual([3, 2, 1]);
  });

  it('offers message, extra time and force submit on an open attempt, re-entry on a finished one, nothing before the start', () => {
    expect(actionsFor(candidate(1, { attemptId: 7, status: EXAM_STATUS.RESUMED }))).toEqual(['message', 'extraTime', 'forceSubmit']);
    expect(actionsFor(candidate(1, { attemptId: 7, status: EXAM_STATUS.EXPIRED }))).toEqual(['allowReentry']);
    expect(actionsFor(candidate(1, { attemptId: 7, status: EXAM_STATUS.SUBMITTED }))).toEqual(['allowReentry']);
    expect(actionsFor(candidate(1))).toEqual([]);
  });
});
