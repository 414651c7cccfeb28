import { REGISTRATION_EDITABLE, REGISTRATION_STATUS, type OpenBatchRecord, type RegistrationRecord } from '@kaoshi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { session } from '../../lib/session';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Card } from '../../components/plain/card';
import { Skeleton } from '../../components/plain/spinner';
import { Tag } from '../../components/plain/tag';
import { formatMinute } from '../../lib/time-format';
import { CandidateHeader } from '../../components/candidate-header';
import { fetchMyRegistrations, fetchOpenBatches } from './api';
import { ApplicationForm, type FormTarget } from './application-form';
import { GroupInvitations } from './group-invitations';
import { STATUS_TONE } from './status-tone';
import './registration.css';
import { subjectLabel } from '../../lib/level-name';

/**
 * /kaoshi-registration: the candidate's registration (on the plain kit, outside the console):
 * batches open now, their own applications with status and any refusal reason, and the form.
 */
export default function RegistrationPage() {
  const { t } = useTranslation();
  const { user } = session.use();
  const client = useQueryClient();
  const batches = useQuery({ queryKey: ['registration', 'open'], queryFn: fetchOpenBatches });
  const mine = useQuery({ queryKey: ['registration', 'mine'], queryFn: fetchMyRegistrations });
  const [target, setTarget] = useState<FormTarget | null>(null);
  const openIds = new Set((batches.data ?? []).map((batch) => batch.classId));
  const appliedIds = new Set((mine.data ?? []).map((row) => row.classId));

  const done = () => {
    setTarget(null);
    void client.invalidateQueries({ queryKey: ['registration'] });
  };
  const retry = (query: { refetch: () => unknown }) => (
    <Alert type="error" title={t('common.loadFailed')} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />
  );

  const batchRow = (batch: OpenBatchRecord) => (
    <li key={batch.classId} className="kx-registration-row" data-testid={`open-batch-${batch.classId}`}>
      <div>
        <strong>{batch.name}</strong>
        <div className="kx-muted">
          {subjectLabel(t, { name: batch.subjectName, level: batch.level })} ·{' '}
          {t('registration.closesAt', { time: formatMinute(batch.registrationClosesAt) })}
        </div>
      </div>
      {appliedIds.has(batch.classId) ? (
        <Tag>{t('registration.applied')}</Tag>
      ) : (
        <Button variant="primary" onClick={() => setTarget({ classId: batch.classId, batchName: batch.name })}>
          {t('registration.apply')}
        </Button>
      )}
    </li>
  );

  const applicationRow = (row: RegistrationRecord) => {
    const editable = REGISTRATION_EDITABLE.includes(row.status) && openIds.has(row.classId);
    return (
      <li key={row.registrationId} className="kx-registration-row" data-testid={`my-registration-${row.registrationId}`}>
        <div>
          <strong>{row.className}</strong> <Tag color={STATUS_TONE[row.status]}>{t(`registration.status.${row.status}`)}</Tag>
          <div className="kx-muted">
            {subjectLabel(t, { name: row.subjectName, level: row.subjectLevel })}
            {row.submittedAt !== null && <> · {t('registration.submittedAt', { time: formatMinute(row.submittedAt) })}</>}
          </div>
          {row.reason && <div className="kx-registration-reason">{t('registration.reason', { reason: row.reason })}</div>}
          {row.status === REGISTRATION_STATUS.FAILED && <div className="kx-muted">{t('registration.finalRefusal')}</div>}
        </div>
        {editable && (
          <Button onClick={() => setTarget({ classId: row.classId, batchName: row.className, existing: row })}>
            {t(row.status === REGISTRATION_STATUS.RETURNED ? 'registration.correct' : 'registration.edit')}
          </Button>
        )}
      </li>
    );
  };

  return (
    <div className="kx-candidate-page kx-plain">
      <CandidateHeader />
      <main className="kx-candidate-main">
        <div className="kx-registration-head">
          <h1 className="kx-h1">{t('registration.pageTitle')}</h1>
          <Link to="/kaoshi">{t('registration.backToExams')}</Link>
        </div>
        {target && (
          <ApplicationForm
            key={`${target.classId}-${target.existing?.updatedAt ?? 0}`}
            target={target}
            defaultName={user?.nickName ?? ''}
            onDone={done}
            onCancel={() => setTarget(null)}
          />
        )}
        <GroupInvitations />
        <Card title={t('registration.myApplications')}>
          {mine.isPending ? (
            <Skeleton label={t('common.loading')} />
          ) : mine.isError ? (
            retry(mine)
          ) : mine.data.length === 0 ? (
            <p className="kx-muted">{t('registration.noApplications')}</p>
          ) : (
            <ul className="kx-registration-list">{mine.data.map(applicationRow)}</ul>
          )}
        </Card>
        <Card title={t('registration.openBatches')}>
          {batches.isPending ? (
            <Skeleton label={t('common.loading')} />
          ) : batches.isError ? (
            retry(batches)
          ) : batches.data.length === 0 ? (
            <p className="kx-muted">{t('registration.noOpenBatches')}</p>
          ) : (
            <ul className="kx-registration-list">{batches.data.map(batchRow)}</ul>
          )}
        </Card>
      </main>
    </div>
  );
}
