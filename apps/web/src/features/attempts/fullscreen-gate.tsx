import { ExpandOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Covers the questions until the candidate is in full screen, when the publication requires it. */
export function FullscreenGate({ left, onEnter }: { left: boolean; onEnter: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="kx-fullscreen-gate" role="dialog" aria-modal="true" aria-label={t('exam.integrity.fullscreenTitle')}>
      <Result
        icon={<ExpandOutlined />}
        status={left ? 'warning' : 'info'}
        title={t('exam.integrity.fullscreenTitle')}
        subTitle={left ? t('exam.integrity.fullscreenLeft') : t('exam.integrity.fullscreenText')}
        extra={
          <Button type="primary" size="large" icon={<ExpandOutlined />} onClick={onEnter}>
            {left ? t('exam.integrity.backToFullscreen') : t('exam.integrity.enterFullscreen')}
          </Button>
        }
      />
    </div>
  );
}
