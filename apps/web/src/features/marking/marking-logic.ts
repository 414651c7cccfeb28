import {
  type AnswerSheet,
  type AnswerSheetQuestion,
  EXAM_STATUS,
  GRADING_STATE,
  type MarkingCandidate,
  type MarkingHold,
  needsExaminerMark,
  QUESTION_TYPE,
} from '@kaoshi/contracts';
import { hasWritten } from '../../components/written/answer-text';
import type { HoldOutcome } from './api';

/** The list's grading cell: nothing without an attempt, else not graded / grading by someone / graded. */
export type GradingLabel = { kind: 'none' } | { kind: 'notGraded' } | { kind: 'grading'; by: string | null } | { kind: 'graded' };
export function gradingLabel(row: Pick<MarkingCandidate, 'attemptId' | 'gradingState' | 'gradingBy'>): GradingLabel {
  if (row.attemptId === null) return { kind: 'none' };
  if (row.gradingState === GRADING_STATE.GRADED) return { kind: 'graded' };
  if (row.gradingState === GRADING_STATE.GRADING) return { kind: 'grading', by: row.gradingBy };
  return { kind: 'notGraded' };
}

const isFinished = (status: number) => status === EXAM_STATUS.SUBMITTED || status === EXAM_STATUS.EXPIRED;

/** "Mark" needs a finished attempt (the server refuses one still being written). */
/** The status's text: no attempt reads "not started" until the window closes, then "absent" (docs/RESULTS.md). */
export const statusKey = (status: number, row: Pick<MarkingCandidate, 'attemptId' | 'absent'>) =>
  row.attemptId === null && !row.absent ? 'notStarted' : String(status);

export const canMark = (row: Pick<MarkingCandidate, 'attemptId' | 'status'>) => row.attemptId !== null && isFinished(row.status);
/** The score report exists once the attempt is graded. */
export const canReport = (row: Pick<MarkingCandidate, 'attemptId' | 'gradingState'>) =>
  row.attemptId !== null && row.gradingState === GRADING_STATE.GRADED;

/**
 * Who may score on this page: `mine` after our hold was taken, `other` when refused because
 * another examiner holds it (the sheet names them), `none` while the hold is pending or failed.
 */
export type HoldView =
  { kind: 'pending' } | { kind: 'mine'; hold: MarkingHold | null } | { kind: 'other'; hold: MarkingHold | null; message: string };
export function holdView(outcome: HoldOutcome | undefined, sheetHold: MarkingHold | null): HoldView {
  if (!outcome) return { kind: 'pending' };
  if (outcome.kind === 'held') return { kind: 'mine', hold: outcome.state.hold };
  return { kind: 'other', hold: sheetHold, message: outcome.message };
}

/** How one answer compares with the key (tasks: whether the examiner has scored it). */
export type Verdict = 'right' | 'wrong' | 'partial' | 'unanswered' | 'unmarked' | 'scored';
const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
export function answerVerdict(question: Pick<AnswerSheetQuestion, 'type' | 'choices' | 'answer' | 'earned' | 'score' | 'text'>): Verdict {
  // Tasks, short answers and essays are marked by an examiner (docs/REQUIREMENTS.md §7).
  if (needsExaminerMark(question.type)) return question.earned === null ? 'unmarked' : 'scored';
  if (question.type === QUESTION_TYPE.FILL_BLANK) {
    if (!hasWritten(question.text ?? '', question.type)) return 'unanswered';
    const earned = question.earned ?? 0;
    return earned >= question.score ? 'right' : earned > 0 ? 'partial' : 'wrong';
  }
  if (question.choices.length === 0) return 'unanswered';
  if (sameKeys(question.choices, question.answer)) return 'right';
  // A multiple-choice answer may earn part of the points (the paper's partial-credit rule).
  return (question.earned ?? 0) > 0 ? 'partial' : 'wrong';
}
export const VERDICT_COLOR: Record<Verdict, string> = {
  right: 'success',
  wrong: 'error',
  partial: 'warning',
  unanswered: 'default',
  unmarked: 'processing',
  scored: 'blue',
};

/** A manual score's problem, if any: required, 0..max, multiples of 0.5 (as the server checks). */
export type ScoreProblem = 'required' | 'range' | 'step' | null;
export function scoreProblem(value: number | null | undefined, max: number): ScoreProblem {
  if (value === null || value === undefined || Number.isNaN(value)) return 'required';
  if (value < 0 || value > max) return 'range';
  if (!Number.isInteger(value * 2)) return 'step';
  return null;
}

/** External-link tasks still without a score. */
export const tasksLeft = (sheet: Pick<AnswerSheet, 'questions'>) =>
  sheet.questions.filter((question) => question.type === QUESTION_TYPE.EXTERNAL_LINK && question.earned === null).length;

/**
 * Option keys as the letters the candidate saw: options are labelled by display position
 * (shuffled papers), while answers and keys are stored in the bank's keys.
 */
export function shownLetters(options: readonly { key: string }[], keys: readonly string[]): string {
  const letters = options.flatMap((option, position) => (keys.includes(option.key) ? [String.fromCharCode(65 + position)] : []));
  return letters.join(', ');
}

/** The marking list's query key (useListQuery takes a string), and the test that finds every page of it. */
const MARKING_LIST = 'markingCandidates';
export const markingListKey = (publicationId: number | undefined) => `${MARKING_LIST}-${publicationId ?? 0}`;
export const isMarkingListKey = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith(`${MARKING_LIST}-`);

/**
 * The sheet's numbers as the candidate saw them: a composite's parts (they follow it, naming it
 * as their parent) are numbered (1), (2)… under it and do not take a number of the paper.
 */
export function sheetNumbers(questions: readonly AnswerSheetQuestion[]): { question: AnswerSheetQuestion; number: number }[] {
  let paper = 0;
  let part = 0;
  return questions.map((question) => {
    if ((question as { parentId?: number }).parentId !== undefined) return { question, number: ++part };
    part = 0;
    return { question, number: ++paper };
  });
}
