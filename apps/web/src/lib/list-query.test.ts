import { describe, expect, it } from 'vitest';
import { cleanFilters, pageAfterQuery } from './list-query';

describe('query button paging (docs/REQUIREMENTS.md §6.2)', () => {
  it('resets to page 1 when a filter is filled', () => expect(pageAfterQuery({ username: 'li' }, 4)).toBe(1));
  it('keeps the page when only page and limit are set', () => expect(pageAfterQuery({ page: 4, limit: 50 }, 4)).toBe(4));
  it('keeps the page when filters are blank', () => expect(pageAfterQuery({ username: '', locked: undefined }, 3)).toBe(3));
  it('counts a 0 as filled', () => expect(pageAfterQuery({ userType: 0 }, 3)).toBe(1));
  it('drops blank filters from the request', () => expect(cleanFilters({ a: '', b: undefined, c: 0, d: 'x' })).toEqual({ c: 0, d: 'x' }));
});
