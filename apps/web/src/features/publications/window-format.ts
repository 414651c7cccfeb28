import dayjs from 'dayjs';

/** A moment as the list shows it, in the viewer's time zone. */
export const formatMoment = (epochMs: number) => dayjs(epochMs).format('YYYY-MM-DD HH:mm');

/** A window: the end's date is left out when it is the start's. */
export function formatWindow(startsAt: number, endsAt: number): string {
  const start = dayjs(startsAt);
  const end = dayjs(endsAt);
  return `${start.format('YYYY-MM-DD HH:mm')} – ${end.isSame(start, 'day') ? end.format('HH:mm') : end.format('YYYY-MM-DD HH:mm')}`;
}

/** The viewer's time zone, named in the window column's heading. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const ISO_MOMENT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})/g;

/** A log entry's detail names moments in UTC ISO form; the viewer reads them in their own zone. */
export const localiseMoments = (detail: string) => detail.replace(ISO_MOMENT, (iso) => formatMoment(Date.parse(iso)));
