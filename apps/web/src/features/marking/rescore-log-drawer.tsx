import type { RescoreLogEntry } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../lib/time-format';
import { listRescoreLog } from './api';

export const rescoreLogKey = (questionId: number | null) => ['rescoreLog', questionId] as const;

/** The corrections of one question's key, newest first, with each attempt's old and new score. */
export function RescoreLogDrawer({ questionId, onClose }: { questionId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const log = useQuery({ queryKey: rescoreLogKey(questionId), queryFn: () => listRescoreLog(questionId!), enabled: questionId !== null });
  const score = (value: number | null) => value ?? '—';
  return (
    <Drawer
      maskClosable
      open={questionId !== null}
      onClose={onClose}
      title={t('marking.log.title')}
      width={760}
      className="marking-log-drawer"
    >
      {log.isError && (
        <Alert
          type="error"
          showIcon
          message={t('common.loadFailed')}
          action={<Button onClick={() => log.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <Table<RescoreLogEntry>
        size="small"
        rowKey={(entry) => `${entry.at}-${entry.attemptId}`}
        dataSource={log.data ?? []}
        loading={log.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('marking.log.empty') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('marking.log.at'), dataIndex: 'at', render: (at: number) => formatMinute(at) },
          { title: t('marking.log.actor'), dataIndex: 'actorName' },
          { title: t('marking.log.candidate'), key: 'candidate', render: (_, entry) => `${entry.studentName} (${entry.username})` },
          {
            title: t('marking.log.change'),
            key: 'change',
            render: (_, entry) => `${entry.oldAnswer.join('')} → ${entry.newAnswer.join('')}`,
          },
          { title: t('marking.log.score'), key: 'score', render: (_, entry) => `${score(entry.oldScore)} → ${score(entry.newScore)}` },
          { title: t('marking.log.reason'), dataIndex: 'reason' },
        ]}
      />
    </Drawer>
  );
}
