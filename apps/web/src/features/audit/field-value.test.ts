import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fieldChanges, fieldText } from './field-value';

describe('a recorded field as the audit screen shows it', () => {
  it('shows moments in the local time zone, to the second', () => {
    const at = Date.UTC(2030, 2, 4, 9, 0, 5);
    expect(fieldText('deadlineAt', at)).toBe(dayjs(at).format('YYYY-MM-DD HH:mm:ss'));
    // A number that is not a moment stays a number.
    expect(fieldText('extraMs', 300000)).toBe('300000');
  });

  it('joins short lists, writes objects as JSON and empty values as a dash', () => {
    expect(fieldText('roles', ['SUPER', 'TEACHER'])).toBe('SUPER, TEACHER');
    expect(fieldText('roles', [])).toBe('—');
    expect(fieldText('items', [{ questionId: 1 }])).toBe('[{"questionId":1}]');
    expect(fieldText('noticeId', null)).toBe('—');
    expect(fieldText('locked', 0)).toBe('0');
  });

  it('pairs before and after by field, a side without the field reading as empty', () => {
    expect(fieldChanges({ name: 'A', code: 'X' }, { name: 'B' })).toEqual([
      { name: 'name', before: 'A', after: 'B' },
      { name: 'code', before: 'X', after: null },
    ]);
    expect(fieldChanges(null, { name: 'B' })).toEqual([{ name: 'name', before: null, after: 'B' }]);
    expect(fieldChanges(null, null)).toEqual([]);
  });
});
