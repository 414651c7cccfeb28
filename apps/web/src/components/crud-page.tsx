import { DeleteOutlined } from '@ant-design/icons';
import type { Paged } from '@kaoshi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Filters, useListQuery } from '../lib/list-query';
import { DeleteButton } from './delete-button';
import { FormModal } from './form-modal';
import { ListFilterBar, ListTable, ListToolbar } from './list-screen';
import { PageCard } from './page-card';

export interface CrudPageProps<Row extends object, Input extends object, F extends Filters> {
  title: string;
  /** The query key of the list; other screens' selects are refreshed by it too. */
  resource: string;
  rowKey: keyof Row & string;
  rowName: (row: Row) => string;
  api: {
    list: (params: Filters) => Promise<Paged<Row>>;
    add: (input: Input) => Promise<unknown>;
    update: (input: Input) => Promise<unknown>;
    remove: (id: number) => Promise<unknown>;
    batchRemove: (ids: number[]) => Promise<unknown>;
    paths: { export: string };
  };
  initialFilters: F;
  renderFilters: (filters: F, setFilter: (name: keyof F, value: F[keyof F]) => void, search: () => void) => ReactNode;
  columns: ColumnsType<Row>;
  /** Form fields of the add/edit dialog; `editing` is null when adding. */
  renderForm: (editing: Row | null) => ReactNode;
  newValues: Partial<Input>;
  toFormValues?: (row: Row) => Partial<Input>;
  /** Turns the dialog's values into the call's body (the id is added for an update). */
  toInput?: (values: Input, editing: Row | null) => Input;
  rowActions?: (row: Row) => ReactNode;
  /** Buttons that act on the selected rows (batch delete is always there). */
  selectionActions?: (ids: number[], clear: () => void) => ReactNode;
  toolbar?: ReactNode;
  formWidth?: number;
}

type Editing<Row> = { row: Row | null } | null;

/**
 * The one management screen (docs/REQUIREMENTS.md §6.2): filters whose query resets the page, a paged table
 * sorted by the server, add/edit in a dialog, delete and batch delete with confirmation,
 * export of the current filter to Excel, loading, empty and error states.
 */
export function CrudPage<Row extends object, Input extends object, F extends Filters>(props: CrudPageProps<Row, Input, F>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useListQuery(props.resource, props.api.list, props.initialFilters);
  const [editing, setEditing] = useState<Editing<Row>>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const idOf = (row: Row) => Number(row[props.rowKey]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: [props.resource] });
  const { toFormValues, newValues } = props;
  const initialValues = useMemo(
    () => (editing?.row ? (toFormValues ? toFormValues(editing.row) : (editing.row as Partial<Input>)) : newValues),
    [editing, toFormValues, newValues],
  );

  const save = async (values: Input) => {
    const input = props.toInput ? props.toInput(values, editing?.row ?? null) : values;
    if (editing?.row) await props.api.update({ ...input, [props.rowKey]: idOf(editing.row) });
    else await props.api.add(input);
    message.success(t('common.saved'));
    await refresh();
  };

  const remove = async (row: Row) => {
    await props.api.remove(idOf(row));
    message.success(t('common.deleted'));
    setSelected((ids) => ids.filter((id) => id !== idOf(row)));
    await refresh();
  };

  const removeSelected = async () => {
    await props.api.batchRemove(selected);
    message.success(t('common.deleted'));
    setSelected([]);
    await refresh();
  };

  const columns: ColumnsType<Row> = [
    ...props.columns,
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          {props.rowActions?.(row)}
          <Button type="link" onClick={() => setEditing({ row })}>
            {t('common.edit')}
          </Button>
          <DeleteButton name={props.rowName(row)} onConfirm={() => remove(row)} />
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title={props.title}
      extra={
        <ListToolbar
          exportPath={props.api.paths.export}
          exportParams={list.appliedParams}
          addLabel={t('common.add')}
          onAdd={() => setEditing({ row: null })}
        >
          {props.toolbar}
        </ListToolbar>
      }
    >
      <ListFilterBar list={list}>{props.renderFilters(list.filters, list.setFilter, list.search)}</ListFilterBar>
      {selected.length > 0 && (
        <Alert
          className="selection-bar"
          type="info"
          message={t('crud.selected', { count: selected.length })}
          action={
            <Space wrap>
              {props.selectionActions?.(selected, () => setSelected([]))}
              <Popconfirm
                title={t('crud.confirmBatchDelete', { count: selected.length })}
                onConfirm={removeSelected}
                okButtonProps={{ danger: true }}
              >
                <Button danger size="small" icon={<DeleteOutlined />}>
                  {t('crud.batchDelete')}
                </Button>
              </Popconfirm>
              <Button size="small" onClick={() => setSelected([])}>
                {t('crud.clearSelection')}
              </Button>
            </Space>
          }
        />
      )}
      <ListTable list={list} rowKey={props.rowKey} columns={columns} selected={selected} onSelect={setSelected} />
      <FormModal<Input>
        open={editing !== null}
        title={editing?.row ? `${t('common.edit')} · ${props.rowName(editing.row)}` : `${t('common.add')} · ${props.title}`}
        initialValues={initialValues}
        onSubmit={save}
        onClose={() => setEditing(null)}
        width={props.formWidth}
      >
        {() => props.renderForm(editing?.row ?? null)}
      </FormModal>
    </PageCard>
  );
}
