import { z } from 'zod';
import { flag01, listQuery, nameCodeFilters, optionalId, recordName, requiredId } from './common.js';
import type { Timestamps } from './organisation.js';
import { difficulty, type OptionKey, questionType, type QuestionType, score } from './questions.js';
import type { QuestionSpec } from './written-specs.js';

/** Paper mode: `fixed` (chosen questions, each with a score) or `random` (rules drawn per candidate). */
export const PAPER_MODES = ['fixed', 'random'] as const;
export type PaperMode = (typeof PAPER_MODES)[number];

export const MAX_PAPER_QUESTIONS = 500;
export const MAX_PAPER_RULES = 50;

/** A question chosen for a fixed paper with its score on this paper. Sections are by type; order within a section is the list's order. */
export const paperItem = z.object({ questionId: requiredId, score });
export type PaperItemInput = z.infer<typeof paperItem>;

/**
 * A random rule: `count` questions of `type` from knowledge point `knowledgeId` and its subtree
 * (null: anywhere in the course) at `difficulty` (null: any), `score` points each. Rules of one
 * paper may not overlap (the same question could satisfy two of them), so each is checked and
 * drawn on its own.
 */
export const paperRule = z.object({
  type: questionType,
  knowledgeId: z.preprocess((v) => (v === '' || v === undefined ? null : v), requiredId.nullable()),
  difficulty: z.preprocess((v) => (v === '' || v === undefined ? null : v), difficulty.nullable()),
  count: z.coerce.number().int().min(1).max(MAX_PAPER_QUESTIONS),
  score,
});
export type PaperRuleInput = z.infer<typeof paperRule>;

/** A paper as its editor sends it (JSON). Only the list that matches `mode` is kept. */
export const paperFields = z.object({
  courseId: requiredId,
  name: recordName,
  mode: z.enum(PAPER_MODES),
  /** At most the total score (the sum of the items' or rules' points). */
  passScore: z.coerce
    .number()
    .min(0)
    .max(100000)
    .refine((v) => Number.isInteger(v * 2), { message: 'passScore must be a multiple of 0.5' }),
  durationMinutes: z.coerce.number().int().min(1).max(1440),
  shuffleQuestions: flag01.default(0),
  shuffleOptions: flag01.default(0),
  items: z.array(paperItem).max(MAX_PAPER_QUESTIONS).default([]),
  rules: z.array(paperRule).max(MAX_PAPER_RULES).default([]),
});
export const addPaperBody = paperFields;
export type AddPaperBody = z.infer<typeof addPaperBody>;
export const updatePaperBody = paperFields.extend({ paperId: requiredId });
export type UpdatePaperBody = z.infer<typeof updatePaperBody>;
/**
 * POST previewPaperDraft: the editor's unsaved paper, checked as a save would check it and drawn
 * as previewPaper draws a saved one; nothing is written. `paperId` names the saved paper being
 * edited, so its retired questions may stay as a save would let them.
 */
export const previewPaperDraftBody = paperFields.extend({ paperId: optionalId });
export type PreviewPaperDraftBody = z.infer<typeof previewPaperDraftBody>;

export const PAPER_SORT_FIELDS = ['name', 'courseName', 'totalScore', 'durationMinutes', 'createdAt', 'updatedAt'] as const;
export const listPaperQuery = listQuery(
  {
    name: nameCodeFilters.name,
    courseId: optionalId,
    mode: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PAPER_MODES).optional()),
  },
  PAPER_SORT_FIELDS,
);
export type ListPaperQuery = z.infer<typeof listPaperQuery>;
export const paperSelectQuery = z.object({ courseId: optionalId });

/** POST checkPaperRules: how many questions the bank holds for each rule (nothing is saved). */
export const checkPaperRulesBody = z.object({ courseId: requiredId, rules: z.array(paperRule).min(1).max(MAX_PAPER_RULES) });
export type CheckPaperRulesBody = z.infer<typeof checkPaperRulesBody>;
export interface RuleAvailability {
  /** 1-based, as the editor numbers the rules. */
  rule: number;
  required: number;
  available: number;
  /** required − available when positive, else 0. */
  shortBy: number;
}
/** checkPaperRules' data; addPaper/updatePaper refuse a short random paper with 40000 and this data. */
export interface RuleCheckResult {
  ok: boolean;
  rules: RuleAvailability[];
}

/** POST copyPaper: an editable copy (named "… (copy)") of any paper, locked or not. */
export const copyPaperBody = z.object({ id: requiredId });

export interface PaperRecord extends Timestamps {
  paperId: number;
  courseId: number;
  courseName: string;
  name: string;
  mode: PaperMode;
  totalScore: number;
  passScore: number;
  durationMinutes: number;
  shuffleQuestions: 0 | 1;
  shuffleOptions: 0 | 1;
  /** Fixed: the chosen questions; random: the sum of the rules' counts. */
  questionCount: number;
  /** 1 once an exam is published with it: nothing that changes what candidates get may be edited. */
  locked: 0 | 1;
  copiedFromId: number | null;
}
export interface PaperItem {
  questionId: number;
  score: number;
  type: QuestionType;
  stemText: string;
  difficulty: number;
  knowledgeName: string | null;
  retired: 0 | 1;
}
export interface PaperRule extends PaperRuleInput {
  knowledgeName: string | null;
}
/** getPaperById: the record with its items (fixed, in section then position order) or rules (random). */
export interface PaperDetail extends PaperRecord {
  items: PaperItem[];
  rules: PaperRule[];
}
export interface PaperOption {
  paperId: number;
  name: string;
  courseId: number;
  totalScore: number;
  durationMinutes: number;
}

/**
 * A question as the candidate sees it: options in the order shown (shuffled when the paper
 * says so), each keeping its original key, so an answer is always given in the bank's keys.
 */
export interface CandidateQuestion extends WrittenQuestionFacts {
  questionId: number;
  type: QuestionType;
  stem: string;
  options: { key: OptionKey; content: string }[];
  linkUrl: string;
  score: number;
}
/**
 * What a candidate may know of a written question (docs/REQUIREMENTS.md §7), never its key:
 * each field is present only where it applies, so choice-only papers stay byte-for-byte as they were.
 */
export interface WrittenQuestionFacts {
  /** A composite's part: the composite's id (the composite itself comes right before its parts). */
  parentId?: number;
  /** Fill-in-the-blank: the number of blanks (markers {{1}}…{{n}} in the stem). */
  blankCount?: number;
  /** Essay: the answer's length range in characters of text, 0 = no limit. */
  minLength?: number;
  maxLength?: number;
}
/** A staff preview adds what a candidate never receives. */
export interface PreviewQuestion extends CandidateQuestion {
  answer: OptionKey[];
  explanation: string;
  /** Types 4–6: their own fields, accepted answers and scoring points included (frozen with the attempt). */
  spec?: QuestionSpec;
}
/**
 * GET previewPaper/:id and POST previewPaperDraft: one sample drawn as a candidate's paper would
 * be (random rules drawn, shuffles applied).
 */
export interface PaperPreview {
  /** null for a draft of a paper never saved. */
  paperId: number | null;
  name: string;
  totalScore: number;
  passScore: number;
  durationMinutes: number;
  questions: PreviewQuestion[];
}
