import { EXAM_STATUS, type LiveCandidate } from '@kaoshi/contracts';

/** For the live page's tests: one candidate's row, in progress, with the fields a test sets. */
export const liveRow = (fields: Partial<LiveCandidate> = {}): LiveCandidate => ({
  studentId: 1,
  username: 'C1',
  name: 'Li Wei',
  className: null,
  attemptId: 9,
  status: EXAM_STATUS.IN_PROGRESS,
  online: false,
  answeredCount: 0,
  questionCount: 3,
  deadlineAt: 50_000,
  lastSeenAt: null,
  eventCount: 0,
  departures: 0,
  reloads: 0,
  lastEventAt: null,
  roomId: null,
  roomName: null,
  seat: null,
  checkedInAt: null,
  ...fields,
});
