import type { CertificateCandidate, CertificateEligibility } from '@kaoshi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueCertificates } from './api';

/** Everyone who passed the exam, what each still misses, and bulk issuing to those who may receive one. */
export function PassedCandidates({ report }: { report: CertificateEligibility }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const issue = useMutation({
    mutationFn: () => issueCertificates(report.publicationId, selected),
    onSuccess: (result) => {
      void message.success(t('certificate.issuedDone', { count: result.issued }));
      setSelected([]);
      void client.invalidateQueries({ queryKey: ['certificates'] });
    },
  });

  const state = (row: CertificateCandidate) => {
    if (row.certificateNumber) return <Tag color="blue">{t('certificate.holds', { number: row.certificateNumber })}</Tag>;
    if (row.revokedForFraud)
      return (
        <>
          <Tag color="red">{t('certificate.barredByFraud', { number: row.revokedForFraud.number })}</Tag>
          <Typography.Text type="secondary">{row.revokedForFraud.reason}</Typography.Text>
        </>
      );
    const missing = row.practicalMissing ? [...row.missing, t('certificate.practicalPart')] : row.missing;
    if (missing.length > 0) return <Tag color="orange">{t('certificate.missing', { names: missing.join(', ') })}</Tag>;
    if (!report.resultsFinal) return <Tag>{t('certificate.waitResults')}</Tag>;
    return <Tag color="green">{t('certificate.canIssue')}</Tag>;
  };
  const columns: ColumnsType<CertificateCandidate> = [
    { title: t('certificate.candidateNumber'), dataIndex: 'username', width: 140 },
    { title: t('certificate.name'), dataIndex: 'name', width: 140 },
    { title: t('certificate.batch'), dataIndex: 'className', render: (value: string | null) => value ?? '—' },
    { title: t('certificate.state'), key: 'state', render: (_value, row) => state(row) },
  ];
  const eligible = report.candidates.filter((row) => row.eligible);
  return (
    <section className="certificate-section" aria-labelledby="certificate-passed">
      <div className="certificate-section-head">
        <Typography.Title level={5} id="certificate-passed">
          {t('certificate.passedTitle')}
        </Typography.Title>
        <Popconfirm
          title={t('certificate.confirmIssue', { count: selected.length })}
          onConfirm={() => issue.mutate()}
          disabled={selected.length === 0}
        >
          <Button type="primary" disabled={selected.length === 0} loading={issue.isPending}>
            {t('certificate.issue', { count: selected.length })}
          </Button>
        </Popconfirm>
      </div>
      <Table
        size="small"
        rowKey="studentId"
        columns={columns}
        dataSource={report.candidates}
        pagination={report.candidates.length > 50 ? { pageSize: 50 } : false}
        locale={{ emptyText: t('certificate.noPassers') }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (row) => ({ disabled: !row.eligible, 'aria-label': row.name }),
        }}
        footer={eligible.length > 0 ? undefined : () => null}
      />
    </section>
  );
}
