import { HistoryOutlined, NotificationOutlined } from '@ant-design/icons';
import type { LiveCandidate } from '@kaoshi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, type LiveAction } from './action-dialog';
import { listPublicationOptions } from '../../components/publication-picker/api';
import { EventsDrawer } from './events-drawer';
import { LiveFilterBar } from './live-filters';
import { filterCandidates, NO_FILTERS, summarize } from './live-rows';
import { ConnectionBadge, LiveSummaryBar } from './live-summary';
import { CheckInBox } from './check-in-box';
import { LiveTable } from './live-table';
import { LogDrawer, publicationLogKey } from './log-drawer';
import { orderPublications } from '../../components/publication-picker/publication-choice';
import { PublicationPicker } from '../../components/publication-picker/publication-picker';
import { usePublicationChoice } from '../../components/publication-picker/use-publication-choice';
import { liveViewKey, useLiveView } from './use-live-view';

/** The live view: pick an exam (kept in the address, usePublicationChoice), watch its candidates, act on them. */
export function LiveTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const options = useQuery({ queryKey: ['publicationOptions', 'live'], queryFn: listPublicationOptions });
  const ordered = useMemo(() => orderPublications(options.data ?? []), [options.data]);
  const { publicationId, choose } = usePublicationChoice(ordered, options.isSuccess);
  const publication = ordered.find((option) => option.publicationId === publicationId);

  const live = useLiveView(publicationId);
  const [filters, setFilters] = useState(NO_FILTERS);
  const summary = useMemo(() => summarize(live.rows), [live.rows]);
  const shown = useMemo(() => filterCandidates(live.rows, filters), [live.rows, filters]);

  const [action, setAction] = useState<LiveAction | null>(null);
  // Held by id: the drawer follows the row's live updates (the event count).
  const [eventsOf, setEventsOf] = useState<number | null>(null);
  const eventsCandidate = live.rows.find((row) => row.studentId === eventsOf) ?? null;
  const [logOpen, setLogOpen] = useState(false);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: liveViewKey(publicationId) });
    void queryClient.invalidateQueries({ queryKey: publicationLogKey(publicationId) });
  };

  return (
    <div className="live-tab">
      <div className="live-toolbar">
        <Space wrap>
          <PublicationPicker options={ordered} loading={options.isLoading} value={publicationId} onChange={choose} />
          {publication && <ConnectionBadge state={live.connection} />}
        </Space>
        {publication && (
          <Space wrap>
            <Button icon={<NotificationOutlined />} onClick={() => setAction({ kind: 'messageAll', candidate: null })}>
              {t('live.actions.messageAll')}
            </Button>
            <Button icon={<HistoryOutlined />} onClick={() => setLogOpen(true)}>
              {t('live.actions.log')}
            </Button>
          </Space>
        )}
      </div>
      {!publication ? (
        <Empty
          className="live-empty"
          description={options.isLoading ? t('common.loading') : ordered.length ? t('live.choosePublication') : t('live.noPublications')}
        />
      ) : (
        <>
          <CheckInBox publicationId={publication.publicationId} rows={live.rows} onCheckedIn={refresh} />
          <LiveSummaryBar summary={summary} offset={live.offset} />
          <LiveFilterBar filters={filters} onChange={setFilters} />
          {shown.length !== live.rows.length && (
            <Typography.Text type="secondary" className="live-shown">
              {t('live.shown', { shown: shown.length, total: live.rows.length })}
            </Typography.Text>
          )}
          <LiveTable
            rows={shown}
            loading={live.loading}
            offset={live.offset}
            onAction={(kind, row: LiveCandidate) => setAction({ kind, candidate: row })}
            onEvents={(row) => setEventsOf(row.studentId)}
          />
          <ActionDialog action={action} publication={publication} onClose={() => setAction(null)} onDone={refresh} />
          <EventsDrawer candidate={eventsCandidate} onClose={() => setEventsOf(null)} />
          <LogDrawer publication={logOpen ? publication : null} onClose={() => setLogOpen(false)} />
        </>
      )}
    </div>
  );
}
