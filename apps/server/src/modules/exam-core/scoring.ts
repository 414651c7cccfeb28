import {
  type FillBlankSpec,
  GRADING_STATE,
  isAutoScored,
  type OptionKey,
  parseBlankAnswer,
  PASS_FLAG,
  QUESTION_TYPE,
  type QuestionSpec,
  scoreFillBlank,
} from '@kaoshi/contracts';
import { choicesFromColumn } from './answer-format.js';
import { type FrozenPaper, needsManualMarking } from './frozen-paper.js';

/**
 * Objective scoring at submission. Single choice and true/false: the question's full score when
 * the choice is the key. Multiple choice: the full score only when the chosen set is exactly the
 * key, otherwise 0 (no partial credit: a candidate who ticks every box must not gain from it).
 * Fill-in: each right blank's points (partial credit, docs/REQUIREMENTS.md §7), from the answer's
 * text (a JSON array of the blanks). External-link tasks, short answers and essays are not scored
 * here: an examiner marks them (score stays null); a composite has no score of its own.
 */
export function scoreAnswer(
  question: { type: number; answer: readonly OptionKey[]; score: number; spec?: QuestionSpec },
  choices: readonly OptionKey[],
  text = '',
): number | null {
  if (!isAutoScored(question.type)) return null;
  if (question.type === QUESTION_TYPE.FILL_BLANK) {
    const spec = question.spec && 'blanks' in question.spec ? (question.spec as FillBlankSpec) : null;
    return spec ? scoreFillBlank(spec, parseBlankAnswer(text) ?? []).score : 0;
  }
  const key = [...question.answer].sort();
  const given = [...new Set(choices)].sort();
  return key.length > 0 && given.length === key.length && given.every((choice, i) => choice === key[i]) ? question.score : 0;
}

const isAnswerable = (question: { type: number }) => question.type !== QUESTION_TYPE.COMPOSITE;

export interface StoredAnswer {
  questionId: number;
  choices: string;
  /** The written answer (a fill-in's JSON array of blanks); absent where only choices were read. */
  text?: string;
}

export interface AttemptScores {
  /** Per stored answer: its score (null for external-link tasks). */
  perAnswer: { questionId: number; score: number | null }[];
  objectiveScore: number;
  gradingState: number;
  finalScore: number | null;
  passed: number | null;
}

/**
 * The attempt's scores: the sum of the objective answers (unanswered questions score 0). With no
 * external-link task the result is final at once; otherwise it waits for the examiner.
 */
export function scoreAttempt(paper: FrozenPaper, passScore: number, answers: readonly StoredAnswer[]): AttemptScores {
  // A composite has no answer and no score row: its parts carry both.
  const questions = new Map(paper.filter(isAnswerable).map((question) => [question.questionId, question]));
  const perAnswer = answers
    .filter((answer) => questions.has(answer.questionId))
    .map((answer) => ({
      questionId: answer.questionId,
      score: scoreAnswer(questions.get(answer.questionId)!, choicesFromColumn(answer.choices), answer.text),
    }));
  const objectiveScore = perAnswer.reduce((sum, answer) => sum + (answer.score ?? 0), 0);
  if (needsManualMarking(paper)) {
    return { perAnswer, objectiveScore, gradingState: GRADING_STATE.NOT_GRADED, finalScore: null, passed: null };
  }
  return {
    perAnswer,
    objectiveScore,
    gradingState: GRADING_STATE.GRADED,
    finalScore: objectiveScore,
    passed: objectiveScore >= passScore ? PASS_FLAG.PASSED : PASS_FLAG.FAILED,
  };
}

export interface QuestionResult {
  questionId: number;
  /** Points earned: 0 for an unanswered objective question; null while an examiner has not marked a task. */
  score: number | null;
  /** The question's maximum in this frozen paper. */
  maxScore: number;
}

/**
 * One result per question of the frozen paper, answered or not: what a finished attempt stores
 * on its attempt_answers rows, so that the analysis reads those rows alone (never the paper JSON).
 */
export function questionResults(paper: FrozenPaper, perAnswer: AttemptScores['perAnswer']): QuestionResult[] {
  const scored = new Map(perAnswer.map((answer) => [answer.questionId, answer.score]));
  return paper.filter(isAnswerable).map((question) => ({
    questionId: question.questionId,
    score: scored.has(question.questionId) ? scored.get(question.questionId)! : scoreAnswer(question, []),
    maxScore: question.score,
  }));
}
