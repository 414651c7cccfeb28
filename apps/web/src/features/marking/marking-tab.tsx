import { DownloadOutlined, EditOutlined, FileDoneOutlined, ReloadOutlined } from '@ant-design/icons';
import { API, type MarkingCandidate } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ScoreReportDialog } from '../../components/score-report';
import { downloadFile } from '../../lib/download';
import { useListQuery } from '../../lib/list-query';
import { formatMinute } from '../../lib/time-format';
import { listPublicationOptions } from '../../components/publication-picker/api';
import { orderPublications } from '../../components/publication-picker/publication-choice';
import { PublicationPicker } from '../../components/publication-picker/publication-picker';
import { usePublicationChoice } from '../../components/publication-picker/use-publication-choice';
import { fetchStaffScoreReport, listMarkingCandidates } from './api';
import { GradingCell, PassCell, scoreText } from './marking-cells';
import { MarkingFilterBar, type MarkingFilters } from './marking-filters';
import { canMark, canReport, markingListKey, statusKey } from './marking-logic';
import './marking.css';

const NO_FILTERS: MarkingFilters = { keyword: '' };

/**
 * examinationSituation's marking tab: one publication's candidates (absent ones too) with their
 * scores and grading state, filtered and paged by the server; "Mark" opens examinationRead.
 */
export function MarkingTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useQuery({ queryKey: ['publicationOptions', 'live'], queryFn: listPublicationOptions });
  const ordered = useMemo(() => orderPublications(options.data ?? []), [options.data]);
  // The same exam as the live tab (the page's address holds it): switching tabs keeps the exam.
  const { publicationId, choose } = usePublicationChoice(ordered, options.isSuccess);

  const list = useListQuery<MarkingCandidate, MarkingFilters>(
    markingListKey(publicationId),
    (params) =>
      publicationId === undefined ? Promise.resolve({ list: [], total: 0 }) : listMarkingCandidates({ ...params, publicationId }),
    NO_FILTERS,
  );
  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    setExporting(true);
    // A refusal is shown by the client.
    await downloadFile(API.exportMarkingCandidates, { ...list.appliedParams(), publicationId }, 'marking.xlsx').catch(() => {});
    setExporting(false);
  };
  const [reportOf, setReportOf] = useState<number | null>(null);

  const columns: ColumnsType<MarkingCandidate> = [
    { title: t('marking.column.username'), dataIndex: 'username', sorter: true, width: 120, className: 'marking-break' },
    { title: t('marking.column.name'), dataIndex: 'name', sorter: true, width: 95 },
    { title: t('marking.column.className'), dataIndex: 'className', width: 110, render: (value: string | null) => value ?? '—' },
    {
      title: t('marking.column.status'),
      dataIndex: 'status',
      width: 80,
      render: (status: number, row) => t(`marking.status.${statusKey(status, row)}`),
    },
    { title: t('marking.column.objectiveScore'), dataIndex: 'objectiveScore', sorter: true, width: 100, align: 'right', render: scoreText },
    { title: t('marking.column.manualScore'), dataIndex: 'manualScore', width: 75, align: 'right', render: scoreText },
    { title: t('marking.column.gradingState'), key: 'gradingState', width: 120, render: (_, row) => <GradingCell row={row} /> },
    { title: t('marking.column.finalScore'), dataIndex: 'finalScore', sorter: true, width: 80, align: 'right', render: scoreText },
    { title: t('marking.column.passed'), dataIndex: 'passed', width: 65, render: (passed: number | null) => <PassCell passed={passed} /> },
    {
      title: t('marking.column.submittedAt'),
      dataIndex: 'submittedAt',
      sorter: true,
      width: 100,
      render: (at: number | null) => (at === null ? '—' : formatMinute(at)),
    },
    {
      title: t('marking.column.actions'),
      key: 'actions',
      fixed: 'right',
      width: 175,
      render: (_, row) => (
        <Space size={0} wrap={false}>
          {canMark(row) && (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => navigate(`/examinationRead?attemptId=${row.attemptId}`)}
            >
              {t('marking.mark')}
            </Button>
          )}
          {canReport(row) && (
            <Button type="link" size="small" icon={<FileDoneOutlined />} onClick={() => setReportOf(row.attemptId)}>
              {t('marking.scoreReport')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="marking-tab">
      <div className="live-toolbar">
        <PublicationPicker options={ordered} loading={options.isLoading} value={publicationId} onChange={choose} />
        {publicationId !== undefined && (
          <Space wrap>
            <Button icon={<ReloadOutlined />} onClick={() => list.query.refetch()}>
              {t('marking.refresh')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={exportList} loading={exporting}>
              {t('crud.export')}
            </Button>
          </Space>
        )}
      </div>
      {publicationId === undefined ? (
        <Empty
          className="live-empty"
          description={options.isLoading ? t('common.loading') : ordered.length ? t('marking.choosePublication') : t('live.noPublications')}
        />
      ) : (
        <>
          <MarkingFilterBar list={list} />
          {list.query.isError && (
            <Alert
              type="error"
              showIcon
              message={t('common.loadFailed')}
              action={<Button onClick={() => list.query.refetch()}>{t('common.retry')}</Button>}
            />
          )}
          <Table<MarkingCandidate>
            className="marking-table"
            rowKey="studentId"
            columns={columns}
            dataSource={list.rows}
            loading={list.query.isFetching}
            pagination={list.pagination}
            onChange={list.onTableChange}
            locale={{ emptyText: <Empty description={t('marking.noCandidates')} /> }}
            // As wide as the one-line headers and tags need; a narrower screen scrolls sideways.
            scroll={{ x: 'max-content' }}
            size="middle"
          />
        </>
      )}
      <ScoreReportDialog attemptId={reportOf} queryKey="staffScoreReport" load={fetchStaffScoreReport} onClose={() => setReportOf(null)} />
    </div>
  );
}
