import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../lib/time-format';
import type { HoldView } from './marking-logic';

/** Whose attempt this is right now: ours to score, or another examiner's (read-only) and until when. */
export function HoldBanner({ view, onRetry }: { view: HoldView; onRetry: () => void }) {
  const { t } = useTranslation();
  if (view.kind === 'pending') return null;
  if (view.kind === 'mine') {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="hold-banner"
        message={view.hold ? t('marking.read.heldByYou', { until: formatMinute(view.hold.expiresAt) }) : t('marking.read.notHeld')}
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="hold-banner"
      message={
        view.hold
          ? t('marking.read.heldByOther', { name: view.hold.examinerName, until: formatMinute(view.hold.expiresAt) })
          : t('marking.read.refused')
      }
      description={view.hold ? undefined : view.message}
      action={<Button onClick={onRetry}>{t('marking.read.retryHold')}</Button>}
    />
  );
}
