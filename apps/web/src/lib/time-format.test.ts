import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatSecond, formatWindow, localiseMoments } from './time-format';

const at = (text: string) => dayjs(text).valueOf();

describe('an exam window', () => {
  it('leaves out the end date on the same day', () => {
    expect(formatWindow(at('2030-05-20T09:00'), at('2030-05-20T11:30'))).toBe('2030-05-20 09:00 – 11:30');
  });
  it('names the end date when the window runs over midnight', () => {
    expect(formatWindow(at('2030-05-20T22:00'), at('2030-05-21T01:00'))).toBe('2030-05-20 22:00 – 2030-05-21 01:00');
  });
});

describe('moments in a log detail', () => {
  it("shows the server's UTC moments in the viewer's time zone and keeps the rest", () => {
    const from = Date.UTC(2030, 4, 20, 10, 0);
    const to = Date.UTC(2030, 4, 20, 11, 30);
    const detail = `${new Date(from).toISOString()} → ${new Date(to).toISOString()}`;
    expect(localiseMoments(detail)).toBe(`${dayjs(from).format('YYYY-MM-DD HH:mm')} → ${dayjs(to).format('YYYY-MM-DD HH:mm')}`);
    expect(localiseMoments('+10 min → 2030-05-20T11:30:00Z')).toBe(`+10 min → ${dayjs(to).format('YYYY-MM-DD HH:mm')}`);
  });
  it('shows them to the second where asked', () => {
    const local = dayjs(Date.UTC(2026, 10, 22, 5, 6, 4)).format('YYYY-MM-DD HH:mm:ss');
    expect(localiseMoments('+10 min → 2026-11-22T05:06:04.872Z', formatSecond)).toBe(`+10 min → ${local}`);
  });
  it('leaves a detail without moments as it is', () => expect(localiseMoments('battery died')).toBe('battery died'));
});
