import { z } from 'zod';
import { flag01, listQuery, momentMs, optionalFilter, optionalId, optionalText, recordName, requiredId, richText } from './common.js';

/**
 * Practical skills assessment (操作技能考核, docs/REQUIREMENTS.md §21): the task bank with scoring
 * sheets (评分记录表), sessions with stations (工位) and slots, the examiner panel (考评员), item
 * scores saved with sequence numbers, the panel's result and the combined result per candidate.
 */

/** A part is scored out of 100 and passed at 60 unless a session says otherwise. */
export const ASSESSMENT_FULL_MARKS = 100;
export const ASSESSMENT_DEFAULT_PASS_LINE = 60;
export const ASSESSMENT_DEFAULT_EXAMINERS = 3;
/** With this many examiners or more, the "trimmed" rule drops the highest and the lowest total. */
export const ASSESSMENT_TRIM_FROM = 5;
export const ASSESSMENT_RULES = ['mean', 'trimmed'] as const;
export type AssessmentRule = (typeof ASSESSMENT_RULES)[number];
export const ASSESSMENT_SESSION_STATES = ['draft', 'published', 'confirmed'] as const;
export type AssessmentSessionState = (typeof ASSESSMENT_SESSION_STATES)[number];

const itemKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/);
/** Points in half-point steps. */
const points = z.coerce
  .number()
  .min(0)
  .max(ASSESSMENT_FULL_MARKS)
  .refine((value) => Number.isInteger(value * 2), { message: 'half points' });
const title = z.string().trim().min(1).max(200);

export const sheetSubItem = z.object({ key: itemKey, title, criteria: optionalText(1000), points });
export const sheetItem = z.object({
  key: itemKey,
  title,
  criteria: optionalText(1000),
  /** How points are deducted, as the sheet prints it. */
  deductionRules: optionalText(1000),
  points,
  /** 否决项: a veto item carries no points; when an examiner triggers it, that examiner's total is 0. */
  veto: flag01.default(0),
  subItems: z.array(sheetSubItem).max(30).default([]),
});
export const scoringSheet = z.object({ items: z.array(sheetItem).min(1).max(60) });
export type ScoringSheet = z.infer<typeof scoringSheet>;
export type SheetItem = z.infer<typeof sheetItem>;

export const assessmentTaskFields = z.object({
  subjectId: requiredId,
  name: recordName,
  instructions: richText,
  timeLimitMinutes: z.coerce.number().int().min(1).max(1440),
  materials: optionalText(2000),
  sheet: scoringSheet,
});
export const addAssessmentTaskBody = assessmentTaskFields;
export type AddAssessmentTaskBody = z.infer<typeof addAssessmentTaskBody>;
export const updateAssessmentTaskBody = assessmentTaskFields.extend({ taskId: requiredId });
export type UpdateAssessmentTaskBody = z.infer<typeof updateAssessmentTaskBody>;
export const ASSESSMENT_TASK_SORT_FIELDS = ['name', 'updatedAt'] as const;
export const listAssessmentTaskQuery = listQuery({ name: optionalFilter, subjectId: optionalId }, ASSESSMENT_TASK_SORT_FIELDS);
export type ListAssessmentTaskQuery = z.infer<typeof listAssessmentTaskQuery>;

export interface AssessmentTaskRecord {
  taskId: number;
  subjectId: number;
  subjectName: string;
  /** The job type's level (5 entry … 1 senior technician). */
  level: number;
  name: string;
  instructions: string;
  timeLimitMinutes: number;
  materials: string;
  /** The newest sheet version's number; a published session keeps the one it froze. */
  version: number;
  sheet: ScoringSheet;
  createdAt: number;
  updatedAt: number;
}

export const assessmentSessionFields = z.object({
  taskId: requiredId,
  classId: requiredId,
  name: recordName,
  /** The first slot's start. */
  startsAt: momentMs,
  slotMinutes: z.coerce.number().int().min(5).max(1440),
  examinersPerCandidate: z.coerce.number().int().min(1).max(9).default(ASSESSMENT_DEFAULT_EXAMINERS),
  rule: z.enum(ASSESSMENT_RULES).default('mean'),
  /** A panel whose highest and lowest totals differ by more than this is flagged. */
  spreadThreshold: z.coerce.number().min(0).max(ASSESSMENT_FULL_MARKS).default(15),
  passLine: z.coerce.number().min(0).max(ASSESSMENT_FULL_MARKS).default(ASSESSMENT_DEFAULT_PASS_LINE),
});
export const addAssessmentSessionBody = assessmentSessionFields;
export type AddAssessmentSessionBody = z.infer<typeof addAssessmentSessionBody>;
export const updateAssessmentSessionBody = assessmentSessionFields.extend({ sessionId: requiredId });
export type UpdateAssessmentSessionBody = z.infer<typeof updateAssessmentSessionBody>;
export const listAssessmentSessionQuery = listQuery({ name: optionalFilter, classId: optionalId }, ['startsAt'] as const);
export type ListAssessmentSessionQuery = z.infer<typeof listAssessmentSessionQuery>;
export const sessionIdQuery = z.object({ sessionId: requiredId });
export const sessionIdBody = sessionIdQuery;

/** The session's stations, in the order candidates fill them. */
export const saveStationsBody = z.object({
  sessionId: requiredId,
  stations: z
    .array(z.object({ roomId: requiredId, name: z.string().trim().min(1).max(40) }))
    .min(1)
    .max(200),
});
export type SaveStationsBody = z.infer<typeof saveStationsBody>;

/** The session's examiners, in the order panels rotate through them; at most one chief. */
export const savePanelBody = z.object({
  sessionId: requiredId,
  examiners: z
    .array(z.object({ userId: requiredId, chief: flag01.default(0) }))
    .min(1)
    .max(100),
});
export type SavePanelBody = z.infer<typeof savePanelBody>;

/** A candidate's panel chosen by hand. */
export const assignExaminersBody = z.object({ allocationId: requiredId, examinerIds: z.array(requiredId).min(1).max(9) });
export type AssignExaminersBody = z.infer<typeof assignExaminersBody>;

export interface AssessmentStation {
  stationId: number;
  roomId: number;
  roomName: string;
  venueName: string;
  name: string;
}
export interface AssessmentExaminer {
  userId: number;
  name: string;
  organisation: string;
  chief: number;
}
export interface AssessmentSessionRecord {
  sessionId: number;
  taskId: number;
  taskName: string;
  classId: number;
  className: string;
  subjectId: number;
  name: string;
  startsAt: number;
  slotMinutes: number;
  examinersPerCandidate: number;
  rule: AssessmentRule;
  spreadThreshold: number;
  passLine: number;
  state: AssessmentSessionState;
  /** The frozen sheet version's number once published; null in a draft. */
  sheetVersion: number | null;
  stations: AssessmentStation[];
  examiners: AssessmentExaminer[];
  candidateCount: number;
  createdAt: number;
  updatedAt: number;
}

export interface AssessmentAllocation {
  allocationId: number;
  studentId: number;
  name: string;
  admissionNumber: string;
  organisation: string;
  stationId: number;
  stationName: string;
  roomName: string;
  slot: number;
  slotStartsAt: number;
  examinerIds: number[];
}

/** One examiner's save of one leaf item (an item without sub-items, or a sub-item). */
export const saveAssessmentScoreBody = z.object({
  allocationId: requiredId,
  itemKey,
  seq: z.coerce.number().int().min(1).max(2_000_000_000),
  awarded: points.default(0),
  /** Why points were deducted: required when fewer than the item's points are awarded. */
  reason: optionalText(500),
  /** A veto item triggered (1) or not (0); a triggered veto needs a note. */
  veto: flag01.default(0),
  note: optionalText(1000),
});
export type SaveAssessmentScoreBody = z.infer<typeof saveAssessmentScoreBody>;
export interface AssessmentScoreAck {
  itemKey: string;
  /** The seq the server holds for the item: the save's own, or a newer one it already had. */
  seq: number;
  /** The save is what the server holds (newly stored, or a re-sent copy of it). */
  applied: boolean;
}
export const allocationIdQuery = z.object({ allocationId: requiredId });
export const allocationIdBody = allocationIdQuery;

export interface AssessmentItemScore {
  itemKey: string;
  seq: number;
  awarded: number;
  reason: string;
  veto: number;
  note: string;
}
export interface ExaminerTotal {
  examinerId: number;
  name: string;
  submitted: boolean;
  /** Null until submitted. */
  total: number | null;
  vetoed: boolean;
}
export interface AssessmentScoreSheet {
  allocationId: number;
  sessionName: string;
  taskName: string;
  candidateName: string;
  admissionNumber: string;
  stationName: string;
  slotStartsAt: number;
  sheet: ScoringSheet;
  mine: AssessmentItemScore[];
  submittedAt: number | null;
  /** The other examiners' totals: only once the caller has submitted theirs. */
  others: ExaminerTotal[] | null;
}
export interface MyAssessmentAssignment {
  allocationId: number;
  sessionId: number;
  sessionName: string;
  candidateName: string;
  admissionNumber: string;
  stationName: string;
  slotStartsAt: number;
  submittedAt: number | null;
}

export const decideFlagBody = z.object({ allocationId: requiredId, note: z.string().trim().min(1).max(1000) });
export type DecideFlagBody = z.infer<typeof decideFlagBody>;

export interface AssessmentResultRow {
  allocationId: number;
  studentId: number;
  name: string;
  admissionNumber: string;
  stationName: string;
  examiners: ExaminerTotal[];
  complete: boolean;
  /** The panel's result (null while incomplete). */
  score: number | null;
  spread: number | null;
  flagged: boolean;
  decisionNote: string | null;
  passed: boolean | null;
}
export interface AssessmentResults {
  sessionId: number;
  state: AssessmentSessionState;
  rule: AssessmentRule;
  passLine: number;
  rows: AssessmentResultRow[];
}

export interface MyAssessment {
  sessionName: string;
  taskName: string;
  venueName: string;
  roomName: string;
  stationName: string;
  slotStartsAt: number;
  slotEndsAt: number;
  /** Only once the chief examiner confirmed the session. */
  score: number | null;
  passed: boolean | null;
}

export const combinedResultsQuery = z.object({
  classId: requiredId,
  /** A part passed counts for this many months (the retake keeps it). */
  validityMonths: z.coerce.number().int().min(1).max(120).default(24),
  /** Weight of the theory part in the weighted total, in percent; the practical part takes the rest. */
  theoryWeight: z.coerce.number().int().min(0).max(100).default(50),
});
export type CombinedResultsQuery = z.infer<typeof combinedResultsQuery>;
export const COMBINED_PARTS = ['theory', 'practical'] as const;
export type CombinedPart = (typeof COMBINED_PARTS)[number];
export interface CombinedPartResult {
  part: CombinedPart;
  /** Out of 100; null when not taken within the validity period. */
  score: number | null;
  passLine: number;
  passed: boolean;
  at: number | null;
}
export interface CombinedResultRow {
  studentId: number;
  name: string;
  admissionNumber: string;
  parts: CombinedPartResult[];
  weightedTotal: number | null;
  passed: boolean;
  /** The parts still to be (re)taken. */
  retake: CombinedPart[];
}
