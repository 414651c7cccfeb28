// Glossary: attempts owns attempts, attempt_answers, attempt_events, notice_readings; routes: the candidate's exam (kaoshi-exam/attempt).
/**
 * What other modules may use of attempts (the boundary check allows only this file): the live
 * proctor's actions finish an attempt and tell open from closed ones, the live socket records a
 * candidate's integrity events, and publications and live hint proctors that a row changed. The
 * demo seed sits its finished exam through the candidate's own calls (start, save, submit, score).
 */
export { saveAnswer } from './answers.js';
export { isOpenStatus } from './attempt-state.js';
export { recordIntegrityEvent } from './integrity.js';
export { hintProctors } from './proctor-hint.js';
export { scoreQueue } from './score-queue.js';
export { startAttempt } from './start.js';
export { finishAttempt, submitAttempt } from './submission.js';
// Writes other modules ask for: attempts owns the attempts and attempt_answers tables.
export {
  type AttemptScores,
  backdateAttempt,
  correctAttemptPaper,
  extendAttempt,
  markAttemptAway,
  markAttemptsBack,
  markAttemptsSeen,
  moveAttemptDeadline,
  recordAttemptScores,
  reopenAttempt,
  setAnswerScore,
} from './attempt-writes.js';
