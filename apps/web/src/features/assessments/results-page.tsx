import { API, type AssessmentResultRow, type CombinedResultRow } from '@kaoshi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Input, Modal, Popconfirm, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../components/export-button';
import { PageCard } from '../../components/page-card';
import { confirmSession, decideFlag, fetchCombined, fetchResults, fetchSessions } from './api';
import './assessments.css';

/**
 * /assessmentManage/results (ASSESSMENT-RESULT): a session's panel results with their flags, the
 * chief examiner's decisions and confirmation (docs/REQUIREMENTS.md §21.5), and the batch's
 * combined result with the score register (§21.6).
 */
export default function ResultsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState<number>();
  const [deciding, setDeciding] = useState<AssessmentResultRow | null>(null);
  const [note, setNote] = useState('');
  const sessions = useQuery({ queryKey: ['assessment', 'sessions'], queryFn: fetchSessions });
  const chosen = sessions.data?.list.find((one) => one.sessionId === sessionId);
  const results = useQuery({
    queryKey: ['assessment', 'results', sessionId],
    queryFn: () => fetchResults(sessionId!),
    enabled: sessionId !== undefined,
  });
  const combined = useQuery({
    queryKey: ['assessment', 'combined', chosen?.classId],
    queryFn: () => fetchCombined(chosen!.classId),
    enabled: chosen !== undefined && results.data?.state === 'confirmed',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['assessment'] });
  const decide = useMutation({
    mutationFn: () => decideFlag(deciding!.allocationId, note.trim()),
    onSuccess: () => {
      setDeciding(null);
      setNote('');
      void refresh();
    },
  });
  const confirm = useMutation({
    mutationFn: () => confirmSession(sessionId!),
    onSuccess: () => {
      message.success(t('assessment.results.confirmed'));
      void refresh();
    },
  });

  const columns = [
    { title: t('assessment.results.admissionNumber'), dataIndex: 'admissionNumber', key: 'admissionNumber' },
    { title: t('assessment.results.candidate'), dataIndex: 'name', key: 'name' },
    { title: t('assessment.score.station'), dataIndex: 'stationName', key: 'stationName' },
    {
      title: t('assessment.results.examiners'),
      key: 'examiners',
      render: (_: unknown, row: AssessmentResultRow) => (
        <Space wrap size={4}>
          {row.examiners.map((one) => (
            <Tag key={one.examinerId} color={one.vetoed ? 'red' : undefined}>
              {one.name}: {one.submitted ? one.total : '…'}
              {one.vetoed ? ` ${t('assessment.results.vetoed')}` : ''}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('assessment.results.score'),
      key: 'score',
      render: (_: unknown, row: AssessmentResultRow) => (row.complete ? row.score : <Tag>{t('assessment.results.incomplete')}</Tag>),
    },
    { title: t('assessment.results.spread'), dataIndex: 'spread', key: 'spread' },
    {
      title: t('assessment.results.flag'),
      key: 'flag',
      render: (_: unknown, row: AssessmentResultRow) =>
        !row.flagged ? null : row.decisionNote ? (
          <Tag color="blue" title={row.decisionNote}>
            {t('assessment.results.decided')}
          </Tag>
        ) : (
          <Space>
            <Tag color="orange">{t('assessment.results.flagged')}</Tag>
            {results.data?.state === 'published' && (
              <Button size="small" onClick={() => setDeciding(row)}>
                {t('assessment.results.decide')}
              </Button>
            )}
          </Space>
        ),
    },
    {
      title: t('assessment.results.passed'),
      key: 'passed',
      render: (_: unknown, row: AssessmentResultRow) =>
        row.passed === null ? null : row.passed ? (
          <Tag color="green">{t('assessment.results.passed')}</Tag>
        ) : (
          <Tag color="red">{t('assessment.results.failed')}</Tag>
        ),
    },
  ];

  return (
    <PageCard
      title={t('route.assessmentResults')}
      extra={
        results.data?.state === 'published' && (
          <Popconfirm title={t('assessment.results.confirmQuestion')} onConfirm={() => confirm.mutate()}>
            <Button type="primary" loading={confirm.isPending}>
              {t('assessment.results.confirm')}
            </Button>
          </Popconfirm>
        )
      }
    >
      <Space wrap className="kx-assess-toolbar">
        <Select
          className="kx-assess-session-select"
          placeholder={t('assessment.results.chooseSession')}
          aria-label={t('assessment.results.session')}
          loading={sessions.isPending}
          value={sessionId}
          onChange={setSessionId}
          options={(sessions.data?.list ?? [])
            .filter((one) => one.state !== 'draft')
            .map((one) => ({ value: one.sessionId, label: `${one.name} · ${one.className}` }))}
        />
        {results.data && (
          <>
            <Tag>{t(`assessment.results.state.${results.data.state}`)}</Tag>
            <Typography.Text type="secondary">
              {t(`assessment.results.rule.${results.data.rule}`)} · {t('assessment.results.passLine', { passLine: results.data.passLine })}
            </Typography.Text>
          </>
        )}
      </Space>
      {sessions.isError && <Alert type="error" message={sessions.error.message} />}
      {sessionId === undefined ? (
        <Empty description={t('assessment.results.chooseSession')} />
      ) : results.isPending ? (
        <Skeleton active />
      ) : results.isError ? (
        <Alert type="error" message={results.error.message} />
      ) : (
        <Table
          rowKey="allocationId"
          size="middle"
          scroll={{ x: 900 }}
          columns={columns}
          dataSource={results.data.rows}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('assessment.results.empty') }}
          rowClassName={(row) => (row.flagged && !row.decisionNote ? 'kx-assess-flagged' : '')}
        />
      )}
      {chosen && results.data?.state === 'confirmed' && (
        <CombinedTable classId={chosen.classId} rows={combined.data} loading={combined.isPending} />
      )}
      <Modal
        maskClosable={false}
        open={deciding !== null}
        title={`${t('assessment.results.decide')}: ${deciding?.name ?? ''}`}
        onCancel={() => setDeciding(null)}
        onOk={() => decide.mutate()}
        okButtonProps={{ disabled: note.trim() === '', loading: decide.isPending }}
      >
        <Input.TextArea
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder={t('assessment.results.decisionNote')}
          aria-label={t('assessment.results.decisionNote')}
        />
      </Modal>
    </PageCard>
  );
}

function CombinedTable({ classId, rows, loading }: { classId: number; rows: CombinedResultRow[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const part = (row: CombinedResultRow, name: 'theory' | 'practical') => {
    const found = row.parts.find((one) => one.part === name)!;
    return found.score === null ? '—' : <Tag color={found.passed ? 'green' : 'red'}>{found.score}</Tag>;
  };
  return (
    <div className="kx-assess-combined">
      <Space className="kx-assess-toolbar" wrap>
        <Typography.Title level={5}>{t('assessment.results.combined')}</Typography.Title>
        <ExportButton path={API.exportScoreRegister} params={{ classId }} label={t('assessment.results.exportRegister')} />
      </Space>
      <Table
        rowKey="studentId"
        size="middle"
        loading={loading}
        scroll={{ x: 700 }}
        dataSource={rows ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: t('assessment.results.admissionNumber'), dataIndex: 'admissionNumber', key: 'admissionNumber' },
          { title: t('assessment.results.candidate'), dataIndex: 'name', key: 'name' },
          { title: t('assessment.results.theory'), key: 'theory', render: (_: unknown, row: CombinedResultRow) => part(row, 'theory') },
          {
            title: t('assessment.results.practical'),
            key: 'practical',
            render: (_: unknown, row: CombinedResultRow) => part(row, 'practical'),
          },
          {
            title: t('assessment.results.weighted'),
            dataIndex: 'weightedTotal',
            key: 'weighted',
            render: (value: number | null) => value ?? '—',
          },
          {
            title: t('assessment.results.overall'),
            key: 'overall',
            render: (_: unknown, row: CombinedResultRow) =>
              row.passed ? (
                <Tag color="green">{t('assessment.results.passed')}</Tag>
              ) : (
                <Space size={4} wrap>
                  <Tag color="red">{t('assessment.results.failed')}</Tag>
                  <span>
                    {t('assessment.results.retake', { parts: row.retake.map((one) => t(`assessment.results.${one}`)).join('、') })}
                  </span>
                </Space>
              ),
          },
        ]}
      />
    </div>
  );
}
