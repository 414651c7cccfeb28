import dayjs from 'dayjs';

/** Exam times are shown in the candidate's own time zone, and the zone is named so nobody guesses. */
export function timeZoneLabel(at: number = Date.now()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = `UTC${dayjs(at).format('Z')}`;
  return zone ? `${zone} (${offset})` : offset;
}

export const formatTime = (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm');

/** "2025-06-01 09:00 – 11:00" within one day, both dates otherwise. */
export function formatWindow(startsAt: number, endsAt: number): string {
  const start = dayjs(startsAt);
  const end = dayjs(endsAt);
  return `${start.format('YYYY-MM-DD HH:mm')} – ${end.format(start.isSame(end, 'day') ? 'HH:mm' : 'YYYY-MM-DD HH:mm')}`;
}
