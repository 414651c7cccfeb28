import type { PublicationKind, PublicationRecord, PublicationState, ResultVisibility } from '@kaoshi/contracts';
import { Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatWindow, viewerTimeZone } from '../../lib/time-format';
import { allowedActions, type PublicationAction, STATE_COLOURS } from './publication-actions';

export type RowActionHandlers = Record<Exclude<PublicationAction, 'delete'>, (row: PublicationRecord) => void> & {
  delete: (row: PublicationRecord) => Promise<void>;
};

/** Batches beyond this many fold into a "+n" tag whose tooltip names them. */
const BATCH_TAGS_SHOWN = 2;

export const StateTag = ({ state, t }: { state: PublicationState; t: TFunction }) => (
  <Tag color={STATE_COLOURS[state]}>{t(`publication.states.${state}`)}</Tag>
);
const KindTag = ({ kind, t }: { kind: PublicationKind; t: TFunction }) => (
  <Tag color={kind === 'normal' ? 'blue' : 'orange'}>{t(`publication.kinds.${kind}`)}</Tag>
);

function Batches({ row, t }: { row: PublicationRecord; t: TFunction }) {
  if (row.kind === 'supplementary') return <span>{t('publication.reExamOf', { name: row.parentPublicationName ?? '' })}</span>;
  const folded = row.classNames.slice(BATCH_TAGS_SHOWN);
  return (
    <Space size={[0, 4]} wrap>
      {row.classNames.slice(0, BATCH_TAGS_SHOWN).map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
      {folded.length > 0 && (
        <Tooltip title={folded.join(', ')}>
          <Tag>{`+${folded.length}`}</Tag>
        </Tooltip>
      )}
    </Space>
  );
}

function RowActions({ row, t, on }: { row: PublicationRecord; t: TFunction; on: RowActionHandlers }) {
  const allowed = allowedActions(row);
  const link = (action: Exclude<PublicationAction, 'delete'>, label: string) =>
    allowed.includes(action) && (
      <Button type="link" size="small" onClick={() => on[action](row)}>
        {label}
      </Button>
    );
  return (
    <Space size={0} wrap>
      {link('edit', t('common.edit'))}
      {link('publish', t('publication.publish'))}
      {link('extend', t('publication.extend'))}
      {link('closeEarly', t('publication.closeEarly'))}
      {link('withdraw', t('publication.withdraw'))}
      {allowed.includes('delete') && (
        <Popconfirm title={t('common.confirmDelete', { name: row.name })} onConfirm={() => on.delete(row)} okButtonProps={{ danger: true }}>
          <Button type="link" size="small" danger>
            {t('common.delete')}
          </Button>
        </Popconfirm>
      )}
      {link('log', t('publication.log'))}
      {link('copy', t('publication.copy'))}
    </Space>
  );
}

/** The list's columns; name and window are sorted by the server (PUBLICATION_SORT_FIELDS). */
export function publicationColumns(t: TFunction, on: RowActionHandlers): ColumnsType<PublicationRecord> {
  // What a publisher scans for comes first (name, state, window, who); the rest may scroll on a narrow screen.
  return [
    { title: t('publication.name'), dataIndex: 'name', sorter: true, width: 180 },
    { title: t('publication.state'), dataIndex: 'state', render: (state: PublicationState) => <StateTag state={state} t={t} /> },
    {
      title: <Tooltip title={t('publication.timeZoneHint', { zone: viewerTimeZone() })}>{t('publication.window')}</Tooltip>,
      dataIndex: 'startsAt',
      sorter: true,
      render: (_, row) => <span className="publication-window">{formatWindow(row.startsAt, row.endsAt)}</span>,
    },
    { title: t('publication.batches'), key: 'batches', width: 200, render: (_, row) => <Batches row={row} t={t} /> },
    {
      title: <Tooltip title={t('publication.candidatesHint')}>{t('publication.candidatesAttempts')}</Tooltip>,
      key: 'counts',
      align: 'right',
      render: (_, row) => `${row.candidateCount} / ${row.attemptCount}`,
    },
    { title: t('publication.kind'), dataIndex: 'kind', render: (kind: PublicationKind) => <KindTag kind={kind} t={t} /> },
    { title: t('publication.paper'), dataIndex: 'paperName', width: 180, ellipsis: { showTitle: true } },
    {
      title: t('publication.duration'),
      dataIndex: 'durationMinutes',
      align: 'right',
      render: (count: number) => t('publication.minutes', { count }),
    },
    { title: t('publication.attemptsAllowed'), dataIndex: 'attemptsAllowed', align: 'right' },
    {
      title: t('publication.resultVisibility'),
      dataIndex: 'resultVisibility',
      width: 140,
      render: (value: ResultVisibility) => t(`publication.visibilities.${value}`),
    },
    { title: t('common.actions'), key: 'actions', fixed: 'right', width: 210, render: (_, row) => <RowActions row={row} t={t} on={on} /> },
  ];
}
