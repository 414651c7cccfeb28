import { AUDIT_HIDDEN } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { changedFields, keptValue, labelOf } from './changes.js';

describe('the fields a record keeps', () => {
  it('keeps only the changed fields of an update, both sides', () => {
    const before = { name: 'Welding', code: 'W1', level: 5, updatedAt: 1 };
    const after = { name: 'Welding', code: 'W2', level: 4, updatedAt: 2 };
    expect(changedFields(before, after)).toEqual({ before: { code: 'W1', level: 5 }, after: { code: 'W2', level: 4 } });
  });

  it('keeps every key field of an add (after) and of a delete (before), none of the bookkeeping', () => {
    const record = { name: 'Welding', departmentCount: 3, state: 'open', createdAt: 1, updatedAt: 2, stemText: 'x', tags: ['a'] };
    expect(changedFields(undefined, record)).toEqual({ before: null, after: { name: 'Welding', tags: ['a'] } });
    expect(changedFields(record, undefined)).toEqual({ before: { name: 'Welding', tags: ['a'] }, after: null });
  });

  it('says nothing when nothing a record shows has changed (a password reset, a counter moving)', () => {
    expect(changedFields({ name: 'A', userCount: 1 }, { name: 'A', userCount: 2 })).toEqual({ before: null, after: null });
    expect(changedFields(undefined, undefined)).toEqual({ before: null, after: null });
  });

  it('hides passwords, hashes, tokens and answer keys on both sides, at any depth, while saying they changed', () => {
    const before = {
      password: 'p1',
      passwordHash: '$argon2id$a',
      tokenHash: 'h1',
      answer: ['B'],
      explanation: 'B because',
      nested: { newPass: 'x', score: 1 },
    };
    const after = {
      password: 'p2',
      passwordHash: '$argon2id$b',
      tokenHash: 'h2',
      answer: ['C'],
      explanation: 'C because',
      nested: { newPass: 'y', score: 2 },
    };
    const kept = changedFields(before, after);
    expect(kept.before).toEqual({
      password: AUDIT_HIDDEN,
      passwordHash: AUDIT_HIDDEN,
      tokenHash: AUDIT_HIDDEN,
      answer: AUDIT_HIDDEN,
      explanation: AUDIT_HIDDEN,
      nested: { newPass: AUDIT_HIDDEN, score: 1 },
    });
    expect(JSON.stringify(kept)).not.toMatch(/p1|p2|argon|h1|h2|\["[BC]"\]|because|"x"|"y"/);
    // A pass mark is not a password.
    expect(changedFields({ passScore: 6, passed: 0 }, { passScore: 7, passed: 1 })).toEqual({
      before: { passScore: 6, passed: 0 },
      after: { passScore: 7, passed: 1 },
    });
  });

  it('cuts long text and summarises large lists, so a rich-text stem or a paper of 100 items stays small', () => {
    expect(keptValue('x'.repeat(1000))).toBe(`${'x'.repeat(300)}…`);
    expect(keptValue(Array.from({ length: 500 }, (_, i) => ({ questionId: i, score: 2 })))).toBe('[500 items]');
    expect(keptValue([1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('names a record by its name, title or role name, with the username where it has one', () => {
    expect(labelOf({ name: 'Alice Arcwelder', username: 'S000001' })).toBe('Alice Arcwelder (S000001)');
    expect(labelOf({ title: 'Exam rules' })).toBe('Exam rules');
    expect(labelOf({ username: 'admin', nickName: 'admin' })).toBe('admin');
    expect(labelOf({ stemText: 'y'.repeat(200) })).toHaveLength(121);
    expect(labelOf(undefined)).toBe('');
  });
});
