import { Badge, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LiveSocketStatus } from '../../lib/live-socket';
import { useServerNow } from '../../lib/use-server-now';
import type { LiveSummary } from './live-rows';

const BADGE: Record<LiveSocketStatus, 'processing' | 'warning' | 'default' | 'error'> = {
  live: 'processing',
  reconnecting: 'warning',
  connecting: 'default',
  refused: 'error',
};

/** Whether pushes are arriving: "Live", or "Reconnecting…" while the channel is down. */
export function ConnectionBadge({ state }: { state: LiveSocketStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      className={`live-connection live-connection-${state}`}
      status={BADGE[state]}
      text={t(`live.connection.${state}`)}
      data-testid="live-connection"
    />
  );
}

function ServerClock({ offset }: { offset: number }) {
  const serverNow = useServerNow(offset);
  return <>{dayjs(serverNow).format('HH:mm:ss')}</>;
}

const COUNTS = ['candidates', 'online', 'inProgress', 'submitted', 'expired', 'notStarted', 'events'] as const;

/** The counts over every candidate of the exam (not only the filtered rows) and the server's clock. */
export function LiveSummaryBar({ summary, offset }: { summary: LiveSummary; offset: number }) {
  const { t } = useTranslation();
  return (
    <div className="live-summary" data-testid="live-summary">
      {COUNTS.map((key) => (
        <Statistic key={key} className={`live-summary-${key}`} title={t(`live.summary.${key}`)} value={summary[key]} />
      ))}
      <Statistic className="live-summary-clock" title={t('live.summary.serverTime')} valueRender={() => <ServerClock offset={offset} />} />
    </div>
  );
}
