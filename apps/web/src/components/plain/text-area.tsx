import { type TextareaHTMLAttributes, useLayoutEffect, useRef } from 'react';
import './plain.css';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  value: string;
  maxLength: number;
  /** Grows with its text between these many rows. */
  minRows?: number;
  maxRows?: number;
}

/** A text area that grows with its text and shows how much of the limit is used. */
export function TextArea({ value, maxLength, minRows = 3, maxRows = 10, className, ...rest }: TextAreaProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = area.current!;
    const style = getComputedStyle(element);
    const line = parseFloat(style.lineHeight) || 22;
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) || 0;
    const borders = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth) || 0;
    element.style.height = 'auto';
    const wanted = Math.min(Math.max(element.scrollHeight, minRows * line + padding), maxRows * line + padding) + borders;
    element.style.height = `${wanted}px`;
  }, [value, minRows, maxRows]);
  return (
    <span className="kx-textarea-wrap">
      <textarea {...rest} ref={area} value={value} maxLength={maxLength} className={`kx-textarea${className ? ` ${className}` : ''}`} />
      <span className="kx-textarea-count" aria-hidden="true">
        {value.length} / {maxLength}
      </span>
    </span>
  );
}
