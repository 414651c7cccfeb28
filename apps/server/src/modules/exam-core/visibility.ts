import { type CandidateResult, EXAM_STATUS, GRADING_STATE, PASS_FLAG } from '@kaoshi/contracts';

export interface ResultColumns {
  status: number;
  totalScore: number;
  passScore: number;
  objectiveScore: number | null;
  gradingState: number | null;
  finalScore: number | null;
  passed: number | null;
  /** Null for a moment after the attempt ends, until it is scored (attempts/score-queue.ts). */
  scoredAt: number | null;
}

/**
 * The result a candidate may see of a finished attempt, per the publication's visibility:
 * `immediate` once submitted, `afterClose` once the window has closed, `never` not at all.
 * While external-link tasks are still being marked the result is `pending`: the objective score
 * so far and no verdict; a final score is shown only once grading is done. An attempt ended but
 * not scored yet has no result (null) rather than a made-up 0: the page says it is being marked.
 */
export function visibleResult(
  publication: { resultVisibility: string; endsAt: number },
  attempt: ResultColumns | null,
  now: number,
): CandidateResult | null {
  if (!attempt || (attempt.status !== EXAM_STATUS.SUBMITTED && attempt.status !== EXAM_STATUS.EXPIRED)) return null;
  if (attempt.scoredAt === null) return null;
  if (publication.resultVisibility === 'never') return null;
  if (publication.resultVisibility === 'afterClose' && now < publication.endsAt) return null;
  const graded = attempt.gradingState === GRADING_STATE.GRADED;
  return {
    score: (graded ? attempt.finalScore : attempt.objectiveScore) ?? 0,
    totalScore: attempt.totalScore,
    passScore: attempt.passScore,
    passed: graded && attempt.passed === PASS_FLAG.PASSED ? PASS_FLAG.PASSED : PASS_FLAG.FAILED,
    pending: !graded,
  };
}
