import { describe, expect, it } from 'vitest';
import { filterFromSearch, filterParams, searchFromFilter, withOrgLevel } from './filter-url';

describe('the analysis filter in the URL', () => {
  it('reads ids from the query and ignores anything else', () => {
    expect(filterFromSearch('?schoolId=3&subjectId=7&classId=abc&publicationId=-2&foo=1')).toEqual({ schoolId: 3, subjectId: 7 });
    expect(filterFromSearch('')).toEqual({});
    expect(filterFromSearch('?classId=0&departmentId=1.5')).toEqual({});
  });

  it('writes the filter and the open tab, and nothing for an empty filter', () => {
    expect(searchFromFilter({ schoolId: 3, departmentId: 4, publicationId: 9 }, { tab: 'items' })).toBe(
      '?schoolId=3&departmentId=4&publicationId=9&tab=items',
    );
    expect(searchFromFilter({})).toBe('');
    expect(searchFromFilter({}, { tab: undefined })).toBe('');
  });

  it('round-trips a linked filter', () => {
    const filter = { schoolId: 1, departmentId: 2, subjectId: 3, classId: 4, publicationId: 5 };
    expect(filterFromSearch(searchFromFilter(filter))).toEqual(filter);
  });

  it('clears the levels below a changed one, and keeps the exam', () => {
    const filter = { schoolId: 1, departmentId: 2, subjectId: 3, classId: 4, publicationId: 5 };
    expect(withOrgLevel(filter, 'departmentId', 8)).toEqual({ schoolId: 1, departmentId: 8, publicationId: 5 });
    expect(withOrgLevel(filter, 'schoolId', undefined)).toEqual({ publicationId: 5 });
    expect(withOrgLevel(filter, 'classId', 6)).toEqual({ ...filter, classId: 6 });
  });

  it('sends the server only the levels it filters by', () => {
    expect(filterParams({ schoolId: 1, departmentId: 2, subjectId: 3, classId: 4, publicationId: 5 })).toEqual({
      schoolId: 1,
      subjectId: 3,
      classId: 4,
      publicationId: 5,
    });
    expect(filterParams({ departmentId: 2 })).toEqual({});
  });
});
