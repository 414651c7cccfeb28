import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { momentOfDay } from './epoch-date-picker';

describe('EpochDatePicker', () => {
  it('keeps a closing day inside the window: its last millisecond, not its midnight', () => {
    const day = dayjs('2026-12-20T10:30:00');
    expect(momentOfDay(day, 'start')).toBe(dayjs('2026-12-20T00:00:00').valueOf());
    expect(momentOfDay(day, 'end')).toBe(dayjs('2026-12-20T23:59:59.999').valueOf());
  });
});
