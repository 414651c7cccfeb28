import { z } from 'zod';
import {
  blankable,
  flag01,
  listQuery,
  nameCodeFilters,
  optionalEpochMs,
  optionalFlag,
  optionalId,
  optionalPhone,
  optionalText,
  placementFilters,
  recordCode,
  recordName,
  requiredId,
} from './common.js';

/**
 * The organisation tree (docs/REQUIREMENTS.md §6): exam project (`school`) → job category
 * (`department`) → registered job type (`subject`) → registration batch (`classes`).
 * Every list also takes `sortField` (one of the listed columns) and `sortOrder`.
 */

// ---- Exam project (school) ----

export const schoolFields = z.object({
  name: recordName,
  /** Unique across all projects. */
  code: recordCode,
  description: optionalText(500),
  contact: optionalText(64),
  phone: optionalPhone,
  enabled: flag01.default(1),
});
export const addSchoolBody = schoolFields;
export type AddSchoolBody = z.infer<typeof addSchoolBody>;
export const updateSchoolBody = schoolFields.extend({ schoolId: requiredId });
export type UpdateSchoolBody = z.infer<typeof updateSchoolBody>;

export const SCHOOL_SORT_FIELDS = ['name', 'code', 'enabled', 'createdAt'] as const;
export const listSchoolQuery = listQuery({ ...nameCodeFilters, enabled: optionalFlag }, SCHOOL_SORT_FIELDS);
export type ListSchoolQuery = z.infer<typeof listSchoolQuery>;
export const schoolSelectQuery = z.object({});

/** When a record was created and last changed, epoch ms. */
export interface Timestamps {
  createdAt: number;
  updatedAt: number;
}
/** Where a record sits in the tree, with the names for display (lists, exports). */
export interface InSchool {
  schoolId: number;
  schoolName: string;
}
export interface InDepartment extends InSchool {
  departmentId: number;
  departmentName: string;
}
export interface InSubject extends InDepartment {
  subjectId: number;
  subjectName: string;
  /** One job type is registered once per level: lists show it beside the name. */
  subjectLevel: number;
}

export interface SchoolRecord extends Timestamps {
  schoolId: number;
  name: string;
  code: string;
  description: string;
  contact: string;
  phone: string;
  enabled: number;
  departmentCount: number;
}
export interface SchoolOption {
  schoolId: number;
  name: string;
  code: string;
}

// ---- Job category (department) ----

export const departmentFields = z.object({
  schoolId: requiredId,
  name: recordName,
  /** Unique within the project. */
  code: recordCode,
});
export const addDepartmentBody = departmentFields;
export type AddDepartmentBody = z.infer<typeof addDepartmentBody>;
export const updateDepartmentBody = departmentFields.extend({ departmentId: requiredId });
export type UpdateDepartmentBody = z.infer<typeof updateDepartmentBody>;

export const DEPARTMENT_SORT_FIELDS = ['name', 'code', 'schoolName', 'createdAt'] as const;
export const listDepartmentQuery = listQuery({ ...nameCodeFilters, schoolId: optionalId }, DEPARTMENT_SORT_FIELDS);
export type ListDepartmentQuery = z.infer<typeof listDepartmentQuery>;
export const departmentSelectQuery = z.object({ schoolId: optionalId });

export interface DepartmentRecord extends InSchool, Timestamps {
  departmentId: number;
  name: string;
  code: string;
  subjectCount: number;
}
export interface DepartmentOption {
  departmentId: number;
  name: string;
  code: string;
  schoolId: number;
}

// ---- Registered job type (subject) ----

/** Certification level: 5 entry (初级) … 1 senior technician (高级技师). */
export const SUBJECT_LEVELS = [5, 4, 3, 2, 1] as const;

export const subjectFields = z.object({
  departmentId: requiredId,
  name: recordName,
  /** Unique within the job category. */
  code: recordCode,
  level: z.coerce.number().int().min(1).max(5),
  description: optionalText(500),
});
export const addSubjectBody = subjectFields;
export type AddSubjectBody = z.infer<typeof addSubjectBody>;
export const updateSubjectBody = subjectFields.extend({ subjectId: requiredId });
export type UpdateSubjectBody = z.infer<typeof updateSubjectBody>;

export const SUBJECT_SORT_FIELDS = ['name', 'code', 'level', 'departmentName', 'createdAt'] as const;
export const listSubjectQuery = listQuery(
  { ...nameCodeFilters, schoolId: optionalId, departmentId: optionalId, level: blankable(z.coerce.number().int().min(1).max(5)) },
  SUBJECT_SORT_FIELDS,
);
export type ListSubjectQuery = z.infer<typeof listSubjectQuery>;
export const subjectSelectQuery = z.object({ schoolId: optionalId, departmentId: optionalId });

export interface SubjectRecord extends InDepartment, Timestamps {
  subjectId: number;
  name: string;
  code: string;
  level: number;
  description: string;
  classCount: number;
  courseCount: number;
}
export interface SubjectOption {
  subjectId: number;
  name: string;
  code: string;
  /** One job type is registered once per level: a picker shows it beside the name. */
  level: number;
  departmentId: number;
}

// ---- Registration batch (classes) ----

export const classFields = z.object({
  subjectId: requiredId,
  name: recordName,
  /** Unique within the job type. */
  code: recordCode,
  year: z.coerce.number().int().min(2000).max(2100),
  /** Epoch ms or null. When both are set, opens ≤ closes. */
  registrationOpensAt: optionalEpochMs,
  registrationClosesAt: optionalEpochMs,
  plannedExamDate: optionalEpochMs,
});
export const addClassesBody = classFields;
export type AddClassesBody = z.infer<typeof addClassesBody>;
export const updateClassesBody = classFields.extend({ classId: requiredId });
export type UpdateClassesBody = z.infer<typeof updateClassesBody>;

export const CLASS_SORT_FIELDS = ['name', 'code', 'year', 'subjectName', 'registrationOpensAt', 'plannedExamDate', 'createdAt'] as const;
export const listClassesQuery = listQuery(
  { ...nameCodeFilters, ...placementFilters, year: blankable(z.coerce.number().int().min(2000).max(2100)) },
  CLASS_SORT_FIELDS,
);
export type ListClassesQuery = z.infer<typeof listClassesQuery>;
export const classesSelectQuery = z.object(placementFilters);

export interface ClassRecord extends InSubject, Timestamps {
  classId: number;
  name: string;
  code: string;
  year: number;
  registrationOpensAt: number | null;
  registrationClosesAt: number | null;
  plannedExamDate: number | null;
  studentCount: number;
}
export interface ClassOption {
  classId: number;
  name: string;
  code: string;
  subjectId: number;
}
