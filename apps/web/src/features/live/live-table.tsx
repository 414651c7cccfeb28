import { DownOutlined } from '@ant-design/icons';
import type { LiveCandidate } from '@kaoshi/contracts';
import { Button, Dropdown, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { EventsCell, OnlineCell, ProgressCell, StatusTag, TimeLeftCell } from './live-cells';
import { type ActionKind, actionsFor, compareDeadline, compareStatus, progressOf } from './live-rows';

const byText = (pick: (row: LiveCandidate) => string | null) => (a: LiveCandidate, b: LiveCandidate) =>
  (pick(a) ?? '').localeCompare(pick(b) ?? '');

interface LiveTableProps {
  rows: LiveCandidate[];
  loading: boolean;
  offset: number;
  onAction: (kind: ActionKind, row: LiveCandidate) => void;
  onEvents: (row: LiveCandidate) => void;
}

/** The candidates of one exam, sorted and paged in the browser (an exam can hold thousands). */
export function LiveTable({ rows, loading, offset, onAction, onEvents }: LiveTableProps) {
  const { t } = useTranslation();
  const columns: ColumnsType<LiveCandidate> = [
    {
      title: t('live.column.username'),
      dataIndex: 'username',
      sorter: byText((row) => row.username),
      defaultSortOrder: 'ascend',
      width: 165,
      fixed: 'left',
    },
    { title: t('live.column.name'), dataIndex: 'name', sorter: byText((row) => row.name), width: 150 },
    {
      title: t('ticket.checkIn.column'),
      key: 'seat',
      width: 170,
      render: (_, row) =>
        row.seat === null ? (
          '—'
        ) : (
          <span>
            {row.roomName} · {row.seat}{' '}
            {row.checkedInAt ? <Tag color="green">{t('ticket.manage.checkedIn')}</Tag> : <Tag>{t('ticket.checkIn.notIn')}</Tag>}
          </span>
        ),
    },
    {
      title: t('live.column.status'),
      key: 'status',
      sorter: compareStatus,
      render: (_, row) => <StatusTag status={row.status} />,
      width: 110,
    },
    {
      title: t('live.column.online'),
      key: 'online',
      sorter: (a, b) => Number(b.online) - Number(a.online),
      render: (_, row) => <OnlineCell row={row} />,
      width: 110,
    },
    {
      title: t('live.column.progress'),
      key: 'progress',
      sorter: (a, b) => progressOf(a) - progressOf(b),
      render: (_, row) => <ProgressCell row={row} />,
      width: 150,
    },
    {
      title: t('live.column.timeLeft'),
      key: 'timeLeft',
      sorter: compareDeadline,
      render: (_, row) => <TimeLeftCell row={row} offset={offset} />,
      width: 100,
    },
    {
      title: t('live.column.events'),
      key: 'events',
      sorter: (a, b) => a.eventCount - b.eventCount,
      width: 120,
      render: (_, row) => <EventsCell row={row} onOpen={() => onEvents(row)} />,
    },
    { title: t('live.column.className'), dataIndex: 'className', sorter: byText((row) => row.className), ellipsis: true, width: 150 },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      width: 110,
      render: (_, row) => {
        const kinds = actionsFor(row);
        return (
          <Dropdown
            disabled={kinds.length === 0}
            trigger={['click']}
            menu={{
              items: kinds.map((kind) => ({ key: kind, label: t(`live.actions.${kind}`), danger: kind === 'forceSubmit' })),
              onClick: ({ key }) => onAction(key as ActionKind, row),
            }}
          >
            <Button size="small" aria-label={`${t('live.actions.more')} ${row.name}`}>
              {t('live.actions.more')} <DownOutlined />
            </Button>
          </Dropdown>
        );
      },
    },
  ];
  return (
    <Table<LiveCandidate>
      className="live-table"
      rowKey="studentId"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1125 }}
      pagination={{
        defaultPageSize: 50,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100, 200],
        showTotal: (total) => t('common.total', { count: total }),
      }}
    />
  );
}
