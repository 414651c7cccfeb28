import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download';

describe('download file names', () => {
  it('falls back to excel-list', () => expect(fileNameFrom(undefined, 'excel-list.xlsx')).toBe('excel-list.xlsx'));
  it('reads a plain filename', () => expect(fileNameFrom('attachment; filename="students.xlsx"', 'x')).toBe('students.xlsx'));
  it('prefers the UTF-8 form', () =>
    expect(fileNameFrom(`attachment; filename="a.pdf"; filename*=UTF-8''%E8%AF%BE%E7%A8%8B.pdf`, 'x')).toBe('课程.pdf'));
});
