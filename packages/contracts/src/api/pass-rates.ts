/**
 * The three pass rates, defined once for every screen and export (docs/RESULTS.md). Each screen
 * says which one it shows; two numbers under one name never disagree.
 *
 * - first-attempt pass rate: passed on their first attempt at the exam / sat it;
 * - pass rate over sitters: passed on any attempt (their best result) / sat it;
 * - pass rate over registered: passed on any attempt / everyone the exam was for (absentees count as not passed).
 */
export interface PassCounts {
  /** Everyone the exam was for: its batches' candidates (and anyone who sat it from elsewhere). */
  registered: number;
  /** Of them, those with a finished (submitted or expired) attempt. */
  sat: number;
  /** Of those, passed on any attempt. */
  passed: number;
  /** Of those, passed on their first attempt. */
  passedFirstAttempt: number;
}

export const PASS_RATE_BASES = ['firstAttempt', 'sitters', 'registered'] as const;
export type PassRateBasis = (typeof PASS_RATE_BASES)[number];
export type PassRates = Record<PassRateBasis, number | null>;

/** 0..1, or null when there is nobody to divide by. */
const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

export const firstAttemptPassRate = (counts: Pick<PassCounts, 'sat' | 'passedFirstAttempt'>) =>
  share(counts.passedFirstAttempt, counts.sat);
export const passRateOverSitters = (counts: Pick<PassCounts, 'sat' | 'passed'>) => share(counts.passed, counts.sat);
export const passRateOverRegistered = (counts: Pick<PassCounts, 'registered' | 'passed'>) => share(counts.passed, counts.registered);

export const passRates = (counts: PassCounts): PassRates => ({
  firstAttempt: firstAttemptPassRate(counts),
  sitters: passRateOverSitters(counts),
  registered: passRateOverRegistered(counts),
});
