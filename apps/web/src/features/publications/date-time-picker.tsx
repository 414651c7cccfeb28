import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { toMinute } from './publication-values';

interface DateTimePickerProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  'aria-label'?: string;
}

/** A date and time to the minute, in the viewer's time zone; the form value is epoch milliseconds. */
export function DateTimePicker({ value, onChange, id, 'aria-label': label }: DateTimePickerProps) {
  return (
    <DatePicker
      id={id}
      aria-label={label}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      style={{ width: '100%' }}
      value={value == null ? null : dayjs(value)}
      onChange={(date) => onChange?.(date ? toMinute(date.valueOf()) : null)}
    />
  );
}
