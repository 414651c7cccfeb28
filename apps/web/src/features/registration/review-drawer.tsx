import { EVIDENCE_KINDS, REGISTRATION_STATUS, type RegistrationRecord } from '@kaoshi/contracts';
import { App, Button, Descriptions, Drawer, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../lib/time-format';
import { approveRegistrations, refuseRegistration, withdrawRegistration } from './api';
import { DocumentView } from './document-view';
import { ReasonModal } from './reason-modal';
import { DuplicateList } from './duplicate-marks';
import { STATUS_TONE } from './status-tone';
import { subjectLabel } from '../../lib/level-name';

/** One application beside its documents, with the decisions its status allows. */
export function ReviewDrawer({
  record,
  onClose,
  onChanged,
}: {
  record: RegistrationRecord | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [asking, setAsking] = useState<'refuse' | 'withdraw' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const decided = (text: string) => {
    message.success(text);
    onChanged();
    onClose();
  };
  const approve = async () => {
    setBusy(true);
    try {
      await approveRegistrations([record.registrationId]);
      decided(t('registration.approved'));
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };
  const underReview = record.status === REGISTRATION_STATUS.UNDER_REVIEW;
  const footer = (
    <Space>
      {underReview && (
        <Button danger onClick={() => setAsking('refuse')}>
          {t('registration.refuse')}
        </Button>
      )}
      {underReview && (
        <Button type="primary" loading={busy} onClick={() => void approve()}>
          {t('registration.approve')}
        </Button>
      )}
      {record.status === REGISTRATION_STATUS.PASSED && (
        <Button danger onClick={() => setAsking('withdraw')}>
          {t('registration.withdraw')}
        </Button>
      )}
    </Space>
  );
  return (
    <Drawer
      maskClosable={false}
      open
      width="min(1100px, 100vw)"
      title={`${record.name} · ${record.className}`}
      onClose={onClose}
      footer={footer}
      destroyOnHidden
    >
      <div className="registration-review">
        <Descriptions
          column={1}
          size="small"
          bordered
          title={t('registration.details')}
          // Labels stay on one line: the narrow label column broke Chinese ones mid-word (审核 / 状态).
          styles={{ label: { whiteSpace: 'nowrap' } }}
        >
          <Descriptions.Item label={t('registration.statusLabel')}>
            <Tag color={STATUS_TONE[record.status]}>{t(`registration.status.${record.status}`)}</Tag>
          </Descriptions.Item>
          {record.reason ? <Descriptions.Item label={t('registration.reasonLabel')}>{record.reason}</Descriptions.Item> : null}
          <Descriptions.Item label={t('registration.name')}>{record.name}</Descriptions.Item>
          <Descriptions.Item label={t('registration.genderLabel')}>{t(`registration.gender.${record.gender}`)}</Descriptions.Item>
          <Descriptions.Item label={t('registration.idNumber')}>{record.idNumber}</Descriptions.Item>
          <Descriptions.Item label={t('registration.duplicates')}>
            <DuplicateList marks={record.duplicates} />
          </Descriptions.Item>
          <Descriptions.Item label={t('registration.phone')}>{record.phone}</Descriptions.Item>
          <Descriptions.Item label={t('registration.educationLabel')}>{t(`registration.education.${record.education}`)}</Descriptions.Item>
          <Descriptions.Item label={t('registration.yearsInTrade')}>{record.yearsInTrade}</Descriptions.Item>
          <Descriptions.Item label={t('registration.organisationName')}>{record.organisation || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('registration.batch')}>{record.className}</Descriptions.Item>
          <Descriptions.Item label={t('registration.jobType')}>
            {subjectLabel(t, { name: record.subjectName, level: record.subjectLevel })}
          </Descriptions.Item>
          <Descriptions.Item label={t('registration.submittedAtColumn')}>
            {record.submittedAt === null ? '—' : formatMinute(record.submittedAt)}
          </Descriptions.Item>
        </Descriptions>
        <div className="registration-documents">
          <DocumentView file={record.files.photo} label={t('registration.file.photo')} />
          {EVIDENCE_KINDS.map((kind) => (
            <DocumentView key={kind} file={record.files[kind]} label={t(`registration.file.${kind}`)} />
          ))}
        </div>
      </div>
      {asking && (
        <ReasonModal
          title={t(asking === 'refuse' ? 'registration.refuseTitle' : 'registration.withdrawTitle', { name: record.name })}
          hint={asking === 'withdraw' ? t('registration.withdrawHint') : undefined}
          okText={t(asking === 'refuse' ? 'registration.refuse' : 'registration.withdraw')}
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            if (asking === 'refuse') await refuseRegistration(record.registrationId, reason);
            else await withdrawRegistration(record.registrationId, reason);
            decided(t(asking === 'refuse' ? 'registration.refused' : 'registration.withdrawn'));
          }}
        />
      )}
    </Drawer>
  );
}
