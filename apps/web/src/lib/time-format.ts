import dayjs from 'dayjs';

/** Exam times are shown in the viewer's own time zone, to the minute … */
export const formatMinute = (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm');

/** … or to the second where the order of events matters (the proctor's logs). */
export const formatSecond = (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm:ss');

/** An exam's window: "2025-06-01 09:00 – 11:00" within one day, both dates otherwise. */
export function formatWindow(startsAt: number, endsAt: number): string {
  const start = dayjs(startsAt);
  const end = dayjs(endsAt);
  return `${formatMinute(startsAt)} – ${end.format(start.isSame(end, 'day') ? 'HH:mm' : 'YYYY-MM-DD HH:mm')}`;
}

/** The viewer's time zone (IANA name). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone named with its offset, so nobody has to guess: "Europe/Berlin (UTC+02:00)". */
export function timeZoneLabel(at: number = Date.now()): string {
  const offset = `UTC${dayjs(at).format('Z')}`;
  const zone = viewerTimeZone();
  return zone ? `${zone} (${offset})` : offset;
}

const ISO_MOMENT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})/g;

/** A log entry's detail is language-neutral, with moments in UTC ISO form; the viewer reads them in their own zone. */
export const localiseMoments = (detail: string, format: (at: number) => string = formatMinute) =>
  detail.replace(ISO_MOMENT, (iso) => format(Date.parse(iso)));
