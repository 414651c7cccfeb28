import type { PublicationLogEntry } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSecond, localiseMoments } from '../../lib/time-format';
import { listPublicationLog } from './api';

export const publicationLogKey = (publicationId: number | undefined) => ['publicationLog', publicationId] as const;

/** The publication's audit trail, newest first: extensions, extra time, messages, forced submissions, re-entries. */
export function LogDrawer({ publication, onClose }: { publication: { publicationId: number; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const log = useQuery({
    queryKey: publicationLogKey(publication?.publicationId),
    queryFn: () => listPublicationLog(publication!.publicationId),
    enabled: publication !== null,
    staleTime: 0,
  });
  return (
    <Drawer
      maskClosable
      className="live-log-drawer"
      open={publication !== null}
      onClose={onClose}
      title={publication ? t('live.log.title', { name: publication.name }) : ''}
      width="min(1000px, 100vw)"
    >
      <Table<PublicationLogEntry>
        rowKey={(entry) => `${entry.at}-${entry.action}-${entry.attemptId ?? ''}`}
        size="small"
        loading={log.isLoading}
        dataSource={log.data ?? []}
        pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t('live.log.empty') }}
        scroll={{ x: 900 }}
        columns={[
          { title: t('live.log.at'), dataIndex: 'at', width: 170, render: formatSecond },
          { title: t('live.log.actor'), dataIndex: 'actorName', width: 110 },
          {
            title: t('live.log.action'),
            dataIndex: 'action',
            width: 140,
            render: (action: string) => t(`live.logActions.${action}`, { defaultValue: action }),
          },
          {
            title: t('live.log.candidate'),
            key: 'candidate',
            width: 150,
            render: (_, entry) => entry.studentName ?? (entry.action === 'message' ? t('live.log.everyone') : '—'),
          },
          { title: t('live.log.reason'), dataIndex: 'reason', width: 180 },
          { title: t('live.log.detail'), dataIndex: 'detail', render: (detail: string) => localiseMoments(detail, formatSecond) },
        ]}
      />
    </Drawer>
  );
}
