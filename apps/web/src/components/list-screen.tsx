import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Popconfirm, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../lib/download';
import type { Filters, useListQuery } from '../lib/list-query';

/** What these parts read of a list (useListQuery), whatever its filters. */
type ListState<Row> = Pick<
  ReturnType<typeof useListQuery<Row, Filters>>,
  'query' | 'rows' | 'pagination' | 'onTableChange' | 'search' | 'reset'
>;

/**
 * The parts of every management screen: the card's buttons, the filter bar and the paged,
 * server-sorted table with its selection, loading, empty and error states. CrudPage builds the
 * dialog-of-fields screen from them; screens whose rows act differently by state, or that edit
 * in a full editor, use them directly.
 */

/** Delete and clear for the ticked rows. */
export interface BatchActions {
  selected: number[];
  onDeleteSelected: () => Promise<unknown>;
  onClearSelection: () => void;
}

/**
 * The card's buttons: the batch actions (left out by a screen that shows them above the table),
 * the screen's own buttons, export of the applied filter (left out by a list with no export
 * call), add (left out by a read-only list).
 */
export function ListToolbar({
  batch,
  exportPath,
  exportParams,
  addLabel,
  onAdd,
  children,
}: {
  batch?: BatchActions;
  exportPath?: string;
  exportParams?: () => Filters;
  addLabel?: string;
  onAdd?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    if (!exportPath) return;
    setExporting(true);
    // A refusal is shown by the client.
    await downloadFile(exportPath, exportParams?.() ?? {}).catch(() => {});
    setExporting(false);
  };
  return (
    <Space wrap>
      {/* Batch actions sit with the others, so the table never jumps when rows are ticked. */}
      {batch && batch.selected.length > 0 && (
        <Space.Compact>
          <Popconfirm
            title={t('crud.confirmBatchDelete', { count: batch.selected.length })}
            onConfirm={() => batch.onDeleteSelected().catch(() => {})}
            okButtonProps={{ danger: true }}
          >
            <Button danger icon={<DeleteOutlined />}>
              {`${t('crud.batchDelete')} (${batch.selected.length})`}
            </Button>
          </Popconfirm>
          <Button onClick={batch.onClearSelection}>{t('crud.clearSelection')}</Button>
        </Space.Compact>
      )}
      {children}
      {exportPath && (
        <Button icon={<DownloadOutlined />} onClick={exportList} loading={exporting}>
          {t('crud.export')}
        </Button>
      )}
      {onAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Space>
  );
}

/** Filters, then "query" (which resets the page, docs/REQUIREMENTS.md §6.2) and "reset". */
export function ListFilterBar<Row>({ list, children }: { list: ListState<Row>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Space wrap className="filter-bar">
      {children}
      <Button type="primary" onClick={list.search}>
        {t('common.query')}
      </Button>
      <Button onClick={list.reset}>{t('common.reset')}</Button>
    </Space>
  );
}

/**
 * The page of rows, with a retry when it fails to load and ticks that survive paging (when the
 * screen ticks rows). A row the batch action would refuse (`tickBlocked` gives the reason) cannot
 * be ticked, and its box says why on hover: offering what must fail only to refuse it is worse.
 */
export function ListTable<Row extends object>({
  list,
  rowKey,
  columns,
  selected,
  onSelect,
  emptyText,
  tickBlocked,
}: {
  list: ListState<Row>;
  rowKey: keyof Row & string;
  columns: ColumnsType<Row>;
  selected?: number[];
  onSelect?: (ids: number[]) => void;
  emptyText?: string;
  tickBlocked?: (row: Row) => string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {list.query.isError && (
        <Alert
          type="error"
          showIcon
          message={t('common.loadFailed')}
          action={<Button onClick={() => list.query.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <Table<Row>
        rowKey={rowKey}
        columns={columns}
        dataSource={list.rows}
        loading={list.query.isFetching}
        pagination={list.pagination}
        onChange={list.onTableChange}
        rowSelection={
          onSelect && {
            selectedRowKeys: selected,
            onChange: (keys) => onSelect(keys.map(Number)),
            preserveSelectedRowKeys: true,
            getCheckboxProps: (row) => ({ disabled: !!tickBlocked?.(row) }),
            renderCell: (_checked, row, _index, box) => {
              const reason = tickBlocked?.(row);
              return reason ? (
                <Tooltip title={reason}>
                  <span className="tick-blocked">{box}</span>
                </Tooltip>
              ) : (
                box
              );
            },
          }
        }
        locale={{ emptyText: <Empty description={emptyText ?? t('common.empty')} /> }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
