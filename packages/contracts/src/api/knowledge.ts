import { z } from 'zod';
import { blankable, listQuery, nameCodeFilters, optionalId, recordCode, recordName, requiredId } from './common.js';
import type { Timestamps } from './organisation.js';

/** Knowledge type (docs/REQUIREMENTS.md §6): `cn` chapter (top level of a course), `kn` appraisal point (under a chapter). */
export const KNOWLEDGE_TYPE = { CHAPTER: 'cn', POINT: 'kn' } as const;
export const KNOWLEDGE_TYPES = ['cn', 'kn'] as const;
export type KnowledgeType = (typeof KNOWLEDGE_TYPES)[number];

export const knowledgeFields = z.object({
  courseId: requiredId,
  /** null for a chapter; the chapter's id for an appraisal point. */
  parentId: z.preprocess((v) => (v === '' || v === undefined ? null : v), requiredId.nullable()),
  type: z.enum(KNOWLEDGE_TYPES),
  /** Unique within the course. */
  code: recordCode,
  name: recordName,
  /** Percent of its level; siblings should sum to 100 (a warning, never a block). */
  weight: z.coerce.number().int().min(0).max(100).default(0),
  /** Position among siblings; left out: after the last one. */
  sort: z.coerce.number().int().min(0).max(99999).optional(),
});
export const addKnowledgeBody = knowledgeFields;
export type AddKnowledgeBody = z.infer<typeof addKnowledgeBody>;
export const updateKnowledgeBody = knowledgeFields.extend({ knowledgeId: requiredId });
export type UpdateKnowledgeBody = z.infer<typeof updateKnowledgeBody>;

export const KNOWLEDGE_SORT_FIELDS = ['name', 'code', 'type', 'weight', 'sort', 'createdAt'] as const;
export const listKnowledgeQuery = listQuery(
  { ...nameCodeFilters, courseId: optionalId, parentId: optionalId, type: blankable(z.enum(KNOWLEDGE_TYPES)) },
  KNOWLEDGE_SORT_FIELDS,
);
export type ListKnowledgeQuery = z.infer<typeof listKnowledgeQuery>;
export const knowledgeSelectQuery = z.object({ courseId: optionalId });
export const knowledgeTreeQuery = z.object({ courseId: requiredId });

/** POST moveKnowledge: swaps the point with its neighbour among its siblings. */
export const moveKnowledgeBody = z.object({ id: requiredId, direction: z.enum(['up', 'down']) });
export type MoveKnowledgeBody = z.infer<typeof moveKnowledgeBody>;

export interface KnowledgeRecord extends Timestamps {
  knowledgeId: number;
  courseId: number;
  courseName: string;
  parentId: number | null;
  parentCode: string | null;
  type: KnowledgeType;
  code: string;
  name: string;
  weight: number;
  sort: number;
  childCount: number;
}
export interface KnowledgeOption {
  knowledgeId: number;
  name: string;
  code: string;
  courseId: number;
  parentId: number | null;
}
export interface KnowledgeNode extends KnowledgeRecord {
  children: KnowledgeNode[];
}
/**
 * GET listKnowledgeTree. `weightWarnings` lists the parents whose children's weights do not
 * sum to 100: a chapter's id, or null for the chapters of the course themselves.
 */
export interface KnowledgeTree {
  tree: KnowledgeNode[];
  weightWarnings: (number | null)[];
}
