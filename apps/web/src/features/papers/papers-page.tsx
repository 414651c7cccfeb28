import { PAPER_MODES, type PaperMode, type PaperRecord } from '@kaoshi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFilterBar, ListTable, ListToolbar } from '../../components/list-screen';
import { PageCard } from '../../components/page-card';
import { TextFilters } from '../../components/record-fields';
import { useListQuery } from '../../lib/list-query';
import { copyPaper, papersApi } from './api';
import { CourseSelect } from '../../components/course-pickers';
import { paperColumns } from './paper-columns';
import { type EditorTarget, PaperEditorDrawer } from './paper-editor-drawer';
import { PaperPreview, type PreviewTarget } from './paper-preview';
import './papers.css';

const FILTERS = { name: '', courseId: undefined as number | undefined, mode: undefined as PaperMode | undefined };

/**
 * /examPublishManage/examManage (EXAM-MANAGE): exam papers, fixed or drawn by rules. Not the shared
 * CrudPage: a paper is composed in a full editor, not a dialog of fields.
 */
export default function PapersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useListQuery('papers', papersApi.list, FILTERS);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [previewing, setPreviewing] = useState<PreviewTarget | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['papers'] });

  // Refusals (a paper held by a published exam) are shown by the client; the list stays as it was.
  const remove = async (row: PaperRecord) => {
    try {
      await papersApi.remove(row.paperId);
      message.success(t('common.deleted'));
      setSelected((ids) => ids.filter((id) => id !== row.paperId));
    } finally {
      await refresh();
    }
  };
  const removeSelected = async () => {
    try {
      await papersApi.batchRemove(selected);
      message.success(t('common.deleted'));
      setSelected([]);
    } finally {
      await refresh();
    }
  };
  const copy = async (row: PaperRecord) => {
    const copied = await copyPaper(row.paperId);
    message.success(t('paper.copied', { name: copied.name }));
    await refresh();
  };

  const columns = paperColumns(t, {
    edit: (row) => setEditing({ paperId: row.paperId }),
    preview: (row) => setPreviewing({ paperId: row.paperId, mode: row.mode }),
    copy: (row) => void copy(row).catch(() => {}),
    remove: (row) => remove(row).catch(() => {}),
  });

  return (
    <PageCard
      title={t('paper.title')}
      extra={
        <ListToolbar
          batch={{ selected, onDeleteSelected: removeSelected, onClearSelection: () => setSelected([]) }}
          exportPath={papersApi.paths.export}
          exportParams={list.appliedParams}
          addLabel={t('paper.add')}
          onAdd={() => setEditing({ paperId: null })}
        />
      }
    >
      <ListFilterBar list={list}>
        <TextFilters fields={[['name', 'paper.name']]} filters={list.filters} setFilter={list.setFilter} search={list.search} />
        <CourseSelect allowClear value={list.filters.courseId} onChange={(courseId) => list.setFilter('courseId', courseId)} />
        <Select
          allowClear
          aria-label={t('paper.mode')}
          placeholder={t('paper.mode')}
          value={list.filters.mode}
          onChange={(mode?: PaperMode) => list.setFilter('mode', mode)}
          options={PAPER_MODES.map((mode) => ({ value: mode, label: t(`paper.modes.${mode}`) }))}
          style={{ minWidth: 160 }}
        />
      </ListFilterBar>
      <ListTable
        list={list}
        rowKey="paperId"
        columns={columns}
        selected={selected}
        onSelect={setSelected}
        tickBlocked={(row) => (row.locked === 1 ? t('paper.lockedNoDelete') : null)}
      />
      <PaperEditorDrawer target={editing} onOpen={setEditing} onPreview={setPreviewing} onClose={() => setEditing(null)} />
      <PaperPreview target={previewing} onClose={() => setPreviewing(null)} />
    </PageCard>
  );
}
