import { useId } from 'react';
import './plain.css';

interface SegmentedProps<V extends string> {
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  label: string;
}

/** A switch between a few choices, side by side: radio buttons underneath, so keys and screen readers treat it as one choice. */
export function Segmented<V extends string>({ value, options, onChange, label }: SegmentedProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="kx-segmented">
      {options.map((option) => (
        <label key={option.value}>
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}
