import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './plain.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label; also the input's accessible name. */
  label: ReactNode;
  /** A refusal to show under the input (marks it invalid for assistive technology). */
  error?: ReactNode;
  /** A hint under the input while there is no error. */
  help?: ReactNode;
  /** Content at the input's end, inside the row (a captcha image, a button). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input in the console's look, with its error or hint under it (Ant Design's form item). */
export function TextField({ label, error, help, addon, id, className, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const noteId = `${inputId}-note`;
  const note = error ?? help;
  return (
    <div className={['kx-field', error ? 'kx-field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="kx-field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="kx-field-row">
        <input
          {...rest}
          id={inputId}
          className="kx-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
        />
        {addon}
      </div>
      {note && (
        <div id={noteId} className={error ? 'kx-field-error' : 'kx-field-help'} role={error ? 'alert' : undefined}>
          {note}
        </div>
      )}
    </div>
  );
}
