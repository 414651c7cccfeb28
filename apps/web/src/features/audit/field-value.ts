import { formatSecond } from '../../lib/time-format';

/** Moments are epoch milliseconds in fields named …At (startsAt, deadlineAt): shown in the viewer's zone. */
const isMoment = (name: string, value: unknown): value is number => /At$/.test(name) && typeof value === 'number' && value > 1e11;

/** A recorded field's value as text: empty as a dash, moments in local time, short lists joined, the rest as JSON. */
export function fieldText(name: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isMoment(name, value)) return formatSecond(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.length === 0 ? '—' : value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface FieldChange {
  name: string;
  before: unknown;
  after: unknown;
}

/** The fields of a record's before and after, side by side, in the order they were recorded. */
export function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.map((name) => ({ name, before: before?.[name] ?? null, after: after?.[name] ?? null }));
}
