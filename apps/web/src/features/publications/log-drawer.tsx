import type { PublicationLogEntry, PublicationRecord } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Grid, Spin, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMinute, localiseMoments } from '../../lib/time-format';
import { listPublicationLog } from './api';

/** The recorded changes of one publication (extensions, extra time, withdrawal…), newest first. */
export function LogDrawer({ record, onClose }: { record: PublicationRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const id = record?.publicationId ?? null;
  const log = useQuery({ queryKey: ['publications', 'log', id], queryFn: () => listPublicationLog(id!), enabled: id !== null });
  const entries = [...(log.data ?? [])].sort((a, b) => b.at - a.at);
  return (
    <Drawer
      maskClosable
      open={record !== null}
      title={t('publication.logTitle', { name: record?.name ?? '' })}
      onClose={onClose}
      width={screens.md ? 560 : '100%'}
      destroyOnHidden
      className="publication-log-drawer"
    >
      {log.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('common.loadFailed')}
          action={<Button onClick={() => log.refetch()}>{t('common.retry')}</Button>}
        />
      ) : log.isPending ? (
        <Spin />
      ) : entries.length === 0 ? (
        <Empty description={t('publication.logEmpty')} />
      ) : (
        <Timeline items={entries.map((entry, index) => ({ key: `${entry.at}-${index}`, children: <LogEntry entry={entry} /> }))} />
      )}
    </Drawer>
  );
}

function LogEntry({ entry }: { entry: PublicationLogEntry }) {
  const { t } = useTranslation();
  return (
    <div className="publication-log-entry">
      <Typography.Text strong>{t(`publication.logActions.${entry.action}`, { defaultValue: entry.action })}</Typography.Text>
      <Typography.Text
        type="secondary"
        className="publication-log-when"
      >{`${formatMinute(entry.at)} · ${entry.actorName}`}</Typography.Text>
      {entry.studentName && <div>{t('publication.logStudent', { name: entry.studentName })}</div>}
      {entry.detail && <div>{localiseMoments(entry.detail)}</div>}
      {entry.reason && <div>{t('publication.logReason', { reason: entry.reason })}</div>}
    </div>
  );
}
