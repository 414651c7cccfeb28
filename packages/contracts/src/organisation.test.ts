import { describe, expect, it } from 'vitest';
import {
  addClassesBody,
  addKnowledgeBody,
  addStudentBody,
  API,
  batchIdsBody,
  crudPaths,
  idNumberCheckChar,
  isValidIdNumber,
  listSchoolQuery,
  listStudentQuery,
  MATERIAL_TYPES,
  ORGANISATION_READ_KEYS,
  uploadMaterialFields,
} from './index.js';

describe('resident ID numbers', () => {
  it('computes the ISO 7064 MOD 11-2 check character, X for 10', () => {
    expect(idNumberCheckChar('11010519491231002')).toBe('X');
    expect(idNumberCheckChar('11010519900307123')).toBe('9');
  });

  it('accepts a real number in either case and refuses a wrong check digit, birth date or shape', () => {
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(isValidIdNumber('11010519491231002x')).toBe(true);
    expect(isValidIdNumber('110105199003071239')).toBe(true);
    for (const bad of ['110105199003071238', '110105199002301235', '11010518991231002X', '1101051949123100', '11010519491231002Y', '']) {
      expect(isValidIdNumber(bad), bad).toBe(false);
    }
    const future = `110105${new Date().getUTCFullYear() + 1}0101001`;
    expect(isValidIdNumber(future + idNumberCheckChar(future))).toBe(false);
  });
});

describe('list queries', () => {
  it('read blank filters as no filter and refuse sort fields outside the list', () => {
    expect(listSchoolQuery.parse({ name: ' ', enabled: '', sortField: '', sortOrder: '' })).toEqual({ page: 1, limit: 20 });
    expect(listSchoolQuery.parse({ enabled: '0', sortField: 'code', sortOrder: 'descend' })).toMatchObject({
      enabled: 0,
      sortField: 'code',
    });
    expect(listSchoolQuery.safeParse({ sortField: 'passwordHash' }).success).toBe(false);
    expect(listSchoolQuery.safeParse({ sortOrder: 'desc' }).success).toBe(false);
    expect(listStudentQuery.parse({ classId: '', schoolId: '3', locked: '1' })).toMatchObject({ schoolId: 3, locked: 1 });
    expect(listStudentQuery.parse({ classId: '' })).not.toHaveProperty('classId', 0);
  });

  it('takes batch ids as JSON or form lists and needs at least one', () => {
    expect(batchIdsBody.parse({ ids: [1, 2] })).toEqual({ ids: [1, 2] });
    expect(batchIdsBody.parse({ ids: '3,4' })).toEqual({ ids: [3, 4] });
    expect(batchIdsBody.safeParse({ ids: [] }).success).toBe(false);
    expect(batchIdsBody.safeParse({}).success).toBe(false);
  });
});

describe('organisation bodies', () => {
  it('reads empty registration dates as null', () => {
    const batch = addClassesBody.parse({
      subjectId: 1,
      name: 'B',
      code: 'B1',
      year: 2026,
      registrationOpensAt: '',
      plannedExamDate: '1767225600000',
    });
    expect(batch).toMatchObject({ registrationOpensAt: null, registrationClosesAt: null, plannedExamDate: 1767225600000 });
  });

  it('reads a missing knowledge parent as null, and upper-cases ID numbers', () => {
    expect(addKnowledgeBody.parse({ courseId: 1, type: 'cn', code: 'C', name: 'N' })).toMatchObject({ parentId: null, weight: 0 });
    const student = addStudentBody.parse({ username: 'A1', name: 'N', idNumber: ' 11010519491231002x ', classId: 1 });
    expect(student).toMatchObject({ idNumber: '11010519491231002X', gender: '', locked: 0, photo: '' });
  });

  it('accepts only the teaching-material types 0 and 2–7', () => {
    expect(MATERIAL_TYPES).toEqual([0, 2, 3, 4, 5, 6, 7]);
    expect(uploadMaterialFields.safeParse({ courseId: '1', materialType: '2' }).success).toBe(true);
    expect(uploadMaterialFields.safeParse({ courseId: '1', materialType: '1' }).success).toBe(false);
  });
});

describe('paths and access', () => {
  it('derives the eight standard paths of an entity', () => {
    expect(crudPaths('Classes')).toEqual({
      list: API.listClasses,
      listAllForSelect: API.listAllClassesForSelect,
      getById: API.getClassesById,
      add: API.addClasses,
      update: API.updateClasses,
      remove: API.deleteClasses,
      batchDelete: API.batchDeleteClasses,
      export: API.exportClasses,
    });
    expect(crudPaths('Student').list).toBe('/api/kaoshi-exam/student/listStudent');
  });

  it('lets organisation and base-data keys read the pickers, never STUDENT-EXAM', () => {
    expect(ORGANISATION_READ_KEYS).toContain('SCHOOL-CLASSMANAGE');
    expect(ORGANISATION_READ_KEYS).not.toContain('STUDENT-EXAM');
  });
});
