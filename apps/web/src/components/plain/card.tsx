import { type HTMLAttributes, type ReactNode, useId } from 'react';
import './plain.css';

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Beside the title, at the right (a time zone, a status). */
  extra?: ReactNode;
  size?: 'default' | 'small';
  /** The heading level of the title in the page's outline. */
  level?: 2 | 3;
}

/** A white panel with an optional titled head; a titled card is a region named by its title. */
export function Card({ title, extra, size = 'default', level = 2, className, children, ...rest }: CardProps) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const classes = ['kx-card'];
  if (size === 'small') classes.push('kx-card-small');
  if (className) classes.push(className);
  return (
    <section {...rest} className={classes.join(' ')} aria-labelledby={title ? titleId : undefined}>
      {(title || extra) && (
        <div className="kx-card-head">
          {title && (
            <Heading className="kx-card-title" id={titleId}>
              {title}
            </Heading>
          )}
          {extra && <div className="kx-card-extra">{extra}</div>}
        </div>
      )}
      <div className="kx-card-body">{children}</div>
    </section>
  );
}
