import { z } from 'zod';
import { listQuery, nameCodeFilters, placementFilters, recordCode, recordName, requiredId, richText } from './common.js';
import type { InSubject, Timestamps } from './organisation.js';

/** A course belongs to a registered job type; its description is rich text (sanitised on save). */
export const courseFields = z.object({
  subjectId: requiredId,
  name: recordName,
  /** Unique within the job type. */
  code: recordCode,
  description: richText,
});
export const addCourseBody = courseFields;
export type AddCourseBody = z.infer<typeof addCourseBody>;
export const updateCourseBody = courseFields.extend({ courseId: requiredId });
export type UpdateCourseBody = z.infer<typeof updateCourseBody>;

export const COURSE_SORT_FIELDS = ['name', 'code', 'subjectName', 'createdAt'] as const;
export const listCourseQuery = listQuery({ ...nameCodeFilters, ...placementFilters }, COURSE_SORT_FIELDS);
export type ListCourseQuery = z.infer<typeof listCourseQuery>;
export const courseSelectQuery = z.object(placementFilters);

export interface CourseRecord extends InSubject, Timestamps {
  courseId: number;
  name: string;
  code: string;
  description: string;
  knowledgeCount: number;
  materialCount: number;
}
export interface CourseOption {
  courseId: number;
  name: string;
  code: string;
  subjectId: number;
}

/** Teaching material types (docs/REQUIREMENTS.md §6.1). */
export const MATERIAL_TYPE = {
  CourseStander: 0,
  TeachDesign: 2,
  TeachPolicy: 3,
  TeachMaterials: 4,
  TeachOutline: 5,
  TeachAnalysis: 6,
  MoralModel: 7,
} as const;
export type MaterialType = (typeof MATERIAL_TYPE)[keyof typeof MATERIAL_TYPE];
export const MATERIAL_TYPES = Object.values(MATERIAL_TYPE) as MaterialType[];

/** File extensions a teaching material may have (lower case, without the dot). */
export const MATERIAL_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'md',
  'zip',
  'jpg',
  'jpeg',
  'png',
  'mp4',
] as const;

/** The text fields of the multipart upload (the file travels as the part named `file`). */
export const uploadMaterialFields = z.object({
  courseId: requiredId,
  materialType: z.coerce
    .number()
    .int()
    .refine((value) => (MATERIAL_TYPES as number[]).includes(value), {
      message: `materialType must be one of: ${MATERIAL_TYPES.join(', ')}`,
    }),
});
export type UploadMaterialFields = z.infer<typeof uploadMaterialFields>;
export const listMaterialsQuery = z.object({ courseId: requiredId });

export interface CourseMaterialRecord {
  materialId: number;
  courseId: number;
  materialType: number;
  originalName: string;
  size: number;
  contentType: string;
  uploadedBy: number | null;
  createdAt: number;
}
