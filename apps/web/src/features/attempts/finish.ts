import type { CandidateResult } from '@kaoshi/contracts';

/** How the attempt ended, as the exam page tells the candidate. */
export interface Finish {
  reason: 'submitted' | 'timeUp' | 'forced' | 'ended';
  result: CandidateResult | null;
  /** The proctor's reason for a forced submission. */
  detail?: string;
}
