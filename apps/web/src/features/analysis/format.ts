/**
 * How the analysis screens write numbers: rates as percentages with one decimal, scores without
 * trailing ".0" noise, durations as h:mm:ss, and "—" where there is nothing to show (nobody sat).
 */
export const NONE = '—';

/** 0.625 → "62.5%"; null → "—". */
export const formatPercent = (rate: number | null | undefined): string =>
  rate === null || rate === undefined || !Number.isFinite(rate) ? NONE : `${(rate * 100).toFixed(1)}%`;

/** At most two decimals, none when they are zero: 12 → "12", 12.5 → "12.5", 12.3333 → "12.33". */
export const formatScore = (score: number | null | undefined): string =>
  score === null || score === undefined || !Number.isFinite(score) ? NONE : String(Math.round(score * 100) / 100);

/** A coefficient (discrimination, correlation) with two decimals: -0.123 → "-0.12". */
export const formatCoefficient = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? NONE : (Math.round(value * 100) / 100 || 0).toFixed(2);

/** Milliseconds → "h:mm:ss" (a whole exam fits in hours; seconds are rounded down). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Option key → count as "A 12 · B 40", keys in order; "—" when nobody chose anything. */
export function formatOptionCounts(counts: Record<string, number>): string {
  const keys = Object.keys(counts).sort();
  return keys.length === 0 ? NONE : keys.map((key) => `${key} ${counts[key]}`).join(' · ');
}

/** A rate as a chart value in percent with one decimal (ECharts draws null as a gap). */
export const percentValue = (rate: number | null): number | null => (rate === null ? null : Math.round(rate * 1000) / 10);
