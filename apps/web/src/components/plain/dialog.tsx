import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Icon } from './icon';
import { keepTabInside, useModalLayer } from './modal-stack';
import './plain.css';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the close button and this: present only while the dialog may be dismissed. */
  onClose?: () => void;
  footer?: ReactNode;
  children: ReactNode;
  width?: number;
  className?: string;
  /** A class on the backdrop (print rules use it). */
  rootClassName?: string;
}

/**
 * A modal dialog: focus moves into it when it opens and back where it was when it closes, Tab
 * stays inside it, Escape closes it when it may be closed, and the page behind is inert.
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? createPortal(<OpenDialog {...props} />, document.body) : null;
}

function OpenDialog({ title, onClose, footer, children, width, className, rootClassName }: Omit<DialogProps, 'open'>) {
  const { t } = useTranslation();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useModalLayer(root, dialog);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    keepTabInside(event, dialog.current!);
  };

  return (
    <div ref={root} className={`kx-dialog-root${rootClassName ? ` ${rootClassName}` : ''}`}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`kx-dialog${className ? ` ${className}` : ''}`}
        style={width ? { maxWidth: width } : undefined}
        onKeyDown={onKeyDown}
      >
        <div className="kx-dialog-head">
          <h2 className="kx-dialog-title" id={titleId}>
            {title}
          </h2>
          {onClose && (
            <Button
              variant="text"
              className="kx-dialog-close"
              aria-label={t('common.close')}
              icon={<Icon icon={CloseOutlined} />}
              onClick={onClose}
            />
          )}
        </div>
        <div className="kx-dialog-body">{children}</div>
        {footer && <div className="kx-dialog-foot">{footer}</div>}
      </div>
    </div>
  );
}
