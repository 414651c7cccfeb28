import { BarChartOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { EDITOR, TABLE } from './constants';
import type { ChartType } from './extensions/chart-node';
import { currentColumn, findTable, sortTable, tableCells } from './extensions/table-sort';
import { chartFromTable } from './rules/chart-from-table';
import { canInsertColumn, canInsertRow } from './rules/table-limits';

const INTERLACED = 'kx-interlaced';

/** Replaces the table-style and interlaced classes on the current table. */
function setTableClass(editor: Editor, change: (classes: Set<string>) => void) {
  const found = findTable(editor.state);
  if (!found) return;
  const classes = new Set(
    String(found.node.attrs.class ?? '')
      .split(/\s+/)
      .filter(Boolean),
  );
  change(classes);
  editor.view.dispatch(editor.state.tr.setNodeMarkup(found.pos, undefined, { ...found.node.attrs, class: [...classes].join(' ') || null }));
}

export function TableMenu({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = findTable(editor.state);
  const rows = table?.node.childCount ?? 0;
  const columns = table?.node.firstChild?.childCount ?? 0;
  const chain = () => editor.chain().focus();

  const makeChart = (chartType: ChartType) => {
    if (!table) return;
    const check = chartFromTable(tableCells(table.node));
    if (!check.ok) {
      void message.warning({
        content: t(`editor.chartRule.${check.reason}`, { row: check.row, column: check.column }),
        duration: EDITOR.messageMs / 1000,
      });
      return;
    }
    const after = table.pos + table.node.nodeSize;
    editor
      .chain()
      .focus()
      .insertContentAt(after, { type: 'chart', attrs: { chartType, data: check.data } })
      .run();
  };

  const items: MenuProps['items'] = [
    {
      key: 'default',
      label: t('editor.defaultTable'),
      onClick: () => chain().insertTable({ rows: TABLE.defaultRows, cols: TABLE.defaultColumns, withHeaderRow: true }).run(),
    },
    { type: 'divider' },
    {
      key: 'rowBefore',
      label: t('editor.rowBefore'),
      disabled: !table || !canInsertRow(rows),
      onClick: () => chain().addRowBefore().run(),
    },
    { key: 'rowAfter', label: t('editor.rowAfter'), disabled: !table || !canInsertRow(rows), onClick: () => chain().addRowAfter().run() },
    {
      key: 'colBefore',
      label: t('editor.columnBefore'),
      disabled: !table || !canInsertColumn(columns),
      onClick: () => chain().addColumnBefore().run(),
    },
    {
      key: 'colAfter',
      label: t('editor.columnAfter'),
      disabled: !table || !canInsertColumn(columns),
      onClick: () => chain().addColumnAfter().run(),
    },
    { key: 'deleteRow', label: t('editor.deleteRow'), disabled: !table, onClick: () => chain().deleteRow().run() },
    { key: 'deleteColumn', label: t('editor.deleteColumn'), disabled: !table, onClick: () => chain().deleteColumn().run() },
    { key: 'merge', label: t('editor.mergeCells'), disabled: !editor.can().mergeCells(), onClick: () => chain().mergeCells().run() },
    { key: 'split', label: t('editor.splitCell'), disabled: !editor.can().splitCell(), onClick: () => chain().splitCell().run() },
    { key: 'headerRow', label: t('editor.headerRow'), disabled: !table, onClick: () => chain().toggleHeaderRow().run() },
    { key: 'headerColumn', label: t('editor.headerColumn'), disabled: !table, onClick: () => chain().toggleHeaderColumn().run() },
    { type: 'divider' },
    {
      key: 'sortAsc',
      label: t('editor.sortAscending'),
      disabled: !table,
      onClick: () => {
        const tr = sortTable(editor.state, currentColumn(editor.state));
        if (tr) editor.view.dispatch(tr);
      },
    },
    {
      key: 'sortDesc',
      label: t('editor.sortDescending'),
      disabled: !table,
      onClick: () => {
        const tr = sortTable(editor.state, currentColumn(editor.state), true);
        if (tr) editor.view.dispatch(tr);
      },
    },
    {
      key: 'interlaced',
      label: t('editor.interlacedRows'),
      disabled: !table,
      onClick: () => setTableClass(editor, (c) => (c.has(INTERLACED) ? c.delete(INTERLACED) : c.add(INTERLACED))),
    },
    {
      key: 'styles',
      label: t('editor.tableStyle'),
      disabled: !table,
      children: TABLE.styles.map((style, index) => ({
        key: style,
        label: t('editor.tableStyleN', { n: index + 1 }),
        onClick: () =>
          setTableClass(editor, (c) => {
            TABLE.styles.forEach((s) => c.delete(s));
            c.add(style);
          }),
      })),
    },
    {
      key: 'chart',
      icon: <BarChartOutlined />,
      label: t('editor.chart'),
      disabled: !table,
      children: (['bar', 'line', 'pie'] as const).map((type) => ({
        key: `chart-${type}`,
        label: t(`editor.chartType.${type}`),
        onClick: () => makeChart(type),
      })),
    },
    { type: 'divider' },
    { key: 'deleteTable', danger: true, label: t('editor.deleteTable'), disabled: !table, onClick: () => chain().deleteTable().run() },
  ];

  return (
    <Dropdown
      menu={{ items }}
      disabled={disabled}
      trigger={['click']}
      mouseEnterDelay={EDITOR.submenuShowDelayMs / 1000}
      mouseLeaveDelay={EDITOR.submenuHideDelayMs / 1000}
    >
      <Button size="small" type="text" aria-label={t('editor.tableMenu')} data-testid="table-menu">
        ⊞
      </Button>
    </Dropdown>
  );
}
