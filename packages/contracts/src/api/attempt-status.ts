/** The attempt's codes and limits, kept apart from the request schemas so the candidate's pages load them without zod. */

/**
 * Exam status (docs/REQUIREMENTS.md §8.2): 3 not started, 2 in progress, 4 in progress after resuming from an
 * interruption, 1 saved (answers held, the candidate away, not yet submitted), 0 submitted,
 * 5 expired (the deadline passed without a submission; the server submitted what it held).
 */
export const EXAM_STATUS = { SUBMITTED: 0, SAVED: 1, IN_PROGRESS: 2, NOT_STARTED: 3, RESUMED: 4, EXPIRED: 5 } as const;
export type ExamStatus = (typeof EXAM_STATUS)[keyof typeof EXAM_STATUS];
/** Statuses in which answers are still accepted (before the deadline). */
export const OPEN_EXAM_STATUSES: readonly ExamStatus[] = [1, 2, 4];
export const isOpenExamStatus = (status: ExamStatus) => OPEN_EXAM_STATUSES.includes(status);

/** Grading state (docs/REQUIREMENTS.md §8.2): null/0 not graded, 1 grading, 2 graded. Pass flag: 0 yes, 1 no. */
export const GRADING_STATE = { NOT_GRADED: 0, GRADING: 1, GRADED: 2 } as const;
export const PASS_FLAG = { PASSED: 0, FAILED: 1 } as const;

/** Requests already in flight at the deadline are accepted this long after it (measured at arrival). */
export const ANSWER_GRACE_MS = 5_000;

/**
 * Integrity events the exam page reports (also over the live channel). 'reconnect': the live
 * channel came back after a drop; 'reload': the exam page loaded again for an attempt already
 * started (a reload, a reopened tab, a browser restarted after a crash). Neither is a departure.
 */
export const INTEGRITY_EVENTS = [
  'tab-hidden',
  'window-blur',
  'fullscreen-exit',
  'copy',
  'paste',
  'context-menu',
  'reconnect',
  'reload',
] as const;
export type IntegrityEventKind = (typeof INTEGRITY_EVENTS)[number];
/**
 * The events that mean the candidate left the page: a tab switch hides it, a switch to another
 * program only blurs it. One departure often fires both, so both kinds make one count of
 * departures (the tab-switch limit's), on the exam page and on the server alike. A page that is
 * being unloaded (reload, closed tab) also goes hidden: the exam page reports a departure only
 * when the page lives on after it (use-integrity.ts), and a reload is its own kind, never counted.
 */
export const DEPARTURE_EVENTS: readonly IntegrityEventKind[] = ['tab-hidden', 'window-blur'];
