import { PrinterOutlined } from '@ant-design/icons';
import type { CertificateRecord } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../lib/time-format';
import { fetchIssued } from './api';
import { PrintView } from './print-view';
import { RevokeDialog } from './revoke-dialog';

/** An exam's issued certificates: valid and revoked, revoking with a reason, printing the valid ones together. */
export function IssuedCertificates({ publicationId }: { publicationId: number }) {
  const { t } = useTranslation();
  const issued = useQuery({ queryKey: ['certificates', 'issued', publicationId], queryFn: () => fetchIssued(publicationId) });
  const [revoking, setRevoking] = useState<CertificateRecord | null>(null);
  const [printing, setPrinting] = useState(false);
  const rows = issued.data ?? [];
  const columns: ColumnsType<CertificateRecord> = [
    { title: t('certificate.number'), dataIndex: 'number', className: 'certificate-number-cell' },
    { title: t('certificate.candidateNumber'), dataIndex: 'username', width: 130 },
    { title: t('certificate.name'), dataIndex: 'holderName', width: 130 },
    { title: t('certificate.issuedAt'), dataIndex: 'issuedAt', width: 150, render: (at: number) => formatMinute(at) },
    {
      title: t('certificate.state'),
      key: 'state',
      width: 200,
      render: (_value, row) =>
        row.revokedAt === null ? (
          <Tag color="green">{t('certificate.valid')}</Tag>
        ) : (
          <>
            <Tag color="red">{t('certificate.revoked')}</Tag>
            {row.revokeKind && <Tag>{t(`certificate.kind.${row.revokeKind}`)}</Tag>}
            <Typography.Text type="secondary">{row.revokeReason}</Typography.Text>
          </>
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      render: (_value, row) =>
        row.revokedAt === null && (
          <Button size="small" danger onClick={() => setRevoking(row)}>
            {t('certificate.revoke')}
          </Button>
        ),
    },
  ];
  const valid = rows.filter((row) => row.revokedAt === null).length;
  return (
    <section className="certificate-section" aria-labelledby="certificate-issued">
      <div className="certificate-section-head">
        <Typography.Title level={5} id="certificate-issued">
          {t('certificate.issuedTitle')}
        </Typography.Title>
        <Button icon={<PrinterOutlined />} disabled={valid === 0} onClick={() => setPrinting(true)} title={t('certificate.printHint')}>
          {t('certificate.printAll')}
        </Button>
      </div>
      <Table
        size="small"
        rowKey="certificateId"
        columns={columns}
        dataSource={rows}
        loading={issued.isPending}
        pagination={rows.length > 50 ? { pageSize: 50 } : false}
        locale={{ emptyText: t('certificate.noneIssued') }}
        scroll={{ x: 900 }}
      />
      {revoking && <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />}
      {printing && <PrintView publicationId={publicationId} onClose={() => setPrinting(false)} />}
    </section>
  );
}
