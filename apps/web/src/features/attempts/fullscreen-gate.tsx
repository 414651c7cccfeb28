import ExpandOutlined from '@ant-design/icons-svg/es/asn/ExpandOutlined';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/plain/button';
import { Icon } from '../../components/plain/icon';
import { keepTabInside, useModalLayer } from '../../components/plain/modal-stack';
import { ResultPanel } from '../../components/plain/result-panel';

/** Covers the questions until the candidate is in full screen, when the publication requires it. */
export function FullscreenGate({ left, onEnter }: { left: boolean; onEnter: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useModalLayer(layer, button);
  return createPortal(
    <div
      ref={layer}
      className="kx-fullscreen-gate kx-plain"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => keepTabInside(event, layer.current!)}
    >
      <ResultPanel
        icon={ExpandOutlined}
        status={left ? 'warning' : 'info'}
        level={2}
        title={<span id={titleId}>{t('exam.integrity.fullscreenTitle')}</span>}
        subTitle={left ? t('exam.integrity.fullscreenLeft') : t('exam.integrity.fullscreenText')}
        extra={
          <Button ref={button} variant="primary" size="large" icon={<Icon icon={ExpandOutlined} />} onClick={onEnter}>
            {left ? t('exam.integrity.backToFullscreen') : t('exam.integrity.enterFullscreen')}
          </Button>
        }
      />
    </div>,
    document.body,
  );
}
