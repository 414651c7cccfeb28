import { z } from 'zod';
import { optionalId, requiredId } from './common.js';
import type { PassRates } from './pass-rates.js';

/**
 * Score analysis (docs/REQUIREMENTS.md §10.1, /examAnalysis): every call filters by project (schoolId), job type
 * (subjectId), batch (classId) and publication, and has an Excel export twin at the same path
 * with "export" in front (the same query, answered as a workbook).
 */
export const analysisFilter = z.object({ schoolId: optionalId, subjectId: optionalId, classId: optionalId, publicationId: optionalId });
export type AnalysisFilter = z.infer<typeof analysisFilter>;
/** Item analysis needs one publication: its questions are what is analysed. */
export const itemAnalysisQuery = analysisFilter.extend({ publicationId: requiredId });
export type ItemAnalysisQuery = z.infer<typeof itemAnalysisQuery>;
/** The failed-statistics export: the per-batch table, or `list=failed` for the failed candidates. */
export const passStatisticsExportQuery = analysisFilter.extend({ list: z.enum(['batches', 'failed']).default('batches') });

/** One ranked candidate: the best submitted or expired attempt's final score. */
export interface RankingRow {
  rank: number;
  studentId: number;
  username: string;
  name: string;
  classId: number | null;
  className: string | null;
  publicationId: number;
  score: number;
  totalScore: number;
  /** Milliseconds from start to submission (or the deadline, when it expired). */
  timeUsedMs: number;
  /** 0 yes, 1 no. */
  passed: number;
}
export interface ScoreSummary {
  count: number;
  /**
   * What the figures count: points, when every counted attempt had the same total; percent of each
   * attempt's own total when papers of different totals are mixed (an unfiltered view), since a
   * mean of 26/50 and 13/23 in points means nothing.
   */
  unit: 'points' | 'percent';
  /** null when nobody sat. */
  mean: number | null;
  median: number | null;
  /** Population standard deviation. */
  sd: number | null;
  highest: number | null;
  lowest: number | null;
}
/** Ten bands in percent of each attempt's total (0–10 … 90–100); `from` inclusive, `to` exclusive except the last band. */
export interface ScoreBand {
  from: number;
  to: number;
  count: number;
}
export interface ClassRanking {
  rows: RankingRow[];
  summary: ScoreSummary;
  distribution: ScoreBand[];
}

export interface PassStatisticsRow {
  publicationId: number;
  publicationName: string;
  classId: number;
  className: string;
  /** The batch's candidates: the registered. */
  enrolled: number;
  sat: number;
  /** The exam window has closed: who has not sat by now is absent. */
  windowClosed: boolean;
  /** Without a finished attempt once the window has closed (0 while it is open). */
  absent: number;
  /** Without a finished attempt while the window is open: not started or still writing (0 once it has closed). */
  yetToSit: number;
  passed: number;
  failed: number;
  /** The pass rate over sitters (passRates.sitters), 0..1; null when nobody sat. */
  passRate: number | null;
  /** The three pass rates (pass-rates.ts, docs/RESULTS.md). */
  passRates: PassRates;
}
export interface FailedCandidate {
  publicationId: number;
  publicationName: string;
  studentId: number;
  username: string;
  name: string;
  className: string | null;
  score: number;
}
export interface PassStatistics {
  rows: PassStatisticsRow[];
  failed: FailedCandidate[];
}

export interface SupplementaryRow {
  publicationId: number;
  publicationName: string;
  parentPublicationId: number;
  parentPublicationName: string;
  /** Candidates the first sitting left to re-examine (failed or absent there). */
  eligible: number;
  sat: number;
  passed: number;
  /** Everyone the first exam was for (its batches' candidates and anyone who sat it from elsewhere). */
  registered: number;
  /**
   * Pass rates over the registered (passRateOverRegistered, docs/RESULTS.md): passed at the first
   * exam, and passed there or at the re-exam; one denominator, so they compare directly.
   */
  firstPassRate: number | null;
  finalPassRate: number | null;
}
export interface SupplementaryCandidate {
  publicationId: number;
  studentId: number;
  username: string;
  name: string;
  firstScore: number | null;
  reExamScore: number | null;
  /** 0 passed (at the re-exam), 1 failed, null not sat or not marked. */
  finalPassed: number | null;
}
export interface SupplementaryStatistics {
  rows: SupplementaryRow[];
  candidates: SupplementaryCandidate[];
}

export interface ItemAnalysisRow {
  questionId: number;
  /** Its number on the paper (1…n: type sections, then the paper's order), as candidates saw it. */
  number: number;
  type: number;
  stemText: string;
  maxScore: number;
  /** Candidates whose paper held the question. */
  answered: number;
  /** Mean final score as a share of the maximum, 0..1 (every type, tasks with the examiners' marks). */
  facility: number | null;
  /** Facility in the top 27 % by total minus the bottom 27 %. */
  discrimination: number | null;
  pointBiserial: number | null;
  /** Option key → how many chose it (multiple choice counts every ticked key). */
  optionCounts: Record<string, number>;
  tooEasy: boolean;
  tooHard: boolean;
  negativeDiscrimination: boolean;
}
export const ITEM_FLAGS = { TOO_EASY: 0.9, TOO_HARD: 0.2 } as const;

export interface MasteryRow {
  classId: number | null;
  className: string | null;
  knowledgeId: number;
  knowledgeName: string;
  earned: number;
  available: number;
  /** earned / available, 0..1. */
  mastery: number | null;
}
