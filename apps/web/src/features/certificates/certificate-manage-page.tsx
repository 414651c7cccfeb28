import type { CertificatePublication } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Select, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';
import { subjectLabel } from '../../lib/level-name';
import { formatMinute } from '../../lib/time-format';
import { fetchCertificatePublications, fetchEligibility } from './api';
import { CentreSettingsBar } from './centre-settings';
import { CountingExams } from './counting-exams';
import { IssuedCertificates } from './issued-certificates';
import { PassedCandidates } from './passed-candidates';
import { pendingReason } from './pending-reason';
import './certificates.css';

const examLabel = (t: TFunction, exam: CertificatePublication) =>
  `${exam.name} · ${subjectLabel(t, { name: exam.subjectName, level: exam.subjectLevel })} · ${formatMinute(exam.endsAt)}`;

/**
 * /examPublishManage/certificateManage (CERTIFICATE-MANAGE): per exam, who passed and may receive
 * a certificate, issuing in bulk, the exams the job type requires, the issued certificates with
 * revoking and bulk printing.
 */
export default function CertificateManagePage() {
  const { t } = useTranslation();
  const exams = useQuery({ queryKey: ['certificates', 'exams'], queryFn: fetchCertificatePublications });
  const [chosen, setChosen] = useState<number>();
  const publicationId = chosen ?? exams.data?.find((exam) => exam.resultsFinal)?.publicationId ?? exams.data?.[0]?.publicationId;
  const report = useQuery({
    queryKey: ['certificates', 'eligibility', publicationId],
    queryFn: () => fetchEligibility(publicationId!),
    enabled: publicationId !== undefined,
  });

  if (exams.isPending)
    return (
      <PageCard title={t('certificate.title')}>
        <Spin />
      </PageCard>
    );
  if ((exams.data ?? []).length === 0)
    return (
      <PageCard title={t('certificate.title')}>
        <CentreSettingsBar />
        <Empty description={t('certificate.noExams')} />
      </PageCard>
    );
  const data = report.data;
  return (
    <PageCard title={t('certificate.title')}>
      <CentreSettingsBar />
      <Space wrap className="certificate-exam-bar">
        <label htmlFor="certificate-exam">{t('certificate.exam')}</label>
        <Select
          id="certificate-exam"
          aria-label={t('certificate.exam')}
          className="certificate-exam-select"
          value={publicationId}
          placeholder={t('certificate.chooseExam')}
          onChange={setChosen}
          showSearch
          optionFilterProp="label"
          options={(exams.data ?? []).map((exam) => ({ value: exam.publicationId, label: examLabel(t, exam) }))}
        />
        {data && (
          <Tag color={data.resultsFinal ? 'green' : 'orange'}>
            {t(data.resultsFinal ? 'certificate.resultsFinal' : 'certificate.resultsPending')}
          </Tag>
        )}
      </Space>
      {report.isPending && publicationId !== undefined && <Spin />}
      {data && (
        <>
          {!data.resultsFinal && (
            <Alert
              className="certificate-section"
              type="info"
              showIcon
              message={pendingReason(
                t,
                data.pendingAttempts,
                exams.data?.find((exam) => exam.publicationId === data.publicationId),
              )}
            />
          )}
          <CountingExams subjectId={data.subjectId} subjectName={data.subjectName} />
          <PassedCandidates report={data} />
          <IssuedCertificates publicationId={data.publicationId} />
        </>
      )}
    </PageCard>
  );
}
