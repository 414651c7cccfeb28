import type { ReactNode } from 'react';
import './plain.css';

interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
}

interface ChoiceGroupProps<V extends string> {
  /** radio: one value; checkbox: any number. */
  kind: 'radio' | 'checkbox';
  /** Groups the radio buttons (arrow keys move between them). */
  name: string;
  options: readonly ChoiceOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  disabled?: boolean;
  /** The group's accessible name (a question's number). */
  label?: string;
  /** Answer style: each option a framed row, the chosen one tinted. */
  framed?: boolean;
}

/**
 * Real radio buttons or checkboxes in a labelled group: clicking the text chooses, Tab and the
 * arrow keys work as the browser's own controls do. A checkbox group reports values in the
 * options' order.
 */
export function ChoiceGroup<V extends string>({ kind, name, options, value, onChange, disabled, label, framed }: ChoiceGroupProps<V>) {
  const toggle = (option: V, checked: boolean) => {
    if (kind === 'radio') return onChange([option]);
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <div
      role={kind === 'radio' ? 'radiogroup' : 'group'}
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={`kx-choices${framed ? ' kx-choices-answer' : ''}`}
    >
      {options.map((option) => (
        <Choice
          key={option.value}
          kind={kind}
          name={name}
          checked={value.includes(option.value)}
          disabled={disabled}
          onChange={(checked) => toggle(option.value, checked)}
        >
          {option.label}
        </Choice>
      ))}
    </div>
  );
}

interface ChoiceProps {
  kind?: 'radio' | 'checkbox';
  name?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** One radio button or checkbox with its text as the label. */
export function Choice({ kind = 'checkbox', name, checked, disabled, onChange, children }: ChoiceProps) {
  const classes = ['kx-choice'];
  if (checked) classes.push('kx-choice-checked');
  if (disabled) classes.push('kx-choice-disabled');
  return (
    <label className={classes.join(' ')}>
      <input type={kind} name={name} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span className="kx-choice-label">{children}</span>
    </label>
  );
}
