import { z } from 'zod';
import { blankable, listQuery, optionalFilter, optionalFlag, optionalText, requiredId } from './common.js';
import type { ExamStatus } from './attempts.js';
import { OPTION_KEYS, type OptionKey, type QuestionType } from './questions.js';

/**
 * Marking (docs/REQUIREMENTS.md §9, MARKINGPAPERS): examinationSituation's candidate list, examinationRead's
 * answer sheet, the grading hold that keeps two examiners apart, manual scores for
 * external-link tasks, and answer-key corrections that re-score every attempt using the question.
 */

/** How long a hold lasts without a save; each save extends it (a closed tab frees the attempt). */
export const MARKING_HOLD_MS = 15 * 60_000;

export const MARKING_SORT_FIELDS = ['username', 'name', 'objectiveScore', 'finalScore', 'submittedAt'] as const;

/** GET listMarkingCandidates / exportMarkingCandidates: one publication's candidates (absent ones too, status 3). */
export const listMarkingQuery = listQuery(
  {
    publicationId: requiredId,
    /** EXAM_STATUS; 3 = no attempt (not started while the window is open, absent once it has closed). */
    status: blankable(z.coerce.number().int().min(0).max(5)),
    /** 0 = not graded (null or 0), 1 grading, 2 graded. */
    gradingState: blankable(z.coerce.number().int().min(0).max(2)),
    /** PASS_FLAG: 0 passed, 1 failed. */
    passed: optionalFlag,
    /** Contains, on candidate number or name. */
    keyword: optionalFilter,
  },
  MARKING_SORT_FIELDS,
);
export type ListMarkingQuery = z.infer<typeof listMarkingQuery>;

export interface MarkingCandidate {
  studentId: number;
  username: string;
  name: string;
  className: string | null;
  attemptId: number | null;
  status: ExamStatus;
  objectiveScore: number | null;
  manualScore: number | null;
  gradingState: number | null;
  finalScore: number | null;
  passed: number | null;
  submittedAt: number | null;
  /** The examiner holding the attempt now, or the last one who held it. */
  gradingBy: string | null;
  /**
   * No attempt and the exam window has closed: absent (缺考). With no attempt while the window
   * is still open the candidate has not started yet (status NOT_STARTED, absent false). See docs/RESULTS.md.
   */
  absent: boolean;
}

/** Who holds an attempt for grading, and until when (server time, epoch ms). */
export interface MarkingHold {
  examinerId: number;
  examinerName: string;
  expiresAt: number;
}

/** One frozen question as the candidate saw it, with the key and what the candidate answered. */
export interface AnswerSheetQuestion {
  questionId: number;
  type: QuestionType;
  stem: string;
  options: { key: OptionKey; content: string }[];
  linkUrl: string;
  /** The question's maximum. */
  score: number;
  answer: OptionKey[];
  explanation: string;
  choices: OptionKey[];
  /** External-link tasks: the candidate's text. */
  text: string;
  /** Points earned; null while an external-link task is unmarked. */
  earned: number | null;
  /** External-link tasks: the examiner's comment. */
  comment: string;
}

/** GET getAnswerSheet/:attemptId */
export interface AnswerSheet {
  attemptId: number;
  publicationId: number;
  publicationName: string;
  studentId: number;
  username: string;
  name: string;
  status: ExamStatus;
  submittedAt: number | null;
  totalScore: number;
  passScore: number;
  objectiveScore: number | null;
  manualScore: number | null;
  gradingState: number | null;
  finalScore: number | null;
  passed: number | null;
  /** The active hold (null when none or expired). */
  hold: MarkingHold | null;
  serverNow: number;
  questions: AnswerSheetQuestion[];
}

/** GET getAnswerSheet/:attemptId takes attempts.ts's attemptIdParam. POST holdAttempt / releaseAttempt */
export const markingAttemptBody = z.object({ attemptId: requiredId });

/**
 * A manual score: 0 to the question's maximum, in steps of 0.5. The range is checked against
 * the question (grading.ts), so a negative or too high mark gets one message naming the maximum.
 */
const manualScore = z.coerce
  .number()
  .min(-1000)
  .max(1000)
  .refine((value) => Number.isInteger(value * 2), { message: 'score must be a multiple of 0.5' });

/** POST scoreAnswer: only external-link tasks, only by the examiner holding the attempt. */
export const scoreAnswerBody = z.object({ attemptId: requiredId, questionId: requiredId, score: manualScore, comment: optionalText(1000) });
export type ScoreAnswerBody = z.infer<typeof scoreAnswerBody>;

/** holdAttempt / releaseAttempt / scoreAnswer answer: the attempt's scores after the call. */
export interface MarkingState {
  attemptId: number;
  objectiveScore: number | null;
  manualScore: number | null;
  gradingState: number | null;
  finalScore: number | null;
  passed: number | null;
  hold: MarkingHold | null;
}

/** POST correctAnswerKey: a new key for a bank question; every attempt that used it is re-scored. */
export const correctAnswerKeyBody = z.object({
  questionId: requiredId,
  answer: z.array(z.enum(OPTION_KEYS)).min(1).max(OPTION_KEYS.length),
  reason: z.string().trim().min(1).max(500),
});
export type CorrectAnswerKeyBody = z.infer<typeof correctAnswerKeyBody>;

/** One re-scored attempt; score = final score when graded, else the objective score. */
export interface RescoredAttempt {
  attemptId: number;
  studentId: number;
  oldScore: number | null;
  newScore: number | null;
  oldPassed: number | null;
  newPassed: number | null;
}
export interface AnswerKeyCorrection {
  questionId: number;
  oldAnswer: OptionKey[];
  newAnswer: OptionKey[];
  attempts: RescoredAttempt[];
}

/** GET listRescoreLog?questionId=: the corrections of one question's key, newest first. */
export const rescoreLogQuery = z.object({ questionId: requiredId });
export interface RescoreLogEntry {
  at: number;
  actorName: string;
  attemptId: number;
  username: string;
  studentName: string;
  oldAnswer: OptionKey[];
  newAnswer: OptionKey[];
  reason: string;
  oldScore: number | null;
  newScore: number | null;
  oldPassed: number | null;
  newPassed: number | null;
}

/**
 * GET scoreReport/:attemptId (MARKINGPAPERS) and myScoreReport/:attemptId (the candidate's own
 * attempt, only once marked and the publication's visibility rule shows results): one graded
 * result as a printable certificate-style page. Placement is the candidate's batch today.
 */
export interface ScoreReport {
  attemptId: number;
  publicationName: string;
  username: string;
  name: string;
  /** Exam project (school), job category (department), job type (subject) and its level, batch. */
  projectName: string | null;
  jobCategoryName: string | null;
  jobTypeName: string | null;
  level: number | null;
  batchName: string | null;
  /** When the attempt was sat (started), epoch ms. */
  examDate: number;
  score: number;
  totalScore: number;
  passScore: number;
  /** PASS_FLAG: 0 passed, 1 failed. */
  passed: number;
  /** When the report was produced (server time). */
  issuedAt: number;
}
