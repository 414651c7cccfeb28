import type { ExamStatus, LiveCandidate } from '@kaoshi/contracts';
import { Badge, Button, Progress, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { countdownLevel, type CountdownStyle, formatCountdown } from '../../lib/server-clock';
import { formatSecond } from '../../lib/time-format';
import { useServerNow } from '../../lib/use-server-now';
import { timeLeftMs } from './live-time';

const STATUS_COLOR: Record<ExamStatus, string> = { 0: 'green', 1: 'gold', 2: 'blue', 3: 'default', 4: 'geekblue', 5: 'volcano' };

export function StatusTag({ status }: { status: ExamStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]}>{t(`live.status.${status}`)}</Tag>;
}

/** A dot and a word; offline rows say when the candidate was last heard from. */
export function OnlineCell({ row }: { row: LiveCandidate }) {
  const { t } = useTranslation();
  const badge = (
    <Badge
      status={row.online ? 'success' : 'default'}
      text={t(row.online ? 'live.onlineState.online' : 'live.onlineState.offline')}
      className="live-online"
    />
  );
  if (row.online || row.lastSeenAt === null) return badge;
  return <Tooltip title={`${t('live.column.lastSeen')}: ${formatSecond(row.lastSeenAt)}`}>{badge}</Tooltip>;
}

export function ProgressCell({ row }: { row: LiveCandidate }) {
  const percent = row.questionCount > 0 ? Math.round((row.answeredCount / row.questionCount) * 100) : 0;
  return (
    <div className="live-progress">
      <span className="live-progress-count">
        {row.answeredCount}/{row.questionCount}
      </span>
      <Progress percent={percent} showInfo={false} size="small" />
    </div>
  );
}

/** The proctor's table lets the hours run on: 1:05:09, 26:00:00. */
const TIME_LEFT_STYLE: CountdownStyle = { dayLabel: false, padHours: false };

/** Counts down by the server's clock; the last five minutes in red. */
export function TimeLeftCell({ row, offset }: { row: LiveCandidate; offset: number }) {
  const { t } = useTranslation();
  const serverNow = useServerNow(offset);
  const left = timeLeftMs(row.deadlineAt, row.status, serverNow);
  if (left === null) return <span className="live-muted">—</span>;
  if (left === 0) return <span className="live-time-up">{t('live.timeUp')}</span>;
  return (
    <span className={countdownLevel(left) === 'normal' ? 'live-time' : 'live-time-low'}>{formatCountdown(left, TIME_LEFT_STYLE)}</span>
  );
}

/**
 * The event count, red when there are any; opens the list of events. Below it, the departures
 * the tab-switch limit is held to apart from reloads of the page, which never count as leaving.
 */
export function EventsCell({ row, onOpen }: { row: LiveCandidate; onOpen: () => void }) {
  const { t } = useTranslation();
  const any = row.eventCount > 0;
  return (
    <>
      <Button
        type="link"
        size="small"
        danger={any}
        className={any ? undefined : 'live-muted'}
        disabled={row.attemptId === null}
        onClick={onOpen}
        aria-label={t('live.eventsTitle', { name: row.name })}
      >
        {row.eventCount}
      </Button>
      {(row.departures > 0 || row.reloads > 0) && (
        <div className="live-event-split" data-testid="event-split">
          {row.departures > 0 && (
            <span className="live-event-departures">{t('live.eventSplit.departures', { count: row.departures })}</span>
          )}
          {row.reloads > 0 && <span className="live-muted">{t('live.eventSplit.reloads', { count: row.reloads })}</span>}
        </div>
      )}
    </>
  );
}
