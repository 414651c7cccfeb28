import type { IntegrityEvent, LiveCandidate } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSecond } from '../../lib/time-format';
import { listAttemptEvents } from './api';

/** One candidate's integrity events, newest first. */
export function EventsDrawer({ candidate, onClose }: { candidate: LiveCandidate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const attemptId = candidate?.attemptId ?? null;
  const events = useQuery({
    // The row's latest event moves with every one kept (the count does not for a departure's
    // second report): it is part of the key so the list follows.
    queryKey: ['attemptEvents', attemptId, candidate?.lastEventAt],
    queryFn: () => listAttemptEvents(attemptId!),
    enabled: attemptId !== null,
  });
  const rows = [...(events.data ?? [])].sort((a, b) => b.at - a.at);
  return (
    <Drawer
      maskClosable
      className="live-events-drawer"
      open={candidate !== null}
      onClose={onClose}
      title={candidate ? t('live.eventsTitle', { name: `${candidate.name} (${candidate.username})` }) : ''}
      width={520}
    >
      <Table<IntegrityEvent>
        rowKey={(event) => `${event.at}-${event.kind}`}
        size="small"
        loading={events.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('live.noEvents') }}
        columns={[
          { title: t('live.eventAt'), dataIndex: 'at', width: 190, render: formatSecond },
          { title: t('live.eventKind'), dataIndex: 'kind', render: (kind: IntegrityEvent['kind']) => t(`live.eventKinds.${kind}`) },
        ]}
      />
    </Drawer>
  );
}
