import { LockOutlined } from '@ant-design/icons';
import type { PaperRecord } from '@kaoshi/contracts';
import { Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

export interface PaperRowActions {
  edit: (row: PaperRecord) => void;
  preview: (row: PaperRecord) => void;
  copy: (row: PaperRecord) => void;
  remove: (row: PaperRecord) => Promise<void>;
}

export const ModeTag = ({ mode, t }: { mode: PaperRecord['mode']; t: TFunction }) => (
  <Tag color={mode === 'fixed' ? 'blue' : 'purple'}>{t(`paper.modes.${mode}`)}</Tag>
);

/** The paper list's columns; sortable ones are sorted by the server (PAPER_SORT_FIELDS). */
export function paperColumns(t: TFunction, actions: PaperRowActions): ColumnsType<PaperRecord> {
  return [
    {
      title: t('paper.name'),
      dataIndex: 'name',
      sorter: true,
      // The lock shows under the name rather than in a column of its own: most papers are not locked.
      render: (name: string, row) => (
        <Space direction="vertical" size={2}>
          <span>{name}</span>
          {row.locked === 1 && (
            <Tag color="orange" icon={<LockOutlined />}>
              {t('paper.locked')}
            </Tag>
          )}
        </Space>
      ),
    },
    { title: t('paper.course'), dataIndex: 'courseName', sorter: true, width: 200, ellipsis: { showTitle: true } },
    { title: t('paper.mode'), dataIndex: 'mode', render: (mode: PaperRecord['mode']) => <ModeTag mode={mode} t={t} /> },
    { title: t('paper.questionCount'), dataIndex: 'questionCount', align: 'right' },
    { title: t('paper.totalScore'), dataIndex: 'totalScore', sorter: true, align: 'right' },
    { title: t('paper.passScore'), dataIndex: 'passScore', align: 'right' },
    {
      title: t('paper.duration'),
      dataIndex: 'durationMinutes',
      sorter: true,
      align: 'right',
      render: (minutes: number) => t('paper.minutes', { count: minutes }),
    },
    {
      title: t('paper.updatedAt'),
      dataIndex: 'updatedAt',
      sorter: true,
      render: (at: number) => <span title={dayjs(at).format('YYYY-MM-DD HH:mm:ss')}>{dayjs(at).format('YYYY-MM-DD')}</span>,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => actions.edit(row)}>
            {t('common.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => actions.preview(row)}>
            {t('paper.preview')}
          </Button>
          <Button type="link" size="small" onClick={() => actions.copy(row)}>
            {t('paper.copy')}
          </Button>
          {row.locked === 1 ? (
            <Tooltip title={t('paper.lockedNoDelete')}>
              <Button type="link" size="small" danger disabled>
                {t('common.delete')}
              </Button>
            </Tooltip>
          ) : (
            <Popconfirm
              title={t('common.confirmDelete', { name: row.name })}
              onConfirm={() => actions.remove(row)}
              okButtonProps={{ danger: true }}
            >
              <Button type="link" size="small" danger>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
