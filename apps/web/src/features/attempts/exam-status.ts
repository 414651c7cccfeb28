import { type CandidateExam, EXAM_STATUS, type ExamStatus, isOpenExamStatus } from '@kaoshi/contracts';

/**
 * The exam status codes (docs/REQUIREMENTS.md §8.2) in words (the `exam.status.*` key) and their antd Tag colour:
 * in progress stands out, finished states are calm, expired is a warning.
 */
export const EXAM_STATUS_LOOK: Record<ExamStatus, { key: string; color: string }> = {
  [EXAM_STATUS.SUBMITTED]: { key: 'submitted', color: 'green' },
  [EXAM_STATUS.SAVED]: { key: 'saved', color: 'gold' },
  [EXAM_STATUS.IN_PROGRESS]: { key: 'inProgress', color: 'blue' },
  [EXAM_STATUS.NOT_STARTED]: { key: 'notStarted', color: 'default' },
  [EXAM_STATUS.RESUMED]: { key: 'resumed', color: 'blue' },
  [EXAM_STATUS.EXPIRED]: { key: 'expired', color: 'orange' },
};

/** Where the exam's window stands against the server's clock. */
export type ExamPhase = 'upcoming' | 'open' | 'closed';

export function examPhase(exam: Pick<CandidateExam, 'startsAt' | 'endsAt'>, serverNow: number): ExamPhase {
  if (serverNow < exam.startsAt) return 'upcoming';
  return serverNow < exam.endsAt ? 'open' : 'closed';
}

/**
 * The button a card offers: "Continue" for an attempt still open, "Enter" when the server says
 * the candidate may start (it alone knows eligibility, attempts left and withdrawals).
 */
export function examAction(exam: Pick<CandidateExam, 'canEnter' | 'status' | 'attemptId'>): 'continue' | 'enter' | null {
  if (!exam.canEnter) return null;
  return exam.attemptId !== null && isOpenExamStatus(exam.status) ? 'continue' : 'enter';
}

/** Why a candidate cannot enter, for the exam room's explanation. */
export function entryBlock(
  exam: CandidateExam,
  serverNow: number,
): 'notOpenYet' | 'windowClosed' | 'noAttemptsLeft' | 'unavailable' | null {
  if (exam.canEnter) return null;
  const phase = examPhase(exam, serverNow);
  if (phase === 'upcoming') return 'notOpenYet';
  if (phase === 'closed') return 'windowClosed';
  if (exam.attemptsUsed >= exam.attemptsAllowed) return 'noAttemptsLeft';
  return 'unavailable';
}

/** What the card says about the result. */
export type ResultLine =
  | { kind: 'score'; score: number; totalScore: number; passed: boolean }
  | { kind: 'afterClose' }
  | { kind: 'never' }
  | { kind: 'marking' }
  | null;

/**
 * A result still pending (a written or practical task unmarked) says "being marked", not its
 * score: the objective part alone reads as a final score below the pass mark ("13 / 23").
 */
export function resultLine(exam: Pick<CandidateExam, 'status' | 'result' | 'resultVisibility'>): ResultLine {
  if (exam.result?.pending) return { kind: 'marking' };
  if (exam.result) {
    const { score, totalScore, passed } = exam.result;
    return { kind: 'score', score, totalScore, passed: passed === 0 };
  }
  if (exam.status !== EXAM_STATUS.SUBMITTED && exam.status !== EXAM_STATUS.EXPIRED) return null;
  if (exam.resultVisibility === 'never') return { kind: 'never' };
  if (exam.resultVisibility === 'afterClose') return { kind: 'afterClose' };
  return { kind: 'marking' };
}
