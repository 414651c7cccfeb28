import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** A date picker whose form value is epoch milliseconds (or null), as the API stores dates. */
export function EpochDatePicker({
  value,
  onChange,
  id,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      value={value == null ? null : dayjs(value)}
      onChange={(date) => onChange?.(date ? date.startOf('day').valueOf() : null)}
    />
  );
}

export const formatDate = (value: number | null | undefined) => (value == null ? '' : dayjs(value).format('YYYY-MM-DD'));
