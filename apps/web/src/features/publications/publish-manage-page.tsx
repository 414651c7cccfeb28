import type { PublicationRecord } from '@kaoshi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFilterBar, ListTable, ListToolbar } from '../../components/list-screen';
import { PageCard } from '../../components/page-card';
import { useListQuery } from '../../lib/list-query';
import { publicationsApi, publishPublication } from './api';
import { CloseEarlyDialog, ExtendDialog, WithdrawDialog } from './change-dialogs';
import { LogDrawer } from './log-drawer';
import { deleteBlock } from './publication-actions';
import { publicationColumns } from './publication-columns';
import { PUBLICATION_FILTERS, PublicationFilters } from './publication-filters';
import { type FormTarget, PublicationFormDrawer } from './publication-form-drawer';
import './publications.css';

type Dialog = { kind: 'withdraw' | 'extend' | 'closeEarly' | 'log'; record: PublicationRecord };

/**
 * /examPublishManage/publishManage (PUBLISHMANAGE + role SUPER): papers given to batches in a
 * window. Not the shared CrudPage: what a row offers depends on its state (publication-actions.ts).
 */
export default function PublishManagePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = useListQuery('publications', publicationsApi.list, PUBLICATION_FILTERS);
  const [selected, setSelected] = useState<number[]>([]);
  const [form, setForm] = useState<FormTarget | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['publications'] });
  const dialogRecord = (kind: Dialog['kind']) => (dialog?.kind === kind ? dialog.record : null);

  // Refusals (an exam candidates can already enter) are shown by the client as the server words them.
  const remove = async (ids: number[]) => {
    try {
      await (ids.length === 1 ? publicationsApi.remove(ids[0]!) : publicationsApi.batchRemove(ids));
      message.success(t('common.deleted'));
      setSelected((current) => current.filter((id) => !ids.includes(id)));
    } finally {
      await refresh();
    }
  };
  const publish = (row: PublicationRecord) =>
    modal.confirm({
      title: t('publication.publishTitle', { name: row.name }),
      content: t('publication.publishBody', { paper: row.paperName }),
      okText: t('publication.publish'),
      onOk: async () => {
        try {
          await publishPublication(row.publicationId);
          message.success(t('publication.publishedMessage', { name: row.name }));
        } catch {
          // The client has shown the server's reason.
        }
        await refresh();
      },
    });

  const columns = publicationColumns(t, {
    edit: (record) => setForm({ mode: 'edit', record }),
    copy: (record) => setForm({ mode: 'copy', record }),
    publish,
    withdraw: (record) => setDialog({ kind: 'withdraw', record }),
    extend: (record) => setDialog({ kind: 'extend', record }),
    closeEarly: (record) => setDialog({ kind: 'closeEarly', record }),
    log: (record) => setDialog({ kind: 'log', record }),
    delete: (record) => remove([record.publicationId]).catch(() => {}),
  });

  return (
    <PageCard
      title={t('publication.title')}
      extra={
        <ListToolbar
          batch={{ selected, onDeleteSelected: () => remove(selected), onClearSelection: () => setSelected([]) }}
          exportPath={publicationsApi.paths.export}
          exportParams={list.appliedParams}
          addLabel={t('publication.add')}
          onAdd={() => setForm({ mode: 'add' })}
        />
      }
    >
      <ListFilterBar list={list}>
        <PublicationFilters filters={list.filters} setFilter={list.setFilter} search={list.search} />
      </ListFilterBar>
      <ListTable
        list={list}
        rowKey="publicationId"
        columns={columns}
        selected={selected}
        onSelect={setSelected}
        tickBlocked={(row) => {
          const block = deleteBlock(row);
          return block && t(`publication.deleteBlocked.${block}`);
        }}
        emptyText={t('publication.empty')}
      />
      <PublicationFormDrawer target={form} onClose={() => setForm(null)} />
      <WithdrawDialog record={dialogRecord('withdraw')} onClose={() => setDialog(null)} />
      <ExtendDialog record={dialogRecord('extend')} onClose={() => setDialog(null)} />
      <CloseEarlyDialog record={dialogRecord('closeEarly')} onClose={() => setDialog(null)} />
      <LogDrawer record={dialogRecord('log')} onClose={() => setDialog(null)} />
    </PageCard>
  );
}
