import { API, type ClassOption, type DepartmentOption, type SchoolOption, type SubjectOption } from '@kaoshi/contracts';
import { request } from './http';

/** The organisation levels, top down, and how each lists its options under a parent. */
export type OrgLevel = 'school' | 'department' | 'subject' | 'class';
export const ORG_LEVELS: OrgLevel[] = ['school', 'department', 'subject', 'class'];

export interface OrgOption {
  id: number;
  name: string;
  code: string;
  /** A job type's level: the select shows it beside the name (lib/level-name.ts subjectLabel). */
  level?: number;
}

const fetchers: Record<OrgLevel, (parentId: number | undefined) => Promise<OrgOption[]>> = {
  school: () =>
    request<SchoolOption[]>({ url: API.listAllSchoolForSelect, method: 'GET' }).then((list) =>
      list.map((o) => ({ id: o.schoolId, name: o.name, code: o.code })),
    ),
  department: (schoolId) =>
    request<DepartmentOption[]>({ url: API.listAllDepartmentForSelect, method: 'GET', params: { schoolId } }).then((list) =>
      list.map((o) => ({ id: o.departmentId, name: o.name, code: o.code })),
    ),
  subject: (departmentId) =>
    request<SubjectOption[]>({ url: API.listAllSubjectForSelect, method: 'GET', params: { departmentId } }).then((list) =>
      list.map((o) => ({ id: o.subjectId, name: o.name, code: o.code, level: o.level })),
    ),
  class: (subjectId) =>
    request<ClassOption[]>({ url: API.listAllClassesForSelect, method: 'GET', params: { subjectId } }).then((list) =>
      list.map((o) => ({ id: o.classId, name: o.name, code: o.code })),
    ),
};

export const fetchOrgOptions = (level: OrgLevel, parentId: number | undefined) => fetchers[level](parentId);

/** Query keys start with the list resource, so saving a record refreshes the selects too. */
export const ORG_RESOURCE: Record<OrgLevel, string> = {
  school: 'schools',
  department: 'departments',
  subject: 'subjects',
  class: 'classes',
};
