/**
 * How the dashboard writes times and rates. Relative times and durations come from Intl in the
 * reader's language, so they need no text of their own; both are measured on the server's clock.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "in 5 minutes", "in 3 hours", "in 2 days" (or "5 minutes ago"), the unit chosen by the distance. */
export function relativeTime(target: number, serverNow: number, lang: string): string {
  const diff = target - serverNow;
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const distance = Math.abs(diff);
  if (distance < HOUR) return format.format(Math.round(diff / MINUTE), 'minute');
  if (distance < 2 * DAY) return format.format(Math.round(diff / HOUR), 'hour');
  return format.format(Math.round(diff / DAY), 'day');
}

/** An exam's length: "45 min", "2 hr", "1 hr 30 min" (in the reader's language). */
export function durationText(ms: number, lang: string): string {
  const totalMinutes = Math.max(0, Math.round(ms / MINUTE));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (hours === 0) return unit(minutes, 'minute');
  return minutes === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}

/** 0.625 → 62.5 (a chart value in percent, one decimal); null stays null (nobody sat). */
export const percentValue = (rate: number | null): number | null => (rate === null ? null : Math.round(rate * 1000) / 10);

/** 0.625 → "62.5%"; null → "—". */
export const percentText = (rate: number | null): string => (rate === null ? '—' : `${percentValue(rate)}%`);
