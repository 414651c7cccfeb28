import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from './spinner';
import './plain.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: 'default' | 'primary' | 'text';
  danger?: boolean;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  /** Busy: a spinner replaces the icon and the button takes no clicks. */
  loading?: boolean;
  icon?: ReactNode;
  /** A form's submit button; every other button is type="button". */
  submit?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A real <button> in the console's look (Ant Design's default, primary and text buttons). */
export function Button({
  variant = 'default',
  danger,
  size = 'middle',
  block,
  loading,
  icon,
  submit,
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['kx-btn', `kx-btn-${variant}`];
  if (danger) classes.push('kx-btn-danger');
  if (size !== 'middle') classes.push(`kx-btn-${size}`);
  if (block) classes.push('kx-btn-block');
  if (loading) classes.push('kx-btn-busy');
  if (className) classes.push(className);
  return (
    <button
      {...rest}
      type={submit ? 'submit' : 'button'}
      className={classes.join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size="small" /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}
