import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from './icon';
import { TONE_ICONS, type Tone } from './tone-icons';
import './plain.css';

interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  type: Tone;
  title: ReactNode;
  description?: ReactNode;
  /** A button beside the text (retry). */
  action?: ReactNode;
  /** Full width across the top of a page, without a frame. */
  banner?: boolean;
  icon?: IconDefinition;
}

/**
 * A message in a coloured box. Warnings and errors are announced at once (role="alert"), the
 * rest politely (role="status"); a caller may choose otherwise.
 */
export function Alert({ type, title, description, action, banner, icon, className, role, ...rest }: AlertProps) {
  const classes = ['kx-alert', `kx-alert-${type}`];
  if (banner) classes.push('kx-alert-banner');
  if (description) classes.push('kx-alert-has-description');
  if (className) classes.push(className);
  return (
    <div {...rest} className={classes.join(' ')} role={role ?? (type === 'error' || type === 'warning' ? 'alert' : 'status')}>
      <Icon icon={icon ?? TONE_ICONS[type]} />
      <div className="kx-alert-body">
        <div className="kx-alert-title">{title}</div>
        {description && <div className="kx-alert-description">{description}</div>}
      </div>
      {action && <div className="kx-alert-action">{action}</div>}
    </div>
  );
}
