import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { PAPER_MODES, type PaperMode, type PaperRecord } from '@kaoshi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';
import { TextFilters } from '../../components/record-fields';
import { downloadFile } from '../../lib/download';
import { useListQuery } from '../../lib/list-query';
import { copyPaper, papersApi } from './api';
import { CourseSelect } from './course-select';
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
  const [exporting, setExporting] = useState(false);
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
  const exportList = async () => {
    setExporting(true);
    await downloadFile(papersApi.paths.export, list.appliedParams()).catch(() => {});
    setExporting(false);
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
        <Space wrap>
          {/* Batch actions sit with the others, so the table never jumps when rows are ticked. */}
          {selected.length > 0 && (
            <Space.Compact>
              <Popconfirm title={t('crud.confirmBatchDelete', { count: selected.length })} onConfirm={() => removeSelected().catch(() => {})} okButtonProps={{ danger: true }}>
                <Button danger icon={<DeleteOutlined />}>
                  {`${t('crud.batchDelete')} (${selected.length})`}
                </Button>
              </Popconfirm>
              <Button onClick={() => setSelected([])}>{t('crud.clearSelection')}</Button>
            </Space.Compact>
          )}
          <Button icon={<DownloadOutlined />} onClick={exportList} loading={exporting}>
            {t('crud.export')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ paperId: null })}>
            {t('paper.add')}
          </Button>
        </Space>
      }
    >
      <Space wrap className="filter-bar">
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
        <Button type="primary" onClick={list.search}>
          {t('common.query')}
        </Button>
        <Button onClick={list.reset}>{t('common.reset')}</Button>
      </Space>
      {list.query.isError && (
        <Alert type="error" showIcon message={t('common.loadFailed')} action={<Button onClick={() => list.query.refetch()}>{t('common.retry')}</Button>} />
      )}
      <Table<PaperRecord>
        rowKey="paperId"
        columns={columns}
        dataSource={list.rows}
        loading={list.query.isFetching}
        pagination={list.pagination}
        onChange={list.onTableChange}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)), preserveSelectedRowKeys: true }}
        locale={{ emptyText: <Empty description={t('common.empty')} /> }}
        scroll={{ x: 'max-content' }}
      />
      <PaperEditorDrawer
        target={editing}
        onOpen={setEditing}
        onPreview={setPreviewing}
        onClose={() => setEditing(null)}
      />
      <PaperPreview target={previewing} onClose={() => setPreviewing(null)} />
    </PageCard>
  );
}
