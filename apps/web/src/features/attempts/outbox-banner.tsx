import CloudUploadOutlined from '@ant-design/icons-svg/es/asn/CloudUploadOutlined';
import DisconnectOutlined from '@ant-design/icons-svg/es/asn/DisconnectOutlined';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/plain/alert';
import type { QueueSnapshot } from './answer-queue';

/** Each save takes a moment; the "sending" banner appears only when sending lasts longer, so clicks do not make it flicker. */
const SENDING_BANNER_DELAY_MS = 1500;

function useLasting(active: boolean, delayMs: number) {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setLasted(true), delayMs);
    return () => {
      clearTimeout(timer);
      setLasted(false);
    };
  }, [active, delayMs]);
  return active && lasted;
}

/** Says plainly where the candidate's answers are: waiting offline, being sent, or refused because the exam ended. */
export function OutboxBanner({ snapshot }: { snapshot: QueueSnapshot }) {
  const { t } = useTranslation();
  const count = snapshot.waiting;
  const offline = !snapshot.online || snapshot.failing;
  const slowSending = useLasting(count > 0 && !offline, SENDING_BANNER_DELAY_MS);
  const banner = (type: 'error' | 'warning' | 'info', icon: IconDefinition, message: string) => (
    <Alert banner type={type} icon={icon} title={message} data-testid="outbox-banner" role="none" />
  );
  const current = () => {
    if (snapshot.closed) return banner('error', StopOutlined, t('exam.banner.closed'));
    if (offline)
      return banner('warning', DisconnectOutlined, count > 0 ? t('exam.banner.offline', { count }) : t('exam.banner.offlineEmpty'));
    if (slowSending) return banner('info', CloudUploadOutlined, t('exam.banner.sending', { count }));
    return null;
  };
  // The live region stays in the page, so each change of the banner is announced.
  return (
    <div role="status" className="kx-banner-slot">
      {current()}
    </div>
  );
}
