import { z } from 'zod';
import { requiredId } from './common.js';
import type { CandidateQuestion } from './papers.js';
import type { QuestionOrder } from './paper-content.js';
import type { ResultVisibility } from './publications.js';
import { ESSAY_MAX_HTML_LENGTH, OPTION_KEYS } from './question-types.js';
import { type ExamStatus, INTEGRITY_EVENTS, type IntegrityEventKind } from './attempt-status.js';

export * from './attempt-status.js';

/** The candidate's result, present only when the publication's visibility allows it. */
export interface CandidateResult {
  score: number;
  totalScore: number;
  passScore: number;
  /** 0 passed, 1 failed (the pass flag, docs/REQUIREMENTS.md §8.2). */
  passed: 0 | 1;
  /**
   * Still being marked (external-link tasks): `score` is the objective part so far, never a final
   * score, and `passed` is 1 (not passed yet) until marking ends: show "being marked", not a verdict.
   */
  pending: boolean;
}

/** GET myExams: one row per publication open to the signed-in candidate. */
export interface CandidateExam {
  publicationId: number;
  name: string;
  kind: 'normal' | 'supplementary';
  startsAt: number;
  endsAt: number;
  durationMinutes: number;
  questionCount: number;
  totalScore: number;
  status: ExamStatus;
  /** The current (or last) attempt. */
  attemptId: number | null;
  attemptsUsed: number;
  attemptsAllowed: number;
  /** Inside the window, attempts left (or one to resume), not withdrawn. */
  canEnter: boolean;
  resultVisibility: ResultVisibility;
  result: CandidateResult | null;
}
export interface MyExams {
  serverNow: number;
  exams: CandidateExam[];
}

export interface IntegritySettings {
  fullscreenRequired: 0 | 1;
  tabSwitchLimit: number;
  blockCopyPaste: 0 | 1;
}
export interface CandidateIdentity {
  studentId: number;
  username: string;
  /** The admission number (准考证号, admission-number.ts), shown instead of the username. */
  admissionNumber: string;
  /** The approved legal name (or, before any approval, the name staff entered). */
  name: string;
  photo: string;
  className: string | null;
}

/** GET examRoom/:publicationId: what /kaoshi-index shows before the start button. */
export interface ExamRoom {
  serverNow: number;
  exam: CandidateExam;
  candidate: CandidateIdentity;
  notice: { title: string; content: string; minReadingSeconds: number } | null;
  integrity: IntegritySettings;
}

/**
 * An answer as stored for the candidate: choices (bank keys) or, for external-link tasks and
 * written answers, a text: a fill-in's JSON array of blanks, a short answer's plain text, an
 * essay's rich text. The limit here is the essay's; each type's own is checked on save
 * (server exam-core/answer-format.ts, docs/REQUIREMENTS.md §7).
 */
export const answerValue = z.object({
  choices: z.array(z.enum(OPTION_KEYS)).max(OPTION_KEYS.length).default([]),
  text: z.string().max(ESSAY_MAX_HTML_LENGTH).default(''),
});
export type AnswerValue = z.infer<typeof answerValue>;

export interface SavedAnswer extends AnswerValue {
  questionId: number;
  /** The sequence number of the save that produced it. */
  seq: number;
  flagged: boolean;
}

/** POST startAttempt {publicationId}: starts (freezing the paper) or resumes the open attempt. */
export const startAttemptBody = z.object({ publicationId: requiredId });

/** GET examRoom/:publicationId. */
export const publicationIdParam = z.object({ publicationId: requiredId });
/** GET paperContent/:paperId/:version: the version is the content's hash (32 hex digits), a new version a new address. */
export const paperContentParams = z.object({ paperId: requiredId, version: z.string().regex(/^[0-9a-f]{32}$/) });
/** GET attemptSession/:attemptId. */
export const attemptIdParam = z.object({ attemptId: requiredId });
/**
 * GET attemptSession/:attemptId?resume=0: the exam page's first load right after startAttempt
 * (it already holds that session). Any other load (`resume` left out or 1) is a resumption after
 * an interruption (reload, crash, another device) and turns status 1/2 into 4.
 */
export const attemptSessionQuery = z.object({ resume: z.enum(['0', '1']).default('1') });

/**
 * startAttempt / GET attemptSession/:attemptId: this candidate's order of the frozen paper (no
 * keys, no scores of answers), the address of the paper's shared content (paper-content.ts), the
 * saved answers and the clock. The countdown runs to `deadlineAt` using `serverNow` to correct
 * the browser's clock.
 */
export interface AttemptSession {
  attemptId: number;
  publicationId: number;
  name: string;
  status: ExamStatus;
  startedAt: number;
  /** min(start + duration + extra time, window end + extension). */
  deadlineAt: number;
  serverNow: number;
  candidate: CandidateIdentity;
  integrity: IntegritySettings;
  /** Departures from the page counted so far (a reload shows the same count the limit is held to). */
  tabSwitches: number;
  order: QuestionOrder[];
  /** GET paperContent/:paperId/:version: the same address for every candidate of the same content. */
  contentUrl: string;
  answers: SavedAnswer[];
}
/** A session with its questions assembled from the content (assembleQuestions): what the exam page shows. */
export type SittingSession = AttemptSession & { questions: CandidateQuestion[] };

/**
 * POST saveAnswer: one question's answer. `seq` increases with every change the browser makes
 * to that question; the server keeps the highest, so a retried or reordered request never
 * overwrites a newer answer.
 */
export const saveAnswerBody = z.object({
  attemptId: requiredId,
  questionId: requiredId,
  seq: z.coerce.number().int().min(1).max(2147483647),
  answer: answerValue,
  flagged: z.boolean().default(false),
});
export type SaveAnswerBody = z.infer<typeof saveAnswerBody>;
/** The acknowledgement: `applied` false when a newer save (higher seq) was already stored. */
export interface SaveAnswerAck {
  questionId: number;
  seq: number;
  applied: boolean;
  serverNow: number;
  deadlineAt: number;
}

/** POST submitAttempt {attemptId}: idempotent; a second call returns the same result. */
export const submitAttemptBody = z.object({ attemptId: requiredId });
export interface SubmitAck {
  attemptId: number;
  status: ExamStatus;
  submittedAt: number;
  result: CandidateResult | null;
}

export const integrityEventBody = z.object({
  attemptId: requiredId,
  kind: z.enum(INTEGRITY_EVENTS),
  at: z.coerce.number().int().min(0).optional(),
});
export type IntegrityEventBody = z.infer<typeof integrityEventBody>;
/** POST reportIntegrity's answer: whether the event was kept (only while the attempt is open) and the attempt's status after it. */
export interface IntegrityAck {
  recorded: boolean;
  /** 0 when this event went past the publication's tab-switch limit and submitted the attempt. */
  status: ExamStatus;
  tabSwitches: number;
}
export interface IntegrityEvent {
  kind: IntegrityEventKind;
  at: number;
}

export interface ServerTime {
  serverNow: number;
}
