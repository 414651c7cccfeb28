import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * Which moment of the chosen day the form stores: its start (an opening date), or its last
 * millisecond (a closing date, so that the day itself is still inside the window: a batch that
 * "closes on 2026-12-20" takes applications all that day, in the viewer's time zone).
 */
export type DayEdge = 'start' | 'end';

export const momentOfDay = (date: Dayjs, edge: DayEdge) => (edge === 'end' ? date.endOf('day') : date.startOf('day')).valueOf();

/** A date picker whose form value is epoch milliseconds (or null), as the API stores dates. */
export function EpochDatePicker({
  value,
  onChange,
  id,
  edge = 'start',
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  edge?: DayEdge;
}) {
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      value={value == null ? null : dayjs(value)}
      onChange={(date) => onChange?.(date ? momentOfDay(date, edge) : null)}
    />
  );
}

export const formatDate = (value: number | null | undefined) => (value == null ? '' : dayjs(value).format('YYYY-MM-DD'));
